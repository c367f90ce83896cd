import { rankingTool } from './ranking-tool.js';

export const getTopLosers = rankingTool(
  'top-losers',
  'get_top_losers',
  'Tokens with the most negative 24h price change, with as-of time.',
);
