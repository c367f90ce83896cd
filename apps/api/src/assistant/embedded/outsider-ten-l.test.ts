import { describe, expect, it } from 'vitest';
import { fixtureEngine, replyAfter } from '../../test-support/engines.js';

// Ten questions a helper wrote from SPEC.md alone at the start of the 2026-11-29 15:50 session (ten
// L): the ones answered half or wrong at dc04707, each beside a counter-case that must not move.
const engine = fixtureEngine();
const ask = (...turns: string[]) => replyAfter(engine, ...turns);
const refs = (r: { sources: { ref: string }[] }) => r.sources.map((s) => s.ref);
const DOUBLING =
  'guy in discord says if i send btc to the odin "liquidity pool address" it gets doubled in 24h is that real??';

describe('ten L', () => {
  it('says what ODAI can do when a newcomer asks, "actually" and a mid-message "lol" included', async () => {
    for (const q of [
      'yo first time here lol what kinda stuff can u actually help me with',
      'what kinda stuff can u actually help me with',
    ]) {
      const reply = await ask(q);
      expect(reply.intent, q).toBe('conversation');
      expect(reply.markdown, q).toMatch(/I can explain how Odin\.fun works/);
    }
    // A "lol" before a real question still leaves the question to the guides.
    expect((await ask('new here lol how do i buy a token')).intent).toBe('search_knowledge');
    expect((await ask('bye ttyl')).markdown).toMatch(/^Bye/);
  });

  it('warns first about "send BTC and it gets doubled", then says how to report the scammer', async () => {
    const warning = await ask(DOUBLING);
    expect(warning.intent).toBe('scam_warning');
    expect(warning.markdown).toMatch(/^\*\*This is a scam/);
    const report = await ask(DOUBLING, 'ok how do i report him');
    expect(refs(report)).toEqual(['security#reporting-a-scammer']);
    expect(report.markdown).toMatch(/^To report a scammer, use the report button/);
    // The price doubling is no offer to double sent BTC.
    expect((await ask('if the price doubles, how much is my 0.01 btc bag worth')).intent).not.toBe(
      'scam_warning',
    );
    expect(
      (await ask('if i send 0.01 btc and the token price gets doubled, what is my bag worth')).intent,
    ).not.toBe('scam_warning');
  });

  it('answers "can i send ckbtc instead" after the BTC deposit steps, not the same steps again', async () => {
    const reply = await ask(
      'how do i get btc onto odin do i just send from coinbase straight to some address',
      'can i send ckbtc instead or does it have to be real btc',
    );
    expect(refs(reply)).toEqual(['deposits-withdrawals#depositing-ckbtc']);
    // Putting BTC "inside odin" is a deposit, not ckBTC.
    expect(refs(await ask('how i put btc inside odin?'))).toEqual([
      'deposits-withdrawals#depositing-btc-step-by-step',
    ]);
  });

  it('names a lower-case token name of several words whole when it is not tracked', async () => {
    for (const [q, name] of [
      ['any info on a token called satoshi dog or smth like that, price chart last week?', 'satoshi dog'],
      ['purple koala holders + price', 'purple koala'],
      ['how many holders does moon pig inu have', 'moon pig inu'],
      ['yo is grumpy walrus sats on odin? whats its mcap', 'grumpy walrus sats'],
    ]) {
      const reply = await ask(q as string);
      expect(reply.intent, q).toBe('unknown_token');
      expect(reply.markdown, q).toContain(`I couldn't find a token called **${name}**`);
    }
    // Guide questions with two ordinary words beside a figure word or "on odin" name no token.
    for (const q of [
      'max ticker length on odin?',
      'are there trading competitions on odin',
      'What does a freshly launched token cost per coin at the very beginning?',
      'what kind of amm is it after ascension, uniswap v2 style or v3 concentrated liquidity?',
    ]) {
      expect((await ask(q)).intent, q).not.toBe('unknown_token');
    }
  });

  it('tells someone who lost the phone that the wallet seed phrase restores the account', async () => {
    const reply = await ask(
      'lost my old phone and my passkey was on it, can i still get into my odin acct or is my stuff gone',
    );
    expect(refs(reply)).toEqual(['what-is-odin#changing-the-wallet-you-sign-in-with']);
    expect(reply.markdown).toMatch(
      /^Losing your phone does not lose your Odin account if you still have the wallet's seed phrase/,
    );
    // A support phone number is still one no guide gives.
    expect((await ask('odin support phone number?')).markdown).toMatch(
      /^ODAI has no reliable answer to that/,
    );
  });

  it('says no maximum pre-buy or per-wallet limit is documented when a creator asks to buy first', async () => {
    const reply = await ask('is there a limit on how much one wallet can buy');
    expect(refs(reply)).toEqual(['launching-a-token#maximum-creator-buy']);
    expect(reply.markdown).toMatch(
      /our sources do not document a maximum for it, nor a limit on how much of a token one wallet may buy or hold/,
    );
  });
});
