import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The server renderer is the web app's own code, built by `vite build --ssr` into
// <web dist>/ssr/entry-server.js (apps/web/src/ssr/entry-server.tsx). These types mirror its
// exports: keep them in step.

export type ApiTransport = (request: Request) => Promise<Response>;

export interface RenderedPage {
  status: number;
  title: string;
  description: string;
  /** Markup for inside `<div id="root">`. */
  html: string;
  /** JSON for the page-state data block, already escaped for a script element. */
  state: string;
}

export interface ResolvedPage {
  /** The address the page renders from (the path plus the query keys it declared). */
  url: string;
  /** Within its sources' versions, what its HTML is cached under. */
  cacheKey: string;
  /** In-memory sources its HTML is built from ('market', …). */
  sources: readonly string[];
}

export interface PageRenderer {
  /** Route paths with a page of their own ('/analytics/:token' style). */
  paths: string[];
  resolve(url: string): ResolvedPage;
  render(url: string, now?: number): Promise<RenderedPage>;
}

type RendererModule = { createPageRenderer?: (fetchApi: ApiTransport) => PageRenderer };

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
