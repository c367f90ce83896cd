import { describe, expect, it } from 'vitest';
import { questionWords } from './question-words.js';

describe('question words', () => {
  it('reads phrasal verbs by their particle, but only where the particle belongs to them', () => {
    expect(questionWords('how do i cash out')).toContain('withdraw');
    expect(questionWords('can i take my btc out')).toContain('withdraw');
    // Buying out the curve is buying; finding out is learning.
    expect(questionWords('how much btc does it take to buy out the whole bonding curve')).not.toContain(
      'withdraw',
    );
    expect(questionWords('how do i get to find out the fee')).not.toContain('withdraw');
    expect(questionWords('how do i put btc on odin')).toContain('deposit');
    expect(questionWords('can i send btc from coinbase to my odin address')).toContain('deposit');
    // Liquidity added to a pool and a token listed on Odin are not deposits.
    expect(questionWords('can i add liquidity to a pool on odin myself')).not.toContain('deposit');
    expect(questionWords('i minted a rune somewhere else, can i get it listed on odin too?')).not.toContain(
      'deposit',
    );
  });

  it('reads "make a deposit" as a deposit, not as making a token', () => {
    const words = questionWords('please explain me how i make deposit of bitcoin to odin.fun');
    expect(words).toContain('deposit');
    expect(words).not.toContain('make');
    expect(questionWords('can i do a withdrawal today')).not.toContain('do');
  });

  it('reads the visitor speaking of the assistant as ODAI', () => {
    expect(questionWords('is this chat thing official odin or some third party')).toContain('odai');
    expect(questionWords('can i just trust what u tell me')).toContain('odai');
    expect(questionWords('are you official?')).toContain('odai');
    expect(questionWords('what do you think of the fees')).not.toContain('odai');
  });

  it('reads what visitors say of their funds and of the curve', () => {
    // BTC already sent to Odin is a deposit.
    expect(questionWords('sent btc to my odin address 20 min ago still nothing')).toContain('deposit');
    // Funds left "sitting on odin" are kept there; a coin leaving its curve is not.
    const left = questionWords('is it dumb to just leave all my btc sitting on odin');
    expect(left).toContain('keep');
    expect(left).not.toContain('leave');
    expect(left).not.toContain('sitting');
    expect(questionWords('at what mcap does a coin leave the curve')).toContain('leave');
    expect(questionWords('is the curve like a straight line')).toContain('linear');
    expect(questionWords("the like 0.01 that's left over")).toContain('leftover');
    // Copy trading and points programmes are features of their own, not copycats or a purpose.
    expect(questionWords('does odin have copy trading')).toContain('copytrading');
    expect(questionWords('does odin have a points system')).toContain('pointsprogram');
    // The price moved when the visitor traded, said in either order; "this site" is Odin.
    expect(questionWords('why did the price drop when i sold')).toContain('impact');
    expect(questionWords('what chain is this on again')).toContain('odin');
    expect(questionWords('is this site safe')).toContain('odin');
    // Before the pool is on the curve.
    expect(questionWords('the fee for buy, before token go to pool')).toContain('curve');
    expect(questionWords('the fee for buy, before token go to pool')).not.toContain('pool');
    expect(questionWords('what is the point of odin')).not.toContain('pointsprogram');
    // Picking how many coins exist is choosing the supply.
    expect(questionWords('if i make a token i get to pick how many coins exist')).toContain('supply');
  });

  it('reads a token\'s "buy tax" as its trading fee, and short chat spellings', () => {
    expect(questionWords('do tokens have buy tax')).toEqual(['do', 'tokens', 'have', 'buy', 'fee']);
    expect(questionWords('taxes on sells?')).toContain('fees');
    expect(questionWords('wats the fe on the curv')).toContain('fee');
    expect(questionWords('how mch btc to graduate')).toContain('much');
    expect(questionWords('what is x*y=k in plain english')).not.toContain('english');
  });

  it("reads a price that moved after the visitor's own trade as price impact", () => {
    expect(questionWords('i bought 0.1 btc and the price jumped 30%, why')).toContain('impact');
    expect(questionWords('does the price jump when it moves to the amm')).not.toContain('impact');
  });

  it('reads "making stuff up" as a question of reliability, not of making a token', () => {
    expect(questionWords('do you make things up')).toContain('reliable');
    expect(questionWords('do you make things up')).not.toContain('make');
  });

  it('reads "won\'t" as a refusal like "can\'t"', () => {
    expect(questionWords('it just wont go through, why')).toContain('unable');
  });

  it('reads "how many tokens does each coin have" as the supply', () => {
    expect(questionWords('how many tokens does each coin have')).toContain('supply');
    expect(questionWords('how many tokens are sold on the curve')).not.toContain('supply');
    expect(questionWords('How many of each token exist?')).toContain('supply');
    expect(questionWords('How many coins exist in total for each token launched on Odin?')).toContain(
      'supply',
    );
    expect(questionWords('how many coins does every token on odin have in total')).toContain('supply');
  });

  it('reads a big holder as a whale and BTC put onto the site as a deposit', () => {
    expect(questionWords('why does the price drop after a big holder sells')).toContain('whale');
    expect(questionWords('how do i get bitcoin onto the site')).toContain('deposit');
  });

  it('reads "isn\'t" as "is not", the person who made a token as its creator, and drops "like I\'m five"', () => {
    expect(questionWords("odin isn't really on bitcoin")).toEqual([
      'odin',
      'is',
      'not',
      'really',
      'on',
      'bitcoin',
    ]);
    expect(questionWords('is the person who made a token trustworthy')).toContain('creator');
    expect(questionWords("can you explain it like i'm five")).not.toContain('five');
  });

  it('reads a token that just launched as a new one, runes from outside Odin as external, mistakes as reliability', () => {
    expect(questionWords('the risks of buying a token that just launched')).toContain('new');
    expect(questionWords('the risks of buying a token that just launched')).not.toContain('launched');
    expect(questionWords('can runes from outside odin be traded')).toContain('external');
    expect(questionWords('can odai make mistakes')).toContain('reliable');
  });

  it('reads printing more tokens as minting them', () => {
    expect(questionWords('can the creator print more later on')).toContain('mint');
  });

  it('reads money put "in" with no place named as a buy, and money put on Odin as a deposit', () => {
    expect(questionWords('before i put any money in, what should i check')).toContain('buy');
    expect(questionWords('before i put any money in, what should i check')).not.toContain('money');
    expect(questionWords('how do i put money on odin')).toContain('deposit');
  });

  it('reads walking into a trap as a scam, and intensifiers and "brand new" as no topic', () => {
    expect(questionWords('so i am not walking into a trap')).toContain('scam');
    expect(questionWords("i'm brand new and have no idea how fees work")).not.toContain('brand');
    expect(questionWords("i'm brand new and have no idea how fees work")).not.toContain('idea');
  });

  it('splits words written together', () => {
    expect(questionWords('can i sell anytime')).toEqual(['can', 'i', 'sell', 'any', 'time']);
  });

  it('keeps "short" only where it is a trade', () => {
    expect(questionWords('how do i short a token')).toContain('short');
    expect(questionWords('shorting odin tokens?')).toContain('shorting');
    expect(questionWords('in short, what are the fees')).not.toContain('short');
    expect(questionWords('is there a short wait for deposits')).not.toContain('short');
  });
});

