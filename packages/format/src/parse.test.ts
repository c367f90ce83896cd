import { describe, expect, it } from 'vitest';
import { toFiniteNumber } from './parse.js';

describe('toFiniteNumber', () => {
  it.each([
    [1, 1],
    ['1.5', 1.5],
    ['  -2 ', -2],
    ['.5', 0.5],
    ['1e3', 1000],
    [10n, 10],
    ['1e400', null],
    ['Infinity', null],
    ['NaN', null],
    ['1,000', null],
    ['0x1A', null],
    [true, null],
    [[], null],
  ])('%p → %p', (input, expected) => {
    expect(toFiniteNumber(input)).toBe(expected);
  });
});
