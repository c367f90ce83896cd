import { validateMnemonic } from '@scure/bip39';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsPastedSecret } from '../secrets.js';
import { checksumMatches } from './checksum.js';
import { pastedPhrase } from './phrase-arbitrary.js';
import { LANGUAGES } from './wordlists.js';

// 5,000 generated phrases here; `npx tsx bench/secret-detector.bench.ts` runs 100,000.
describe('secret detection properties', () => {
  it('finds every generated phrase, in every language, length and layout', () => {
    fc.assert(
      fc.property(pastedPhrase, ({ text }) => containsPastedSecret(text)),
      { numRuns: 5_000, seed: 42 },
    );
  });

  it('computes the BIP39 checksum exactly as @scure/bip39 validates it', () => {
    const english = LANGUAGES[0].words;
    fc.assert(
      fc.property(
        fc.constantFrom(12, 15, 18, 21, 24),
        fc.array(fc.integer({ min: 0, max: 2047 }), { minLength: 24, maxLength: 24 }),
        (length, positions) => {
          const chosen = positions.slice(0, length);
          const phrase = chosen.map((p) => english[p]).join(' ');
          expect(checksumMatches(chosen)).toBe(validateMnemonic(phrase, english));
        },
      ),
      { numRuns: 3_000, seed: 7 },
    );
  });
});
