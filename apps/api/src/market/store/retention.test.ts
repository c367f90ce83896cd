import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import type { MarketPoint } from '../model.js';
import { insertPoints } from './price-points-repository.js';
import { applyRetention } from './retention.js';

const NOW = Date.UTC(2026, 10, 22, 0, 0, 0);
const MINUTE = 60_000;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const point = (minutesAgo: number): MarketPoint => ({
  tokenId: 'abcd',
  ts: new Date(NOW - minutesAgo * MINUTE),
  priceSats: String(1000 + minutesAgo),
  volume24hSats: '0',
  holders: 1,
  txnCount: '0',
  btcUsd: '97000',
});

describe('retention', () => {
  it('keeps every point for an hour, 5-minute closes to 7 days, hourly to 90 days, nothing older', async () => {
    const ages = [
      ...Array.from({ length: 30 }, (_, i) => i), // last 30 minutes, one per minute: all kept
      ...Array.from({ length: 60 }, (_, i) => 121 + i), // 2–3 h ago, per minute: 12 five-minute closes
      ...Array.from({ length: 120 }, (_, i) => 8 * 24 * 60 + 1 + i), // 8 days ago, 2 h per minute: 2 hourly closes
      91 * 24 * 60, // beyond 90 days: dropped
    ];
    await insertPoints(database.db, 'demo', ages.map(point));
    await insertPoints(database.db, 'odin', [point(91 * 24 * 60)]);
    await applyRetention(database.db, 'demo', new Date(NOW));
    const rows = await database.db
      .selectFrom('price_points')
      .select(['source', 'ts'])
      .orderBy('ts')
      .execute();
    const demo = rows.filter((r) => r.source === 'demo');
    expect(demo).toHaveLength(30 + 12 + 2);
    // The survivor of each bucket is its last point (the close).
    const hourly = demo.slice(0, 2).map((r) => new Date(r.ts).getTime());
    expect(hourly.every((ts) => (ts + MINUTE) % 3_600_000 === 0)).toBe(true);
    expect(rows.filter((r) => r.source === 'odin')).toHaveLength(1); // other sources untouched
  });
});
