import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { whatIfAsked } from './what-if.js';

// "What if …" questions, the failures of dev set CO (decision 069).
const engine = fixtureEngine();
const ask = async (question: string) => (await engine.reply({ question, history: [] })).markdown;

describe('reading "what if"', () => {
  it.each([
    ['what if nobody buys my token', 'what happens if nobody buys my token'],
    ['ok what if i lose my wallet?', 'ok what happens if i lose my wallet?'],
    [
      'what if i wanted to buy out the whole curve myself, how much btc would that take roughly?',
      'if i wanted to buy out the whole curve myself, how much btc would that take roughly?',
    ],
  ])('"%s" → "%s"', (question, expected) => {
    expect(whatIfAsked(question)).toBe(expected);
  });

  it('leaves a question without "what if" as typed', () => {
    expect(whatIfAsked('what is the fee if i sell')).toBe('what is the fee if i sell');
  });

  it('answers the question a condition is set for, not the condition as a question of its own', async () => {
    const answer = await ask(
      'what if i wanted to buy out the whole curve myself, how much btc would that take roughly?',
    );
    expect(answer).toMatch(/0\.211 BTC/);
    expect(answer).not.toMatch(/confirmations/);
  });

  it('answers protection from a price that moves under a trade with the slippage limit', async () => {
    expect(
      await ask('what if the price moves while my trade is going through, can i protect myself somehow?'),
    ).toMatch(/slippage limit/);
    // Staying safe in general is still the safety tips.
    expect(await ask('how do i protect myself on odin')).toMatch(/seed phrase/);
  });

  it('converts a raw API price quoted as JSON, the API named after it', async () => {
    expect(
      await ask('what if i see "price": 330189 in the api response for ODINDOG, is that sats??'),
    ).toMatch(/330,189 millisats = 330\.189 sats/);
  });
});
