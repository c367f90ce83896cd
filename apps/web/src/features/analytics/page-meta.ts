// Its own module so the route table can read it without loading the dashboard's lazy chunk.
export const ANALYTICS_META = {
  title: 'Token Analytics Dashboard — ODAI',
  description:
    'Real-time performance metrics for Odin.fun tokens: 24h gainers and losers, volatility, holders and liquidity.',
};
