import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, required } from '../../../lib/api-client';

/** `tokenId` is the token's unique id (tickers repeat); the server accepts either. */
export function tokenDetailQueryOptions(tokenId: string | null) {
  return queryOptions({
    queryKey: ['/api/analytics/token', tokenId ?? ''],
    queryFn: async () => {
      const { data } = await api.GET('/api/analytics/token/{symbol}', {
        params: { path: { symbol: tokenId ?? '' } },
      });
      return required(data);
    },
    enabled: Boolean(tokenId),
  });
}

export function useTokenDetail(tokenId: string | null) {
  return useQuery(tokenDetailQueryOptions(tokenId));
}
