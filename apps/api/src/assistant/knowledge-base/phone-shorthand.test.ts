import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { spelledOut } from './phone-shorthand.js';

describe('phone shorthand, spelled out for the whole message', () => {
  it.each([
    [
      'wats the curve fee n wats the amm fee? r they the same',
      'what is the curve fee and what is the amm fee? are they the same',
    ],
    ['hw volatile is odin dog today', 'how volatile is odin dog today'],
    ['swap w/ slippage w/o fees', 'swap with slippage without fees'],
    ['odindog price next wk? trakko 24h chg', 'odindog price next week? trakko 24h change'],
  ])('%s', (typed, plain) => {
    expect(spelledOut(typed)).toBe(plain);
  });

  it.each(['price of N token', 'U.S. rules', 'w. africa', '$R price', 'wallet n-th', 'is it n.'])(
    'leaves capitals, tickers and abbreviations alone: %s',
    (typed) => {
      expect(spelledOut(typed)).toBe(typed);
    },
  );

  it('lets a phone-typed message be answered part by part', async () => {
    const r = await fixtureEngine().reply({
      question: 'wats the curve fee n wats the amm fee?',
      history: [],
    });
    expect(r.markdown).toMatch(/1%/);
    expect(r.markdown).toMatch(/0\.5%/);
  });
});
