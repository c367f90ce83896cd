// Its own module so the route table can read it without loading the dashboard's lazy chunk.
export const ANALYTICS_META = {
  title: 'Token Analytics Dashboard — ODAI',
  description:
    'Real-time performance metrics for Odin.fun tokens: 24h gainers and losers, volatility, holders and liquidity.',
};

/** The title and description of a token's page (`/analytics/:token`); the dashboard's until it has loaded. */
export function tokenPageMeta(token: { name: string; symbol: string } | undefined) {
  if (!token) return ANALYTICS_META;
  const label = token.name === token.symbol ? token.name : `${token.name} (${token.symbol})`;
  return {
    title: `${label} — Token Analytics — ODAI`,
    description: `${label} on Odin.fun: price in sats, 24h change, volume, holders, liquidity and price history.`,
  };
}

/** The query-string keys of the All Tokens search and sort: the dashboard pages render from them. */
export const LIST_VIEW_KEYS = ['q', 'sort', 'order'] as const;
