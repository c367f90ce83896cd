import { guideSource } from '../knowledge-base/guide-source.js';
import type { SectionHit } from '../knowledge-base/search-index.js';
import type { Intent } from './intent.js';

// Below this BM25 score a hit is a stray fuzzy match on one common word; the no-match reply with
// the topic list serves the visitor better. Tuned on the eval set.
export const MIN_SCORE = 3;

/** The best section, plus a second one when it is nearly as relevant (e.g. both fee sections). */
export function pickSections(hits: SectionHit[]): SectionHit[] {
  const [top, second] = hits;
  if (!top || top.score < MIN_SCORE) return [];
  const close =
    second && second.score >= top.score * 0.6 && second.section.articleSlug === top.section.articleSlug;
  return close ? [top, second].sort((a, b) => a.section.position - b.section.position) : [top];
}

export const knowledgeAnswer: Intent = {
  name: 'knowledge-answer',
  description: 'Answer from the knowledge base: the best-matching article sections, quoted and cited.',
  matches: ({ kb, question }) => kb.hasTopicWords(question),
  async run({ kb, question }) {
    const hits = kb.index.query(question, 4);
    const chosen = pickSections(hits);
    if (chosen.length === 0) return null;
    const related = hits.filter((h) => !chosen.includes(h) && h.score >= MIN_SCORE).slice(0, 2);
    const blocks = chosen.map(
      ({ section }) => `**${section.articleTitle} — ${section.title}**\n\n${section.body}`,
    );
    const bullets = [
      ...related.map(({ section }) => `- Related: *${section.articleTitle} — ${section.title}*`),
      '- Educational information only, not financial advice; do your own research.',
    ];
    return {
      markdown: [...blocks, bullets.join('\n')].join('\n\n'),
      sources: [...chosen, ...related].map(({ section }) => guideSource(section)),
    };
  },
};
