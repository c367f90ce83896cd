import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { pagePath, readPageState } from '../lib/page-state';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './app-routes';
import { CatchUpWithAddress } from './catch-up-with-address';
import { Providers } from './providers';

/** Calls `create` inside a transition (startTransition itself returns nothing). */
function inTransition<T>(create: () => T): T {
  let result: T | undefined;
  startTransition(() => {
    result = create();
  });
  return result as T;
}

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
          <CatchUpWithAddress>
            <AppRoutes />
          </CatchUpWithAddress>
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  // A transition lets React yield every few milliseconds while it hydrates or renders the first
  // page, instead of one long task that blocks input on slow phones (hydration outside a
  // transition is not time-sliced).
  // Markup rendered for another path (the address changed before this ran) is rendered over, not hydrated.
  const rendered = state?.path === pagePath(root.ownerDocument.location.pathname);
  if (rendered && root.firstElementChild) return inTransition(() => hydrateRoot(root, app, options));
  const reactRoot = createRoot(root, options);
  startTransition(() => reactRoot.render(app));
  return reactRoot;
}
