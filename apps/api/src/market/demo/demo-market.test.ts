import { describe, expect, it } from 'vitest';
import { DemoMarket } from './demo-market.js';

const NOW = Date.UTC(2026, 10, 22, 1, 2, 3);

describe('DemoMarket', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const DAY = 24 * 3_600_000;
    const a = DemoMarket.create(42, NOW, DAY);
    const b = DemoMarket.create(42, NOW, DAY);
    expect(JSON.stringify(a.advance(NOW))).toBe(JSON.stringify(b.advance(NOW)));
    expect(a.tokens()).toEqual(b.tokens());
    const c = DemoMarket.create(43, NOW, DAY);
    c.advance(NOW);
    expect(c.tokens().map((t) => t.priceSats)).not.toEqual(a.tokens().map((t) => t.priceSats));
  });

  it('backfills 7 days of 5-minute points, ODAI featured on the curve, some tokens ascended', () => {
    const market = DemoMarket.create(21_000_000, NOW);
    const points = market.advance(NOW);
    const odai = points.filter((p) => p.tokenId === '2odai');
    expect(odai.length).toBeGreaterThanOrEqual(2016);
    expect(odai.length).toBeLessThanOrEqual(2017);
    const tokens = market.tokens();
    expect(tokens.length).toBeGreaterThanOrEqual(58);
    expect(new Set(tokens.map((t) => t.id)).size).toBe(tokens.length);
    expect(tokens.find((t) => t.symbol === 'ODAI')).toMatchObject({
      id: '2odai',
      description: 'The AI guide to Odin.fun, as a token.',
    });
    expect(tokens.some((t) => t.bonded)).toBe(true);
    expect(tokens.some((t) => !t.bonded)).toBe(true);
    for (const p of points.slice(0, 500)) expect(p.priceSats).toMatch(/^\d+(\.\d+)?$/);
  });

  it('continues from persisted state exactly as if it had never stopped', () => {
    const DAY = 24 * 3_600_000;
    const straight = DemoMarket.create(7, NOW, DAY);
    straight.advance(NOW);
    const later = straight.advance(NOW + 60_000);

    const first = DemoMarket.create(7, NOW, DAY);
    first.advance(NOW);
    const restored = DemoMarket.restore(JSON.parse(JSON.stringify(first.state())));
    expect(restored.advance(NOW + 60_000)).toEqual(later);
    expect(later.length).toBeGreaterThan(0);
    // Prices moved with the order flow.
    expect(new Set(later.map((p) => p.priceSats)).size).toBeGreaterThan(10);
  });
});
