import { checksumMatches, PHRASE_LENGTHS } from './checksum.js';
import { LANGUAGES, lookupWord } from './wordlists.js';

// Finds pasted BIP39 recovery phrases. A phrase is a run of words that are all in ONE language's
// BIP39 list (numbering such as "1." or "2)" and separators such as commas, hyphens and line breaks
// may sit between them). A run counts as a phrase when
// - some 12/15/18/21/24 consecutive words of it pass the BIP39 checksum (a valid phrase, however it
//   is formatted), or
// - it has at least 12 words and is laid out as a list (numbered, one word per line, or joined by
//   commas or hyphens): a phrase pasted with a typo fails the checksum but is still a secret.
// Prose is never judged on its words alone: English sentences are full of list words ("can you
// tell me about the fee…"), and a random 12-word run passes the checksum only 1 time in 16, and
// such runs are rare in prose in the first place.

export type Span = [start: number, end: number];

interface Token {
  /** The word's position in each BIP39 list that has it (looked up once). */
  positions: Map<number, number> | undefined;
  start: number;
  end: number;
  /** Numbering ("1.", "2)", "#3") right before this word. */
  numbered: boolean;
  /** The text between the previous word and this one separates list items (not just a space). */
  listGap: boolean;
  /** The text before this word ends a sentence or contains something that is not a separator. */
  breaks: boolean;
}

const WORD = /[\p{L}\p{M}]+/gu;
const NUMBERING = /(?<!\d)#?\d{1,2}(?!\d)\s*[.):]?/g;
const SEPARATORS_ONLY = /^[\s,;|/'"“”‘’()[\]{}*_–—-]*$/u;
const LIST_GAP = /[\n\r\t,;|/–—-]/;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const gap = text.slice(previousEnd, match.index);
    // "1. abandon 2) ability": the numbers are layout, not words, so they leave the gap.
    const rest = gap.replace(NUMBERING, ' ');
    const numbered = rest !== gap;
    tokens.push({
      positions: lookupWord(match[0])?.position,
      start: match.index,
      end: match.index + match[0].length,
      numbered,
      listGap: numbered || LIST_GAP.test(rest),
      breaks: tokens.length > 0 && !SEPARATORS_ONLY.test(rest),
    });
    previousEnd = match.index + match[0].length;
  }
  return tokens;
}

function passesChecksum(positions: number[]): boolean {
  for (const length of PHRASE_LENGTHS) {
    for (let i = 0; i + length <= positions.length; i++) {
      if (checksumMatches(positions.slice(i, i + length))) return true;
    }
  }
  return false;
}

function isList(run: Token[]): boolean {
  const gaps = run.slice(1);
  const listGaps = gaps.filter((t) => t.listGap).length;
  const numbered = run.filter((t) => t.numbered).length;
  return listGaps >= gaps.length * 0.75 || numbered >= run.length / 2;
}

/** Runs of consecutive tokens whose words are all in `language`'s list. */
function runsIn(tokens: Token[], language: number): { run: Token[]; positions: number[] }[] {
  const runs: { run: Token[]; positions: number[] }[] = [];
  let run: Token[] = [];
  let positions: number[] = [];
  const close = () => {
    if (run.length >= 12) runs.push({ run, positions });
    run = [];
    positions = [];
  };
  for (const token of tokens) {
    const position = token.positions?.get(language);
    if (token.breaks) close();
    if (position === undefined) {
      close();
      continue;
    }
    run.push(token);
    positions.push(position);
  }
  close();
  return runs;
}

/** Where the text holds a recovery phrase (start and end offsets of each). */
export function seedPhraseSpans(text: string): Span[] {
  const tokens = tokenize(text);
  if (tokens.filter((t) => t.positions).length < 12) return [];
  const spans: Span[] = [];
  for (let language = 0; language < LANGUAGES.length; language++) {
    for (const { run, positions } of runsIn(tokens, language)) {
      if (isList(run) || passesChecksum(positions)) spans.push([run[0]!.start, run.at(-1)!.end]);
    }
  }
  return spans;
}
