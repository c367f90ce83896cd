import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { marketOverviewQueryOptions } from '../features/analytics/api/get-market-overview';
import { tokenDetailQueryOptions } from '../features/analytics/api/get-token-detail';
import { tokensQueryOptions } from '../features/analytics/api/get-tokens';
import { DashboardFrame, DashboardLoading } from '../features/analytics/components/dashboard-frame';
import { DETAIL_RANGE_KEY, parseDetailRange } from '../features/analytics/detail-range';
import { ANALYTICS_META, LIST_VIEW_KEYS, tokenPageMeta } from '../features/analytics/page-meta';
import { assistantQueryOptions } from '../features/chat/api/get-assistant';
import { guideQueryOptions } from '../features/guides/api/get-guide';
import { guidesQueryOptions } from '../features/guides/api/get-guides';
import { GUIDES_META, guideMeta } from '../features/guides/page-meta';
import { featuredTokenQueryOptions } from '../features/landing/api/get-featured-token';
import { popularTokensQueryOptions } from '../features/landing/api/get-popular-tokens';
import { ApiError } from '../lib/api-error';
import { lazyThemed } from '../lib/lazy-themed';
import { rem } from '../lib/plain-layout';
import { LandingRoute } from './landing-route';
import { TopBar } from './layout/top-bar';
import type { PageContext, PageRoute } from './page-handle';
import { LANDING_META, NOT_FOUND_META } from './page-meta';

// The dashboard (and recharts with it) is a separate chunk, fetched only on /analytics.
const AnalyticsPage = lazyThemed(() =>
  import('../features/analytics/components/analytics-page').then((m) => m.AnalyticsPage),
);

// The guides (and the footer they end with) are a chunk of their own.
const LazyGuidesRoute = lazyThemed(() => import('./guides-route').then((m) => m.GuidesRoute));
function GuidesRoute({ page }: { page: 'index' | 'article' }) {
  return (
    <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
      <LazyGuidesRoute page={page} />
    </Suspense>
  );
}

// The 404 page is a chunk of its own: its card and button are not needed by the pages people land on.
const LazyNotFoundPage = lazyThemed(() => import('./not-found-page').then((m) => m.NotFoundPage));
function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <LazyNotFoundPage />
    </Suspense>
  );
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** `/analytics/:token` names a token the server does not know (the detail read answered 404). */
function tokenMissing(page: PageContext, client: QueryClient): boolean {
  return isNotFound(client.getQueryState(tokenPageDetail(page).queryKey)?.error);
}

/** A token page's detail read, in the window its URL names (`?range=`): what the server prefetches. */
const tokenPageDetail = ({ params, search }: PageContext) =>
  tokenDetailQueryOptions(params.token ?? null, parseDetailRange(search));

/**
 * `/analytics` and `/analytics/:token`: starts the dashboard's reads (the token's detail included)
 * while its code downloads, instead of after (no waterfall); an unknown token is the 404 page.
 */
function AnalyticsRoute() {
  const queryClient = useQueryClient();
  const { token } = useParams();
  const [search] = useSearchParams();
  const detail = useQuery(tokenDetailQueryOptions(token ?? null, parseDetailRange(search)));
  useEffect(() => {
    void queryClient.prefetchQuery(tokensQueryOptions);
    void queryClient.prefetchQuery(marketOverviewQueryOptions);
  }, [queryClient]);
  if (token && isNotFound(detail.error)) return <NotFoundPage />;
  return (
    <>
      <TopBar />
      {/* Clear of the fixed top bar. */}
      <div style={{ paddingTop: rem(60) }} className="">
        <Suspense
          fallback={
            <DashboardFrame>
              <DashboardLoading />
            </DashboardFrame>
          }
        >
          <AnalyticsPage />
        </Suspense>
      </div>
    </>
  );
}

/**
 * The app's one route table: the client's router and the server's renderer both read it. Each
 * route's `handle` says how the server renders it (see page-handle.ts).
 */
export const routes: PageRoute[] = [
  {
    path: '/',
    element: <LandingRoute />,
    handle: {
      sources: ['market'],
      // The assistant's welcome questions follow the market (its largest token): same source.
      prefetch: () => [featuredTokenQueryOptions, popularTokensQueryOptions, assistantQueryOptions],
      meta: () => LANDING_META,
    },
  },
  {
    path: '/analytics',
    element: <AnalyticsRoute />,
    handle: {
      sources: ['market'],
      searchKeys: LIST_VIEW_KEYS,
      prefetch: () => [tokensQueryOptions, marketOverviewQueryOptions],
      meta: () => ANALYTICS_META,
    },
  },
  {
    path: '/guides',
    element: <GuidesRoute page="index" />,
    handle: {
      // The articles are read at the API's start-up and change only with a deploy: no source.
      sources: [],
      prefetch: () => [guidesQueryOptions],
      meta: () => GUIDES_META,
    },
  },
  {
    path: '/guides/:article',
    element: <GuidesRoute page="article" />,
    handle: {
      sources: [],
      prefetch: (page) => [guideQueryOptions(page.params.article ?? '')],
      status: (page, client) => {
        const error = client.getQueryState(guideQueryOptions(page.params.article ?? '').queryKey)?.error;
        return error instanceof ApiError && (error.status === 404 || error.status === 400) ? 404 : 200;
      },
      meta: (page, client) =>
        guideMeta(client.getQueryData(guideQueryOptions(page.params.article ?? '').queryKey)),
    },
  },
  {
    // A token's page: its id or its ticker (an id wins, since tickers repeat).
    path: '/analytics/:token',
    element: <AnalyticsRoute />,
    handle: {
      sources: ['market'],
      searchKeys: [...LIST_VIEW_KEYS, DETAIL_RANGE_KEY],
      prefetch: (page) => [tokensQueryOptions, marketOverviewQueryOptions, tokenPageDetail(page)],
      status: (page, client) => (tokenMissing(page, client) ? 404 : 200),
      meta: (page, client) => {
        if (tokenMissing(page, client)) return NOT_FOUND_META;
        return tokenPageMeta(client.getQueryData(tokenPageDetail(page).queryKey)?.token);
      },
    },
  },
  {
    path: '*',
    element: <NotFoundPage />,
    handle: {
      sources: [],
      status: () => 404,
      meta: () => NOT_FOUND_META,
      // The same page for every unknown address: one cached copy, whatever the path.
      cacheKey: () => 'not-found',
    },
  },
];
