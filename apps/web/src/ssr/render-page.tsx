import type { RenderedPage } from '@odai/contract/page-renderer';
import { dehydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../app/app-routes';
import type { PageRoute } from '../app/page-handle';
import { Providers } from '../app/providers';
import { serializePageState } from '../lib/page-state';
import { createQueryClient } from '../lib/query-client';
import { resolvePage } from './resolve-page';

export type { RenderedPage };

/**
 * Waits for every Suspense boundary (lazy routes included) before producing the HTML, so the page
 * is complete: a first paint without JavaScript shows everything, and React emits no inline script.
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
    onError: (error) => void errors.push(error),
    // Never outline a finished boundary behind its fallback (React does past a byte budget, with an
    // inline script to swap it in, which the CSP forbids): the page is sent whole anyway.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  return html;
}

/**
 * Renders one page as the client would: the route's queries are prefetched with the client's own
 * query options into a fresh cache, the app renders from that cache, and the cache is embedded
 * for the client to start from.
 */
export async function renderPage(url: string, routes: PageRoute[], now = Date.now()): Promise<RenderedPage> {
  const page = resolvePage(url, routes);
  const client = createQueryClient();
  await Promise.all((page.handle.prefetch?.(page.context) ?? []).map((query) => client.prefetchQuery(query)));
  const { title, description } = page.handle.meta(page.context, client);
  const html = await renderToHtml(
    <StrictMode>
      <Providers client={client} renderedAt={now}>
        <StaticRouter location={page.location}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  // Failed prefetches are embedded too: the client shows the failure the server rendered instead
  // of a loading state the server did not render.
  const queries = dehydrate(client, { shouldDehydrateQuery: () => true });
  return {
    status: page.handle.status?.(page.context, client) ?? 200,
    title,
    description,
    html,
    state: serializePageState({
      queries,
      renderedAt: now,
      path: page.location.split('?')[0] ?? page.location,
    }),
  };
}
