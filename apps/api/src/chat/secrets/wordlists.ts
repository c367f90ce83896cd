import { wordlist as czech } from '@scure/bip39/wordlists/czech.js';
import { wordlist as english } from '@scure/bip39/wordlists/english.js';
import { wordlist as french } from '@scure/bip39/wordlists/french.js';
import { wordlist as italian } from '@scure/bip39/wordlists/italian.js';
import { wordlist as japanese } from '@scure/bip39/wordlists/japanese.js';
import { wordlist as korean } from '@scure/bip39/wordlists/korean.js';
import { wordlist as portuguese } from '@scure/bip39/wordlists/portuguese.js';
import { wordlist as simplifiedChinese } from '@scure/bip39/wordlists/simplified-chinese.js';
import { wordlist as spanish } from '@scure/bip39/wordlists/spanish.js';
import { wordlist as traditionalChinese } from '@scure/bip39/wordlists/traditional-chinese.js';

/** Every BIP39 word list, in a fixed order (a word's language set is a bitmask over it). */
export const LANGUAGES = [
  { name: 'english', words: english },
  { name: 'spanish', words: spanish },
  { name: 'french', words: french },
  { name: 'italian', words: italian },
  { name: 'portuguese', words: portuguese },
  { name: 'czech', words: czech },
  { name: 'japanese', words: japanese },
  { name: 'korean', words: korean },
  { name: 'simplified-chinese', words: simplifiedChinese },
  { name: 'traditional-chinese', words: traditionalChinese },
] as const;

/**
 * The form a typed word is looked up by: NFKD (as BIP39 specifies), lower case, and without
 * combining accents, because people type "buzon" for "buzón" on keyboards without them.
 */
const ASCII_WORD = /^[A-Za-z]+$/;

export function lookupKey(word: string): string {
  if (ASCII_WORD.test(word)) return word.toLowerCase(); // most words: skip normalisation
  return word.normalize('NFKD').toLowerCase().replace(/\p{M}/gu, '');
}

interface Entry {
  /** Bit i set: the word is in LANGUAGES[i]. */
  languages: number;
  /** The word's position in each language's list (its 11-bit value in a phrase). */
  position: Map<number, number>;
}

const index = new Map<string, Entry>();
LANGUAGES.forEach(({ words }, language) => {
  words.forEach((word, position) => {
    const key = lookupKey(word);
    const entry = index.get(key) ?? { languages: 0, position: new Map<number, number>() };
    entry.languages |= 1 << language;
    entry.position.set(language, position);
    index.set(key, entry);
  });
});

/** The languages whose list has this word, and its position in each; undefined when none. */
export function lookupWord(word: string): Entry | undefined {
  return index.get(lookupKey(word));
}
