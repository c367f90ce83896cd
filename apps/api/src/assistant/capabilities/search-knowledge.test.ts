import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import type { HistoryMessage } from '../assistant.js';

const engine = fixtureEngine();

/** Asks each question in turn in one chat; returns the last answer. */
async function chat(...questions: string[]) {
  const history: HistoryMessage[] = [];
  let last = await engine.reply({ question: questions[0] ?? '', history });
  for (const question of questions) {
    last = await engine.reply({ question, history });
    history.push(
      { isUser: true, message: question },
      { isUser: false, message: last.markdown, sources: last.sources },
    );
  }
  return last;
}

describe('knowledge follow-ups', () => {
  it('reads "and in the AMM?" as the previous question about something else', async () => {
    const r = await chat('what is the bonding curve fee', 'and in the amm?');
    // The pool's fee in the first sentence: from the AMM section, or the one that sets both side by side.
    expect(r.markdown.split('. ')[0]).toMatch(/AMM pool pay a 0\.5% fee|0\.5% fee on AMM/);
  });

  it('reads a question\'s "it" as the Odin.fun its story names', async () => {
    const r = await chat(
      "Hi, my friend from work keeps talking about odin.fun and says he made some money there. I'm totally new and don't even know what kind of site it is. Can you explain in simple words what it actually is?",
    );
    expect(r.sources[0]?.ref).toBe('what-is-odin#overview');
    const token = await chat('I bought a coin on odin yesterday. when does it ascend?');
    expect(token.sources[0]?.ref).toBe('bonding-curves#ascension');
  });

  it('reads "what does it become after it graduates?" as the fee asked of the pool', async () => {
    const r = await chat(
      'what do I pay on each trade while a coin is still on the curve',
      'what does it become after it graduates to the pool',
    );
    expect(r.sources[0]?.ref).toBe('fees#amm-fee');
  });

  it('reads "how long does that take?" after a list of questions as about the last one', async () => {
    const r = await chat(
      'i want to launch a token. what are the steps, what does it cost, and what happens when the bonding curve fills up?',
      'how long does that usually take?',
    );
    expect(r.sources[0]?.ref).toBe('bonding-curves#ascension');
  });

  it('reads "for that to happen" as the previous topic when it brings a far closer listed question', async () => {
    const r = await chat(
      'how does ascending work on odin',
      'what percent of the supply has to sell for that to happen?',
    );
    expect(r.sources[0]?.ref).toBe('bonding-curves#ascension');
    expect(r.markdown).toMatch(/80%/);
  });

  it('reads "what should I do now?" after a scam warning as what to do about the scam link', async () => {
    const r = await chat(
      'someone DMd me on telegram saying theyre odin support, they want me to verify by connecting my wallet on a link. i already clicked it but didnt sign anything',
      'what should i do now, should i move my funds somewhere',
    );
    expect(r.sources[0]?.ref).toBe('security#if-you-clicked-a-scam-link');
  });

  it('reads a short question with a pronoun as about the previous topic', async () => {
    const r = await chat('how do i deposit', 'how long does that take');
    expect(r.sources[0]?.ref).toBe('deposits-withdrawals#how-long-a-deposit-takes');
  });

  it('reads a follow-up with no topic words of its own ("how much is it") as about the last question', async () => {
    const r = await chat('do u pay a fee when trading on the bonding curve', 'how much is it');
    expect(r.markdown).toMatch(/^On the bonding curve the fee is 1%/);
    // After a token's figures "it" is still the token.
    expect((await chat('price of odindog', 'how much is it')).sources[0]?.ref).toBe('token:2jjj');
  });

  it('reads "is it different in the AMM?" as the previous question asked of another setting', async () => {
    const r = await chat('what is the fee on the curve', 'is it different in the amm');
    expect(r.markdown).toMatch(/^Swaps in an ascended token's AMM pool pay a 0\.5% fee/);
  });

  it('reads "what is it after it moves to the pool?" as the same question of another setting', async () => {
    const r = await chat('what is the fee on the curve', 'and how much is it in the amm');
    expect(r.markdown.split('. ')[0]).toMatch(/AMM pool pay a 0\.5% fee|0\.5% fee on AMM/);
    // "In simple words" is how to say it, not another setting.
    const plain = await chat('what is odin', 'what is it in simple words');
    expect(plain.sources[0]?.ref).toBe('what-is-odin#overview');
  });

  it('reads "it" after a greeting as Odin.fun, as in a first message', async () => {
    const r = await chat('hi', 'how does it work');
    expect(r.sources[0]?.ref).toMatch(/^what-is-odin#/);
  });

  it('picks "the third" from the last list long enough', async () => {
    const r = await chat('top gainers', 'tell me more about the first one', 'and the third?');
    expect(r.sources[0]?.ref).toBe('token:2odai');
  });

  it('reads ODAI as the product unless a figure or token word is asked', async () => {
    expect((await chat('how accurate is odai')).sources[0]?.ref).toBe('about-odai#how-the-assistant-answers');
    expect((await chat('odai price')).sources[0]?.ref).toBe('token:2odai');
  });
});

describe('guide sections that list the way visitors ask', () => {
  it.each([
    ['lost a bunch to slippage idk what im doing, when is the price impact too much', /5–10%/],
    ['is it dumb to just leave all my btc sitting on odin', /withdraw/],
    ['sent btc to my odin address 20 min ago still nothing, is it gone', /confirmations/],
    ['is the curve like a straight line or wat', /exponential/],
    ['can odin just take my money', /platform holds the pooled BTC/],
    ['what chain is this on again', /Internet Computer/],
  ])('%s', async (question, fact) => {
    expect((await engine.reply({ question, history: [] })).markdown).toMatch(fact);
  });
});

describe('a detail the sources do not give', () => {
  // The section about that very detail says so first, and then what is known around it.
  it.each([
    'who gets the extra btc when a coin ascends, the like 0.01 thats left over',
    'did the ppl who got hacked in august ever get their btc back',
    'Is the liquidity put into the pool at ascension locked forever, or could the creator pull it out later?',
  ])('%s', async (question) => {
    const r = await engine.reply({ question, history: [] });
    expect(r.markdown).toMatch(/^(?:Odin's public sources|Our sources) do not say/);
  });

  it('still answers what the sources do say about liquidity and selling', async () => {
    const added = await engine.reply({
      question: 'if i add liquidity can i take it back out whenever i want or is it locked forever',
      history: [],
    });
    expect(added.sources[0]?.ref).toBe('amm-trading#adding-liquidity');
    const sell = await engine.reply({
      question: 'after it ascends can i still sell or is everything locked',
      history: [],
    });
    expect(sell.markdown).toMatch(/pool/);
    expect(sell.markdown).not.toMatch(/^Odin's public sources do not say/);
  });

  it('compares two things side by side unless a listed question compares them itself', async () => {
    const both = await engine.reply({
      question: 'volatility score vs liquidity score, wats the diff',
      history: [],
    });
    expect(both.sources.map((s) => s.ref)).toEqual([
      'reading-analytics#volatility',
      'reading-analytics#liquidity-score',
    ]);
  });
});
