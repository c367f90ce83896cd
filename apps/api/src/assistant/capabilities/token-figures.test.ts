import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('token figures', () => {
  it("gives a token's figures when it is all that is asked about ('tell me about odin dog'), not ODAI's own guide", async () => {
    const dog = await ask('tell me about odin dog');
    expect(dog.markdown).toMatch(/^\*\*ODINDOG\*\* \(id `2jjj`\)/);
    expect((await ask('tell me about ODAI')).markdown).toMatch(/^ODAI is an unofficial guide/);
  });

  it('reads "going for" as the price', async () => {
    const r = await ask('what is the ODAI token going for at the moment');
    expect(r.markdown).toMatch(/Price: [\d.,]+ sats per token/);
  });

  it("leaves what a token is ('what's the deal with ICONFUCIUS') to its guide; 'at right now' is its price", async () => {
    const deal = await ask(
      "what's the deal with ICONFUCIUS, is it a real AI thing or just a name on a meme coin?",
    );
    expect(deal.markdown).toMatch(/onicai/);
    const now = await ask("what's the ODAI token at right now? the one this site is named after");
    expect(now.markdown).toMatch(/Price: 1\.9312 sats/);
  });

  it('leaves a "why" a guide explains to the guide, not the token figures', async () => {
    const r = await ask(
      'I bought ODINDOG with one big order and got way fewer tokens than the price said, why',
    );
    expect(r.markdown).toMatch(/price impact/i);
    expect(r.markdown).not.toMatch(/Market cap:/);
  });

  it("leaves the example a guide quotes about a token to the guide ('odin's docs have a price impact example on ODINDOG')", async () => {
    const r = await ask(
      "odin's docs have a price impact example on ODINDOG: how much did a 1 BTC buy move the price?",
    );
    expect(r.markdown).toMatch(/32\.9%/);
    expect(r.markdown).not.toMatch(/Market cap:/);
  });

  it("leaves another venue's listing of a token to the guides, which decline it ('will binance list odindog')", async () => {
    for (const q of ['will binance list odindog', 'is ODINDOG listed on binance?']) {
      const r = await ask(q);
      expect(r.markdown, q).toMatch(/no reliable answer/);
      expect(r.markdown, q).not.toMatch(/Market cap:/);
    }
  });

  it("gives a named token's id and page when asked for them, not a guide about ids", async () => {
    const r = await ask("what's ODINDOG's token id? my mate wants to bookmark its page");
    expect(r.markdown).toMatch(
      /^\*\*ODINDOG\*\*'s token id is `2jjj`; its page on Odin\.fun is https:\/\/odin\.fun\/token\/2jjj\./,
    );
    // An id given as an example asks what ids are.
    const example = await ask('what are those little codes like 29m8 in the token url');
    expect(example.markdown).not.toMatch(/token id is `29m8`/);
  });

  it('still gives figures for a "why" no guide answers', async () => {
    const r = await ask('why is ODINDOG down today');
    expect(r.markdown).toMatch(/ODINDOG/);
  });
});

describe('whole-market phrasings', () => {
  it.each([
    ['which token has the deepest liquidity', /highest liquidity score/],
    ['which coin has the thinnest liquidity', /lowest liquidity score/],
    ['what are the hottest tokens', /Top gainers/],
    ['which token moved the most today', /Top gainers/],
  ])('%s', async (question, expected) => {
    expect((await ask(question)).markdown).toMatch(expected);
  });

  it("leaves what makes a token 'trending' to the guides (volume), not a ranking", async () => {
    const r = await ask("What actually makes a token count as 'trending'?");
    expect(r.markdown).toMatch(/sorting on volume/);
    expect(r.markdown).not.toMatch(/Top gainers \(24h\)/);
  });

  it('reads "more or less" as about, not as a ranking of the smallest', async () => {
    const r = await fixtureEngine().reply({
      question: 'market cap of a coin in the moment it graduate, more or less how much is it',
      history: [],
    });
    expect(r.markdown).toMatch(/^The market cap at ascension is about 1 BTC/);
  });

  it("answers how a figure is worked out from the guides after a token, not with the token's figure again", async () => {
    const first = 'whats odindog at right now';
    const r1 = await ask(first);
    const r2 = await engine.reply({
      question: 'how do u calculate that liquidity score thing',
      history: [
        { isUser: true, message: first },
        { isUser: false, message: r1.markdown, sources: r1.sources },
      ],
    });
    expect(r2.markdown).toMatch(/^The liquidity score runs from 0 to 10/);
  });
});
