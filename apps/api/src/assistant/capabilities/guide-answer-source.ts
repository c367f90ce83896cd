import { guideSource } from '../knowledge-base/guide-source.js';
import type { Section } from '../knowledge-base/load-articles.js';
import type { Reply } from '../reply.js';
import { lastAnswer } from '../session/last-turn.js';
import { defineCapability } from './capability.js';
import { SOURCE_ASKED } from './figures-source.js';
import { restatedFor } from './push-back.js';
import type { QuestionContext } from './question-context.js';

// "wen does a token ascend" → "source?": the guide sections the last answer came from and the
// public pages the team wrote them from (each article's Sources list), not how ODAI answers in
// general. Figures' sources are figures-source's; this is for an answer from the guides alone.
const MAX_URLS = 4;
const WHY_OR_HOW = /\b(?:why|how)\b/i;
const ABOUT_ODAI = 'about-odai#';

function guidesCited(q: QuestionContext): Section[] {
  const sources = lastAnswer(q.history)?.sources ?? [];
  if (sources.some((s) => s.ref.startsWith('token:') || s.ref.startsWith('market:'))) return [];
  return sources.flatMap((s) => {
    const section =
      s.kind === 'guide' && !s.ref.startsWith(ABOUT_ODAI) ? q.kb.index.section(s.ref) : undefined;
    return section ? [section] : [];
  });
}

function answer(q: QuestionContext): Reply | null {
  const sections = guidesCited(q);
  if (sections.length === 0) return null;
  const links = sections.map((s) => `[${s.articleTitle} — ${s.title}](/guides/${s.articleSlug}#${s.slug})`);
  const slugs = [...new Set(sections.map((s) => s.articleSlug))];
  const urls = [
    ...new Set(
      slugs.flatMap(
        (slug) => q.kb.articles.find((a) => a.slug === slug)?.sourceUrls.slice(0, MAX_URLS) ?? [],
      ),
    ),
  ];
  return {
    markdown: [
      ...restatedFor(q.question, lastAnswer(q.history)?.message ?? ''),
      `My last answer comes from ODAI's guide ${links.join(' and ')}, which the team wrote in its own words from public sources.${urls.length > 0 ? ` The ${slugs.length > 1 ? 'articles list' : 'article lists'} these:` : ''}`,
      ...(urls.length > 0 ? ['', ...urls.map((url) => `- ${url}`)] : []),
      '',
      "ODAI is unofficial: where a guide and Odin.fun's own pages differ, Odin.fun's pages are the authority.",
    ].join('\n'),
    sources: sections.map(guideSource),
  };
}

export const guideAnswerSource = defineCapability({
  name: 'guide_answer_source',
  description: 'Where the guide answer just given comes from: its sections and their public sources.',
  embedded: {
    // "Why the square root of 288? Where does that number come from?": how it is derived, which the
    // guide answers, not where the guide comes from.
    matches: (q) =>
      SOURCE_ASKED.test(q.question) && !WHY_OR_HOW.test(q.question) && guidesCited(q).length > 0,
    answer: async (q) => answer(q),
  },
});
