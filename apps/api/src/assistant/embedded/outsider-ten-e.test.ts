import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

// Ten questions a helper wrote from SPEC.md alone after the 2026-11-28 evening session (ten E):
// the ones answered half or wrong then.
const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });
const refs = (r: { sources: { ref: string }[] }) => r.sources.map((s) => s.ref);

describe('ten E', () => {
  it('sets a memecoin against bitcoin itself, not the steps of buying one', async () => {
    const history = await replayHistory(engine, ['what is odin?']);
    for (const reply of [
      await engine.reply({ question: 'how is it different from just buying bitcoin', history }),
      await ask('why not just buy btc'),
    ]) {
      expect(refs(reply)).toContain('glossary#memecoin');
      expect(reply.markdown).toMatch(/not the same as holding BTC/);
    }
    // "Buying" alone still gets the steps.
    expect(refs(await ask('how do i buy a token on odin?'))).toContain(
      'trading-strategies#buying-and-selling-step-by-step',
    );
  });

  it('works out the fees of a buy and a later sale together', async () => {
    for (const question of [
      'if i buy 0.01 btc of a token on the curve and then sell it all, how much do i pay in fees total?',
      'i buy 0.01 btc then sell it all, total fees?',
    ]) {
      expect((await ask(question)).markdown).toMatch(/1% each way\): about 0\.0002 BTC \(20,000 sats\)/);
    }
    // One trade is one fee.
    expect((await ask('how much fee do i pay on a 0.01 btc buy on the curve')).markdown).toMatch(
      /\(1%\): 0\.0001 BTC/,
    );
  });

  it("says it cannot see whether the visitor's own buy went through", async () => {
    expect(refs(await ask('did my buy go through?'))).toContain('about-odai#no-keys-ever');
    // A question about slippage that mentions a buy is still the guide.
    expect(refs(await ask('did my buy go through at a worse price because of slippage?'))).toContain(
      'amm-trading#slippage',
    );
  });

  it('answers a token that "dies on the curve" as one that never ascends', async () => {
    expect((await ask('what happens if it dies on the curve?')).markdown).toMatch(
      /never ascends stays on its curve/,
    );
  });

  it('names the question left out of a five-question message', async () => {
    const reply = await ask(
      'ok so im launching my first token tmrw. how much does it cost to create one? should i pre-buy some of it myself? do i need btc in my account first? what happens if it dies on the curve? and can i change the name after?',
    );
    expect(reply.markdown).toMatch(/never ascends/);
    expect(reply.markdown).toMatch(
      /One question did not fit in this answer: ask "Can i change the name after\?" on its own\./,
    );
    // Four questions all fit: nothing is said to be left out.
    const four = await ask('what is the fee? what is ascension? what is a ticker? what is the supply?');
    expect(four.markdown).not.toMatch(/did not fit/);
  });
});
