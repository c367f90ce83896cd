import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { comparedAside } from './named-elsewhere.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });
const refs = (r: { sources: { ref: string }[] }) => r.sources.map((s) => s.ref);

describe('places named only to compare with', () => {
  it('sets aside "as a bank would" and names joined by a slash', () => {
    expect([...comparedAside('does the platform hold it, as a bank would?')]).toContain('bank');
    expect([...comparedAside('is there a referral kickback like photon/bullx give u?')]).toEqual(
      expect.arrayContaining(['photon', 'bullx']),
    );
    // "As a creator" is who asks, not a comparison.
    expect([...comparedAside('as a creator can i buy first?')]).not.toContain('creator');
  });

  it('answers the question beside the comparison', async () => {
    const custody = await ask(
      'Good afternoon. When I deposit bitcoin on Odin, is it held in my own wallet, or does the platform hold it, as a bank would?',
    );
    expect(refs(custody)).toEqual(['what-is-odin#balances-and-custody']);
    const referral = await ask('is there a referral kickback like photon/bullx give u? how much');
    expect(refs(referral)).toEqual(['fees#referral-rebate']);
    expect(referral.markdown).toMatch(/0\.25%/);
  });
});
