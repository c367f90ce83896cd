import { Badge, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useReadiness } from '../api/get-readiness';

const CheckAgainButton = lazy(() => import('./check-again-button'));

/**
 * The hero's "AI Assistant Online" dot, from GET /api/ready: online while it answers 200 (and
 * while the first check runs: the server that sent this page was up), offline with a Retry when it
 * does not answer or answers 503.
 */
export function AssistantStatus() {
  const ready = useReadiness();
  const offline = ready.isError;
  return (
    <Group justify="center" mt="lg" gap="xs">
      <Badge
        variant="dot"
        color={offline ? 'red' : 'teal'}
        size="lg"
        role="status"
        style={{ textTransform: 'none' }}
        styles={{ label: { color: 'var(--mantine-color-gray-3)' } }}
      >
        {offline ? 'AI Assistant Offline' : 'AI Assistant Online'}
      </Badge>
      {offline ? (
        <Suspense fallback={null}>
          <CheckAgainButton onClick={() => void ready.refetch()} loading={ready.isFetching} />
        </Suspense>
      ) : null}
    </Group>
  );
}
