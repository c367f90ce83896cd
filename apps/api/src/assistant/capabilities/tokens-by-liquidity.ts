import { metricRankingCapability } from './metric-ranking-capability.js';

export const tokensByLiquidity = metricRankingCapability('liquidity', {
  name: 'get_tokens_by_liquidity',
  description:
    'Tracked tokens ranked by liquidity score (0-10), most or least liquid first, with as-of time.',
  // "deepest pool", "deepest liquidity": depth is how liquidity is felt.
  words: /\bliquid(ity)?\b|\b(deepest|thinnest|shallowest)\b/i,
});
