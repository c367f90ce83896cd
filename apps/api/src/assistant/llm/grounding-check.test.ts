import { describe, expect, it } from 'vitest';
import { ungroundedNumbers } from './grounding-check.js';

const kb =
  'The curve fee is 1% and the AMM fee 0.5%. Tokens ascend at 80% sold. Promises of "10x" are warning signs.';
const tool = [
  '**ODINDOG** (id `2jjj`). Demo data, as of 2026-11-21 14:05 UTC.',
  '- Price: 330.189 sats per token',
  '- Market cap: $6,934.12',
  '- Holders: 11,151',
  '- 24h change: -3.42%',
  '- Liquidity score: 8.4 / 10',
  '**GRIFFAIN** (id `22qz`): market cap $105,420.00, 780 holders, 24h change 0.00%',
  '**ICONFUCIUS** (id `29m8`): 24h change +12.75%, 2,310 holders',
].join('\n');
const given = { text: `${kb}\n${tool}`, toolText: tool };
const check = (answer: string) => ungroundedNumbers(answer, given);

describe('ungroundedNumbers accepts ordinary answers', () => {
  it.each([
    [
      'grouping, signs and trailing zeros',
      'Fees are 1% and 0.5%; 11151 holders; down 3.42%; GRIFFAIN at $105,420.',
    ],
    ['list numbering and ranks', '1. ICONFUCIUS leads.\n2. GRIFFAIN is #2, the 2nd largest.\n3) ODINDOG'],
    ['the 24h window', 'Over the last 24 hours (24h, 24-hour window) ODINDOG moved -3.42%.'],
    ['dates and times in other formats', 'As of November 21, 2026 at 14:05 UTC (21 Nov 2026, 2026-11-21).'],
    ['the year of a given date', 'These are demo figures from November 2026.'],
    ['a 12-hour clock', 'Figures as of 2:05 PM UTC on Nov 21.'],
    [
      'rounded figures',
      'GRIFFAIN is worth about $105K, ODINDOG about $6.9K with roughly 11,000 holders at ~330 sats.',
    ],
    [
      'percentages and multiples computed from tool figures',
      'ODINDOG has 14.3x the holders of GRIFFAIN, which has 7% of ODINDOG’s; ICONFUCIUS outran it by 16.17 points; GRIFFAIN’s cap is 15.2 times ODINDOG’s, 1420% more.',
    ],
    [
      'bounds',
      'GRIFFAIN is worth more than x10 ODINDOG; ODINDOG has nearly 5 times the holders of ICONFUCIUS.',
    ],
    ['sats and BTC', 'ODINDOG costs 330.189 sats, about 0.0000033 BTC (1 BTC = 100,000,000 sats).'],
    ['quoted multiples and identifiers', 'Beware "10x" promises; check id `2jjj`, a score of 8.4/10.'],
  ])('%s', (_label, answer) => {
    expect(check(answer)).toEqual([]);
  });
});

describe('ungroundedNumbers rejects invented figures', () => {
  it.each([
    ['a wrong fee', 'The curve fee is 2%.', ['2%']],
    ['a truncated price', 'The price is 330.18 sats.', ['330.18']],
    ['a number found only inside a longer one', 'About 151 holders.', ['151']],
    ['a rounding that moves the figure', 'GRIFFAIN is worth about $100K.', ['$100K']],
    ['a date it was not given', 'As of November 22, 2026.', ['November 22, 2026']],
    ['a time it was not given', 'As of 15:05 UTC.', ['15:05']],
    ['a year it was not given', 'Odin.fun launched in 2019.', ['2019']],
    ['a 12-hour time that is not the given one', 'As of 2:05 am UTC.', ['2:05 am']],
    ['a token id it was not given', 'Check id `9zzz`.', ['9zzz']],
    ['a computed figure on a plain number', 'Together they have 13,461 holders.', ['13,461']],
    ['a bound far from the data', 'ODINDOG has over 50,000 holders.', ['50,000']],
    ['a multiple no pair of tool figures gives', 'ICONFUCIUS did x40 this week.', ['x40']],
    // 780 / 11,151 is 7.0% and 11,151 / 780 is 14.3: equal to a ratio, but not stated as one.
    ['a percentage that only happens to equal a ratio', 'GRIFFAIN rose 7% this week.', ['7%']],
    ['a multiple that only happens to equal a ratio', 'ODINDOG volume jumped 14.3x overnight.', ['14.3x']],
  ])('%s', (_label, answer, expected) => {
    expect(check(answer)).toEqual(expected);
  });

  it('reads an exponent as part of its number, never as a figure of its own', () => {
    // The curve formula's "b = 2.200866e-7" in the guides must not ground an invented "7%".
    const formula = 'that is a = 0.11803 and b = 2.200866e-7 in the official example code.';
    expect(
      ungroundedNumbers('GRIFFAIN grew its holders 7% this week.', { text: formula, toolText: '' }),
    ).toEqual(['7%']);
  });

  it('computes only from tool figures, not from knowledge-base numbers', () => {
    // 0.5 / 0.25 would be "2x" and 1 / 80 "1.25%" if knowledge-base figures counted.
    expect(ungroundedNumbers('The fee is 1.25% here.', { text: kb, toolText: '' })).toEqual(['1.25%']);
  });
});
