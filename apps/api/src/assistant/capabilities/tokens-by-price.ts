import { metricRankingCapability } from './metric-ranking-capability.js';

// "cheapest token", "which coin has the highest price": the price per token, in sats. Registered
// after the other rankings, so "which token has the most holders and what is its price" stays a
// holders question.
export const tokensByPrice = metricRankingCapability('price', {
  name: 'get_tokens_by_price',
  description: 'Tracked tokens ranked by price per token (sats), highest or lowest first, with as-of time.',
  words: /\bprices?\b(?!\s+impact)|\bpriced\b|\bcheap(est|er)?\b|\b(most |more )?expensive\b|\bpriciest\b/i,
});
