/**
 * A deliberately light English stemmer: plurals, third-person "s"/"es", and the "-ing"/"-ed" forms
 * visitors type ("buying", "selling", "launching", "traded") back to the base the guides use.
 * Heavier stemmers merge words that mean different things here ("bonding" curve vs "bond"), which
 * synonyms handle on purpose, so "bonding" is kept whole. Index and query go through this one
 * function, so a stem only has to be consistent, not a dictionary word.
 */
// "-ing"/"-ed" that is not a suffix the stemmer should strip: the curve's own name.
const KEEP = new Set(['bonding']);
const VOWEL = /[aeiouy]/;

/** Porter's repair after removing a suffix: "trad" → "trade", "swapp" → "swap", "chang" → "change". */
function repair(base: string): string {
  // A doubled consonant belongs to the suffix ("swapping", "rugged"), except l/s/z ("selling").
  if (/([^aeiouylsz])\1$/.test(base)) return base.slice(0, -1);
  // "-ate", "-ble", "-ize" verbs and soft endings lose their "e" before "-ing"/"-ed".
  if (/(at|bl|iz|rg|dg|ng|nc|rc|rv|lv)$/.test(base)) return `${base}e`;
  // One short syllable ending consonant-vowel-consonant: "mak", "pric", "snip", "us".
  if (/^[^aeiou]*[aeiouy][^aeiouwxy]$/.test(base)) return `${base}e`;
  return base;
}

function inflection(word: string): string | null {
  if (KEEP.has(word)) return word;
  if (word.endsWith('ing') && word.length > 4) {
    const base = word.slice(0, -3);
    // "king", "string", "thing": no vowel left means "-ing" was part of the word.
    return VOWEL.test(base) ? repair(base) : null;
  }
  if (word.endsWith('ied') && word.length > 4) return `${word.slice(0, -3)}y`;
  // "seed", "speed", "need": "-eed" is the word itself.
  if (word.endsWith('ed') && !word.endsWith('eed') && word.length > 4) {
    const base = word.slice(0, -2);
    return VOWEL.test(base) ? repair(base) : null;
  }
  return null;
}

// Irregular past forms visitors type about money: "i paid", "i lost it".
const IRREGULAR = new Map([
  ['paid', 'pay'],
  ['lost', 'lose'],
]);

export function stem(word: string): string {
  const irregular = IRREGULAR.get(word);
  if (irregular) return irregular;
  if (word.length <= 3 || /\d/.test(word)) return word;
  const inflected = inflection(word);
  if (inflected) return inflected;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  // "launches", "taxes", "pushes": the "e" belongs to the plural, not the word.
  if (/(ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}
