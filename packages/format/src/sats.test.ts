import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSats, satsToUsd } from './sats.js';

describe('formatSats', () => {
  it.each([
    [0, '0 sats'],
    [330.189, '330.19 sats'],
    [4.7619, '4.76 sats'],
    [12_345.6, '12,346 sats'],
    [0.11803, '0.118 sats'],
    [0.5, '0.5 sats'],
    [0.0123, '0.0123 sats'],
    [0.00123, '0.00123 sats'],
    [0.000123, '0.0₃123 sats'],
    [0.0000123, '0.0₄123 sats'],
    ['0.0000123', '0.0₄123 sats'],
    [0.00000000001234, '0.0₁₀1234 sats'],
    [0.00009999, '0.0₄9999 sats'],
    [0.000099999, '0.0₃1 sats'],
    [-2.5, '-2.5 sats'],
    ['nope', '—'],
  ])('%p → %p', (input, expected) => {
    expect(formatSats(input)).toBe(expected);
  });

  it('can leave the unit off', () => {
    expect(formatSats('0.0000123', { unit: false })).toBe('0.0₄123');
  });

  it('round-trips the subscript notation to the same value (4 significant digits)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-15, max: 0.0009, noNaN: true }), (n) => {
        const out = formatSats(n, { unit: false });
        const match = /^0\.0([₀-₉]+)(\d+)$/.exec(out);
        expect(match).not.toBeNull();
        const zeros = Number(
          [...(match?.[1] ?? '')].map((c) => String(c.charCodeAt(0) - '₀'.charCodeAt(0))).join(''),
        );
        const back = Number(`0.${'0'.repeat(zeros)}${match?.[2]}`);
        expect(Math.abs(back - n) / n).toBeLessThan(1e-3);
      }),
    );
  });
});

describe('satsToUsd', () => {
  it('converts sats at a BTC/USD rate, and is null without either', () => {
    expect(satsToUsd('330', '95000')).toBeCloseTo(0.3135, 6);
    expect(satsToUsd(undefined, '95000')).toBeNull();
    expect(satsToUsd('330', undefined)).toBeNull();
  });
});
