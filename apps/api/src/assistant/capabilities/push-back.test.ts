import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

const engine = fixtureEngine();

async function chat(...turns: string[]) {
  const history = await replayHistory(engine, turns.slice(0, -1));
  return engine.reply({ question: turns.at(-1) ?? '', history });
}

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
});
