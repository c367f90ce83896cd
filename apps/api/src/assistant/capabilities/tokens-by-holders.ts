import { metricRankingCapability } from './metric-ranking-capability.js';

export const tokensByHolders = metricRankingCapability('holders', {
  name: 'get_tokens_by_holders',
  description: 'Tracked tokens ranked by holder count, most or fewest first, with as-of time.',
  words: /\bholders?\b|\bowners\b|\bholder count\b|\b(people|wallets|accounts) (holding|hold|own|owning)\b/i,
});
