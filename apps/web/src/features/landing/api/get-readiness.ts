import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '../../../lib/api-client';
import { landingKeys } from './query-keys';

/**
 * GET /api/ready: 200 when the database answers (the chat can store and answer), 503 otherwise.
 * Read in the browser only: the landing's HTML is cached, and readiness is about now.
 */
export const readinessQueryOptions = queryOptions({
  queryKey: landingKeys.readiness(),
  queryFn: () => api.GET('/api/ready').then(bodyOf),
});

export function useReadiness() {
  return useQuery(readinessQueryOptions);
}
