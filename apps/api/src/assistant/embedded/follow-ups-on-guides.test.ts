import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

// Follow-ups that lean on a guide answer or on the market overview rather than on a token: the
// failures of dev set CN, written as short chats (decision 069).
const engine = fixtureEngine();
const ask = async (question: string, before: string[]) =>
  (await engine.reply({ question, history: await replayHistory(engine, before) })).markdown;

describe('follow-ups on a guide answer', () => {
  it('names the thing just defined again when the follow-up only points at it', async () => {
    expect(await ask('so how many of those in one btc', ['whats a millisat'])).toMatch(
      /1 BTC = 100,000,000,000 millisats/,
    );
    expect(await ask('how much is too much then', ['what is price impact'])).toMatch(/5–10%/);
  });

  it('asks "and how many tokens?" of the pool the answer before described, not of the market', async () => {
    const answer = await ask('and how many tokens?', [
      'how much btc goes into the pool when a token ascends',
    ]);
    expect(answer).toMatch(/4\.2 M tokens/);
    expect(answer).not.toMatch(/Tracked tokens/);
  });

  it('reads "how many tokens is that" as the amount just given, and a what-if "tomorrow" as no forecast', async () => {
    const tokens = await ask('how many tokens is that exactly?', ['when does a token ascend on odin?']);
    expect(tokens).toMatch(/16\.8 M tokens/);
    expect(tokens).not.toMatch(/Tracked tokens/);
    expect(await ask('how many tokens are there', [])).toMatch(/Tracked tokens: 7/);
    const offline = await ask('so if odin went offline tomorrow could i still get my btc out', [
      'what does threshold signing mean, does odin hold my keys or not',
    ]);
    expect(offline).toMatch(
      /^If Odin went offline, our sources describe no way to reach your balance without it/,
    );
  });

  it('reads "wait so i dont need…?" as a yes/no check of the sign-in answer', async () => {
    expect(await ask('wait so i dont need an icp wallet?', ['how do i log in to odin'])).toMatch(
      /Bitcoin wallet/,
    );
  });
});

describe('follow-ups that ask a measure, an example or a moment of the topic just explained', () => {
  it('answers them from the section before, which the follow-up has no words to find', async () => {
    expect(await ask('whats too much?', ['what is slippage'])).toMatch(/5–10%/);
    expect(await ask('got an example from a real token?', ["what's price impact"])).toMatch(
      /ODINDOG[^.]*32\.9%/,
    );
    expect(await ask("what's the price at that point?", ['what happens when a token ascends'])).toMatch(
      /4\.76 sats/,
    );
  });

  it('answers another listed question of the section just cited from that section', async () => {
    expect(await ask('is it the same address as for btc?', ['how do I deposit runes to odin?'])).toMatch(
      /own Runes deposit address/,
    );
    expect(await ask('and the smallest buy i can make?', ["what's the minimum deposit on odin?"])).toMatch(
      /500 sats/,
    );
  });

  it('still answers a follow-up with words of its own from its own section', async () => {
    expect(await ask('and the fee in the pool?', ['whats the fee on the curve'])).toMatch(/0\.5%/);
  });

  // From the ten questions written after the 2026-11-28 afternoon work: it got the minimum amounts.
  it('answers something new asked of the topic from the section that lists it, not the one just cited', async () => {
    expect(await ask('how long until its available to trade', ['how do i deposit btc'])).toMatch(
      /confirmations/,
    );
    // "who gets that fee": the fee section answers; "in charge of Odin" is no fee.
    expect(await ask('who gets that fee', ['what fees does odin charge'])).toMatch(/1% fee/);
  });
});

describe('follow-ups on the market overview', () => {
  it('gives the totals again for "and how many txs in 24h"', async () => {
    expect(await ask('and how many txs in 24h', ['whats the total market cap on the dashboard'])).toMatch(
      /Transactions in the last 24 h: 2,990/,
    );
  });

  it('answers "not an L2?" from the Internet Computer guide: a layer 1 of its own', async () => {
    const answer = await ask(
      'wait why internet computer lol where does the trading actually run, not an L2?',
      [],
    );
    expect(answer).toMatch(/a layer 1, not a layer 2 or L2/);
  });
});
