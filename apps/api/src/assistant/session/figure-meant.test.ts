import { describe, expect, it } from 'vitest';
import { afterAnswerCiting } from '../../test-support/history.js';
import { withFigureMeant } from './figure-meant.js';

const answered = (question: string, ref: string) => afterAnswerCiting(ref, question);

describe('"what does that mean" after one figure', () => {
  it('names the figure just given', () => {
    expect(withFigureMeant('what does that mean', answered('whats the price of odindog', 'token:2jjj'))).toBe(
      'what does the price on the dashboard mean',
    );
    expect(
      withFigureMeant('ok what does that number even mean?', answered('volatility of bobai', 'token:2h4c')),
    ).toBe('ok what does the volatility even mean?');
  });

  it('leaves it alone after a guide, after several figures, or when more is asked', () => {
    expect(withFigureMeant('what does that mean', answered('what is the price', 'fees#amm-fee'))).toBe(
      'what does that mean',
    );
    expect(
      withFigureMeant('what does that mean', answered('price and holders of odindog', 'token:2jjj')),
    ).toBe('what does that mean');
    expect(
      withFigureMeant('what does that mean for my bag', answered('whats the price of odindog', 'token:2jjj')),
    ).toBe('what does that mean for my bag');
  });
});
