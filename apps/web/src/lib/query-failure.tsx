import { LoadFailure } from '@odai/ui/load-failure';
import type { UseQueryResult } from '@tanstack/react-query';
import { serverSentence } from './api-error';

type FailedQuery = Pick<UseQueryResult, 'error' | 'refetch' | 'isFetching'>;

/** A failed query's block: the server's sentence when it sent one, and Retry refetching it. */
export function QueryFailure({ what, query }: { what: string; query: FailedQuery }) {
  return (
    <LoadFailure
      what={what}
      reason={serverSentence(query.error, '')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
