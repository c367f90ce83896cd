import { describe, expect, it } from 'vitest';
import { ungroundedNumbers } from './grounding-check.js';

describe('ungroundedNumbers', () => {
  const grounding = 'The curve fee is 1% and the AMM fee 0.5%. Holders: 11,151. Price 330.189 sats.';

  it('accepts numbers that occur in the grounding text, with or without grouping', () => {
    expect(ungroundedNumbers('Fees are 1% and 0.5%; 11151 holders at 330.189 sats.', grounding)).toEqual([]);
  });

  it('flags invented numbers, including ones that only occur inside a longer number', () => {
    expect(ungroundedNumbers('The fee is 2% and the price 330.18 sats.', grounding)).toEqual(['2', '330.18']);
    expect(ungroundedNumbers('About 151 holders.', grounding)).toEqual(['151']);
  });
});
