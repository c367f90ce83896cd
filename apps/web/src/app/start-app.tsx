import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { readPageState } from '../lib/page-state';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './app-routes';
import { Providers } from './providers';

/**
 * Starts the app in the browser. A server-rendered page carries the queries it was rendered from:
 * the client starts from them, so it renders the same markup (hydration, nothing repainted) and
 * fetches none of them again. A page without them (the Vite dev server) is rendered here.
 */
export function startApp(root: HTMLElement, options: Pick<RootOptions, 'onRecoverableError'> = {}) {
  const state = readPageState(root.ownerDocument);
  const client = createQueryClient();
  if (state) hydrate(client, state.queries);
  // Declarative BrowserRouter: the data router (loaders/actions) is not used and would add ~10 KB gzip.
  const app = (
    <StrictMode>
      <Providers client={client} renderedAt={state?.renderedAt ?? null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  if (state && root.firstElementChild) return hydrateRoot(root, app, options);
  const reactRoot = createRoot(root, options);
  // A transition lets React yield while it renders the first page, so one long render task
  // does not block input on slow phones.
  startTransition(() => reactRoot.render(app));
  return reactRoot;
}
