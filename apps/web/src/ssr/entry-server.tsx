import { AsyncLocalStorage } from 'node:async_hooks';
import { routes } from '../app/routes';
import { type ApiTransport, setApiTransport } from '../lib/api-client';
import { type RenderedPage, renderPage } from './render-page';
import { pagePaths, resolvePage } from './resolve-page';

// The server renderer's entry: `vite build --ssr` bundles it into dist/ssr/entry-server.js, which
// the API loads at start-up. Keep `PageRenderer` in step with apps/api/src/pages/page-renderer.ts.

export type { RenderedPage };

export interface PageRenderer {
  /** Route paths with a page of their own ('/analytics/:token' style); unknown paths get the 404 page. */
  paths: string[];
  /** What `url`'s HTML is rendered from and cached under, without rendering it. */
  resolve(url: string): { url: string; cacheKey: string; sources: readonly string[] };
  /** Renders `url`; its queries go to `fetchApi` (the API in the same process). */
  render(url: string, now?: number): Promise<RenderedPage>;
}

// Each render's queries go to the transport of the renderer that started it, even when renders of
// two renderers (two apps in one test process) interleave.
const currentTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((request) => {
  const transport = currentTransport.getStore();
  if (!transport) throw new Error(`No API transport for ${request.url} outside a page render`);
  return transport(request);
});

export function createPageRenderer(fetchApi: ApiTransport): PageRenderer {
  return {
    paths: pagePaths(routes),
    resolve(url) {
      const page = resolvePage(url, routes);
      return { url: page.location, cacheKey: page.cacheKey, sources: page.sources };
    },
    render: (url, now) => currentTransport.run(fetchApi, () => renderPage(url, routes, now)),
  };
}
