import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';
import { withQuotedTerm } from './quoted-term.js';

// Words quoted from a page, the twin named by "the same ticker", ODAI asked whether it is Odin.fun,
// and phase comparisons (sets DN, DP and the outsider ten of 2026-11-28).
const engine = fixtureEngine();
const ask = async (question: string, before: string[] = []) =>
  engine.reply({ question, history: await replayHistory(engine, before) });

describe('quoted words and twins', () => {
  it('explains the word a visitor quotes, not the token beside it', async () => {
    expect(withQuotedTerm('griffain says "ascended" on its page. what does that mean?')).toBe(
      'griffain says "ascended" on its page. what does "ascended" mean?',
    );
    // No quote, nothing to name.
    expect(withQuotedTerm('what does that mean?')).toBe('what does that mean?');
    const reply = await ask('griffain says "ascended" on its page. what does that mean?');
    expect(reply.sources[0]?.ref).toBe('bonding-curves#ascension');
    expect(reply.markdown).toMatch(/80%/);
  });

  it('gives the twin for "the other one with the same ticker" after a list', async () => {
    const reply = await ask('and the other one with the same ticker?', [
      'which tokens do you track?',
      'how many holders does bitcat have',
    ]);
    expect(reply.markdown).toMatch(/Bitcat Copy/);
    expect(reply.markdown).toMatch(/Holders: 8\b/);
  });

  it('says ODAI is not Odin.fun when asked whether this site is Odin.fun', async () => {
    const reply = await ask('before i trust anything here: is this site odin.fun itself, or something else?');
    expect(reply.markdown).toMatch(/not affiliated/);
  });

  it('reads "considered" as no topic of its own', async () => {
    const reply = await ask(
      'my swap preview shows 12% price impact. whats considered too much, where should slippage be?',
    );
    expect(reply.markdown).toMatch(/5–10%/);
  });

  it('answers the fee on the curve and after ascension, and the deposit time before trading', async () => {
    const fees = await ask('fee on the curve vs after ascend? + whats the total supply');
    expect(fees.markdown).toMatch(
      /\*\*Fee after ascend:\*\*\n\nSwaps in an ascended token's AMM pool pay a 0\.5% fee/,
    );
    expect(fees.markdown).not.toMatch(/\*\*\+/);
    const deposit = await ask(
      'how do i deposit bitcoin into odin.fun, and how long does it take before i can actualy start trading?',
    );
    expect(deposit.markdown).toMatch(/about 6 confirmations, roughly an hour/);
  });

  it('reads visitors writing in their second language (set DU)', async () => {
    expect((await ask('hola, what is odin.fun exactly?')).markdown).toMatch(/^Odin\.fun is a launchpad/);
    expect((await ask('obrigado, ajudou muito')).markdown).toMatch(/^Glad I could help/);
    const source = await ask('where you take the token prices from?');
    expect(source.sources[0]?.ref).toBe('reading-analytics#where-the-data-comes-from');
    const scam = await ask(
      'someone in discord say send 0.005 btc to his address and get back 0.01, double, odin promo. legit??',
    );
    expect(scam.markdown).toMatch(/^\*\*This is a scam/);
    // Getting back what one deposited is no doubling offer.
    const honest = await ask(
      'if i send 0.01 btc to my deposit address, do i get back the same amount when i withdraw?',
    );
    expect(honest.markdown).not.toMatch(/scam/i);
  });

  it('says first that a token asked about as one of the popular ones is not tracked', async () => {
    const reply = await ask('is SATSWIZARD one of the popular tokens?');
    expect(reply.markdown).toMatch(/^I couldn't find a token called \*\*SATSWIZARD\*\*/);
    expect((await ask('what rank is FAKECOIN by market cap')).markdown).toMatch(/^I couldn't find/);
    // Beside a tracked token's figures, the not-found line follows them.
    expect((await ask('holders of BOBAI and ZORBLAX')).markdown).toMatch(/^\*\*BOBBY AI\*\*/);
  });

  it('describes the landing page: the quick guides and the fee structure', async () => {
    const reply = await ask('whats in the quick guides section?');
    expect(reply.sources[0]?.ref).toBe('about-odai#what-the-landing-page-shows');
    expect(reply.markdown).toMatch(/Top Earning Strategies/);
  });

  it('follows "that one" to a status and "the other one, not X" to the other token', async () => {
    const status = await ask('is that one bonded or still on the curve?', ['tell me about GRIFFAIN']);
    expect(status.markdown).toMatch(/^\*\*GRIFFAIN\*\* \(id `22qz`\) has ascended/);
    const other = await ask('ok and the other one, not odindog, whats its 24h change', [
      'odindog vs iconfucius holders?',
    ]);
    expect(other.markdown).toMatch(/ICONFUCIUS/);
    const thanked = await ask('thank you. and the other one, not odindog, how many trades did it have?', [
      'compare GRIFFAIN and ODINDOG for me',
    ]);
    expect(thanked.markdown).toMatch(/^\*\*GRIFFAIN\*\*/);
  });

  it('answers creators (set DV): the fee after ascension, a goodbye, a prediction, the page link', async () => {
    const fees = await ask('what fee do traders pay on the bonding curve? and after ascension on the amm?');
    expect(fees.markdown).toMatch(/0\.5% fee/);
    expect((await ask('aight im off to launch my coin, bye')).markdown).toMatch(/^Bye for now/);
    const ascend = await ask('do you think my token will ascend by friday? just give me a yes or no');
    expect(ascend.intent).toBe('advice_request');
    const link = await ask('whats the best link to share my token so people dont end up on a copycat');
    expect(link.markdown).toMatch(/https:\/\/odin\.fun\/token\//);
  });

  it("explains how the bonding curve works from its definition, with Odin's exponential curve and 80%", async () => {
    const reply = await ask('How does the bonding curve work on Odin?');
    expect(reply.markdown).toMatch(/^A bonding curve is a formula/);
    expect(reply.markdown).toMatch(/exponential/);
    expect(reply.markdown).toMatch(/80%/);
    // A process keeps its own lead: how auth works is the sign-in, not the API's opening line.
    const auth = await ask('how does auth work for the odin api?');
    expect(auth.markdown).not.toMatch(/^A bonding curve/);
  });

  it('keeps the subject of "worked out" and reads "diff" as no token name', async () => {
    expect((await ask('how is MC worked out for these coins')).markdown).toMatch(
      /^Market cap is price × 21 M supply/,
    );
    const same = await ask('bonded vs ascended — same thing or diff?');
    expect(same.markdown).not.toMatch(/couldn't find a token/);
    expect(same.markdown).toMatch(/same thing/);
  });

  it('reads "at bonding" as the moment of ascension', async () => {
    expect((await ask('price per token right at bonding, in sats?')).markdown).toMatch(
      /4\.76 sats per token/,
    );
  });

  it('answers the outsider ten of this session: phases, figures compared, referrals', async () => {
    const fees = await ask('is it the same when buying on the bonding curve vs trading after?');
    expect(fees.markdown).not.toMatch(/trading after:/i);
    const compared = await ask(
      'GRIFFAIN vs BITCAT which one moved more in the last 24h? and which one has better liquidity',
    );
    expect(compared.markdown).not.toMatch(/no picks/);
    expect(compared.markdown).toMatch(/Liquidity score: GRIFFAIN 5\.0 \/ 10 · BITCAT 5\.9 \/ 10/);
    expect((await ask('GRIFFAIN vs BITCAT which one is better?')).markdown).toMatch(/no picks/);
    const referral = await ask('can i actually make money just by refering friends?');
    expect(referral.sources[0]?.ref).toBe('fees#referral-rebate');
  });
});
