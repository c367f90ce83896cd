import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { Reply } from '../reply.js';

/**
 * A question the assistant answers the same way whatever else it says (a seed phrase, a request
 * for picks). The embedded engine checks guardrails before any capability; the LLM engine uses
 * their tests to keep such questions away from the model where that matters (secrets).
 */
export interface Guardrail {
  name: string;
  /** Tested on the question with prompt-injection text removed. */
  matches(question: string): boolean;
  reply(kb: KnowledgeBase, question: string): Reply;
}
