import { metricRankingCapability } from './metric-ranking-capability.js';

// The snapshot has no 24 h volume per token (only each token's detail chart does), so a question
// about volume gets the 24 h transactions ranking and says so (decision 034).
const VOLUME = /\bvolume\b|\bvol\b/i;

export const tokensByTransactions = metricRankingCapability('transactions', {
  name: 'get_tokens_by_transactions',
  description:
    'Tracked tokens ranked by transactions (trades) in the last 24 h, most or fewest first, with as-of time. Also the answer to "by volume": per-token 24 h volume is only on each token\'s chart.',
  words: /\btransactions?\b|\btrades\b|\btxns?\b|\btraded\b|\bactive\b|\bvolume\b|\bvol\b/i,
  note: (question) =>
    VOLUME.test(question)
      ? "- ODAI's market data has no 24 h volume for every token, so this ranks by 24 h transactions (trades); each token's Trading Volume chart is on its dashboard page."
      : undefined,
});
