import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, tokensWithSource } from '../../../lib/api-client';
import { landingKeys } from './query-keys';

export const popularTokensQueryOptions = queryOptions({
  queryKey: landingKeys.popularTokens(),
  queryFn: () => api.GET('/api/tokens/popular').then(tokensWithSource),
});

export function usePopularTokens() {
  return useQuery(popularTokensQueryOptions);
}
