import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, required, sourceFromHeaders } from '../../../lib/api-client';
import { analyticsKeys } from './query-keys';

export const tokensQueryOptions = queryOptions({
  queryKey: analyticsKeys.tokens(),
  queryFn: async () => {
    const { data, response } = await api.GET('/api/analytics/tokens');
    return { tokens: required(data), ...sourceFromHeaders(response) };
  },
});

export function useTokens() {
  return useQuery(tokensQueryOptions);
}
