import { metricRankingCapability } from './metric-ranking-capability.js';

export const tokensByMarketCap = metricRankingCapability('marketCap', {
  name: 'get_tokens_by_market_cap',
  description: 'Tracked tokens ranked by market cap (USD), largest or smallest first, with as-of time.',
  words:
    /\bmarket ?caps?\b|\bmcap\b|\bvaluation\b|\bpopular (tokens?|coins?)\b|\b(biggest|largest|smallest|tiniest) (tokens?|coins?)\b/i,
});
