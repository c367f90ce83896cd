/**
 * A deliberately light English stemmer: plural and third-person "s"/"es" only. Heavier stemmers merge
 * words that mean different things here (e.g. "bonding" curve vs "bond"), which synonyms already
 * handle on purpose; this just makes "fees"/"fee" and "graduates"/"graduate" the same term.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  // "launches", "taxes", "pushes": the "e" belongs to the plural, not the word.
  if (/(ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}
