import { metricRankingCapability } from './metric-ranking-capability.js';

// "Most volatile" is the dashboard's own list (most-volatile.ts); this one answers "least volatile"
// in the embedded engine and either order for the model.
export const tokensByVolatility = metricRankingCapability('volatility', {
  name: 'get_tokens_by_volatility',
  description: 'Tracked tokens ranked by 24 h volatility, highest or lowest first, with as-of time.',
  words: /\bvolatil(e|ity)\b/i,
  onlyOrder: 'lowest',
});
