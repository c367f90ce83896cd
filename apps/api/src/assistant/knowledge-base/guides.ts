import type { Schemas } from '@odai/contract';
import type { KnowledgeBase } from './knowledge-base.js';
import type { Article } from './load-articles.js';

type GuideSummary = Schemas['GuideSummary'];
type Guide = Schemas['Guide'];

const DESCRIPTION_MAX = 200;

/** Markdown to plain text, enough for a description: links keep their text, marks go. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]/g, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first section's opening, cut at the last whole sentence (or word) within the limit. */
export function describeArticle(article: Article): string {
  const text = plainText(article.sections[0]?.body ?? '');
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX);
  const sentenceEnd = cut.lastIndexOf('. ');
  if (sentenceEnd > DESCRIPTION_MAX / 2) return cut.slice(0, sentenceEnd + 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** The knowledge base published as guides: what `/api/guides` and the guide pages show. */
export function guideSummaries(kb: KnowledgeBase): GuideSummary[] {
  return kb.articles.map((article) => ({
    slug: article.slug,
    title: article.title,
    description: describeArticle(article),
    sections: article.sections.map(({ slug, title }) => ({ slug, title })),
  }));
}

export function findGuide(kb: KnowledgeBase, slug: string): Guide | null {
  const article = kb.articles.find((a) => a.slug === slug);
  if (!article) return null;
  return {
    slug: article.slug,
    title: article.title,
    description: describeArticle(article),
    sections: article.sections.map(({ slug: s, title, body }) => ({ slug: s, title, markdown: body })),
    sources: article.sourceUrls,
  };
}
