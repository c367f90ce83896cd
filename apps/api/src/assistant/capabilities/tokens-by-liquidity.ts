import { metricRankingCapability } from './metric-ranking-capability.js';

export const tokensByLiquidity = metricRankingCapability('liquidity', {
  name: 'get_tokens_by_liquidity',
  description:
    'Tracked tokens ranked by liquidity score (0-10), most or least liquid first, with as-of time.',
  words: /\bliquid(ity)?\b/i,
});
