import { entropyToMnemonic } from '@scure/bip39';
import fc from 'fast-check';
import { LANGUAGES } from './wordlists.js';

// Generated recovery phrases as people paste them: every language and length, random case,
// numbering and separators, inside ordinary words. Used by the property test and the
// 100,000-phrase check (bench/secret-detector.bench.ts).

const SEPARATORS = [' ', ' ', '  ', '\n', ', ', ',', '-', ' - ', '\t', ' | '];
const NUMBERING = [
  null,
  (i: number) => `${i}. `,
  (i: number) => `${i}) `,
  (i: number) => `${i}: `,
  (i: number) => `#${i} `,
];
const BEFORE = ['', 'my phrase is ', 'is this safe? ', 'here:\n', 'mi frase es ', '"', 'seed = '];
const AFTER = ['', '.', ' thanks', '"', '\nwhat now?', ' ok?'];

export const pastedPhrase = fc
  .record({
    language: fc.integer({ min: 0, max: LANGUAGES.length - 1 }),
    entropy: fc.oneof(...[16, 20, 24, 28, 32].map((n) => fc.uint8Array({ minLength: n, maxLength: n }))),
    separator: fc.constantFrom(...SEPARATORS),
    numbering: fc.constantFrom(...NUMBERING),
    caseStyle: fc.constantFrom('as-is', 'upper', 'title'),
    before: fc.constantFrom(...BEFORE),
    after: fc.constantFrom(...AFTER),
  })
  .map(({ language, entropy, separator, numbering, caseStyle, before, after }) => {
    const words = entropyToMnemonic(entropy, LANGUAGES[language]!.words)
      .normalize('NFKD')
      .split(' ')
      .map((w) =>
        caseStyle === 'upper'
          ? w.toUpperCase()
          : caseStyle === 'title'
            ? w[0]!.toUpperCase() + w.slice(1)
            : w,
      )
      .map((w, i) => (numbering ? numbering(i + 1) + w : w));
    return { text: `${before}${words.join(separator)}${after}`, language: LANGUAGES[language]!.name };
  });
