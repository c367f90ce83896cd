import { describe, expect, it } from 'vitest';
import { afterAnswerCiting } from '../../test-support/history.js';
import { withExplainedFigure } from './figure-explained.js';

const explained = (ref: string) => afterAnswerCiting(ref, 'what does it mean');

describe('"which token has the highest one" after a figure was explained', () => {
  it('asks the ranking by the figure the guide answer explained, in the order asked', () => {
    expect(
      withExplainedFigure(
        'which token has the highest one right now',
        explained('reading-analytics#liquidity-score'),
      ),
    ).toBe('which token has the highest one right now, the highest liquidity score?');
    expect(withExplainedFigure('who has the lowest?', explained('reading-analytics#volatility'))).toBe(
      'who has the lowest, the least volatile?',
    );
    expect(withExplainedFigure('ok which one is top rn', explained('reading-analytics#24h-change'))).toBe(
      'ok which one is top rn, the top gainer?',
    );
  });

  it('leaves other follow-ups alone', () => {
    // After a section that explains no single ranked figure.
    expect(withExplainedFigure('which token has the highest one', explained('fees#amm-fee'))).toBe(
      'which token has the highest one',
    );
    // A figure of its own, or no "which".
    expect(
      withExplainedFigure('which token has the most holders', explained('reading-analytics#liquidity-score')),
    ).toBe('which token has the most holders');
    expect(withExplainedFigure('is a high one good?', explained('reading-analytics#liquidity-score'))).toBe(
      'is a high one good?',
    );
  });
});
