import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, required, sourceFromHeaders } from '../../../lib/api-client';

export const tokensQueryOptions = queryOptions({
  queryKey: ['/api/analytics/tokens'],
  queryFn: async () => {
    const { data, response } = await api.GET('/api/analytics/tokens');
    return { tokens: required(data), ...sourceFromHeaders(response) };
  },
});

export function useTokens() {
  return useQuery(tokensQueryOptions);
}
