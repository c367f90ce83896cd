import { stem } from './stem.js';

/**
 * Typo correction against the knowledge base's own words: "fess" → "fees", "bondng" → "bonding",
 * "wrok" → "work". A word the articles or their question lists use is never changed, so tickers and
 * rare but real words survive, and so do their inflections ("selling" when "sell" is known, never
 * "setting"); an unknown word becomes the closest known one within one edit (two
 * from eight letters on), ties going to the word the knowledge base uses most, or stays as it is.
 */
export class Speller {
  private readonly byLength = new Map<number, string[]>();
  private readonly stems = new Set<string>();

  /**
   * `weights`: how often each known word occurs (headings and questions may count more).
   * `targets`: the words a typo may become; by default all of them. The index passes the words of
   * headings, listed questions, synonyms and stop words: a word only a body uses in passing
   * ("whole") is known, but is no likely meaning of a typo ("whale" is no typo of "whole").
   */
  constructor(
    private readonly weights: Map<string, number>,
    targets: Iterable<string> = weights.keys(),
    /** Real words that are never typos of ours, though one edit away ("stop" and "step"). */
    private readonly realWords: ReadonlySet<string> = new Set(),
  ) {
    for (const word of weights.keys()) this.stems.add(stem(word));
    for (const word of targets) {
      const list = this.byLength.get(word.length) ?? [];
      list.push(word);
      this.byLength.set(word.length, list);
    }
  }

  knows(word: string): boolean {
    return this.weights.has(word) || this.stems.has(stem(word));
  }

  correct(word: string): string {
    return this.closest(word, false);
  }

  /**
   * True when a word the knowledge base does not use is one edit from one it does, first letter
   * included ("catch" and "watch", "join" and "coin"): likely an everyday word beside our topics,
   * left as it is but not counted as a topic nobody covers.
   */
  resembles(word: string): boolean {
    return this.closest(word, true) !== word;
  }

  /** A real word the guides do not use, though it is one edit from one they do ("stop"). */
  isRealWord(word: string): boolean {
    return this.realWords.has(word) || this.realWords.has(stem(word));
  }

  private closest(word: string, anyFirstLetter: boolean): string {
    // Three-letter words have too many neighbours ("gas" → "gap"); numbers and ids are not typos.
    if (word.length < 4 || /\d/.test(word) || this.knows(word) || this.isRealWord(word)) return word;
    // An adverb of a known word says how, not what: "completely new" is no typo of "complete"
    // (which means ascension here).
    if (word.endsWith('ly') && this.knows(word.slice(0, -2))) return word;
    // Two edits only for long words: at eight letters "leverage" already becomes "average".
    const maxEdits = word.length >= 10 ? 2 : 1;
    let best = word;
    let bestKey = Number.POSITIVE_INFINITY;
    for (let len = word.length - maxEdits; len <= word.length + maxEdits; len++) {
      for (const candidate of this.byLength.get(len) ?? []) {
        // Typos rarely hit the first letter, and a changed one turns real words into others
        // ("catch" → "watch"); a long word may still lose or swap it.
        if (!anyFirstLetter && candidate[0] !== word[0] && word.length < 8) continue;
        const d = editDistance(word, candidate, maxEdits);
        if (d > maxEdits) continue;
        // Fewer edits first; then a kept first letter; then frequency.
        const key = d * 1e6 + (candidate[0] === word[0] ? 0 : 5e5) - (this.weights.get(candidate) ?? 0);
        if (key < bestKey) {
          bestKey = key;
          best = candidate;
        }
      }
    }
    return best;
  }
}

/** Optimal-string-alignment distance (a swap of two neighbours is one edit), capped at max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const prev = rows[i - 1] as number[];
      let v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (i > 0 && rowMin > max) return max + 1;
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length] as number;
}
