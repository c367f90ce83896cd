import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { missingDetail } from './missing-detail.js';

describe('a detail of a token that the market data does not hold', () => {
  it('reads who made, the dev and the links as such details', () => {
    expect(missingDetail('who is the dev of 2jjj')?.('X')).toBe('who created X');
    expect(missingDetail('who made ODINDOG?')?.('X')).toBe('who created X');
    expect(missingDetail('does 2jjj have a telegram')?.('X')).toBe('the links or accounts of X');
  });

  it('does not read "or only the dev", a choice offered in a question of who may act', async () => {
    expect(missingDetail('can anyone add liquidity to the 2jjj pool or only the dev')).toBeNull();
    const reply = await fixtureEngine().reply({
      question: 'can anyone add liquidity to the 2jjj pool or only the dev',
      history: [],
    });
    expect(reply.sources.map((s) => s.ref)).toContain('amm-trading#adding-liquidity');
    expect(reply.markdown).toMatch(/^Anyone can add liquidity/);
  });

  it('reads the chat a token was seen in, and a remark after a figure, as no detail asked', () => {
    expect(missingDetail('saw ODINDOG all over the tg today, whats it trading at right now?')).toBeNull();
    expect(missingDetail('someone in our tg asks how many holders ODINDOG has right now')).toBeNull();
    expect(missingDetail('BOBAI market cap?? it dropped so hard i think the dev rugged')).toBeNull();
    // Asked as a question of its own, beside the figure, the detail still is.
    expect(missingDetail("what's odindog's price? and who is the dev?")?.('X')).toBe('who created X');
    expect(missingDetail('does odindog have a tg')?.('X')).toBe('the links or accounts of X');
  });

  it('answers the figure and the detail part by part', async () => {
    const reply = await fixtureEngine().reply({
      question: "what's odindog's price? and who is the dev?",
      history: [],
    });
    expect(reply.intent).toBe('multi_part');
    expect(reply.markdown).toMatch(/330\.189 sats[\s\S]*no reliable record of who created/);
  });
});
