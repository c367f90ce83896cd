import MiniSearch from 'minisearch';
import type { Article, Section } from './load-articles.js';
import { stem } from './stem.js';
import { STOP_WORDS } from './stop-words.js';
import { expandTerm } from './synonyms.js';

export interface SectionHit {
  section: Section;
  score: number;
}

// Synonyms widen recall but should not outrank the visitor's own words.
const SYNONYM_WEIGHT = 0.45;

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length < 2 || STOP_WORDS.has(lower) ? null : stem(lower);
}

/** Splits a question into the words retrieval should look at (stop words removed). */
export function queryTerms(question: string): string[] {
  // Formulas lose their one-letter symbols to tokenising; name what they stand for instead.
  const named = question
    .toLowerCase()
    .replace(/\bx\s*[*·×]?\s*y\s*=\s*k\b/g, ' constant product ')
    // "when did/was …" asks for a date, not for everything that happens "when" something occurs.
    .replace(/\bwhen (did|was|were)\b/g, ' date ');
  return (named.match(/[a-z0-9·]+/g) ?? []).map(processTerm).filter((t): t is string => t !== null);
}

/**
 * BM25 retrieval over article sections (minisearch). Titles weigh more than bodies; terms get
 * prefix matching and, from five letters on, typo tolerance; synonyms come from query expansion.
 */
export class SectionIndex {
  private readonly search: MiniSearch<Section & { id: string; heading: string }>;
  private readonly byRef = new Map<string, Section>();

  constructor(articles: Article[]) {
    this.search = new MiniSearch({
      fields: ['heading', 'body'],
      storeFields: ['ref'],
      processTerm,
    });
    const docs = articles.flatMap((a) =>
      a.sections.map((s) => ({ ...s, id: s.ref, heading: `${s.articleTitle} ${s.title}` })),
    );
    for (const s of docs) this.byRef.set(s.ref, s);
    this.search.addAll(docs);
  }

  section(ref: string): Section | undefined {
    return this.byRef.get(ref);
  }

  /** Best sections first; empty when no term of the question occurs in the knowledge base. */
  query(question: string, limit = 3): SectionHit[] {
    const own = queryTerms(question);
    if (own.length === 0) return [];
    const weights = new Map<string, number>(own.map((t) => [t, 1]));
    for (const s of own.flatMap(expandTerm)) if (!weights.has(s)) weights.set(s, SYNONYM_WEIGHT);
    const results = this.search.search([...weights.keys()].join(' '), {
      boost: { heading: 2.5 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      boostTerm: (term) => weights.get(term) ?? SYNONYM_WEIGHT,
      combineWith: 'OR',
      // Glossary entries are one-line definitions; prefer the fuller article section on a tie.
      boostDocument: (id) => (String(id).startsWith('glossary#') ? 0.45 : 1),
    });
    const hits: SectionHit[] = [];
    for (const r of results.slice(0, limit)) {
      const section = this.byRef.get(String(r.id));
      if (section) hits.push({ section, score: r.score });
    }
    return hits;
  }
}
