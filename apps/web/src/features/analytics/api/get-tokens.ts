import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, tokensWithSource } from '../../../lib/api-client';
import { analyticsKeys } from './query-keys';

export const tokensQueryOptions = queryOptions({
  queryKey: analyticsKeys.tokens(),
  queryFn: () => api.GET('/api/analytics/tokens').then(tokensWithSource),
});

export function useTokens() {
  return useQuery(tokensQueryOptions);
}
