import type { components } from '@odai/contract';

type HistoryRange = components['schemas']['HistoryRange'];

// Each key joined with '/' is the URL its query reads (a fixed product rule for the default read): keep them so.
export const analyticsKeys = {
  tokens: () => ['/api/analytics/tokens'] as const,
  marketOverview: () => ['/api/analytics/market-overview'] as const,
  /** Without a range: the server's default window (7 days). With one, the key still joins to the URL. */
  tokenDetail: (tokenId: string, range?: HistoryRange) =>
    range
      ? (['/api/analytics/token', `${tokenId}?range=${range}`] as const)
      : (['/api/analytics/token', tokenId] as const),
  /** Every token detail (a prefix of the keys above), e.g. to refetch them all on a new snapshot. */
  tokenDetails: () => ['/api/analytics/token'] as const,
};
