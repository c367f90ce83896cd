import { rankingTool } from './ranking-tool.js';

export const getMostVolatile = rankingTool(
  'most-volatile',
  'get_most_volatile',
  'Tokens with the highest 24h volatility, with as-of time.',
);
