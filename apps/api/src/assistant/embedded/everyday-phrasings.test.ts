import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

// Everyday phrasings from sets DA and DB of 2026-11-28 (outsiders writing from the product
// description: newcomers, and visitors asking why, how much and when; decision 072).
const engine = fixtureEngine();
const ask = async (question: string, before?: string) =>
  engine.reply({ question, history: await replayHistory(engine, before ? [before] : []) });
const lead = async (question: string) => (await ask(question)).markdown.split('\n\n')[0];

describe('everyday phrasings', () => {
  it('reads "how much does odin take" as the fee, not the BTC it takes to fill the curve', async () => {
    expect(await lead('how much does odin take when i buy on the curve')).toMatch(/1%/);
  });

  it('reads "the ppl who bought before me" as the early buyers', async () => {
    expect(await lead('why did the ppl who bought before me pay way less, thats kinda unfair no?')).toMatch(
      /^Early buyers pay the least because the curve goes up/,
    );
  });

  it('leaves out where something was seen', async () => {
    expect(await lead('saw x*y=k in a thread about odin pools, what does that mean')).toMatch(
      /constant-product/,
    );
  });

  it("gives a token's drop as its figure, not a guide", async () => {
    for (const question of ['how much did bobai drop in the last 24h', 'how much has odindog dropped']) {
      const r = await ask(question);
      expect(r.intent).toBe('get_token_figures');
      expect(r.markdown).toMatch(/24h change: -/);
    }
    // What a price does at ascension is still the guides'.
    expect((await ask('did the price of odai jump when it ascended?')).intent).toBe('search_knowledge');
  });

  it('reads "how much is it worth in total" after a token as that token, not the market', async () => {
    const r = await ask(
      'how much is it worth in total, like market cap',
      'what is the most volatile token rn',
    );
    expect(r.markdown).toMatch(/BOBBY AI[\s\S]*\$8,652\.00/);
  });

  it("reads a figure asked right after a token as that token's, in its own window", async () => {
    const r = await ask('how many txs in 24h then', 'griffain price');
    expect(r.markdown).toMatch(/GRIFFAIN[\s\S]*Transactions \(24 h\): 120/);
    // "24h" there is the window of the transactions, not the 24h change asked too.
    expect(r.markdown).not.toMatch(/24h change/);
    // The market named is the market.
    expect((await ask('how many transactions in total?', 'griffain price')).intent).toBe(
      'get_market_overview',
    );
    // What a figure means is still the guides'.
    expect((await ask('what does liquidity score mean', 'griffain price')).intent).toBe('search_knowledge');
  });

  it('keeps a guess at the answer with its question', async () => {
    const r = await ask(
      'how big does the market cap need to get for ascension? like a million dollars? seems impossible',
    );
    expect(r.intent).not.toBe('multi_part');
    expect(r.markdown).toMatch(/about 1 BTC/);
    // Choosing the supply of one's own token is no count of the market's tokens.
    expect(await lead('can i pick how many tokens exist when i launch? like 1 billion')).toMatch(
      /fixed supply of 21 M/,
    );
  });

  it('reads an "invalid ticker" from the creation form as the ticker rules', async () => {
    expect(await lead('create token -> "invalid ticker". i typed "ab"')).toMatch(
      /3 to 10 upper-case letters/,
    );
  });

  it('does not rank the market for "wrecked by big price moves"', async () => {
    const r = await ask('how do i not get wrecked by big price moves when i buy a coin with a tiny pool');
    expect(r.sources.some((s) => s.ref.startsWith('market:'))).toBe(false);
    expect(r.markdown).toMatch(/price impact|slippage/);
  });

  it('declines a best time to buy and an exact entry price', async () => {
    expect((await ask('when is the best time to buy iconfucius, give me an exact entry price')).intent).toBe(
      'advice_request',
    );
    // When to buy to pay less in fees is a how-to.
    expect((await ask('when is the best time to buy to avoid fees?')).intent).not.toBe('advice_request');
  });

  it('explains why the id identifies a token', async () => {
    expect(await lead('why should i check the token id and not just the name when i buy?')).toMatch(
      /token id/,
    );
  });
});
