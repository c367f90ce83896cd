import { rankingCapability } from './ranking-capability.js';

const LOSERS =
  /\blosers?\b|\b(dropped|fell|fallen|lost|down) the most\b|\bbiggest (drops?|falls?|losses|dumps?)\b|\bworst perform|\bdumping\b/i;

export const topLosers = rankingCapability('top-losers', {
  name: 'get_top_losers',
  description: 'Tokens with the most negative 24h price change, with as-of time.',
  matches: ({ question }) => LOSERS.test(question),
});
