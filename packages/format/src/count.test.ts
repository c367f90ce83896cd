import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './count.js';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.0K'],
    [1049, '1.0K'],
    [1050, '1.1K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_950, '1.0M'],
    [1_000_000, '1.0M'],
    [1_250_000, '1.3M'],
    [-1500, '-1.5K'],
    [-42, '-42'],
    ['1000', '1.0K'],
    [' 2500 ', '2.5K'],
    ['999950', '1.0M'],
    [-0, '0'],
  ])('%p → %p', (input, expected) => {
    expect(formatCount(input)).toBe(expected);
  });

  it.each([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['abc'],
    [''],
    [null],
    [undefined],
    [{}],
    ['1e'],
    ['0x10'],
  ])('prints a dash for %p', (input) => {
    expect(formatCount(input)).toBe('—');
  });

  it('never prints 1000.0K, NaN or Infinity for any finite number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }), (n) => {
        const out = formatCount(n);
        expect(out).not.toMatch(/1,?000\.\dK|NaN|Infinity|undefined/);
        expect(out).toMatch(/^-?[\d,]+(\.\d[KM])?$/);
      }),
    );
  });

  it('reads numeric strings exactly like numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        expect(formatCount(String(n))).toBe(formatCount(n));
      }),
    );
  });
});
