import { guideSources } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { Reply } from '../reply.js';

/**
 * When nothing matches: say so in one sentence and name what the assistant can do in another.
 * A full topic list read as a wall of text on every miss; the guides page lists them all.
 */
export function noMatchReply(kb: KnowledgeBase): Reply {
  return {
    markdown:
      'I don\'t have a grounded answer to that. I can help with Odin.fun topics (Bonding curves, the AMM, fees, deposits, launching a token, security) and live token figures (a token\'s price or holders by its ticker, or "top gainers").',
    sources: guideSources(kb, ['about-odai#how-the-assistant-answers']),
  };
}
