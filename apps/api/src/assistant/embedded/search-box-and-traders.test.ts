import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';
import { splitQuestion } from './split-question.js';

// Terse search-box queries, launchpad traders' jargon and visitors who suspect the platform (sets
// DJ, DK, DL and DG, written by outsiders; decision 073).
const engine = fixtureEngine();
const ask = async (question: string, before: string[] = []) =>
  engine.reply({ question, history: await replayHistory(engine, before) });

describe('search-box queries and traders', () => {
  it('explains what happened when the visitor suspects the platform of it', async () => {
    const logo = await ask(
      'my token logo upload keeps failing!!! its a 1mb png. is odin broken or censoring me',
    );
    expect(logo.markdown).toMatch(/200 KB/);
    const description = await ask(
      'my token description got CUT OFF halfway. are they censoring what i write??',
    );
    expect(description.markdown).toMatch(/100 characters/);
    // A question before the suspicion is still the question.
    const team = await ask('Is the Odin team trustworthy, or are they going to rug everyone eventually?');
    expect(team.markdown).not.toMatch(/^In brief: never share your seed phrase/);
  });

  it('reads "tx" as transactions unless it ends a message of thanks', async () => {
    expect((await ask('tx finality')).markdown).toMatch(/20-second/);
    expect((await ask('and 24h tx', ['griffain mcap'])).markdown).toMatch(/Transactions \(24 h\): 120/);
    expect((await ask('ok tx')).markdown).toMatch(/^Glad I could help/);
  });

  it('spells out image and tomorrow shorthand', async () => {
    expect((await ask('img formats')).markdown).toMatch(/PNG, JPEG/);
    expect((await ask('odindog price tmrw')).intent).not.toBe('get_token_figures');
  });

  it('answers top gainers and losers asked together, and where the lists are', async () => {
    expect(splitQuestion('where do i see top gainers / losers')).toEqual([
      'where do i see top gainers',
      'where do i see top losers',
    ]);
    const both = await ask('top gainers and losers');
    expect(both.markdown).toMatch(/Top gainers \(24h\)[\s\S]*Top losers \(24h\)/);
    expect(both.markdown).not.toMatch(/\*\*Top gainers:\*\*/);
    expect((await ask('where can i see the top gainers')).markdown).toMatch(/analytics dashboard/);
  });

  it('asks each of two slashed words with the noun they share', () => {
    expect(splitQuestion('curve start/end price')).toEqual(['curve start price', 'curve end price']);
    // A link is no pair.
    expect(splitQuestion('odin.fun/token/2jjj price')).toEqual(['odin.fun/token/2jjj price']);
  });

  it('reads the move a trade makes in a pool as price impact, not the token figures', async () => {
    for (const question of [
      'how much does a 1 btc market buy move a pool like ODINDOG',
      'i want to buy 1 BTC of ODINDOG in one go, how much would that move the price?',
      'how much does a big buy move the price of odindog',
    ])
      expect((await ask(question)).markdown).toMatch(/32\.9%/);
  });

  it('keeps an amount with thousands separators as one amount', async () => {
    const r = await ask(
      'my buddy signed up with my referral link and traded 1,000,000 sats. what do i get from that?',
    );
    expect(r.markdown).toMatch(/referral rebate is 0\.25%/);
  });

  it('leaves out a remark about another launchpad after the question', async () => {
    expect((await ask('what slippage should i run, pump default is like 15%')).markdown).toMatch(/5–10%/);
  });

  it('gives the tracked ids of a token asked about as a possible copy', async () => {
    const r = await ask('how do i avoid buying a fake BITCAT');
    expect(r.markdown).toMatch(/`2bct`[\s\S]*`3bct`/);
    expect(r.markdown).toMatch(/demo data/);
    expect(r.sources.map((s) => s.ref)).toEqual(expect.arrayContaining(['token:2bct', 'token:3bct']));
  });

  it('declines a price target or a pick between two tokens', async () => {
    for (const question of [
      'ODINDOG is at 330 sats, will it hit 500 by end of december? give me a number',
      'pick one: bitcat or iconfucius, which do i buy rn',
    ])
      expect((await ask(question)).intent).toBe('advice_request');
  });

  it('compares a figure "above or below" another token, and reads a unit question as a unit question', async () => {
    const r = await ask("is that above or below odai's?", ['whats the volatility of BOBBY AI']);
    expect(r.markdown).toMatch(/BOBAI 92\.44% · ODAI 35\.80%/);
    const unit = await ask('api returns price 330189 for odindog. what unit is that, millisats?');
    expect(unit.markdown).toMatch(/millisats/);
  });

  it('answers both fees when the visitor insists on exact numbers after a comma', async () => {
    const r = await ask('whats the curve fee and the amm fee, exact numbers both');
    expect(r.markdown).toMatch(/1%/);
    expect(r.markdown).toMatch(/0\.5%/);
  });

  it('describes a tracked token a guide explains when asked what kind of thing it is', async () => {
    for (const question of [
      'what even is ICONFUCIUS',
      'saw ICONFUCIUS in the popular tokens, is that an AI thing too?',
    ])
      expect((await ask(question)).sources.map((s) => s.ref)).toContain('glossary#iconfucius');
  });

  it('answers the question asked after what the visitor saw on a token card', async () => {
    const r = await ask('ODAI card says Progress: bonding curve. progress towards what?');
    expect(r.sources[0]?.ref).toBe('glossary#progress');
    // A question that points at the token is still about it.
    expect((await ask('ODINDOG looks busy. what is its price?')).intent).toBe('get_token_figures');
  });

  it('says an untracked name asked about among the popular tokens is not tracked', async () => {
    expect((await ask('is SATSWIZARD one of the popular tokens?')).markdown).toMatch(
      /couldn't find a token called \*\*SATSWIZARD\*\*/,
    );
  });

  it('leaves out where the visitor read something, after the question', async () => {
    expect((await ask('whats ckBTC, the guide says its all on internet computer')).markdown).toMatch(
      /^ckBTC \(chain-key bitcoin\)/,
    );
  });

  it("welcomes a newcomer's worry that asks nothing yet", async () => {
    for (const question of [
      "sorry I'm very new to all this, I hope my questions are not too stupid",
      'this might be a dumb question',
    ])
      expect((await ask(question)).markdown).toMatch(/^Hi, and welcome! No question is too basic/);
  });

  it('reads this website as ODAI, and answers it beside a declined pick', async () => {
    const r = await ask('Is this website run by Odin.fun itself? And will you tell me which coins to buy?');
    expect(r.markdown).toMatch(/unofficial guide/);
    expect(r.markdown).toMatch(/not financial advice/);
    expect((await ask('is this site run by odin.fun or someone else?')).markdown).toMatch(/not affiliated/);
  });

  it('warns about a presale address and keeps a question about threshold signing from the key guard', async () => {
    const presale = await ask(
      'a dev DMd me: launch in 10 mins, send BTC now to his presale address to get an allocation before the curve opens. worth it?',
    );
    expect(presale.intent).toBe('scam_warning');
    const custody = await ask(
      'friend says odin keeps bitcoin safe with "threshold signing". no single private key then? how does that work in plain words',
    );
    expect(custody.markdown).toMatch(/Threshold signing means no single server holds/);
  });

  it("gives the twin of the last token's ticker when asked for the copy or the other one", async () => {
    expect((await ask('same for the copy one?', ['bitcat price pls'])).markdown).toMatch(/id `3bct`/);
    expect((await ask('and the other BITCAT, the copy?', ['price of 2bct'])).markdown).toMatch(/id `3bct`/);
  });
});
