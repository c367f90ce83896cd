import { describe, expect, it } from 'vitest';
import { fixtureEngine, replyAfter } from '../../test-support/engines.js';

const engine = fixtureEngine();

const chat = (...turns: string[]) => replyAfter(engine, ...turns);

// Set EL's skeptics (decision 084): a doubt right after an answer gets what the answer rests on.
describe('a doubt after an answer', () => {
  it('restates the answer’s key lines with their sources, and that Odin.fun’s pages win', async () => {
    const fee = await chat("what's the fee on the bonding curve?", 'are you sure? my friend said 10%');
    expect(fee.intent).toBe('push_back');
    expect(fee.markdown).toMatch(
      /^Yes: that is what ODAI's guides, written from Odin's public sources, say\.\n\nOn the bonding curve the fee is 1%/,
    );
    expect(fee.markdown).toMatch(/Odin\.fun's own pages show something different, trust those/);
    expect(fee.sources.map((s) => s.ref)).toEqual(['fees#bonding-curve-fee']);
    const holders = await chat('holders of BITCAT', "only 8? that can't be right");
    expect(holders.markdown).toMatch(
      /^Yes: that is what ODAI's market data \(as of the time given\) shows\./,
    );
    expect(holders.markdown).toMatch(/- Holders: 1,520/);
    // A short reaction before the doubt.
    const rebate = await chat("what's the referral rebate?", "that's tiny, are you sure it isn't 25%?");
    expect(rebate.markdown).toMatch(/^Yes: .*\n\nThe referral rebate is 0\.25%/);
  });

  it('answers the question after a doubt, and leaves a remembered figure to the claim checks', async () => {
    const how = await chat('how volatile is BOBAI?', '92%?? prove it. how is that even computed?');
    expect(how.markdown).toMatch(/standard deviation of 5-minute log returns/);
    const remembered = await chat(
      'how much btc goes in the pool when it ascends',
      'u sure? thought it was 1 btc',
    );
    expect(remembered.intent).not.toBe('push_back');
    expect((await chat('are you sure?')).intent).not.toBe('push_back');
  });

  it('gives the answer’s own lines before its source when a different figure is claimed', async () => {
    const r = await chat(
      'how many holders does ICONFUCIUS have?',
      "my friend said it's like 20k. where's your number from?",
    );
    expect(r.intent).toBe('figures_source');
    expect(r.markdown).toMatch(
      /^My last answer said:\n\n\*\*ICONFUCIUS\*\* .*\n- Holders: 2,310\n\nThe figures in my last answer/,
    );
  });
});

// Set EL's other misses, fixed in general form (decision 084).
describe('skeptics’ wording', () => {
  it('reads "order book", "which one" after "which token", "numbers pls" and a creation fee right', async () => {
    expect((await chat('After a token ascends, is it traded on an order book?')).intent).toBe(
      'search_knowledge',
    );
    const two = await chat(
      'which token is the most volatile and which one has the best liquidity score? numbers pls',
    );
    expect(two.markdown).toMatch(
      /\*\*Which token has the best liquidity score\?\*\*\n\n\*\*ODINDOG\*\* \(id `2jjj`\) has the highest liquidity score/,
    );
    expect(two.markdown).not.toMatch(/Numbers please/);
    const creation = await chat(
      'i read that launching a token costs 0.211 BTC. what is the exact creation fee?',
    );
    expect(creation.intent).not.toBe('fee_for_amount');
    const count = await chat('When does a token ascend?', 'Prove it. Exactly how many tokens is that?');
    expect(count.intent).not.toBe('get_market_overview');
  });
});
