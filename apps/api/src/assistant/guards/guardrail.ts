import { guideSources } from '../knowledge-base/guide-source.js';
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

/** The common guardrail: one pattern, one fixed answer, fixed guide sections as its sources. */
export function defineGuard(guard: {
  name: string;
  pattern: RegExp;
  /** Phrases removed before the pattern is tested: mentions that are no request (global flag). */
  ignore?: RegExp;
  /** The answer's lines, joined with newlines into Markdown. */
  lines: string[];
  /** Knowledge-base section refs (`article#section`); an unknown one throws when the guard answers. */
  sources: string[];
}): Guardrail {
  return {
    name: guard.name,
    matches: (question) => guard.pattern.test(guard.ignore ? question.replace(guard.ignore, ' ') : question),
    reply: (kb) => ({ markdown: guard.lines.join('\n'), sources: guideSources(kb, guard.sources) }),
  };
}
