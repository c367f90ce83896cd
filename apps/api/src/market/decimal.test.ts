import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFixedPoint, formatNumber, multiply, shiftDown, toFixedPoint } from './decimal.js';

const PLAIN = /^-?\d+(\.\d+)?$/;

describe('decimal', () => {
  it('shifts base units down exactly, beyond 2^53', () => {
    expect(shiftDown('330189', 3)).toBe('330.189');
    expect(shiftDown('91549588409635445', 11)).toBe('915495.88409635445');
    expect(shiftDown('1680000000000000000', 11)).toBe('16800000');
    expect(shiftDown('302286688964', 3)).toBe('302286688.964');
  });

  it('rounds half away from zero and keeps zeros on request', () => {
    expect(formatFixedPoint(toFixedPoint('1.005'), 2)).toBe('1.01');
    expect(formatFixedPoint(toFixedPoint('-1.005'), 2)).toBe('-1.01');
    expect(formatFixedPoint(toFixedPoint('12.3'), 2, true)).toBe('12.30');
    expect(formatFixedPoint(toFixedPoint('-0.0001'), 2)).toBe('0');
  });

  it('never prints exponent notation', () => {
    expect(formatNumber(1e-7, 10)).toBe('0.0000001000');
    expect(formatNumber(1.5e21, 0)).toBe('1500000000000000000000');
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e25, max: 1e25 }), (x) => {
        expect(formatNumber(x, 6)).toMatch(PLAIN);
      }),
    );
  });

  it('multiplies fixed-point values', () => {
    expect(formatFixedPoint(multiply(toFixedPoint('330.189'), toFixedPoint('21000000')), 3)).toBe(
      '6933969000',
    );
  });
});
