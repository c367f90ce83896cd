import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { FakeMarket } from '../../test-support/fake-market.js';
import { replayHistory } from '../eval/score.js';
import { sharedKnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { EmbeddedEngine } from './embedded-engine.js';

// Ten questions a helper wrote from SPEC.md alone at the start of the 2026-11-29 02:02 session (ten
// H): the ones answered half or wrong at 6361726, each beside a counter-case that must not move.
const engine = fixtureEngine();
const ask = async (question: string, before: string[] = []) =>
  engine.reply({ question, history: await replayHistory(engine, before) });
const refs = (r: { sources: { ref: string }[] }) => r.sources.map((s) => s.ref);
const RANKING = 'which tokens are the most volatile right now';

describe('ten H', () => {
  it('explains the figure a ranking ranked by when asked what "that" means', async () => {
    const score = await ask('what does that volatility score even mean', [RANKING]);
    expect(refs(score)).toEqual(['reading-analytics#volatility']);
    expect(score.markdown).not.toMatch(/BOBAI|92\.44/);
    expect(refs(await ask('what does that even mean', [RANKING]))).toEqual(['reading-analytics#volatility']);
    // A token's figure asked after the ranking is still the listed token's.
    expect(refs(await ask('and the second one?', [RANKING]))[0]).toBe('token:3bct');
  });

  it('gives the fee and what buys tokens for "what do i actually pay" on an amount', async () => {
    const reply = await ask('if i buy 0.01 btc on the curve what do i actually pay');
    expect(reply.intent).toBe('fee_for_amount');
    expect(reply.markdown).toMatch(/1%\): 0\.0001 BTC \(10,000 sats\)/);
    expect(reply.markdown).toMatch(/0\.0099 BTC of it buys tokens/);
    // With no amount, what a buy costs is still the guides' fee answer.
    expect((await ask('what do i pay to buy a token')).intent).not.toBe('fee_for_amount');
  });

  it('declines a bitcoin price forecast without the token checklist', async () => {
    const btc = await ask('will bitcoin hit 150k');
    expect(btc.intent).toBe('advice_request');
    expect(btc.markdown).toMatch(/predict bitcoin's price/);
    expect(btc.markdown).not.toMatch(/token id/);
    expect(btc.markdown.split(/\s+/).length).toBeLessThanOrEqual(60);
    // A token's forecast keeps the checklist; when BTC arrives is no forecast.
    expect((await ask('will odindog hit 1000 sats')).markdown).toMatch(/token id/);
    expect((await ask('when will btc be credited')).intent).not.toBe('advice_request');
  });

  it('names "the second one" beside a declined pick, with its data label', async () => {
    const reply = await ask('and the second one? is it worth buying or is that just a pump', [
      'whats the top gainer today and how many holders does it have',
    ]);
    expect(reply.intent).toBe('multi_part');
    expect(reply.markdown).toMatch(/\*\*BITCAT\*\* \(id `2bct`\)/);
    expect(reply.markdown).toMatch(/demo data/);
    expect(reply.markdown).toMatch(/can't tell you what to buy/);
  });

  it('answers "and do i need bitcoin" beside what Odin.fun is', async () => {
    const reply = await ask(
      'ok so total noob here, what even is odin.fun and do i need bitcoin to use it or what',
    );
    expect(refs(reply)).toEqual(['what-is-odin#overview', 'deposits-withdrawals#paying-with-a-card']);
    expect(reply.markdown).toMatch(/\*\*Do i need bitcoin to use it or what\?\*\*\n\nYou need bitcoin first/);
    // Asked about cards, the card line still leads.
    expect((await ask('can i buy with a credit card?')).markdown).toMatch(/^Odin's API lists a Stripe/);
  });

  it("gives a token's curve progress when asked how far along it is", async () => {
    const reply = await ask('how far along is it on the progress bar, like is it close to graduating', [
      'whats the price and market cap of the odai token rn',
    ]);
    expect(refs(reply)[0]).toBe('token:2odai');
    expect(reply.markdown).toMatch(/still on its bonding curve/);
    const withProgress = new EmbeddedEngine(
      sharedKnowledgeBase(),
      new FakeMarket({
        extraTokens: [
          {
            id: '2k9q',
            name: 'Curve Cat',
            symbol: 'CCAT',
            bonded: false,
            progress: '57.35',
          },
        ],
      }),
    );
    const progress = await withProgress.reply({ question: 'how close is CCAT to graduating', history: [] });
    expect(progress.markdown).toMatch(/curve progress 57\.35%; it ascends at 100%/);
    // What the progress bar means is still the guides'.
    expect(refs(await ask('what does the progress bar mean'))).toEqual(['glossary#progress']);
  });
});
