import type { KnowledgeBase } from './knowledge-base.js';
import type { SectionHit } from './search-index.js';

// Below this BM25 score a hit is a stray fuzzy match on one common word; the no-match reply with
// the topic list serves the visitor better. Tuned on the eval set.
export const MIN_SCORE = 3;

// A second section is shown beside the best one when it scores at least this share of it and
// comes from the same article (e.g. both fee sections).
const CLOSE_SECOND = 0.6;

/** The best sections for a question that clear MIN_SCORE: what the model is given and can search. */
export function relevantSections(kb: KnowledgeBase, question: string, limit = 3): SectionHit[] {
  return kb.index.query(question, limit).filter((h) => h.score >= MIN_SCORE);
}

/** The best section, plus a second one when it is nearly as relevant (e.g. both fee sections). */
export function pickSections(hits: SectionHit[]): SectionHit[] {
  const [top, second] = hits;
  if (!top || top.score < MIN_SCORE) return [];
  const close =
    second &&
    second.score >= top.score * CLOSE_SECOND &&
    second.section.articleSlug === top.section.articleSlug;
  return close ? [top, second].sort((a, b) => a.section.position - b.section.position) : [top];
}
