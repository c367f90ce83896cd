import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { marketOverviewQueryOptions } from '../features/analytics/api/get-market-overview';
import { tokensQueryOptions } from '../features/analytics/api/get-tokens';
import { DashboardFrame, DashboardLoading } from '../features/analytics/components/dashboard-frame';
import { ANALYTICS_META } from '../features/analytics/page-meta';
import { assistantQueryOptions } from '../features/chat/api/get-assistant';
import { guideQueryOptions } from '../features/guides/api/get-guide';
import { guidesQueryOptions } from '../features/guides/api/get-guides';
import { GUIDES_META, guideMeta } from '../features/guides/page-meta';
import { featuredTokenQueryOptions } from '../features/landing/api/get-featured-token';
import { popularTokensQueryOptions } from '../features/landing/api/get-popular-tokens';
import { ApiError } from '../lib/api-error';
import { GuidesRoute } from './guides-route';
import { LandingRoute } from './landing-route';
import { NotFoundPage } from './not-found-page';
import type { PageRoute } from './page-handle';
import { LANDING_META, NOT_FOUND_META } from './page-meta';

// The dashboard (and recharts with it) is a separate chunk, fetched only on /analytics.
const AnalyticsPage = lazy(() =>
  import('../features/analytics/components/analytics-page').then((m) => ({ default: m.AnalyticsPage })),
);

/** Starts the dashboard's two reads while its code downloads, instead of after (no waterfall). */
function AnalyticsRoute() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(tokensQueryOptions);
    void queryClient.prefetchQuery(marketOverviewQueryOptions);
  }, [queryClient]);
  return (
    <Suspense
      fallback={
        <DashboardFrame>
          <DashboardLoading />
        </DashboardFrame>
      }
    >
      <AnalyticsPage />
    </Suspense>
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
