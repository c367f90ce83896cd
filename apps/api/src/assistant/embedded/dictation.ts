/**
 * A question dictated to a phone, read as it would have been typed: "odin dot fun" is odin.fun,
 * "see kay btc" is ckBTC, "point five percent" is 0.5 percent, "twenty four hour change" the 24h
 * change, "um" and "uh" are no words. Read as words, "dot", "kay" or "twenty" were topics no guide
 * covers, and "six holders" a token called "six".
 */
const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000 };

const NUMBER_WORD = [...Object.keys(UNITS), ...Object.keys(TENS), ...Object.keys(SCALES)].join('|');
// A run of number words, with "and" inside ("two hundred and fifty") and an optional "point …".
const SPOKEN_NUMBER = new RegExp(
  String.raw`\b(?:(?:${NUMBER_WORD})(?:[ -](?:and )?(?:${NUMBER_WORD}))*(?: point(?: (?:${Object.keys(UNITS).join('|')}))+)?|point(?: (?:${Object.keys(UNITS).join('|')}))+)\b`,
  'gi',
);
// What a spoken amount is counted in: only a number said before one of these is turned to digits,
// so "which one", "the other one" and "one of them" stay words.
const UNIT_AFTER =
  /^\s*(?:k\b|m\b|x\b|%|percent|per ?cent|sats?\b|satoshis?|millisats?|msats?|btc\b|bitcoins?|hours?|hrs?|h\b|minutes?|mins?|seconds?|secs?|days?|weeks?|confirmations?|confs?|characters?|chars?|letters?|dollars?|bucks|usd\b|million|thousand|mb\b|megabytes?|kb\b)/i;

function spokenValue(words: string[]): number {
  let total = 0;
  let current = 0;
  for (const w of words) {
    if (w in UNITS) current += UNITS[w] as number;
    else if (w in TENS) current += TENS[w] as number;
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (w in SCALES) {
      total += (current || 1) * (SCALES[w] as number);
      current = 0;
    }
  }
  return total + current;
}

function digits(spoken: string): string {
  const [whole = '', fraction] = spoken.toLowerCase().split(/\s*point\s*/);
  const wholeWords = whole.split(/[\s-]+/).filter((w) => w && w !== 'and');
  const n = wholeWords.length ? spokenValue(wholeWords) : 0;
  if (fraction === undefined) return String(n);
  const decimals = fraction
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => UNITS[w] ?? '')
    .join('');
  return `${n}.${decimals}`;
}

/** The question as typed: spoken numbers before a unit in digits, dictated symbols as symbols. */
export function asTyped(question: string): string {
  return question
    .replace(/\b([a-z0-9-]+) dot (fun|com|io|xyz|app|net|org)\b/gi, '$1.$2')
    .replace(/\b(?:see|c) ?(?:kay|k) ?(?:btc|bitcoin|b t c)\b|\bck bitcoin\b/gi, 'ckBTC')
    .replace(/(^|\s)(?:um+|uh+|uhm+|erm+|hmm+)\b,?/gi, '$1')
    .replace(SPOKEN_NUMBER, (spoken, offset: number, whole: string) => {
      const rest = whole.slice(offset + spoken.length);
      return /point/i.test(spoken) || UNIT_AFTER.test(rest) ? digits(spoken) : spoken;
    })
    .replace(/(\d) (k|m|x)\b/gi, '$1$2')
    .replace(/ {2,}/g, ' ')
    .trim();
}
