import { z } from 'zod';
import { guideSource } from '../knowledge-base/guide-source.js';
import { MIN_SCORE, pickSections, relevantSections } from '../knowledge-base/relevance.js';
import type { Reply } from '../reply.js';
import { type CapabilityDeps, defineCapability } from './capability.js';
import type { QuestionContext } from './question-context.js';

const args = z.object({ query: z.string().min(1).max(300).describe('A few keywords.') });

/** For the model: the top sections verbatim with their [ref], so it can quote and cite them. */
async function run({ query }: z.output<typeof args>, { kb }: CapabilityDeps): Promise<Reply> {
  const hits = relevantSections(kb, query);
  if (hits.length === 0) return { markdown: 'No matching section in the knowledge base.', sources: [] };
  return {
    markdown: hits
      .map(({ section }) => `[${section.ref}] ${section.articleTitle} — ${section.title}\n${section.body}`)
      .join('\n\n'),
    sources: hits.map(({ section }) => guideSource(section)),
  };
}

// Two entry points on purpose: the visitor reads the embedded answer directly, so it gets the best
// section (or two close ones), links to related ones and a disclaimer, and passes the question on
// when nothing is relevant; the model gets raw material to cite. One body would change one reader's text.
async function answer({ kb, question }: QuestionContext): Promise<Reply | null> {
  const hits = kb.index.query(question, 4);
  const chosen = pickSections(hits);
  if (chosen.length === 0) return null;
  const related = hits.filter((h) => !chosen.includes(h) && h.score >= MIN_SCORE).slice(0, 2);
  const blocks = chosen.map(
    ({ section }) => `**${section.articleTitle} — ${section.title}**\n\n${section.body}`,
  );
  const bullets = [
    // Links to the guide pages, so a related section opens where it is published.
    ...related.map(
      ({ section }) =>
        `- Related: [${section.articleTitle} — ${section.title}](/guides/${section.articleSlug}#${section.slug})`,
    ),
    '- Educational information only, not financial advice; do your own research.',
  ];
  return {
    markdown: [...blocks, bullets.join('\n')].join('\n\n'),
    sources: [...chosen, ...related].map(({ section }) => guideSource(section)),
  };
}

export const searchKnowledge = defineCapability({
  name: 'search_knowledge',
  description:
    "Search ODAI's knowledge base (Odin.fun, bonding curves, AMM, fees, launching, deposits, security, Runes, analytics). Returns sections with their [ref] for citation.",
  tool: { args, run },
  embedded: { matches: ({ kb, question }) => kb.hasTopicWords(question), answer },
});
