import { describe, expect, it } from 'vitest';
import { fixtureEngine, replyAfter } from '../../test-support/engines.js';

const engine = fixtureEngine();

const chat = (...turns: string[]) => replyAfter(engine, ...turns);

// Ten K's misses in general form (decision 084).
describe('the featured token, market-wide counts, custody and scam follow-ups', () => {
  it("gives the landing page's featured token with the figures asked", async () => {
    const r = await chat('tell me about the featured token, price and how many holders');
    expect(r.intent).toBe('featured_token');
    expect(r.markdown).toMatch(/^The featured token on ODAI's landing page is \*\*ODAI\*\*; its figures:/);
    expect(r.markdown).toMatch(/- Price: 1\.9312 sats per token\n- Holders: 412/);
    expect((await chat('what does the featured badge mean')).intent).toBe('search_knowledge');
  });

  it('counts the whole market’s transactions, and one token’s when it is named', async () => {
    expect((await chat('how many transactions happened on odin in the last 24h')).markdown).toMatch(
      /Transactions in the last 24 h: 2,990/,
    );
    expect((await chat('how many transactions did odindog have')).markdown).toMatch(/1,840/);
  });

  it('answers whether Odin holds your keys from the guides, not as a secret request', async () => {
    const r = await chat('what does threshold signing mean, does odin hold my keys or not');
    expect(r.markdown).toMatch(/^Threshold signing means no single server holds the Bitcoin private key/);
    expect((await chat('should i give odin my keys')).intent).toBe('secret_request');
  });

  it('keeps the warning when the other side claims a title', async () => {
    const r = await chat(
      'some guy in telegram is selling presale spots for a new odin token, should i send him btc',
      'he says hes an odin mod tho, does that change anything',
    );
    expect(r.intent).toBe('scam_follow_up');
    expect(r.markdown).toMatch(/^\*\*No, that doesn't change it\.\*\* Anyone can call themselves a mod/);
    expect((await chat('what are the fees', 'but is that legit')).intent).not.toBe('scam_follow_up');
  });
});
