import { metricRankingCapability } from './metric-ranking-capability.js';

// "Which token has the most volume": US dollars traded in the last 24 h, which the live and demo
// snapshots carry for every token. A market without it is ranked by transactions and says so
// (metric-ranking.ts); decision 084.
export const tokensByVolume = metricRankingCapability('volume', {
  name: 'get_tokens_by_volume',
  description:
    'Tracked tokens ranked by trading volume (US dollars traded) in the last 24 h, most or least first, with as-of time.',
  words: /\bvolumes?\b|\bvol\b/i,
});
