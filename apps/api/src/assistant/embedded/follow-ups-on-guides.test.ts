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

  it('reads "wait so i dont need…?" as a yes/no check of the sign-in answer', async () => {
    expect(await ask('wait so i dont need an icp wallet?', ['how do i log in to odin'])).toMatch(
      /Bitcoin wallet/,
    );
  });
});

describe('follow-ups on the market overview', () => {
  it('gives the totals again for "and how many txs in 24h"', async () => {
    expect(await ask('and how many txs in 24h', ['whats the total market cap on the dashboard'])).toMatch(
      /Transactions in the last 24 h: 2,990/,
    );
  });
});
