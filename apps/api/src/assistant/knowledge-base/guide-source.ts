import type { Source } from '../assistant.js';
import type { KnowledgeBase } from './knowledge-base.js';
import type { Section } from './load-articles.js';
import { splitPassages } from './passages.js';

export function guideSource(section: Section): Source {
  return { kind: 'guide', title: `${section.articleTitle} — ${section.title}`, ref: section.ref };
}

/** Sources for known section refs; an unknown ref is a bug in our code, so it throws. */
export function guideSources(kb: KnowledgeBase, refs: string[]): Source[] {
  return refs.map((ref) => {
    const section = kb.index.section(ref);
    if (!section) throw new Error(`Unknown knowledge section ${ref}`);
    return guideSource(section);
  });
}

/** A section's text, for replies that quote a fixed section (guardrails, follow-up notes). */
export function sectionBody(kb: KnowledgeBase, ref: string): string {
  const section = kb.index.section(ref);
  if (!section) throw new Error(`Unknown knowledge section ${ref}`);
  return section.body;
}

/** One sentence (or list item) of a section, by position: a reply built from the guides' own words. */
export function sectionSentence(kb: KnowledgeBase, ref: string, index = 0): string {
  return splitPassages(sectionBody(kb, ref))[index]?.text ?? '';
}
