import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsd } from './usd.js';

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    ['0', '$0.00'],
    [-0, '$0.00'],
    [950.123, '$950.12'],
    [1, '$1.00'],
    [1234, '$1.23K'],
    ['1234567.89', '$1.23M'],
    [2_500_000_000, '$2.50B'],
    [0.5, '$0.50'],
    [0.00123456, '$0.00123'],
    [-1500, '-$1.50K'],
    ['garbage', '—'],
    [Number.POSITIVE_INFINITY, '—'],
  ])('%p → %p', (input, expected) => {
    expect(formatUsd(input)).toBe(expected);
  });

  it('always starts with $ (after an optional minus) and never prints NaN', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (n) => {
        const out = formatUsd(n);
        expect(out).toMatch(/^-?\$/);
        expect(out).not.toMatch(/NaN|Infinity|undefined/);
      }),
    );
  });
});
