import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { offScaleScore } from './off-scale-figure.js';

describe('a figure the liquidity score cannot show', () => {
  it('is a bare number above 10 in a question about liquidity', () => {
    expect(offScaleScore('a token shows 92 next to the liquidity score, is that good?')).toBe('92');
    expect(offScaleScore('liquidity score says 45 what does that mean')).toBe('45');
  });

  it('is no score in range, no percent, amount, rank or count', () => {
    for (const question of [
      'liquidity score of 7.5 is that good',
      'what does a liquidity score of 10 mean',
      'liquidity 0.3 btc and 120 holders, whats a good liquidity score',
      'how much btc moves the price by 20% with low liquidity',
      'top 20 tokens by liquidity',
      'is 2500 sats of liquidity enough',
    ])
      expect(offScaleScore(question), question).toBeNull();
  });

  it('leads the liquidity-score answer with the range, and leaves other answers alone', async () => {
    const engine = fixtureEngine();
    const offScale = await engine.reply({
      question: 'a token shows 92 next to the liquidity score, is that good?',
      history: [],
    });
    expect(offScale.markdown).toMatch(
      /^The liquidity score runs from 0 to 10, so 92 is not a liquidity score/,
    );
    const inRange = await engine.reply({ question: 'liquidity score of 7.5 is that good', history: [] });
    expect(inRange.markdown).not.toMatch(/is not a liquidity score/);
  });
});
