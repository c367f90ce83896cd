import { Skeleton, Stack } from '@mantine/core';
import type { components } from '@odai/contract';
import { lazy, Suspense } from 'react';

type PricePoint = components['schemas']['PricePoint'];

// recharts is most of the dashboard's code but only a selected token needs it: the charts load
// on their own, so the dashboard's first paint does not wait for (or execute) them.
const loadCharts = () => import('./detail-charts');
const PriceChart = lazy(() => loadCharts().then((m) => ({ default: m.PriceChart })));
const VolumeChart = lazy(() => loadCharts().then((m) => ({ default: m.VolumeChart })));

/** Starts downloading the charts in the background, so opening a token feels instant. */
export function preloadDetailCharts(): void {
  void loadCharts();
}

/** Price History (300 high) and Trading Volume (200 high), with same-size placeholders meanwhile. */
export function DetailCharts({ history, bucketSeconds }: { history: PricePoint[]; bucketSeconds?: number }) {
  return (
    <Suspense
      fallback={
        <Stack gap="lg" aria-busy="true" aria-label="Loading charts">
          <Skeleton h={330} radius="md" />
          <Skeleton h={230} radius="md" />
        </Stack>
      }
    >
      <PriceChart history={history} />
      <VolumeChart history={history} bucketSeconds={bucketSeconds} />
    </Suspense>
  );
}
