import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLiquidity, formatPercent, formatProgress, formatVolatility } from './percent.js';

describe('formatPercent', () => {
  it.each([
    [0, '0.00%'],
    [-0, '0.00%'],
    ['0', '0.00%'],
    ['-0.000', '0.00%'],
    [0.004, '0.00%'],
    [-0.004, '0.00%'],
    [0.005, '+0.01%'],
    [12.345, '+12.35%'],
    ['12.3', '+12.30%'],
    [-5.5, '-5.50%'],
    ['-99.999', '-100.00%'],
    [1234.5, '+1,234.50%'],
  ])('%p → %p', (input, expected) => {
    expect(formatPercent(input)).toBe(expected);
  });

  it.each([['n/a'], [Number.NaN], [Number.NEGATIVE_INFINITY], [undefined], [null], ['']])(
    'dash for %p',
    (v) => {
      expect(formatPercent(v)).toBe('—');
    },
  );

  it('the sign always matches the printed magnitude', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), (n) => {
        const out = formatPercent(n);
        if (out === '0.00%') return;
        expect(out.startsWith(n > 0 ? '+' : '-')).toBe(true);
        expect(out).toMatch(/^[+-][\d,]+\.\d{2}%$/);
      }),
    );
  });
});

describe('formatVolatility', () => {
  it.each([
    [12.345, '12.35%'],
    ['0', '0.00%'],
    [-0, '0.00%'],
    ['187.5', '187.50%'],
    ['x', '—'],
  ])('%p → %p', (input, expected) => {
    expect(formatVolatility(input)).toBe(expected);
  });
});

describe('formatLiquidity', () => {
  it.each([
    [7.26, '7.3/10'],
    ['10', '10.0/10'],
    ['0', '0.0/10'],
    [0.04, '0.0/10'],
    [undefined, '—'],
  ])('%p → %p', (input, expected) => {
    expect(formatLiquidity(input)).toBe(expected);
  });
});

describe('formatProgress', () => {
  it('prints one decimal within 0–100', () => {
    expect(formatProgress('61.23')).toBe('61.2%');
    expect(formatProgress(100)).toBe('100.0%');
    expect(formatProgress(null)).toBe('—');
  });
});
