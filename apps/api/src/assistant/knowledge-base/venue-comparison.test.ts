import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';
import { comparedVenue } from './venue-comparison.js';

describe('a comparison with another venue the guides do not cover', () => {
  it('finds the venue and the comparative', () => {
    expect(comparedVenue('is it cheaper than pump')).toEqual({ venue: 'pump.fun', comparative: 'cheaper' });
    expect(comparedVenue('are fees lower than on raydium?')).toEqual({
      venue: 'Raydium',
      comparative: 'lower',
    });
    expect(comparedVenue('is it better than nothing')).toBeNull();
    expect(comparedVenue('is the fee lower than 1%')).toBeNull();
    expect(comparedVenue('cheaper on solana?')).toBeNull();
  });

  it("gives Odin's fees and says pump.fun's are not in our sources (ten G #2)", async () => {
    const engine = fixtureEngine();
    const history = await replayHistory(engine, ['how does the bonding curve on odin compare to pump.fun']);
    const reply = await engine.reply({
      question: 'whats the fee on each of those, is it cheaper than pump',
      history,
    });
    expect(reply.markdown).toMatch(/1% fee on bonding-curve trades/);
    expect(reply.markdown).toMatch(
      /Our sources don't cover pump\.fun on this, so ODAI can't say which is cheaper\./,
    );
    // A question that names no other venue gets no such line.
    const plain = await engine.reply({ question: 'what are the fees on odin?', history: [] });
    expect(plain.markdown).not.toMatch(/Our sources don't cover/);
  });
});
