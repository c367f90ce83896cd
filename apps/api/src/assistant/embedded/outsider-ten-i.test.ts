import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

// Ten questions a helper wrote from SPEC.md alone at the start of the 2026-11-29 05:23 session (ten
// I): the ones answered half at 3d75066, each beside a counter-case that must not move.
const engine = fixtureEngine();
const ask = async (question: string, before: string[] = []) =>
  engine.reply({ question, history: await replayHistory(engine, before) });
const refs = (r: { sources: { ref: string }[] }) => r.sources.map((s) => s.ref);
const PRICE = "what's the price of ODINDOG right now";

describe('ten I', () => {
  it('reads "before it bonds" as the bonding curve, and "is it cheaper" after as the pool', async () => {
    const fee = 'if i buy 100k sats worth of a token before it bonds how much do i lose to fees';
    const before = await ask(fee);
    expect(before.markdown).toMatch(/0\.001 BTC \(100,000 sats\) trade/);
    expect(before.markdown).toMatch(/bonding curve \(1%\): 0\.00001 BTC \(1,000 sats\)/);
    expect(before.markdown).not.toMatch(/AMM pool/);
    expect(refs(before)).toEqual(['fees#bonding-curve-fee']);
    const after = await ask('ok and after it graduates to the amm is it cheaper?', [fee]);
    expect(after.intent).toBe('fee_for_amount');
    expect(after.markdown).toMatch(/^Yes: an ascended token's AMM pool charges 0\.5%/);
    expect(after.markdown).toMatch(/AMM pool \(0\.5%\): 0\.000005 BTC \(500 sats\)/);
    // "and in the pool?" is the same question of the other phase; "and how does the pool work?" is new.
    expect((await ask('and in the pool?', [fee])).markdown).toMatch(/AMM pool \(0\.5%\): 0\.000005 BTC/);
    expect((await ask('and how does the pool work?', [fee])).intent).not.toBe('fee_for_amount');
    // Without an amount before it, the same question is the guides' fee answer.
    expect((await ask('ok and after it graduates to the amm is it cheaper?')).intent).not.toBe(
      'fee_for_amount',
    );
  });

  it('gives the price in the unit asked when "that" follows a price', async () => {
    const sats = await ask("how much is that in sats and what's its market cap", [PRICE]);
    expect(sats.markdown).toMatch(/Price: 330\.189 sats per token/);
    expect(sats.markdown).toMatch(/Market cap: \$6,934\.12/);
    const btc = await ask('how much is that in btc', [PRICE]);
    expect(btc.markdown).toMatch(/0\.00000330189 BTC per token/);
    // After a guide, "that in sats" is no token's price.
    expect(refs(await ask('how much is that in sats', ['what is the bonding curve fee']))).not.toContain(
      'token:2jjj',
    );
  });

  it('answers whether Odin itself is legit with who runs it and what went wrong', async () => {
    const r = await ask('is odin.fun legit or a rugpull waiting to happen');
    expect(r.intent).toBe('platform_trust');
    expect(r.markdown).toMatch(/^Odin\.fun is a real, running launchpad/);
    expect(r.markdown).toMatch(/Toniq Labs/);
    expect(r.markdown).toMatch(/58\.2 BTC/);
    expect(refs(r)).toContain('security#staying-safe-on-odin');
    // A token's legitimacy and what a rug pull is stay where they were.
    expect((await ask('is odindog legit')).intent).toBe('get_token_figures');
    expect(refs(await ask('what is a rug pull'))[0]).toBe('security#rug-pulls');
    expect((await ask('how do i stay safe')).intent).toBe('safety_tips');
  });

  it('says the data has no volume and gives the transactions', async () => {
    const r = await ask('and whats its 24h volume, is it going up or down', [
      'which token has the most holders',
    ]);
    expect(r.markdown).toMatch(/24h change: -3\.42%/);
    expect(r.markdown).toMatch(/Transactions \(24 h\): 1,840/);
    expect(r.markdown).toMatch(/no traded volume figure for ODINDOG/);
    // "24h volume" alone names the window, not the price change.
    const alone = await ask('odindog 24h volume');
    expect(alone.markdown).not.toMatch(/24h change/);
    expect(alone.markdown).toMatch(/Transactions \(24 h\): 1,840/);
    expect((await ask('odindog holders')).markdown).not.toMatch(/Volume:/);
  });

  it('gives the dollars traded where the market has them (the live and demo markets do)', async () => {
    const zapcat = {
      id: 'zc01',
      name: 'ZAPCAT',
      symbol: 'ZAPCAT',
      price: '12.5',
      marketCap: '26250.00',
      bonded: true,
      volume24h: '153747.84',
    };
    const withVolume = fixtureEngine({ extraTokens: [zapcat] });
    const r = await withVolume.reply({ question: 'whats the 24h volume of zapcat', history: [] });
    expect(r.markdown).toMatch(/- Volume \(24 h\): \$153,747\.84 traded/);
    expect(r.markdown).not.toMatch(/no traded volume figure|24h change/);
  });
});
