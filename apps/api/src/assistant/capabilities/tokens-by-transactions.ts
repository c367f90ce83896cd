import { metricRankingCapability } from './metric-ranking-capability.js';

export const tokensByTransactions = metricRankingCapability('transactions', {
  name: 'get_tokens_by_transactions',
  description:
    'Tracked tokens ranked by transactions (trades) in the last 24 h, most or fewest first, with as-of time.',
  words: /\btransactions?\b|\btrades\b|\btxns?\b|\btraded\b|\bactive\b/i,
});
