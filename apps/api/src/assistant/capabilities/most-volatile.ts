import { rankingCapability } from './ranking-capability.js';

const VOLATILE =
  /\bmost volatile\b|\bmost volatility\b|\b(highest|biggest|top|largest) volatility\b|\bswing(s|ing)? the most\b|\bwildest\b/i;

export const mostVolatile = rankingCapability('most-volatile', {
  name: 'get_most_volatile',
  description: 'Tokens with the highest 24h volatility, with as-of time.',
  matches: ({ question }) => VOLATILE.test(question),
});
