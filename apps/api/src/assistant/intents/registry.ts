import { aboutAssistant } from './about-assistant.js';
import { adviceRequest } from './advice-request.js';
import { compareTokens } from './compare-tokens.js';
import type { Intent } from './intent.js';
import { knowledgeAnswer } from './knowledge-answer.js';
import { marketOverview } from './market-overview.js';
import { mostVolatile } from './most-volatile.js';
import { secretRequest } from './secret-request.js';
import { tokenFigures } from './token-figures.js';
import { topGainers } from './top-gainers.js';
import { topLosers } from './top-losers.js';

/**
 * Order matters: guardrails first (a question that mentions a seed phrase is a security question
 * whatever else it says), then live-data intents, then the knowledge base.
 */
export const INTENTS: Intent[] = [
  secretRequest,
  adviceRequest,
  compareTokens,
  topLosers,
  mostVolatile,
  topGainers,
  marketOverview,
  tokenFigures,
  aboutAssistant,
  knowledgeAnswer,
];
