import { marketUnavailable } from '../live/market-unavailable.js';
import { rankingReply } from '../live/ranking-reply.js';
import type { Intent } from './intent.js';

const GAINERS =
  /\b(top|biggest|best|largest)\s+(gainers?|performers?|movers?)\b|\bgainers?\b|\bpumping\b|\b(went|gone|risen|rose) up the most\b|\bbest perform/i;

export const topGainers: Intent = {
  name: 'top-gainers',
  description: 'The tokens with the largest positive 24h price change.',
  matches: ({ question }) => GAINERS.test(question) && !/\blosers?\b/i.test(question),
  async run({ market, kb }) {
    const snapshot = market.snapshot();
    return snapshot ? rankingReply(kb, snapshot, 'top-gainers') : marketUnavailable(kb);
  },
};
