import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiTransport, CreatePageRenderer } from '@odai/contract/page-renderer';
import { routes } from '../app/routes';
import { setApiTransport } from '../lib/api-client';
import { renderPage } from './render-page';
import { pagePaths, resolvePage } from './resolve-page';

// The server renderer's entry: `vite build --ssr` bundles it into dist/ssr/entry-server.js, which
// the API loads at start-up; the shapes both sides use are in @odai/contract/page-renderer.

// Each render's queries go to the transport of the renderer that started it, even when renders of
// two renderers (two apps in one test process) interleave.
const currentTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((request) => {
  const transport = currentTransport.getStore();
  if (!transport) throw new Error(`No API transport for ${request.url} outside a page render`);
  return transport(request);
});

export const createPageRenderer: CreatePageRenderer = (fetchApi) => {
  return {
    paths: pagePaths(routes),
    resolve(url) {
      const page = resolvePage(url, routes);
      return { url: page.location, cacheKey: page.cacheKey, sources: page.sources, route: page.route };
    },
    render: (url, now) => currentTransport.run(fetchApi, () => renderPage(url, routes, now)),
  };
};
