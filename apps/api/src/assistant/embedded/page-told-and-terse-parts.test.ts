import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { splitQuestion } from './split-question.js';

// What a visitor reads off our page before asking, one-word parts of a terse message, and the
// ODAI token on our page (sets DZ, EA, EB, 2026-11-28: page-open, hypothetical and terse askers).
const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('what the page shows, told before the question', () => {
  it('answers the question after a label read off the page, not the label', async () => {
    const amm = await ask(
      "After ascension the fee box talks about 'AMM trading'. What kind of AMM does Odin use?",
    );
    expect(amm.sources[0]?.ref).toBe('amm-trading#constant-product-pools');
    expect(amm.markdown).toMatch(/constant-product|x·y = k/);
    const odin = await ask(
      'The top bar has a link out to the official marketplace. Before I click it: what actually is Odin.fun?',
    );
    expect(odin.sources[0]?.ref).toBe('what-is-odin#overview');
  });

  it('reads "ODAI\'s tile" as where a figure was read, not a thing ODAI owns', async () => {
    const reply = await ask("ODAI's tile says 'Liquidity Score 3.1/10'. What does that score measure?");
    expect(reply.sources[0]?.ref).toBe('reading-analytics#liquidity-score');
    expect(reply.markdown).toMatch(/0 to 10/);
  });

  it('keeps the pull of a story of the visitor’s own told before the question', async () => {
    const reply = await ask('i want to pull my btc out to my ledger. what fees will i pay on the way out?');
    expect(reply.sources[0]?.ref).toMatch(/^(?:deposits-withdrawals|fees)#/);
    expect(reply.markdown).toMatch(/network fee|miner|minter/i);
  });

  it('names the ODAI token on our page as the product’s own featured token', async () => {
    const reply = await ask('wait whats the ODAI token on the homepage');
    expect(reply.markdown).toMatch(/own featured AI token/);
    expect(reply.markdown).toMatch(/do not show an Odin\.fun token called ODAI/);
  });
});

describe('terse parts', () => {
  it('answers a one-word topic asked on its own as a part ("fees? and wen amm")', async () => {
    const reply = await ask('supply? n start price');
    expect(reply.markdown).toMatch(/21 M|21,000,000/);
    expect(reply.markdown).toMatch(/0\.118 sats/);
  });

  it('does not make a part of an interjection or a thank-you', async () => {
    const reply = await ask('lol? and wen amm');
    expect(reply.markdown).not.toMatch(/\*\*Lol/i);
  });
});

describe('the dashboard, asked about by its name', () => {
  it('counts the tokens the dashboard tracks, and those still on their curve', async () => {
    const count = await ask('How many tokens does the dashboard track?');
    expect(count.sources[0]?.ref).toBe('market:overview');
    expect(count.markdown).toMatch(/Tracked tokens: 7/);
    const stage = await ask(
      'How many tokens on the dashboard are still on the bonding curve rather than ascended?',
    );
    expect(stage.markdown).toMatch(/^3 of the 7 tokens/);
  });

  it('thanks a visitor who praises the charts, without a guide section', async () => {
    const reply = await ask('lol ok the charts are pretty');
    expect(reply.markdown).toMatch(/^Thanks, glad you like it!/);
    expect(reply.markdown.split(/\s+/).length).toBeLessThanOrEqual(60);
    // A question about the charts is still a question.
    expect((await ask('the charts are pretty, how do i open one?')).markdown).not.toMatch(/^Thanks/);
  });
});

describe('traders’ shorthand and amounts put into a token', () => {
  it('reads "ref" as the referral and "total tx" as the market’s transactions', async () => {
    expect((await ask('ref program how')).sources[0]?.ref).toBe('fees#referral-rebate');
    expect((await ask('total tx 24h all')).markdown).toMatch(/Transactions in the last 24 h: 2,990/);
  });

  it('reads "how many tokens would i get" for a made-up token as that token, not the market count', async () => {
    const reply = await ask("if i put 300 sats into ZORBLAX, how many tokens would i get at today's price?");
    expect(reply.markdown).toMatch(/couldn't find a token called \*\*ZORBLAX\*\*/);
  });

  it('answers "who runs it" with a sentence that names its subject', async () => {
    const reply = await ask('who runs odin');
    expect(reply.markdown).not.toMatch(/^He\b/);
    expect(reply.markdown).toMatch(/Toniq/);
  });
});

describe('a token named as an example or a wallet asked for', () => {
  it('answers how a kind of token works when one is named only as an example ("a token like X")', async () => {
    const reply = await ask('When does an ascended token like ICONFUCIUS get etched as a Rune?');
    expect(reply.sources[0]?.ref).toBe('runes-basics#what-is-not-known');
    // Its figures are still asked for when the question wants them.
    expect((await ask('coins like ODINDOG, what is the price')).markdown).toMatch(/330\.189 sats/);
  });

  it('reads "who is the biggest holder of X" as a wallet, not the holders ranking', async () => {
    const reply = await ask('who is the biggest holder of ODINDOG');
    expect(reply.markdown).toMatch(/no reliable record of who holds/);
    expect((await ask('which token has the most holders')).markdown).toMatch(/has the most holders/);
  });
});

describe('a remark about someone else after the question', () => {
  it('leaves "a friend keeps talking about it" out as a part, but keeps "someone mentioned ckbtc"', () => {
    expect(
      splitQuestion(
        "hey, so what exactly is odin.fun? a friend keeps talking about it and I only know it's something with bitcoin runes",
      ),
    ).toHaveLength(1);
    expect(
      splitQuestion(
        'does my btc actually stay on bitcoin when i trade on odin or what happens to it? someone mentioned ckbtc',
      ),
    ).toHaveLength(2);
  });
});

describe('a story with price words before the question', () => {
  it('answers "what is slippage" after "got way less than the price showed", not the lowest-price ranking', async () => {
    const reply = await ask(
      'i tried to sell about 40% of my bag in a small token on the amm and got way less than the price showed. what is slippage and how do i keep it down?',
    );
    expect(reply.sources.map((s) => s.ref)).toEqual(['amm-trading#price-impact', 'amm-trading#slippage']);
    expect(reply.markdown).not.toMatch(/lowest price per token/);
    // "how do i keep it down" is asked of slippage.
    expect(reply.markdown).toMatch(/slippage limit/);
  });
});
