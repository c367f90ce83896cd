import type { components } from '@odai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, required } from '../../../lib/api-client';
import { analyticsKeys } from './query-keys';

export type HistoryRange = components['schemas']['HistoryRange'];

/**
 * `tokenId` is the token's unique id (tickers repeat); the server accepts either. Without a
 * `range` the server's default window (7 days) is read: the page's server render prefetches that.
 */
export function tokenDetailQueryOptions(tokenId: string | null, range?: HistoryRange) {
  return queryOptions({
    queryKey: analyticsKeys.tokenDetail(tokenId ?? '', range),
    queryFn: async () => {
      const { data } = await api.GET('/api/analytics/token/{symbol}', {
        params: { path: { symbol: tokenId ?? '' }, ...(range ? { query: { range } } : {}) },
      });
      return required(data);
    },
    enabled: Boolean(tokenId),
  });
}

export function useTokenDetail(tokenId: string | null, range?: HistoryRange) {
  // Switching ranges keeps the card (and its focus) while the other window loads; another token
  // never shows the previous one's figures meanwhile.
  return useQuery({
    ...tokenDetailQueryOptions(tokenId, range),
    placeholderData: (previous, previousQuery) =>
      String(previousQuery?.queryKey[1] ?? '').split('?')[0] === tokenId ? previous : undefined,
  });
}
