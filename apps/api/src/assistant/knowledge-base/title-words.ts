import type { KnowledgeBase } from './knowledge-base.js';

// A name a guide or one of its sections is titled with ("About ODAI", "IConfucius") is a topic.
// The words are the same for every question, so they are read once per knowledge base.
const TITLE_WORDS = new WeakMap<KnowledgeBase, Set<string>>();

/** The upper-case words of every guide's and section's title. */
export function titleWords(kb: KnowledgeBase): Set<string> {
  let words = TITLE_WORDS.get(kb);
  if (!words) {
    words = new Set(
      kb.articles.flatMap((a) =>
        [a.title, ...a.sections.map((s) => s.title)].flatMap((t) => t.toUpperCase().split(/[^A-Z0-9]+/)),
      ),
    );
    TITLE_WORDS.set(kb, words);
  }
  return words;
}
