import { Suspense } from 'react';
import { lazyThemed } from '../../../lib/lazy-themed';
import { PlainBadge, PlainGroup, space } from '../../../lib/plain-layout';
import { useReadiness } from '../api/get-readiness';

const CheckAgainButton = lazyThemed(() => import('./check-again-button').then((m) => m.default));

/**
 * The hero's "AI Assistant Online" dot, from GET /api/ready: online while it answers 200 (and
 * while the first check runs: the server that sent this page was up), offline with a Retry when it
 * does not answer or answers 503.
 */
export function AssistantStatus() {
  const ready = useReadiness();
  const offline = ready.isError;
  return (
    <PlainGroup justify="center" gap="xs" style={{ marginTop: space('lg') }}>
      <PlainBadge
        dot={offline ? 'red' : 'teal'}
        size="lg"
        role="status"
        style={{ textTransform: 'none' }}
        labelStyle={{ color: 'var(--mantine-color-gray-3)' }}
      >
        {offline ? 'AI Assistant Offline' : 'AI Assistant Online'}
      </PlainBadge>
      {offline ? (
        <Suspense fallback={null}>
          <CheckAgainButton onClick={() => void ready.refetch()} loading={ready.isFetching} />
        </Suspense>
      ) : null}
    </PlainGroup>
  );
}
