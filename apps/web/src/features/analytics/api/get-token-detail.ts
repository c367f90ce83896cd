import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, required } from '../../../lib/api-client';
import { analyticsKeys } from './query-keys';

/** `tokenId` is the token's unique id (tickers repeat); the server accepts either. */
export function tokenDetailQueryOptions(tokenId: string | null) {
  return queryOptions({
    queryKey: analyticsKeys.tokenDetail(tokenId ?? ''),
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
