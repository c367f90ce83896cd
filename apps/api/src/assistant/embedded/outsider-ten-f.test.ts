import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

// Ten questions a helper wrote from SPEC.md alone at the start of the 2026-11-28 night session
// (ten F): the ones answered half or wrong at 6d11a9c.
const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });
const refs = (r: { sources: { ref: string }[] }) => r.sources.map((s) => s.ref);

describe('ten F', () => {
  it('answers what a creator earns from trades: no share our sources describe', async () => {
    const history = await replayHistory(engine, [
      'want to launch my own token on odin.fun, how much does it cost to make one',
    ]);
    const reply = await engine.reply({
      question:
        'cool, and after i launch it what % do i earn on trades? is the referral thing the same as that',
      history,
    });
    expect(refs(reply)).toEqual(
      expect.arrayContaining(['fees#creators-share-of-the-fees', 'fees#referral-rebate']),
    );
    expect(reply.markdown).toMatch(/no share of the fees for a token's creator/);
  });

  it('works out a buy on the curve sold in the pool after ascension as one fee of each', async () => {
    const reply = await ask(
      'if i buy 0.01 btc worth on the curve and later sell it after it moves to the amm, how much do i lose to fees in total',
    );
    expect(reply.markdown).toMatch(/together about 0\.00015 BTC \(15,000 sats\)/);
  });

  it('reads "why would i buy one" as why people buy memecoins', async () => {
    expect(refs(await ask('why would i buy one on odin?'))).toContain('glossary#memecoin');
  });

  it('answers "do i need a special wallet" with signing in', async () => {
    expect(refs(await ask('do i need a special wallet?'))).toContain('what-is-odin#signing-in');
  });
});