describe("traders' shorthand (set W)", () => {
  it.each([
    ['how tf do i tell which one is the og', 'original'],
    ['the sign-in msg, how fast does it expire', 'message'],
    ['why x288 in ur vol calc', 'volatility'],
  ])('%s reads %s', (question, word) => {
    expect(questionWords(question)).toContain(word);
  });

  it('reads a token off its curve as ascended, BTC poured in as spent, and fees left aside as no topic', () => {
    expect(questionWords('once a token has left the bonding curve, what sets its price')).toContain(
      'ascended',
    );
    expect(questionWords('how much btc gets poured into a curve (ignoring fees)')).not.toContain('fees');
    expect(questionWords('how much btc gets poured into a curve')).toContain('spent');
    expect(questionWords('bc i was reading it, does it expire or smth')).not.toContain('bc');
  });

  it('reads basis points as a percentage', () => {
    expect(questionWords('curve trades 100 bps')).toEqual(expect.arrayContaining(['1', 'percent']));
  });

  it("reads words from the visitor's own language as the guides' words, accents folded", () => {
    expect(questionWords('cuántas confirmaciones need a btc deposit')).toEqual(
      expect.arrayContaining(['how', 'many', 'confirmations']),
    );
    expect(questionWords('comissão na amm')).toContain('fee');
    expect(questionWords('ile wynosi opłata')).toEqual(expect.arrayContaining(['how', 'fee']));
  });

  it('reads a column or tab of the dashboard as the figure it shows, but keeps a credit card', () => {
    expect(questionWords('24h transactions column')).not.toContain('column');
    expect(questionWords('the most volatile tab, std dev of what')).toEqual(
      expect.arrayContaining(['standard', 'deviation']),
    );
    expect(questionWords('can i pay with a credit card')).toContain('card');
    expect(questionWords('sent btc an hour ago, should i panic')).not.toContain('panic');
  });

  it('reads an orderbook as an order book', () => {
    expect(questionWords('is it an orderbook or amm')).toEqual(expect.arrayContaining(['order', 'book']));
  });

  it('reads the cost per coin as the price of one token, not what launching costs', () => {
    expect(questionWords('What does a brand-new token cost per coin right at launch?')).toEqual(
      expect.arrayContaining(['price', 'per', 'token']),
    );
  });
});
