import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { ApiTransport, CreatePageRenderer, PageRenderer } from '@odai/contract/page-renderer';

// The server renderer is the web app's own code, built by `vite build --ssr` into
// <web dist>/ssr/entry-server.js (apps/web/src/ssr/entry-server.tsx); the types both sides use
// live in @odai/contract/page-renderer.

export type {
  ApiTransport,
  PageRenderer,
  RenderedPage,
  ResolvedPageKey,
} from '@odai/contract/page-renderer';

type RendererModule = { createPageRenderer?: CreatePageRenderer };

export const RENDERER_PATH = join('ssr', 'entry-server.js');

/** Loads the renderer from a built web app; null when the build has none (the page is then rendered in the browser). */
export async function loadPageRenderer(webDir: string, fetchApi: ApiTransport): Promise<PageRenderer | null> {
  const file = join(webDir, RENDERER_PATH);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as RendererModule;
  if (typeof module.createPageRenderer !== 'function')
    throw new Error(`${file} does not export createPageRenderer: rebuild the web app`);
  return module.createPageRenderer(fetchApi);
}
