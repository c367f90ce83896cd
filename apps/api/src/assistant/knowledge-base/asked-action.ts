import { plainIdioms } from './chat-idioms.js';
import type { KnowledgeBase } from './knowledge-base.js';
import { isPlatformWord } from './platform-terms.js';
import type { TermSet } from './term-match.js';

// "Can I change my token's name?", "how do I cancel a trade?": the action asked about is the topic.
// A section that never mentions it (nor an inflection or synonym, nor in its listed questions)
// answers something else about the same nouns.
const ACTION =
  /\b(?:(?:can|could|how (?:do|can|would|should|could)) (?:i|you|we|one)|is it possible to|how to)\s+(?:still\s+|ever\s+|also\s+|even\s+|actually\s+|just\s+)?([a-z]+)/i;
// Verbs that say how one looks at a topic, not which topic: "how do I check…", "can I pick…".
const LOOKING = new Set(
  'check pick choose find see read verify tell spot avoid learn understand stay keep be have do take run put click open'.split(
    ' ',
  ),
);

/** True when the question asks how to do something the section never mentions. */
export function actionMissing(kb: KnowledgeBase, question: string, terms: TermSet): boolean {
  // Read through the idioms: "how do I make sure …" is how to check, not how to make (create)
  // something; "how fast can i spin up a token" asks to create one.
  const word = ACTION.exec(plainIdioms(question.toLowerCase()).replace(/\s+/g, ' '))?.[1];
  // The word as retrieval reads it, typo corrected: "how do i withdrawl" asks to withdraw.
  const term = word && !LOOKING.has(word) ? (kb.index.analyze(word).terms[0] ?? null) : null;
  return term !== null && !isPlatformWord(term) && terms.match(term) === 0;
}
