import { compareTokensTool } from './compare-tokens.js';
import { getMarketOverview } from './get-market-overview.js';
import { getMostVolatile } from './get-most-volatile.js';
import { getTokenFigures } from './get-token-figures.js';
import { getTopGainers } from './get-top-gainers.js';
import { getTopLosers } from './get-top-losers.js';
import { searchKnowledge } from './search-knowledge.js';
import type { AssistantTool } from './tool.js';

export const TOOLS: AssistantTool[] = [
  getTokenFigures,
  compareTokensTool,
  getTopGainers,
  getTopLosers,
  getMostVolatile,
  getMarketOverview,
  searchKnowledge,
];

/** The tools in the shape chat.completions expects. */
export function openAiTools() {
  return TOOLS.map((t) => ({
    type: 'function' as const,
    function: { name: t.name, description: t.description, parameters: t.parameters },
  }));
}
