import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { LandingRoute } from './landing-route';
import { NotFoundPage } from './not-found-page';
import { PageLoader } from './page-loader';

// The dashboard (and recharts with it) is a separate chunk, fetched only on /analytics.
const AnalyticsPage = lazy(() =>
  import('../features/analytics/components/analytics-page').then((m) => ({ default: m.AnalyticsPage })),
);

export const routes: RouteObject[] = [
  { path: '/', element: <LandingRoute /> },
  {
    path: '/analytics',
    element: (
      <Suspense fallback={<PageLoader label="Loading analytics dashboard..." />}>
        <AnalyticsPage />
      </Suspense>
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];
