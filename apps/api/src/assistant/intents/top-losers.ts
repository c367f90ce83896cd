import { marketUnavailable } from '../live/market-unavailable.js';
import { rankingReply } from '../live/ranking-reply.js';
import type { Intent } from './intent.js';

const LOSERS =
  /\blosers?\b|\b(dropped|fell|fallen|lost|down) the most\b|\bbiggest (drops?|falls?|losses|dumps?)\b|\bworst perform|\bdumping\b/i;

export const topLosers: Intent = {
  name: 'top-losers',
  description: 'The tokens with the most negative 24h price change.',
  matches: ({ question }) => LOSERS.test(question),
  async run({ market, kb }) {
    const snapshot = market.snapshot();
    return snapshot ? rankingReply(kb, snapshot, 'top-losers') : marketUnavailable(kb);
  },
};
