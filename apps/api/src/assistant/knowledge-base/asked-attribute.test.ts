import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { withAskedAttribute } from './asked-attribute.js';

describe('a later part that asks the earlier part’s attribute', () => {
  it('carries the price, the fee or the minimum over to a part that names none', () => {
    expect(
      withAskedAttribute("what's it at when it graduates", ['what does a token cost at the start']),
    ).toBe("what's it at when it graduates (price)?");
    expect(
      withAskedAttribute('does that change after it moves to the pool?', ['what is the fee on the curve']),
    ).toBe('does that change after it moves to the pool (fee)?');
    expect(
      withAskedAttribute('and what about after it ascends?', ['what does it cost to trade on the curve']),
    ).toBe('and what about after it ascends (fee)?');
  });

  it('leaves a part that names its own attribute, a token, or asks something else', () => {
    expect(withAskedAttribute("what's the fee after it ascends", ['price at the start'])).toBeNull();
    expect(withAskedAttribute('is it a good buy', ['price of ODINDOG'])).toBeNull();
    expect(
      withAskedAttribute('is there a person somewhere setting it?', ['who decides its price']),
    ).toBeNull();
    expect(withAskedAttribute('how do i sell', ['what is the fee'])).toBeNull();
  });

  it.each([
    [
      "what does a token cost at the very start of the curve and what's it at by the time it graduates",
      /4\.76/,
    ],
    [
      'how much is the fee while a coin is still on the bonding curve, and does that change after it moves to the pool?',
      /0\.5\s?%/,
    ],
  ])('answers both parts of %s', async (question, second) => {
    const r = await fixtureEngine().reply({ question, history: [] });
    expect(r.markdown).toMatch(second);
  });

  it('carries the fee over to a follow-up in the next message', async () => {
    const engine = fixtureEngine();
    const first = "what's the fee while a coin is still in the early price-ramp stage?";
    const r1 = await engine.reply({ question: first, history: [] });
    const r2 = await engine.reply({
      question: 'and once its moved over to the real pool?',
      history: [
        { isUser: true, message: first },
        { isUser: false, message: r1.markdown, sources: r1.sources },
      ],
    });
    expect(r2.markdown).toMatch(/^Swaps in an ascended token's AMM pool pay a 0\.5% fee/);
  });

  it('carries the attribute past a word that only acknowledges ("ok and once it graduates")', () => {
    expect(withAskedAttribute('ok and once it graduates to the amm?', ['whats the fee on the curve'])).toBe(
      'ok and once it graduates to the amm (fee)?',
    );
  });
});
