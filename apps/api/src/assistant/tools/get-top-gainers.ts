import { rankingTool } from './ranking-tool.js';

export const getTopGainers = rankingTool(
  'top-gainers',
  'get_top_gainers',
  'Tokens with the largest positive 24h price change, with as-of time.',
);
