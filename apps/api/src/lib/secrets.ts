// Recognises secrets a visitor may paste into the chat: a BIP39-style recovery phrase (12+ plain
// words with no ordinary sentence words among them), a 64-hex private key or a WIF key. The chat
// stores messages with such secrets removed, and the assistant answers with a warning.

const HEX_KEY = /\b[0-9a-f]{64}\b/gi;
const WIF_KEY = /\b[5KLc][1-9A-HJ-NP-Za-km-z]{50,51}\b/g;
// A word and the punctuation around it; the span redacted is the word itself.
const WORD = /["'(]*([^\s,;:.!?"')]+)["').!?]*/g;
const SEED_WORD = /^[a-z]{3,8}$/;
const PHRASE_MIN_WORDS = 12;
const COMMON = new Set(
  'the and for you are how what why when with this that have from your can not but all any its our was will'.split(
    ' ',
  ),
);

export const REDACTED = '[secret removed]';

/** Start and end offsets of each run of 12+ seed-like words. */
function seedPhraseSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let runStart = -1;
  let runEnd = -1;
  let run = 0;
  const close = () => {
    if (run >= PHRASE_MIN_WORDS) spans.push([runStart, runEnd]);
    run = 0;
  };
  for (const match of text.matchAll(WORD)) {
    const core = match[1] ?? '';
    const word = core.toLowerCase();
    const start = match.index + match[0].indexOf(core);
    if (SEED_WORD.test(word) && !COMMON.has(word)) {
      if (run === 0) runStart = start;
      run++;
      runEnd = start + core.length;
    } else close();
    // Sentence punctuation after a word ends a phrase: phrases are pasted as one run.
    if (/[.!?]$/.test(match[0])) close();
  }
  close();
  return spans;
}

export function containsPastedSecret(text: string): boolean {
  HEX_KEY.lastIndex = 0;
  WIF_KEY.lastIndex = 0;
  return HEX_KEY.test(text) || WIF_KEY.test(text) || seedPhraseSpans(text).length > 0;
}

/** The text with every pasted secret replaced by "[secret removed]". */
export function redactSecrets(text: string): string {
  let out = text;
  for (const [start, end] of seedPhraseSpans(out).reverse())
    out = out.slice(0, start) + REDACTED + out.slice(end);
  return out.replace(HEX_KEY, REDACTED).replace(WIF_KEY, REDACTED);
}
