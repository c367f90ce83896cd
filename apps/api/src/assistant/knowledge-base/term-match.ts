import { expandTerm } from './synonyms.js';

// "swapping" is "swap" inflected; "format" is not "form" inflected.
const INFLECTION = /^(s|es|d|ed|ing|er|ers|ion|ions|ment|ly)$/;
function inflects(word: string, base: string): boolean {
  if (!word.startsWith(base)) return false;
  const rest = word.slice(base.length);
  // A doubled final consonant: "swap" + "ping".
  return INFLECTION.test(rest) || (rest[0] === base[base.length - 1] && INFLECTION.test(rest.slice(1)));
}

/** Set lookups for one piece of text's terms: exact, synonym, or a shared prefix of 4+ letters. */
export class TermSet {
  private readonly terms: Set<string>;

  constructor(terms: Iterable<string>) {
    this.terms = new Set(terms);
  }

  get size(): number {
    return this.terms.size;
  }

  has(term: string): boolean {
    return this.terms.has(term);
  }

  /** 1 for the term itself, 0.7 for a prefix ("curv"/"curve") or an inflection ("swapping"/"swap"), 0.6 for a synonym, else 0. */
  match(term: string): number {
    if (this.terms.has(term)) return 1;
    if (term.length >= 4) {
      for (const t of this.terms) if (t.length >= 4 && (t.startsWith(term) || inflects(term, t))) return 0.7;
    }
    for (const s of expandTerm(term)) if (this.terms.has(s)) return 0.6;
    return 0;
  }

  [Symbol.iterator](): Iterator<string> {
    return this.terms[Symbol.iterator]();
  }
}

/** Inverse document frequency over sections; a term no section uses gets the highest weight. */
export class TermWeights {
  private readonly df = new Map<string, number>();
  /** The weight of a term no section uses. */
  readonly maxIdf: number;

  constructor(private readonly docs: TermSet[]) {
    for (const d of docs) for (const t of d) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    this.maxIdf = Math.log(1 + docs.length);
  }

  idf(term: string): number {
    const df = this.df.get(term);
    return df ? Math.log(1 + this.docs.length / df) : this.maxIdf;
  }

  /** Weighted share of `terms` that `target` contains (0–1): how much of a question a text covers. */
  coverage(terms: string[], target: TermSet): number {
    let total = 0;
    let hit = 0;
    for (const t of terms) {
      const w = this.idf(t);
      total += w;
      hit += w * target.match(t);
    }
    return total === 0 ? 0 : hit / total;
  }
}
