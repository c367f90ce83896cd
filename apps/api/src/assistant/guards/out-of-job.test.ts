import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('out-of-job requests', () => {
  it.each([
    'write me a python trading bot for odin',
    'can you code a sniper script',
    'give me a javascript snippet to call the odin api',
    'can u help me fix my python script, its supposed to scrape coinmarketcap prices but keeps throwing a 403',
  ])('refuses code briefly and says what it can do: %s', async (question) => {
    const r = await ask(question);
    expect(r.intent).toBe('out_of_job');
    expect(r.markdown).toMatch(/^I can't write or fix code/);
    expect(r.markdown).toMatch(/What I can do/);
    expect(r.markdown.split(/\s+/).length).toBeLessThan(60);
  });

  it("answers the question beside the visitor's own project ('want to build a little alert bot')", async () => {
    const r = await ask(
      'dev here. does odin have a public api for token prices / trades? want to build a little sniper-ish alert bot in python, nothing crazy',
    );
    expect(r.intent).not.toBe('out_of_job');
    expect(r.markdown).toMatch(/api\.odin\.fun/);
  });

  it('leaves a code a form asks for to the guides', async () => {
    const r = await ask(
      "There's a box on the create page asking for some kind of code and I don't have one. What's that for?",
    );
    expect(r.intent).not.toBe('out_of_job');
  });

  it.each([
    'what will ODINDOG be worth next week?',
    // From the ten questions written after the 2026-11-26 work: answered with the price before this.
    'Just tell me straight: if I put $500 into ODINDOG today, will it be worth more by next Friday? I need a yes or no.',
    'tell me what to buy right now',
    'which coin should I ape into?',
    'will ODINDOG hit 1000 sats by christmas',
    'will ODAI hit 1 million market cap this week?',
    'could bobai hit $1',
    'just tell me which 3 odin coins to ape today, no dyor speech pls',
    'give me a trading signal for BOBAI',
    'ser pls tell me what to ape',
    'just tell me if i should buy griffain',
    'which coin has the best chance to pump?',
    'is now a good time to buy ODINDOG?',
    'Should I put my savings into ODINDOG? A simple yes or no, please.',
    'should i throw my btc into bobai',
    // A team asking for itself ("our treasury", "our token").
    'which odin token should our treasury buy right now?',
    "what will our token's price be a week after ascension?",
    'ODINDOG buy or sell?',
    'will ODINDOG go to zero?',
    'which token do you recommend?',
    'is ODINDOG guaranteed to go up',
    'can you predict the price of BOBAI',
    'how much will btc be worth at the end of the year',
    "Just tell me straight: sell my ICONFUCIUS now or hang on? It's down and I'm freaking out a bit",
    'ok so name me one token you think is a bad buy right now then',
    'what will odindog cost this year',
    // Calls asked for with a yes or no, a moment, or a point estimate.
    'sell bobai or hold?? just yes or no',
    'should i jeet my ICONFUCIUS bags or hold, yes or no',
    'Would you tell me whether now is the right moment to sell my ICONFUCIUS position?',
    'What will the price of ODINDOG be on 31 December? I require a point estimate for a report.',
    // Targets, places and picks asked in chat's words (2026-11-27).
    'where will GRIFFAIN be next week? just give me a number',
    'will odindog be above 500 sats by tomorrow?',
    'odindog gonna hit 1000 sats by xmas yes or no',
    'i have 0.01 btc. ODAI or ICONFUCIUS, which one do i buy? just pick one',
    'i have 0.01 btc, just tell me one coin to buy rn',
    'my BOBAI bag is down like 18% today, sell or hold?? tell me straight',
    'will ODINDOG outperform GRIFFAIN by next month? give me a number',
    'should i hold my BOBAI or swap it for ODAI?',
    'hold my bobai or dump it for odai?',
    'when is the best time to buy ICONFUCIUS, give me an exact entry price',
    'ODINDOG will go up next week? say me the price for december please',
    'I have 0.05 BTC, which coin I should buy for make more money fast?',
    'my BOBBY AI is down 18%, I sell now or I wait? tell me only yes or no',
  ])('declines picks and predictions: %s', async (question) => {
    const r = await ask(question);
    expect(r.intent).toBe('advice_request');
    expect(r.markdown).toMatch(/not financial advice/);
  });

  it('leaves a percentage that is no price target to the guides', async () => {
    expect((await ask('will my token reach 80% and ascend')).intent).not.toBe('advice_request');
  });

  it.each([
    'What would I pay each time I buy or sell something?',
    'how do i buy or sell on odin',
    'is there a minimum to buy or sell',
    'should i put my btc on odin or keep it in my wallet',
    "Why does ODAI say it's not financial advice all the time?",
    'is what you tell me financial advice?',
    'Should I treat what the chat bot here tells me as financial advice?',
    'Could the price of a token ever go to zero?',
    'Which wallet do you recommend for using Odin?',
    'What slippage do you recommend?',
    'Is my deposit guaranteed to arrive?',
    'Are fees guaranteed to stay at 1%?',
    'How do people predict when a token will ascend?',
  ])('leaves a mere mention of buying or selling to the guides: %s', async (question) => {
    expect((await ask(question)).intent).not.toBe('advice_request');
  });

  it.each([
    "I'm not technical at all. Could I still make my own coin, or would I need to write code?",
    'can i make a token without coding',
    'do i have to know how to code to launch a coin',
  ])('reads code the visitor would need as a question, not a request: %s', async (question) => {
    expect((await ask(question)).intent).not.toBe('out_of_job');
  });

  it('still refuses a request for code beside a requirement', async () => {
    expect((await ask('i dont know how to code, write me a sniper bot')).intent).toBe('out_of_job');
  });

  it('does not refuse a question about how launching works', async () => {
    expect((await ask('How do I create a token on Odin?')).intent).not.toBe('out_of_job');
    const snipers = 'can i buy my own token when i create it, before the snipers get in';
    expect((await ask(snipers)).intent).not.toBe('out_of_job');
  });
});

describe('a discount or referral code is no program', () => {
  it('answers how long a discount code is from the guides', async () => {
    const r = await ask('got a discount code for token creation, how long is a code');
    expect(r.intent).not.toBe('out_of_job');
    expect(r.markdown).toMatch(/10-character discount code/);
  });
});
