import { marketUnavailable } from '../live/market-unavailable.js';
import { rankingReply } from '../live/ranking-reply.js';
import type { Intent } from './intent.js';

const VOLATILE =
  /\bmost volatile\b|\b(highest|biggest|top|largest) volatility\b|\bswing(s|ing)? the most\b|\bwildest\b/i;

export const mostVolatile: Intent = {
  name: 'most-volatile',
  description: 'The tokens with the highest 24h volatility.',
  matches: ({ question }) => VOLATILE.test(question),
  async run({ market, kb }) {
    const snapshot = market.snapshot();
    return snapshot ? rankingReply(kb, snapshot, 'most-volatile') : marketUnavailable(kb);
  },
};
