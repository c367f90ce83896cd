import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, required, sourceFromHeaders } from '../../../lib/api-client';
import { landingKeys } from './query-keys';

export const popularTokensQueryOptions = queryOptions({
  queryKey: landingKeys.popularTokens(),
  queryFn: async () => {
    const { data, response } = await api.GET('/api/tokens/popular');
    return { tokens: required(data), ...sourceFromHeaders(response) };
  },
});

export function usePopularTokens() {
  return useQuery(popularTokensQueryOptions);
}
