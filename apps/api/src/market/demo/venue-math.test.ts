import { describe, expect, it } from 'vitest';
import {
  ASCENSION_SOLD,
  curveBuy,
  curvePrice,
  curveSell,
  POOL_SEED_SATS,
  POOL_SEED_TOKENS,
  poolBuy,
} from './venue-math.js';

describe('venue math', () => {
  it('prices the curve like Odin (984 msat at 9.63 M sold)', () => {
    expect(Math.round(curvePrice(9_634_854.13) * 1000)).toBe(984); // msat, as upstream reports it
    // The seeded pool starts where the curve ends: 0.2 BTC / 4.2 M tokens ≈ p(16.8 M).
    expect(POOL_SEED_SATS / POOL_SEED_TOKENS).toBeCloseTo(curvePrice(ASCENSION_SOLD), 2);
  });

  it('round-trips a curve trade minus the fees', () => {
    const after = curveBuy(5_000_000, 100_000);
    const back = curveSell(after, after - 5_000_000);
    expect(back.sold).toBeCloseTo(5_000_000, 3);
    expect(back.sats).toBeCloseTo(100_000 * 0.99 * 0.99, 3);
  });

  it('moves the pool price by (1 + 0.995·Δ/B)²', () => {
    const pool = poolBuy({ sats: POOL_SEED_SATS, tokens: POOL_SEED_TOKENS }, 1_000_000);
    const before = POOL_SEED_SATS / POOL_SEED_TOKENS;
    expect(pool.sats / pool.tokens / before).toBeCloseTo((1 + (0.995 * 1_000_000) / POOL_SEED_SATS) ** 2, 10);
  });
});
