import { metricRankingCapability } from './metric-ranking-capability.js';

// "most valuable token" is the largest market cap; "top 10 tokens" with no figure named: the popular list is the top by market cap (SPEC.md).
export const tokensByMarketCap = metricRankingCapability('marketCap', {
  name: 'get_tokens_by_market_cap',
  description: 'Tracked tokens ranked by market cap (USD), largest or smallest first, with as-of time.',
  words:
    /\bmarket ?caps?\b|\bmcap\b|\bvaluation\b|\bvaluable\b|\bpopular (tokens?|coins?)\b|^(?!.*\b(holders?|liquid\w*|volatil\w*|transactions?|trades|volume|vol|prices?)\b).*\b(biggest|largest|smallest|tiniest) (tokens?|coins?|ones?)\b|\bwhich( one| token| coin)? is (the )?(biggest|largest|smallest|tiniest)\s*[?.!]*$|^(?!.*\b(holders?|liquid\w*|volatil\w*|transactions?|trades|volume|vol|prices?|gain\w*|los\w+|change)\b).*\btop( \d{1,2})? (tokens|coins)\b/i,
});
