/**
 * How people type on phones, as deterministic rewrites of a well-typed question: each returns the
 * question with one kind of noise, or `null` when that noise does not apply to it (no apostrophe to
 * drop, no question word to move). Used by the typing-noise test over the tuning set's questions.
 */

const WORD = /[A-Za-z]+/g;

/** The letters-only words of a question with their offsets. */
function words(q: string): { word: string; at: number }[] {
  return [...q.matchAll(WORD)].map((m) => ({ word: m[0], at: m.index ?? 0 }));
}

function replaceAt(q: string, at: number, from: string, to: string): string {
  return q.slice(0, at) + to + q.slice(at + from.length);
}

/** The longest word (the first of equals), skipping all-capitals tickers and names like "ckBTC". */
function longest(q: string, min = 1): { word: string; at: number } | null {
  let best: { word: string; at: number } | null = null;
  for (const w of words(q)) {
    if (w.word.length < min || /[A-Z]{2}/.test(w.word)) continue;
    if (!best || w.word.length > best.word.length) best = w;
  }
  return best;
}

/** "What's the fee?" → "whats the fee": lower case, no punctuation but a dot inside a name. */
export function lowerNoPunctuation(q: string): string {
  return q
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/\.(?![a-z0-9])/g, ' ')
    .replace(/[?!,;:"()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const CHAT: Record<string, string> = {
  you: 'u',
  your: 'ur',
  are: 'r',
  what: 'wat',
  why: 'y',
  please: 'pls',
  because: 'cuz',
  though: 'tho',
};

/** "What are your fees, please?" → "wat r ur fees, pls?"; "to" → "2" away from figures. */
export function chatSpellings(q: string): string | null {
  let out = q.replace(/\b[A-Za-z]+\b/g, (w) => CHAT[w.toLowerCase()] ?? w);
  // "to" as "2" only where no figure is beside it ("send 0.01 to" stays).
  out = out.replace(/(?<![\d.,]\s*)\bto\b(?!\s*[\d.$])/gi, '2');
  return out === q ? null : out;
}

/** One letter dropped from the middle of the longest word: "withdrawal" → "withdrwal". */
export function droppedLetter(q: string): string | null {
  const w = longest(q, 4);
  if (!w) return null;
  const i = Math.floor(w.word.length / 2);
  return replaceAt(q, w.at, w.word, w.word.slice(0, i) + w.word.slice(i + 1));
}

/** Two neighbouring letters swapped in the longest word of five or more: "bonding" → "bodning". */
export function swappedLetters(q: string): string | null {
  const w = longest(q, 5);
  if (!w) return null;
  const s = w.word;
  // Past the first letter, at the middle; a pair of equal letters moves one on.
  let i = Math.floor(s.length / 2) - 1;
  while (i + 1 < s.length && s[i] === s[i + 1]) i++;
  if (i + 1 >= s.length) return null;
  const swapped = s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
  return replaceAt(q, w.at, s, swapped);
}

/** One letter of the longest word typed twice: "deposit" → "deposiit". */
export function doubledLetter(q: string): string | null {
  const w = longest(q, 4);
  if (!w) return null;
  const i = Math.floor(w.word.length / 2);
  return replaceAt(q, w.at, w.word, w.word.slice(0, i + 1) + w.word.slice(i));
}

/** "What's", "don't", "Odin's" typed without the apostrophe. */
export function missingApostrophes(q: string): string | null {
  const out = q.replace(/(\w)[’'](\w)/g, '$1$2');
  return out === q ? null : out;
}

const LEADING_QUESTION =
  /^(how|what|why|when|where|who|which)(?:\s+(?:do|does|did|is|are|was|were|can|could|should|would|will|much|many|long))?(?:\s+(?:i|you|we|they|it|a|an|the|my))?\s+/i;

/** "How do I withdraw?" → "withdraw how": the question word moved to the end, its helpers dropped. */
export function questionWordDropped(q: string): string | null {
  const m = LEADING_QUESTION.exec(q);
  if (!m?.[1]) return null;
  const rest = q.slice(m[0].length).replace(/[?.!\s]+$/, '');
  if (!/[a-z]/i.test(rest)) return null;
  return `${rest} ${m[1].toLowerCase()}`;
}

export const TYPING_NOISE: [string, (q: string) => string | null][] = [
  [
    'lower case, no punctuation',
    (q) => {
      const out = lowerNoPunctuation(q);
      return out === q ? null : out;
    },
  ],
  ['chat spellings', chatSpellings],
  ['dropped letter', droppedLetter],
  ['swapped letters', swappedLetters],
  ['doubled letter', doubledLetter],
  ['missing apostrophes', missingApostrophes],
  ['question word dropped', questionWordDropped],
];
