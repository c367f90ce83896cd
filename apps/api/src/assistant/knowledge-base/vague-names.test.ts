import { describe, expect, it } from 'vitest';
import { knowledgeCoverage } from './coverage.js';
import { sharedKnowledgeBase } from './knowledge-base.js';
import { withNamedConcepts } from './vague-names.js';

describe('concepts named by what they do', () => {
  it("rewrites each vague name to the guides' word", () => {
    const squash = (s: string) => withNamedConcepts(s).replace(/\s+/g, ' ').trim();
    expect(squash('the fee for buy how much is, before token go to pool')).toBe(
      'the fee for buy how much is, on the bonding curve',
    );
    expect(squash('that price formula before the pool')).toBe('that price formula on the bonding curve');
    expect(squash('price at the moment of the promotion to pool')).toBe('price at the ascension');
    expect(squash('the wiggle room setting when you buy')).toBe(
      'the slippage tolerance setting when you buy',
    );
    expect(squash('market cap is price multiply by what')).toBe('market cap is price times supply what');
    // "At the moment" alone is now; "goes into the pool" is what goes in, not the move.
    expect(squash('what is the fee at the moment')).toBe('what is the fee at the moment');
    expect(squash('how much btc goes into the pool')).toBe('how much btc goes into the pool');
  });

  it('answers from the section the concept belongs to', () => {
    const kb = sharedKnowledgeBase();
    for (const [q, ref] of [
      ['that price formula before the pool, what shape it is', 'bonding-curves#'],
      ['the fee for buy how much is, before token go to pool', 'fees#bonding-curve-fee'],
      ['the wiggle room setting when you buy so it doesnt fail, whats it called', 'amm-trading#slippage'],
      ['price at the moment of the promotion to pool, how many sats per coin roughly', 'bonding-curves#'],
    ] as const) {
      const c = knowledgeCoverage(kb, q);
      expect(c.covered, `${q}: ${c.why.join(', ')}`).toBe(true);
      expect(c.hit?.section.ref.startsWith(ref), `${q}: ${c.hit?.section.ref}`).toBe(true);
    }
  });
});
