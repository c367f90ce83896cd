import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { DECLINE } from '../eval/declines.js';

// Questions from the ten an outsider wrote after the 2026-11-26 evening session (closing note of
// that session), which got a decline, a wrong list or the wrong passage.
const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe("the outsider's ten: answers that were missing", () => {
  it('reads "2 confs but my balance says 0" as a deposit still waiting, not as a private balance', async () => {
    const reply = await ask(
      'sent btc to my odin deposit address like 3 hours ago, tx has 2 confs on mempool.space but my balance still says 0. wtf',
    );
    expect(reply.markdown).not.toMatch(DECLINE);
    expect(reply.markdown).toMatch(/6 confirmations/);
    // A balance with no deposit story is still the visitor's own account.
    expect((await ask('my balance says 0, why')).markdown).toMatch(/no reliable answer|don't track/i);
  });

  it('points to the help centre for "anyone I can contact", and has no phone number or e-mail', async () => {
    expect((await ask('is there anyone i can contact if my deposit doesnt show up')).markdown).toMatch(
      /help\.odin\.fun/,
    );
    for (const question of ['how do i contact odin support by phone', 'is there a support email?']) {
      expect((await ask(question)).markdown).toMatch(DECLINE);
    }
    // An e-mail as a way to sign in is still the sign-in guide.
    expect((await ask('how do i log in, do i need an email')).markdown).toMatch(/Bitcoin wallet/);
  });

  it('answers a dev allocation from the creator-buy section', async () => {
    const reply = await ask('can I reserve a dev allocation for myself or is it all fair launch?');
    expect(reply.markdown).toMatch(/no free dev or team allocation/);
  });

  it('ranks "the hottest token by volume" by transactions, not by 24h change', async () => {
    const reply = await ask('ok fr tho whats the hottest token on odin rn by volume');
    expect(reply.markdown).toMatch(/transactions/);
    expect(reply.markdown).not.toMatch(/Top gainers/);
  });

  it('hears "do you ever get tired" as small talk ("tired" is not "tried")', async () => {
    const reply = await ask('lol do u ever get tired of ppl asking wen moon');
    expect(reply.markdown).not.toMatch(/pump and dump/i);
    expect(reply.sources[0]?.ref).toBe('about-odai#what-odai-is');
  });

  it('answers both halves of "please what is the fee … and the withdraw have fee also?"', async () => {
    const reply = await ask(
      'Hello, I am from Brasil. Please what is the fee when I buy and sell token? And the withdraw to my wallet have fee also?',
    );
    expect(reply.markdown).toMatch(/1% fee on bonding-curve trades/);
    expect(reply.markdown).toMatch(/miner fee/);
    expect(reply.markdown).toMatch(/\*\*What is the fee when I buy and sell token\?\*\*/);
  });

  it('answers the curve comparison with the curve, not with what happens if a token never ascends', async () => {
    const reply = await ask("coming from pump.fun, how does odin's bonding curve compare?");
    expect(reply.markdown).toMatch(/exponential/);
  });

  it('leaves out a choice offered about the part before ("only the team or me too?")', async () => {
    const pool = await ask('who can put their money in the swap pool thing? only the team or me too?');
    expect(pool.markdown).toMatch(/^Anyone can add liquidity/);
    expect(pool.markdown).not.toMatch(/\*\*Only the team/);
    const fee = await ask('is the fee 1%? or just on the curve or also in the pool?');
    expect(fee.markdown).toMatch(/1% fee on bonding-curve trades and a 0\.5% fee on AMM/);
  });

  it('refuses to code "a pump.fun clone" (the dot in a name ends no request)', async () => {
    const reply = await ask('can you code me a pump.fun clone on ICP with the bonding curve contract?');
    expect(reply.markdown).toMatch(/can't write or fix code/);
  });
});

// Set BD (2026-11-26, night): visitors writing English as a second language.
describe("a learner's English", () => {
  it.each([
    ['who made you? you are robot from odin company?', /^I'm ODAI's automated assistant/],
    ['description of token has maximum characters? (caracteres) i want write long story', /100 characters/],
    ['how many bitcoin the CEO of odin have personally? he is rich?', DECLINE],
  ])('%s', async (question, answer) => {
    expect((await ask(question)).markdown).toMatch(answer);
  });

  it('declines the other venue\'s fee asked with "is how much", and gives Odin\'s', async () => {
    const reply = await ask('Magic Eden fee for runes trading is how much? it is lower than odin?');
    expect(reply.markdown).toMatch(DECLINE);
    expect(reply.markdown).toMatch(/1% fee on bonding-curve trades/);
  });

  it("declines another venue's fee set after 'so on …', and its 'they' with it, not Odin's minimum", async () => {
    const reply = await ask('so on magic eden whats the fee to list a rune and do they have like a minimum');
    expect(reply.markdown).toMatch(DECLINE);
    expect(reply.markdown).not.toMatch(/minimum deposit/);
  });

  // The ten written after the 2026-11-27 midday session: the three answers that were wrong then.
  it("greets 'yo odai whats good' and reads 'the cutoff' for graduating as ascension", async () => {
    expect((await ask('yo odai whats good lol')).markdown).toMatch(/^Hi! I'm ODAI/);
    expect(
      (await ask('wen does a token graduate from the bonding curve to the amm pool, like whats the cutoff'))
        .markdown,
    ).toMatch(/80% of its 21 M supply/);
  });

  it('compares "that one" with a token named "more … than"', async () => {
    const history = [];
    const first = await engine.reply({ question: 'GRIFFAIN volatility?', history: [] });
    history.push(
      { isUser: true, message: 'GRIFFAIN volatility?' },
      { isUser: false, message: first.markdown, sources: first.sources },
    );
    const reply = await engine.reply({ question: 'that one is more volatile than ICONFUCIUS?', history });
    expect(reply.markdown).toMatch(/Comparing \*\*GRIFFAIN\*\* .* and \*\*ICONFUCIUS\*\*/);
  });
});

// Set BC (2026-11-26, night): chatty messages with a story before the question.
describe('chatty messages', () => {
  it('reads "is it basically pump.fun" after a story naming odin.fun as a question about Odin', async () => {
    const reply = await ask(
      'hey so i mostly trade on pump.fun and a guy in my discord keeps dropping odin.fun links in the chat. is it basically pump.fun but for bitcoin or is it something totally diffrent?? like what even is it lol',
    );
    expect(reply.sources.map((s) => s.ref)).toEqual(['what-is-odin#overview']);
  });

  it.each([
    ['lol ok this is kinda fun ngl', /^Ha, I hear you!/],
    [
      'is HODLPANDA up today? i cant find it in the list on the dashboard',
      /couldn't find a token called \*\*HODLPANDA\*\*/,
    ],
    [
      'roughly how much btc does it take to buy a whole curve out from zero all the way to ascension?',
      /0\.211 BTC/,
    ],
    [
      'binance charges a flat fee to withdraw BTC. what fees come out when I pull BTC from odin to my own address?',
      /miner fee/,
    ],
  ])('%s', async (question, answer) => {
    expect((await ask(question)).markdown).toMatch(answer);
  });
});

// Set BB (2026-11-26, night): visitors reporting a problem before they ask.
describe('problem reports', () => {
  it.each([
    [
      'my friend keeps spamming me odin.fun links and i feel dumb asking him. what even is this site??',
      /^Odin\.fun is a launchpad/,
    ],
    [
      'want to pull 20k sats back to my bitcoin wallet but it just wont let me. why?? its my money',
      /50,000 sats/,
    ],
    [
      'my withdrawal has said pending for like an hour now, is odin holding my money hostage or what',
      /confirmations/,
    ],
    ['my token has been stuck at like 60% for days. when does it actually ascend, whats the number', /80%/],
    [
      'theres odin-fun.io and odinfun.app and odin.fun in google results, which one is the real site lol',
      /Bookmark/,
    ],
    ['who even makes odin, and where do i go for help when my deposit is missing', /help\.odin\.fun/],
  ])('%s', async (question, answer) => {
    expect((await ask(question)).markdown).toMatch(answer);
  });
});

// The ten an outsider wrote at 23:02 on 2026-11-26 (after the work above): a polite "thank you"
// after the question swallowed it ("Glad I could help!").
describe('thanks after a question', () => {
  it('answers the question and leaves the thanks for the answer still to come', async () => {
    const reply = await ask(
      'Hello, I am from Brazil and my english is not so good. Is possible to buy the tokens with credit card or only with bitcoin? Thank you very much.',
    );
    expect(reply.markdown).not.toMatch(/Glad I could help/);
    expect((await ask('what are the fees? thank you very much')).markdown).toMatch(/^Odin charges a 1% fee/);
  });
});

// The ten an outsider wrote at the end of the 2026-11-27 night session (decision 070).
describe("the outsider's ten of the 2026-11-27 night session", () => {
  it('answers whether ICP will do: funding is in BTC or ckBTC', async () => {
    const reply = await ask(
      'hi, total newbie here. what exactly is odin.fun and do i need bitcoin to use it or can i start with ICP?',
    );
    expect(reply.markdown).toMatch(/launchpad/);
    expect(reply.markdown).toMatch(/ICP itself is not a trading currency/);
  });

  it('reads "ODAI shows" beside the dashboard as the product, and "should i still buy" as a call', async () => {
    const reply = await ask(
      'on the analytics dashboard ODAI shows +14.20% 24h change and 3.4K holders but liquidity score only 2.1/10. is that bad? should i still buy',
    );
    expect(reply.intent).toBe('advice_request');
    expect(reply.markdown).not.toMatch(/2odai/);
    expect((await ask('ODAI price')).markdown).toMatch(/1\.9312 sats/);
  });

  it('answers what to put in a token description from the creation form, not with a refusal to pick', async () => {
    const reply = await ask(
      'Planning to launch my own token this week. 1) how much does it cost to create one 2) what should I put in the description to get holders 3) how long does it take to hit the AMM if it goes well?',
    );
    expect(reply.markdown).toMatch(/at most 100 characters/);
    expect(reply.markdown).not.toMatch(/can't tell you what to buy/);
    expect((await ask('what should i put my savings into')).intent).toBe('advice_request');
  });
});
