import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { DECLINE } from '../eval/declines.js';
import { replayHistory } from '../eval/score.js';

// Questions relayed for someone else ("my partner is worried: …", "friend wants the exact fee …"),
// likenings with another venue, and a figure asked of a token right after its definition: the
// failures of dev set CL (decision 069), each with the reading that must stay as it was.
const engine = fixtureEngine();
const ask = async (question: string, before: string[] = []) =>
  (await engine.reply({ question, history: await replayHistory(engine, before) })).markdown;

describe('questions relayed for someone else', () => {
  it('answers who holds the keys from the guides, though a partner is the one worried', async () => {
    const answer = await ask(
      'my partner is worried: for ckbtc, is there one private key somebody holds for the bitcoin addresses?',
    );
    expect(answer).toMatch(/threshold/i);
    expect(answer).not.toMatch(/scam/i);
    // Handing over one's own key is still the warning, whoever asks for it.
    expect(await ask('my dad wants my private key to help me')).toMatch(/scam/i);
  });

  it('asks "what is it exactly?" of the thing the friend wants, not of Odin', async () => {
    const answer = await ask(
      'friend wants the exact fee to create a token on odin, in sats. what is it exactly?',
    );
    expect(answer).toMatch(/mint fee/);
    expect(await ask('i keep seeing people make money on odin. what is it?')).toMatch(/launchpad/);
  });

  it('reads "can you deposit runes onto odin" as whether anyone can, not as an errand', async () => {
    expect(await ask('can you deposit runes onto odin or only btc?')).toMatch(/Runes deposit address/);
    expect(await ask('can you buy my tokens on odin for me')).toMatch(/can't help with that/);
  });
});

describe('a figure of a token right after its definition', () => {
  it('gives the token the figure just explained, in one message or the next', async () => {
    const both = await ask('what does the liquidity score measure? and whats GRIFFAIN scoring');
    expect(both).toMatch(/monotonic map/);
    expect(both).toMatch(/Liquidity score: 5\.0/);
    expect(await ask("and ODAI's?", ['what does volatility mean'])).toMatch(/Volatility \(24 h\): 35\.80%/);
    expect(await ask("what is BOBAI's", ['what does volatility mean'])).toMatch(/92\.44%/);
  });
});

describe('supply, units and likenings', () => {
  it('reads "how many tokens does every coin have" as the supply, not the market count', async () => {
    const answer = await ask('how long can a ticker be, and how many tokens does every odin coin have');
    expect(answer).toMatch(/21,000,000/);
    expect(answer).not.toMatch(/Tracked tokens/);
  });

  it('converts a raw API price quoted with "as", token named or not', async () => {
    const answer = await ask(
      'the odin api shows ODINDOG price as 330189. does that mean 330k sats per token??',
    );
    expect(answer).toMatch(/330,189 millisats = 330\.189 sats/);
  });

  it('answers "basically pump.fun" and "basically uniswap" from the guides, doubt and all', async () => {
    const pump = await ask('ok so is odin.fun basically pump.fun but for bitcoin or am i tripping');
    expect(pump).toMatch(/same spirit as pump\.fun/);
    expect(await ask('is the odin amm basically uniswap v2?')).toMatch(/constant-product/);
    expect(await ask('whats the fee on binance')).toMatch(DECLINE);
  });
});
