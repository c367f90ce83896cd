import type { KnowledgeBase } from './knowledge-base.js';
import { MIN_SCORE } from './relevance.js';
import type { AnalyzedQuestion, SectionHit } from './search-index.js';

/** Whether the knowledge base can answer a question, and from which section. */
export interface KnowledgeCoverage {
  /** The best section, when one clears MIN_SCORE. */
  hit: SectionHit | null;
  asked: AnalyzedQuestion;
  /** True when the best section covers the question's key words: answer from it. */
  covered: boolean;
  /** Weighted share (0–1) of the question's key terms the best section contains. */
  share: number;
  /** Key terms the best section does not contain ("binance", "phone"). */
  missing: string[];
  /** Key terms no section uses at all, even after typo correction, that name a topic. */
  unknown: string[];
}

// Below this share of the question's known (IDF-weighted) key terms, the best section answers a
// different question. Unknown words are judged on their own (see below). Tuned on the eval.
export const MIN_COVERAGE = 0.34;
// An unknown word shaped like a verb form or adverb ("exceeded", "swapping", "honestly") says how
// something is asked; an unknown noun ("binance", "pizza", "phone") names a topic we do not cover.
const LIGHT_SHAPE = /(ed|ing|ly)$/;
// Words that name the platform or the assistant carry no topic of their own here.
const GENERIC = new Set(['odin', 'fun', 'odin.fun', 'odai', 'platform', 'site', 'app', 'website', 'coin', 'coins']);

/** The sentences that end in a question mark, when a message has others too; else all of it. */
function askedSentences(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const asking = sentences.filter((s) => s.trim().endsWith('?'));
  return asking.length > 0 && asking.length < sentences.length ? asking.join(' ') : text;
}

/**
 * The coverage decision, exposed so the engine can choose between answering, abstaining and
 * passing the question on: a section must clear MIN_SCORE and contain enough of the question's
 * known key terms, and no key term may be a topic word the knowledge base never uses.
 */
export function knowledgeCoverage(kb: KnowledgeBase, question: string): KnowledgeCoverage {
  const asked = kb.index.analyze(question);
  const [top] = kb.index.query(question, 1);
  const hit = top && top.score >= MIN_SCORE ? top : null;
  const key = asked.terms.filter((t) => !GENERIC.has(t));
  // In "You are a pirate. What are the fees?" the question is the sentence that asks.
  const focus = new Set(kb.index.analyze(askedSentences(question)).terms);
  const unknown = asked.unknown.filter((t) => !GENERIC.has(t) && !LIGHT_SHAPE.test(t) && focus.has(t));
  if (!hit) return { hit, asked, covered: false, share: 0, missing: key, unknown };
  const terms = kb.index.termsOf(hit.section.ref);
  const missing = key.filter((t) => terms.match(t) === 0);
  const known = key.filter((t) => !asked.unknown.includes(t));
  const share = known.length === 0 ? 1 : kb.index.weights.coverage(known, terms);
  const covered = share >= MIN_COVERAGE && unknown.length === 0;
  return { hit, asked, covered, share, missing, unknown };
}
