import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarketToken } from '../model.js';
import { curveBtcToMove2Percent, liquidityScore, poolBtcToMove2Percent } from './liquidity-score.js';
import { overviewLists } from './market-overview.js';
import { priceChangePercent } from './price-change.js';
import { lastDay, type SeriesPoint } from './series.js';
import { tokenFigures } from './token-analytics.js';
import { dailyVolatilityPercent } from './volatility.js';

const T0 = Date.UTC(2026, 10, 20);
const series = (prices: number[], stepMs = 300_000): SeriesPoint[] =>
  prices.map((priceSats, i) => ({ ts: T0 + i * stepMs, priceSats, txnCount: i * 3 }));

describe('price change', () => {
  it('compares with the price 24 h ago', () => {
    const points = series([100, 90, 125], 12 * 3_600_000); // t = 0 h, 12 h, 24 h
    expect(priceChangePercent(lastDay(points, T0 + 24 * 3_600_000))).toBeCloseTo(25, 10);
    // At 37 h the baseline is the 12 h point (the last at or before 24 h ago).
    expect(priceChangePercent(lastDay(points, T0 + 37 * 3_600_000))).toBeCloseTo((125 / 90 - 1) * 100, 10);
  });

  it('is 0 for a constant series', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
        fc.integer({ min: 1, max: 400 }),
        (p, n) => {
          const points = series(Array(n).fill(p));
          expect(priceChangePercent(lastDay(points, points[n - 1]!.ts))).toBe(0);
          expect(dailyVolatilityPercent(points)).toBe(0);
        },
      ),
    );
  });
});

describe('volatility', () => {
  it('matches a hand-computed case', () => {
    // Returns ln(1.01), ln(1/1.01): both squared = ln(1.01)²; std (zero mean) = ln(1.01).
    const v = dailyVolatilityPercent(series([100, 101, 100]));
    expect(v).toBeCloseTo(Math.log(1.01) * Math.sqrt(288) * 100, 10); // ≈ 16.886 %
  });

  it('skips returns across gaps', () => {
    const points = [...series([100, 101]), { ts: T0 + 3_600_000, priceSats: 200, txnCount: 0 }];
    expect(dailyVolatilityPercent(points)).toBeCloseTo(Math.log(1.01) * Math.sqrt(288) * 100, 10);
  });

  it('is never negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1e-9, max: 1e12, noNaN: true }), { maxLength: 300 }),
        (prices) => {
          expect(dailyVolatilityPercent(series(prices))).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('liquidity score', () => {
  it('maps documented anchors', () => {
    expect(liquidityScore(0)).toBe(0);
    expect(liquidityScore(1)).toBeCloseTo(10, 10);
    expect(liquidityScore(5)).toBe(10);
    expect(liquidityScore(0.01)).toBeCloseTo(5.01, 2);
    // ODINDOG: 302,286,688.964 sats in the pool → (√1.02 − 1) · 3.0229 BTC ≈ 0.030078 BTC.
    expect(poolBtcToMove2Percent(302_286_688.964)).toBeCloseTo(0.0300786, 6);
    // Curve at 9,634,854 sold: price 0.98382 sats → 0.02 · 0.98382 / 2.200866e-7 sats ≈ 0.00089403 BTC.
    expect(curveBtcToMove2Percent(9_634_854.13)).toBeCloseTo(0.000894, 6);
  });

  it('stays within 0–10 and is monotonic', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(liquidityScore(lo)).toBeGreaterThanOrEqual(0);
          expect(liquidityScore(hi)).toBeLessThanOrEqual(10);
          expect(liquidityScore(lo)).toBeLessThanOrEqual(liquidityScore(hi));
        },
      ),
    );
  });
});

describe('token figures and overview', () => {
  const token = {
    id: 'abcd',
    bonded: false,
    sold: '1000000',
    btcLiquiditySats: '0',
    holders: 7,
    txnCount: '30',
  } as MarketToken;

  it('flags partial history and counts trades over the window', () => {
    const points = series([1, 1.1], 3_600_000).map((p, i) => ({ ...p, txnCount: [10, 30][i]! }));
    const figures = tokenFigures(token, points, points[0]!.ts, T0 + 3_600_000 * 1.5);
    expect(figures).toMatchObject({ partial: true, historyHours: 1.5, transactions24h: 20, holders: 7 });
    expect(figures.priceChange24h).toBeCloseTo(10, 10);
  });

  it('keeps gainers positive, losers negative, both ordered, max 10', () => {
    const figures = Array.from({ length: 30 }, (_, i) => ({
      ...tokenFigures(token, [], null, T0),
      tokenId: `t${i}`,
      priceChange24h: i - 15,
      volatility: i % 7,
    }));
    const lists = overviewLists(figures);
    expect(lists.topGainers.map((f) => f.priceChange24h)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    expect(lists.topLosers.map((f) => f.priceChange24h)).toEqual([
      -15, -14, -13, -12, -11, -10, -9, -8, -7, -6,
    ]);
    expect(lists.mostVolatile).toHaveLength(10);
    expect(lists.mostVolatile.every((f, i, a) => i === 0 || a[i - 1]!.volatility >= f.volatility)).toBe(true);
  });
});
