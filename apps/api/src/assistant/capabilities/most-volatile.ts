import { rankingCapability } from './ranking-capability.js';

// "Rank tokens by volatility", "tokens by volatility", "which goes up and down the most" too.
const VOLATILE =
  /\bmost volatile\b|\bmost volatility\b|\b(highest|biggest|top|largest) volatility\b|\bswing(s|ing)? the most\b|\bwildest\b|\b(?:rank|sort|order|list)\w*\b[^?.!]{0,25}\bby volatility\b|\b(?:tokens|coins) by volatility\b|\bup and down the most\b/i;

export const mostVolatile = rankingCapability('most-volatile', {
  name: 'get_most_volatile',
  description: 'Tokens with the highest 24h volatility, with as-of time.',
  matches: ({ question }) => VOLATILE.test(question),
});
