// Each key joined with '/' is the URL its query reads (a fixed product rule for the default read): keep them so.
export const analyticsKeys = {
  tokens: () => ['/api/analytics/tokens'] as const,
  marketOverview: () => ['/api/analytics/market-overview'] as const,
  tokenDetail: (tokenId: string) => ['/api/analytics/token', tokenId] as const,
  /** Every token detail (a prefix of the keys above), e.g. to refetch them all on a new snapshot. */
  tokenDetails: () => ['/api/analytics/token'] as const,
};
