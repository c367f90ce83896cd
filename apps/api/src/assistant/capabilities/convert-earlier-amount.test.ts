import { describe, expect, it } from 'vitest';
import { fixtureEngine, replyAfter } from '../../test-support/engines.js';
import { leadAmounts, unitAskedOfThat } from './convert-earlier-amount.js';

describe('convert earlier amount', () => {
  it('reads "that in <unit>" follow-ups, and nothing that names its own subject', () => {
    expect(unitAskedOfThat('how much is that in sats?')).toBe('sat');
    expect(unitAskedOfThat('and in btc?')).toBe('btc');
    expect(unitAskedOfThat('ok how many sats is that')).toBe('sat');
    expect(unitAskedOfThat('that in msats pls')).toBe('msat');
    expect(unitAskedOfThat('what is the fee in sats?')).toBeNull();
    expect(unitAskedOfThat('how much is odindog in sats')).toBeNull();
  });

  it('takes the lead paragraph amounts, none when it already gives the unit asked', () => {
    expect(leadAmounts('4.2 M tokens plus 0.2 BTC go into the pool.\n\nA 0.1 BTC swap pays…', 'sat')).toEqual(
      [{ amount: 0.2, from: 'btc' }],
    );
    expect(leadAmounts('about 4.76 sats per token, and 0.2 BTC seeds the pool', 'sat')).toEqual([]);
  });

  it('converts the amount the last answer gave', async () => {
    const engine = fixtureEngine();
    const sats = await replyAfter(
      engine,
      'how much btc goes into the pool when a token ascends?',
      'how much is that in sats?',
    );
    expect(sats.intent).toBe('convert_earlier_amount');
    expect(sats.markdown).toMatch(/^\*\*0\.2 BTC = 20,000,000 sats\.\*\*/);
    // A token's figures say no amount in their lead: the token's own figures answer.
    const price = await replyAfter(engine, 'whats the price of odindog', 'how much is that in btc');
    expect(price.intent).not.toBe('convert_earlier_amount');
  });
});
