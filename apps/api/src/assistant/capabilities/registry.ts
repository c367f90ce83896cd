import { aboutAssistant } from './about-assistant.js';
import type { Capability } from './capability.js';
import { compareTokens } from './compare-tokens.js';
import { convertEarlierAmount } from './convert-earlier-amount.js';
import { convertUnits } from './convert-units.js';
import { featuredToken } from './featured-token.js';
import { feeForAmount } from './fee-for-amount.js';
import { figuresSource } from './figures-source.js';
import { guideAnswerSource } from './guide-answer-source.js';
import { listTokens } from './list-tokens.js';
import { marketOverview } from './market-overview.js';
import { mostVolatile } from './most-volatile.js';
import { platformTrust } from './platform-trust.js';
import { pointerWithoutList } from './pointer-without-list.js';
import { pushBack } from './push-back.js';
import { rankingFollowUp } from './ranking-follow-up.js';
import { safetyTips } from './safety-tips.js';
import { scamFollowUp } from './scam-follow-up.js';
import { searchKnowledge } from './search-knowledge.js';
import { tokenFigures } from './token-figures.js';
import { tokensByHolders } from './tokens-by-holders.js';
import { tokensByLiquidity } from './tokens-by-liquidity.js';
import { tokensByMarketCap } from './tokens-by-market-cap.js';
import { tokensByPrice } from './tokens-by-price.js';
import { tokensByStage } from './tokens-by-stage.js';
import { tokensByTransactions } from './tokens-by-transactions.js';
import { tokensByVolatility } from './tokens-by-volatility.js';
import { tokensByVolume } from './tokens-by-volume.js';
import { tokensForAmount } from './tokens-for-amount.js';
import { tokensOverThreshold } from './tokens-over-threshold.js';
import { topGainers } from './top-gainers.js';
import { topLosers } from './top-losers.js';
import { unknownToken } from './unknown-token.js';
import { whyItMoved } from './why-it-moved.js';

/**
 * Every capability, once. Order matters to the embedded engine (first match wins): a unit
 * conversion of the visitor's own amount (or its fee), where the figures just given come from, then live-data
 * capabilities with specific triggers (rankings, totals), then unknown tokens, then token figures
 * (which matches any question), then
 * questions about ODAI, then whether Odin itself is legit, then how to stay safe (the tips first), then the knowledge base. Guardrails run before all of them (guards/).
 */
export const CAPABILITIES: Capability[] = [
  scamFollowUp,
  pushBack,
  convertUnits,
  convertEarlierAmount,
  feeForAmount,
  tokensForAmount,
  figuresSource,
  guideAnswerSource,
  compareTokens,
  featuredToken,
  tokensOverThreshold,
  topLosers,
  mostVolatile,
  topGainers,
  tokensByMarketCap,
  tokensByHolders,
  tokensByLiquidity,
  tokensByVolume,
  tokensByTransactions,
  tokensByVolatility,
  tokensByPrice,
  tokensByStage,
  rankingFollowUp,
  marketOverview,
  listTokens,
  unknownToken,
  whyItMoved,
  tokenFigures,
  pointerWithoutList,
  aboutAssistant,
  platformTrust,
  safetyTips,
  searchKnowledge,
];

/** The embedded engine's intents, in registry order. */
export const INTENTS = CAPABILITIES.flatMap(({ name, embedded }) =>
  embedded ? [{ name, ...embedded }] : [],
);

// The order the model has always seen its tools in, kept so that merging intents and tools
// did not change the prompt; the first-match order above is the embedded engine's concern.
// Reordering is a prompt change to make and evaluate on its own. openai-tools.test.ts pins it.
const TOOL_ORDER = [
  'get_token_figures',
  'compare_tokens',
  'get_top_gainers',
  'get_top_losers',
  'get_most_volatile',
  'get_market_overview',
  'search_knowledge',
  // Added for issue 11 (decision 034), after the tools the model already knew.
  'get_tokens_by_market_cap',
  'get_tokens_by_holders',
  'get_tokens_by_liquidity',
  'get_tokens_by_transactions',
  'get_tokens_by_volatility',
  // Added for issue 11 (decision 050): the price per token, the last dashboard figure without a ranking.
  'get_tokens_by_price',
  'get_tokens_by_stage',
  // Added for issue 11 (decision 084): the snapshot's 24 h volume per token.
  'get_tokens_by_volume',
];

/** The LLM's tools: every capability with a tool side. */
export const TOOLS = CAPABILITIES.flatMap(({ name, description, tool }) =>
  tool ? [{ name, description, ...tool }] : [],
).sort((a, b) => TOOL_ORDER.indexOf(a.name) - TOOL_ORDER.indexOf(b.name));

/** The tools in the shape chat.completions expects. */
export function openAiTools() {
  return TOOLS.map((t) => ({
    type: 'function' as const,
    function: { name: t.name, description: t.description, parameters: t.parameters },
  }));
}
