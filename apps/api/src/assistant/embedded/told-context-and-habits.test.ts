import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

// What a message tells before it asks, habits from other venues, "there" and a part's own word
// (set DY, 2026-11-28: rambling and indirect askers).
const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });
const refs = (reply: { sources: { ref: string }[] }) => reply.sources.map((s) => s.ref);

describe('what was told before the question', () => {
  it('asks a short ask with no word of its own ("out of what? 100?") about what was told', async () => {
    const reply = await ask('on the analytics page there is "liquidity score" like 5.9. out of what? 100?');
    expect(reply.sources[0]?.ref).toBe('reading-analytics#liquidity-score');
    expect(reply.markdown).toMatch(/0 to 10/);
  });

  it('reads a label before the question ("referral rebate...") as its topic', async () => {
    const reply = await ask('referral rebate... how much do i actually get back, exact number pls');
    expect(reply.sources[0]?.ref).toBe('fees#referral-rebate');
    expect(reply.markdown).toMatch(/0\.25%/);
  });

  it('answers a question about Odin when another venue is only the visitor’s habit', async () => {
    const slippage = await ask(
      'i always use 1% slippage on uniswap. on odin thin pools, when should i get worried about price impact?',
    );
    expect(slippage.markdown).not.toMatch(/no reliable answer/);
    expect(refs(slippage)[0]).toMatch(/^amm-trading#/);
    const fee = await ask(
      'binance takes 0.1% per trade for me. what does odin take when i buy on the bonding curve',
    );
    expect(fee.sources[0]?.ref).toBe('fees#bonding-curve-fee');
    expect(fee.markdown).toMatch(/\b1%/);
    // Asked of the other venue itself, it is still no answer of ODAI's.
    expect((await ask('what does uniswap charge per swap?')).markdown).toMatch(/no reliable answer/);
  });

  it('reads a $ticker in a question about ticker rules as the visitor’s example', async () => {
    const reply = await ask(
      'ticker question. can i put $meow2024 in small letters or what are the rules for the ticker when creating a coin',
    );
    expect(reply.markdown).not.toMatch(/couldn't find a token/);
    expect(reply.markdown).toMatch(/3 to 10 upper-case/);
    expect((await ask('price of $meow2024?')).markdown).toMatch(
      /couldn't find a token called \*\*meow2024\*\*/,
    );
  });
});

describe('parts that lean on the part before', () => {
  it('keeps a part’s own word when a listed question says it ("how big the image can be")', async () => {
    const reply = await ask('making my first coin: max length of the name? and how big the image can be');
    expect(refs(reply)).toEqual(['launching-a-token#name-rules', 'launching-a-token#the-token-image']);
    expect(reply.markdown).toMatch(/200 KB/);
  });

  it('reads "there" as the place the part before named', async () => {
    const reply = await ask(
      'when ascension happen how much btc get put in the pool, and what price (sats) does the token start trading at there?',
    );
    expect(refs(reply)).toContain('bonding-curves#why-the-price-carries-over');
    expect(reply.markdown).toMatch(/4\.76 sats/);
  });

  it('reads "how many total tokens each coin has" as the supply', async () => {
    const reply = await ask(
      'how many total tokens each coin has, and how many % need to be sold before it ascends?',
    );
    expect(reply.markdown).toMatch(/21 M/);
    expect(reply.markdown).not.toMatch(/no reliable answer/);
  });
});

describe('habits and small talk', () => {
  it('says which language it answers in', async () => {
    for (const question of [
      'hola amigo, u speak english only or?',
      'can i ask in french',
      'do you speak spanish?',
    ]) {
      const reply = await ask(question);
      expect(reply.markdown, question).toMatch(/I answer in English/);
    }
    expect((await ask('hola amigo')).markdown).toMatch(/^Hi!/);
  });

  it('tells how to spot a copy of the site before signing', async () => {
    const reply = await ask(
      'got a site that looks exactly like odin and ask me to sign a message with my wallet to login. how can i tell if its safe to sign',
    );
    expect(reply.markdown).toMatch(/^\*\*This is a scam/);
    expect(reply.markdown).toMatch(/read the domain[^.]*odin\.fun exactly/);
  });

  it('answers "what should I look at before I ape in" with the checks, not a declined pick', async () => {
    const reply = await ask('before i ape into some random new coin what should i look at');
    expect(reply.sources[0]?.ref).toBe('security#checks-before-you-buy');
    expect(reply.markdown).not.toMatch(/can't tell you what to buy/);
    // A pick is still declined.
    expect((await ask('which new coin should i ape into?')).markdown).toMatch(/can't tell you what to buy/);
  });

  it('ends a declined pick cut short in a multi-part answer as a sentence, not "yourself:"', async () => {
    const reply = await ask(
      "whats the deal with the ODAI token on the page, what's the progress bar mean and is it worth buying",
    );
    expect(reply.markdown).toMatch(/can't tell you what to buy/);
    expect(reply.markdown.trim()).not.toMatch(/:$/);
    // "On the page" is where the token was seen, not its page asked for.
    expect(reply.markdown).not.toMatch(/token id is `2odai`/);
    expect((await ask('link to the page of odindog')).markdown).toMatch(/odin\.fun\/token\/2jjj/);
  });

  it('says whether high volatility is good or bad', async () => {
    expect((await ask('is high volatility good or bad?')).markdown).toMatch(/neither good nor bad/);
  });
});
