import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

// A limit on what one visitor may hold, and the tokens inside one pool, are guide questions: the
// market overview and the list of ascended tokens answer other ones.
describe('questions the market overview and the stage list leave to the guides', () => {
  it.each([
    'is there a limit on how many tokens i can hold',
    'is there a max on how many coins one wallet can hold',
  ])('no market overview for %s', async (question) => {
    const reply = await ask(question);
    expect(reply.markdown).not.toMatch(/Market overview/);
  });

  it.each([
    ['What sort of market cap is a token sitting at when it graduates off the curve?', /about 1 BTC/],
    ["so by the time a token's about to graduate, what's the price per token roughly?", /4\.76 sats/],
    [
      'Saw a coin pumping with like 6 holders. How few holders is a red flag, is there a rule of thumb?',
      /holders/,
    ],
  ])('a rule or the mechanism, not a ranking: %s', async (question, answer) => {
    const reply = await ask(question);
    expect(reply.markdown).not.toMatch(/Top gainers|largest market cap/);
    expect(reply.markdown).toMatch(answer);
  });

  it('answers a ranking asked with "who", and a name it does not track asked with a ranking word', async () => {
    expect((await ask('who has most holders')).markdown).toMatch(/has the most holders/);
    const unknown = await ask('is QUIBBLEFISH pumping today??');
    expect(unknown.markdown).toMatch(/couldn't find a token called \*\*QUIBBLEFISH\*\*/);
    expect(unknown.markdown).not.toMatch(/Top gainers/);
  });

  it.each([
    'how can i tell the difference between a rug and just normal dumping',
    'bought a token last night at like 3x what its worth now, down 70% and the chart looks like a cliff. is this a rug?',
  ])('a guide question, not a ranking or a threshold: %s', async (question) => {
    const reply = await ask(question);
    expect(reply.markdown).not.toMatch(/Top losers|24h change of at most/);
    expect(reply.markdown).toMatch(/rug pull/i);
  });

  it.each([
    'does dumping 100k tokens shove the price around as much?',
    'what if i am dumping a big bag, how much does it move the price',
  ])('no top losers for a sale of ones own: %s', async (question) => {
    expect((await ask(question)).markdown).not.toMatch(/Top losers/);
    expect((await ask("what's dumping today?")).markdown).toMatch(/Top losers/);
  });

  it.each([
    'how many tokens are in the pool after ascension',
    'how many tokens go into the pool when a coin ascends',
  ])('the pool at ascension, not the ascended tokens, for %s', async (question) => {
    const reply = await ask(question);
    expect(reply.markdown).toMatch(/4[.,]2\s?M\b/);
    expect(reply.markdown).not.toMatch(/tokens ODAI tracks have ascended/);
  });

  it.each([
    ['how many tokens are there', /Market overview/],
    ['how many tokens have ascended', /tokens ODAI tracks have ascended/],
    ['which tokens are in their amm pool', /tokens ODAI tracks have ascended/],
  ])('still answers %s from the market', async (question, expected) => {
    expect((await ask(question)).markdown).toMatch(expected);
  });
});

// "By itself" is no ranking's "by", and asking what a thing is called is a guide question.
describe('questions that only sound like a ranking', () => {
  it.each([
    'what do you call the thing where the price goes up by itself every time someone buys',
    'what is it called when the price goes up by itself',
    // A change's size ("by the same amount"), a place on the curve ("the top of the curve") and a
    // cost compared ("is trading any cheaper") are no rankings either.
    'Does the price go up by the same amount for every token bought on the curve?',
    'price per token right at the top of the curve when it ascends?',
    'Is trading any cheaper once a token has ascended?',
  ])('no price ranking for %s', async (question) => {
    expect((await ask(question)).intent).not.toBe('get_tokens_by_price');
  });

  it('a minimum amount is a limit, not the lowest-ranked token', async () => {
    const r = await ask(
      "What's the minimum amount of BTC I need to add liquidity to an ascended token's pool?",
    );
    expect(r.intent).not.toBe('get_tokens_by_liquidity');
    expect((await ask('Which token has the smallest number of holders?')).intent).toBe(
      'get_tokens_by_holders',
    );
  });

  it('reads a ranking only in what is asked, not in the story before it', async () => {
    const r = await ask(
      'I bought into a new coin on its curve and what I got was a little less than I expected. What is the fee on trades while a coin is still in that early phase?',
    );
    expect(r.sources[0]?.ref).toBe('fees#bonding-curve-fee');
    expect((await ask('which coins have the fewest trades?')).intent).toBe('get_tokens_by_transactions');
  });

  it('still ranks tokens by price', async () => {
    expect((await ask('tokens by price')).intent).toBe('get_tokens_by_price');
  });
});

// "Total value" of one token is its market cap; of a name ODAI does not track, a not-found line.
describe('the total value of one token', () => {
  it.each([
    ['what is the total value of all GRIFFAIN coins now, in dollars', /GRIFFAIN[\s\S]*Market cap: \$105,420/],
    ['What is BOBBY AI worth in total right now, like the whole coin added up?', /BOBBY AI[\s\S]*Market cap/],
    ['what is the total value of QWERTYDOGE right now?', /couldn't find a token called \*\*QWERTYDOGE\*\*/],
    ['how many holders moonpig got', /couldn't find a token called \*\*moonpig\*\*/],
    [
      // Whether it is among them is answered first, then the list (decision 074).
      'Is RUNEWOMBAT among the top gainers today?',
      /^I couldn't find a token called \*\*RUNEWOMBAT\*\*[\s\S]*Top gainers/,
    ],
  ])('%s', async (question, answer) => {
    expect((await ask(question)).markdown).toMatch(answer);
  });

  it.each([
    'how many tokens does odai track',
    'What is the combined market capitalization of all tracked tokens?',
    'total mc of all the coins u track',
  ])('still gives the market overview for %s', async (question) => {
    expect((await ask(question)).markdown).toMatch(/Market overview/);
  });
});

describe('volatility asked as a ranking', () => {
  it.each([
    'rank tokens by volatility',
    'tokens by volatility',
    'Which token goes up and down the most wild today, the most volatile one?',
  ])('%s', async (question) => {
    expect((await ask(question)).markdown).toMatch(/^\*\*Most volatile tokens \(24h\):\*\*/);
  });

  it('reads a token id before a figure as the id, not a name inside it', async () => {
    const reply = await ask('3bct price holders');
    expect(reply.markdown).toMatch(/Bitcat Copy/);
    expect(reply.markdown).not.toMatch(/couldn't find/);
  });
});

// "Cheaper or nah" compares one thing with another; only "which" or a plural asks for a ranking.
describe('a comparative alone ranks nothing', () => {
  it('answers the fee, not the cheapest tokens', async () => {
    const reply = await ask(
      'just came from pump.fun lol. whats odin skimming per trade while a coin is still on the bondng curve, cheaper or nah',
    );
    expect(reply.intent).toBe('search_knowledge');
    expect(reply.markdown).toMatch(/1% fee on bonding-curve trades/);
  });

  it.each([
    ['which coins are cheaper', 'get_tokens_by_price'],
    ['tokens with more holders', 'get_tokens_by_holders'],
  ])('still ranks %s', async (question, intent) => {
    expect((await ask(question)).intent).toBe(intent);
  });
});
