import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';
import { comparedQuestions } from '../knowledge-base/compare-topics.js';
import { splitQuestion } from './split-question.js';

// Visitors who compare two things and ask one question of both (set CS of 2026-11-27, written by
// an outsider; read as a dev set on 2026-11-28, decision 072).
const engine = fixtureEngine();
const ask = async (question: string, before: string[] = []) =>
  engine.reply({ question, history: await replayHistory(engine, before) });

describe('two things compared', () => {
  it.each([
    [
      'ticker vs name, whats the lenght limit on each',
      ['whats the lenght limit on ticker', 'whats the lenght limit on name'],
    ],
    [
      'JWT vs SIWB delegation: how long does each one last?',
      ['how long does JWT last', 'how long does SIWB delegation last'],
    ],
    // Only the difference asked, or how the two relate: each side explained.
    ['amm vs bonding curve, whats the difference', ['what is amm', 'what is bonding curve']],
    ['odin vs pump.fun — basically the same thing but on bitcoin?', ['what is odin', 'what is pump.fun']],
    // "Which is faster" is how fast each is; "which is cheaper" what each costs.
    [
      'ckbtc deposit vs btc deposit, which is faster?',
      ['how fast is ckbtc deposit', 'how fast is btc deposit'],
    ],
    [
      'curve vs amm, which one is cheaper to trade on?',
      ['what does curve cost to trade on', 'what does amm cost to trade on'],
    ],
  ])('asks each side the question asked after the pair: %s', (question, asked) => {
    expect(comparedQuestions(question)).toEqual(asked);
  });

  it('reads two values of one thing as no two topics', () => {
    expect(comparedQuestions('price impact of 3% vs 12%, at what point should i worry?')).toBeNull();
  });

  it('answers each side with its own fact', async () => {
    const limits = (await ask('ticker vs name, whats the lenght limit on each')).markdown;
    expect(limits).toMatch(/3\s*(?:–|-|to)\s*10/);
    expect(limits).toMatch(/3\s*(?:–|-|to)\s*30/);
    const lifetimes = (await ask('JWT vs SIWB delegation: how long does each one last?')).markdown;
    expect(lifetimes).toMatch(/24 hours/);
    expect(lifetimes).toMatch(/48 hours/);
  });

  it('does not rank the market when two fees are compared', async () => {
    const r = await ask('ckbtc transfer fee vs btc withdrawal fee — which is cheaper?');
    expect(r.sources.map((s) => s.ref)).not.toContain('market:rank-price-lowest');
    expect(r.markdown).toMatch(/10 sats/);
  });

  it('splits two rankings compared and keeps an insistence with its question', () => {
    expect(splitQuestion('top gainer vs top loser right now? and by how much').slice(0, 2)).toEqual([
      // "right now" is asked of both lists.
      'top gainer right now',
      'top loser right now',
    ]);
    expect(splitQuestion('will griffain outperform iconfucius by next month? give me a number')).toHaveLength(
      1,
    );
  });

  it('declines predictions and calls between two tokens', async () => {
    for (const question of [
      'will griffain outperform iconfucius by next month? give me a number',
      'hold my bobby ai or dump it for odai?',
    ])
      expect((await ask(question)).intent).toBe('advice_request');
  });

  it('says which of two tokens has the higher figure asked', async () => {
    const r = await ask("is that bigger than odai's?", ['griffain market cap?']);
    expect(r.markdown).toMatch(/GRIFFAIN has the higher market cap of the two/);
    const liquidity = await ask('and its liquidity score compared to odindog?', ['bobby ai 24h change?']);
    expect(liquidity.markdown).toMatch(/BOBAI 1\.4 \/ 10 · ODINDOG 8\.4 \/ 10/);
  });

  it('says a lower-case name compared with a tracked token is not tracked', async () => {
    const r = await ask('pepebtc or griffain, which has the bigger mcap?');
    expect(r.markdown).toMatch(/couldn't find a token called \*\*pepebtc\*\*/);
    expect(r.markdown).toMatch(/\$105,420\.00/);
    // Without a token's figure asked, two words are no token names.
    expect((await ask('which is faster, bitcoin or lightning?')).markdown).not.toMatch(
      /couldn't find a token/,
    );
  });

  it('reads IOU and BRC-20 as words, not tokens', async () => {
    const iou = await ask(
      'is an odin token an actual rune on bitcoin or more like an IOU inside the canister?',
    );
    expect(iou.markdown).toMatch(/^A token created on Odin\.fun is not a Rune at launch/);
    const brc = await ask('runes vs brc-20, which one is cheaper to mint on bitcoin?');
    expect(brc.markdown).not.toMatch(/couldn't find a token/);
  });
});
