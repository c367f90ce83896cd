import type { Source } from '../assistant.js';
import { guideSource } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { SectionHit } from '../knowledge-base/search-index.js';
import { uniqueSources } from '../reply.js';

const CITATION = /\[([a-z0-9-]+#[a-z0-9-]+)\]/g;

/**
 * Sources of an LLM answer: live data the tools returned, plus the sections the model cited.
 * When it cited none, the retrieved sections it was given stand in, so sources are never empty
 * for a grounded answer. Citation brackets are removed from the text (the UI lists sources).
 */
export function answerSources(
  kb: KnowledgeBase,
  text: string,
  toolSources: Source[],
  retrieved: SectionHit[],
): { markdown: string; sources: Source[] } {
  const cited: Source[] = [];
  for (const m of text.matchAll(CITATION)) {
    const section = m[1] ? kb.index.section(m[1]) : undefined;
    if (section) cited.push(guideSource(section));
  }
  const guides = cited.length > 0 ? cited : retrieved.map((h) => guideSource(h.section));
  const sources = uniqueSources(toolSources, guides);
  const markdown = displayText(kb, text).trim();
  // An answer grounded on nothing we can name still points at how the assistant works.
  const about = kb.index.section('about-odai#how-the-assistant-answers');
  if (sources.length === 0 && about) sources.push(guideSource(about));
  return { markdown, sources };
}

/** The text as the visitor reads it: known citations removed (the sources list them). */
export function displayText(kb: KnowledgeBase, text: string): string {
  return text
    .replace(CITATION, (all, ref: string) => (kb.index.section(ref) ? '' : all))
    .replace(/ +([.,;])/g, '$1');
}
