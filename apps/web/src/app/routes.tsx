import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import type { RouteObject } from 'react-router';
import { marketOverviewQueryOptions } from '../features/analytics/api/get-market-overview';
import { tokensQueryOptions } from '../features/analytics/api/get-tokens';
import { DashboardFrame, DashboardLoading } from '../features/analytics/components/dashboard-frame';
import { LandingRoute } from './landing-route';
import { NotFoundPage } from './not-found-page';

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

export const routes: RouteObject[] = [
  { path: '/', element: <LandingRoute /> },
  {
    path: '/analytics',
    element: <AnalyticsRoute />,
  },
  { path: '*', element: <NotFoundPage /> },
];
