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
  /** Every known word by length, for a long word's dropped, doubled or swapped letter. */
  private readonly knownByLength = new Map<number, string[]>();
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
    for (const word of weights.keys()) {
      this.stems.add(stem(word));
      addByLength(this.knownByLength, word);
    }
    for (const word of targets) addByLength(this.byLength, word);
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
    // Numbers and ids are not typos; shorter words have too many neighbours.
    if (word.length < 3 || /\d/.test(word) || this.knows(word) || this.isRealWord(word)) return word;
    // A three-letter word is a typo only of a four-letter one with a letter left out, first letter
    // kept ("wht", "fes", "odn"); any other change turns real words into ours ("gas" → "gap"), and
    // real three-letter words are listed (everyday-words.ts: "bot", "eth", "sol").
    if (word.length === 3) return anyFirstLetter ? word : this.withLetterAdded(word);
    // An adverb of a known word says how, not what: "completely new" is no typo of "complete"
    // (which means ascension here).
    if (word.endsWith('ly') && this.knows(word.slice(0, -2))) return word;
    // A letter typed twice ("runns", "tokeens"): the word without it, before any nearer-looking
    // substitution ("runes").
    const undoubled = this.undoubled(word);
    if (undoubled) return undoubled;
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
    if (best === word && !anyFirstLetter && word.length >= LONG_TYPO) return this.typedAside(word);
    return best;
  }

  /** A slip in a long word ("platorm"), or in the base of an inflected one ("depoited"). */
  private typedAside(word: string): string {
    const whole = this.slipOf(word);
    if (whole !== word) return whole;
    const m = /^(.{6,}?)(ing|ed|es|s)$/.exec(word);
    if (!m?.[1] || !m[2]) return word;
    const base = this.slipOf(m[1]);
    // Only a letter left out of the base: "thoughts" is no "though" with an "s".
    if (!isOneLetterMore(base, m[1])) return word;
    return base + (base.endsWith('e') && m[2] === 'ed' ? 'd' : m[2]);
  }

  /** "wht" → "what": the most used four-letter target that is the word with one letter added. */
  private withLetterAdded(word: string): string {
    let best = word;
    let bestWeight = 0;
    for (const candidate of this.byLength.get(4) ?? []) {
      if (candidate[0] !== word[0] || !isOneLetterMore(candidate, word)) continue;
      const w = this.weights.get(candidate) ?? 0;
      if (w > bestWeight) {
        bestWeight = w;
        best = candidate;
      }
    }
    return best;
  }

  /** The known word left when one of a doubled letter goes ("runns" → "runs"), if any. */
  private undoubled(word: string): string | null {
    for (let i = 1; i < word.length; i++) {
      if (word[i] !== word[i - 1]) continue;
      const shorter = word.slice(0, i) + word.slice(i + 1);
      if (this.knows(shorter)) return shorter;
    }
    return null;
  }

  /**
   * A long word with a letter left out, typed twice or swapped with its neighbour, of any word the
   * knowledge base uses ("depoited" → "deposited", "platorm" → "platform"): these slips keep the
   * word recognisable, so a word a body uses counts too; a changed letter still needs a target
   * (the body's "whole" is no reading of "whale").
   */
  private slipOf(word: string): string {
    let best = word;
    let bestWeight = 0;
    for (let len = word.length - 1; len <= word.length + 1; len++) {
      for (const candidate of this.knownByLength.get(len) ?? []) {
        if (candidate[0] !== word[0]) continue;
        const slip =
          len === word.length
            ? isSwap(word, candidate)
            : isOneLetterMore(len > word.length ? candidate : word, len > word.length ? word : candidate);
        if (!slip) continue;
        const w = this.weights.get(candidate) ?? 0;
        if (w > bestWeight) {
          bestWeight = w;
          best = candidate;
        }
      }
    }
    return best;
  }
}

/** True when `typed` is `word` with one letter left out, typed twice or swapped with its neighbour. */
export function isSlip(typed: string, word: string): boolean {
  return isOneLetterMore(typed, word) || isOneLetterMore(word, typed) || isSwap(typed, word);
}

// From six letters a dropped, doubled or swapped letter may be read as any word the guides use.
const LONG_TYPO = 6;

function addByLength(map: Map<number, string[]>, word: string): void {
  const list = map.get(word.length) ?? [];
  list.push(word);
  map.set(word.length, list);
}

/** True when `longer` is `shorter` with one letter added anywhere. */
function isOneLetterMore(longer: string, shorter: string): boolean {
  if (longer.length !== shorter.length + 1) return false;
  let i = 0;
  while (i < shorter.length && longer[i] === shorter[i]) i++;
  return longer.slice(i + 1) === shorter.slice(i);
}

/** True when `a` is `b` with two neighbouring letters swapped. */
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
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
