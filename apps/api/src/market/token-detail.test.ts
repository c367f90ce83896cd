import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketRuntime } from '../test-support/market-runtime.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { readTokenHistoryOnce, TokenHistoryCache, widestDaysOfWidth } from './history/history-cache.js';
import type { MarketRuntime } from './market-runtime.js';

// A real demo market with two days of stored 5-minute points: what each window returns.
const NOW = Date.UTC(2026, 10, 22, 1, 0, 0);
const HOUR = 3_600_000;
let database: TestDatabase;
let market: MarketRuntime;
let clock = NOW;
beforeAll(async () => {
  database = await createTestDatabase();
  market = marketRuntime(database, { MARKET_SOURCE: 'demo' }, () => clock, 48 * HOUR);
  await market.start();
}, 60_000);
afterAll(async () => {
  await market?.stop();
  await database?.dispose();
});

describe('token detail history windows', () => {
  it('down-samples each window to its bucket and says what is stored', async () => {
    const day = (await market.tokenDetail('ODAI', 1))!;
    expect(day.history).toMatchObject({ range: '24h', days: 1, bucketSeconds: 300, complete: true });
    expect(day.priceHistory.length).toBeGreaterThanOrEqual(288);
    expect(day.priceHistory.length).toBeLessThanOrEqual(289);

    const week = (await market.tokenDetail('ODAI', 7))!;
    expect(week.history).toMatchObject({ range: '7d', days: 7, bucketSeconds: 1800, complete: false });
    expect(week.priceHistory.length).toBeGreaterThanOrEqual(96); // two days of half-hour closes
    expect(week.priceHistory.length).toBeLessThanOrEqual(97);

    const month = (await market.tokenDetail('ODAI', 30))!;
    expect(month.history).toMatchObject({ range: '30d', days: 30, bucketSeconds: 7200, complete: false });
    expect(month.history!.from).toBe(new Date(NOW - 30 * 24 * HOUR).toISOString());
    // The newest point in both (its bucket's volume depends on the bucket's width).
    const { volume: _monthBucket, ...newestInMonth } = month.priceHistory.at(-1)!;
    const { volume: _weekBucket, ...newestInWeek } = week.priceHistory.at(-1)!;
    expect(newestInMonth).toEqual(newestInWeek);

    const odd = (await market.tokenDetail('ODAI', 3))!;
    expect(odd.history?.range).toBeUndefined();
  });

  it('keeps each bucket on its last stored point', async () => {
    const day = (await market.tokenDetail('ODAI', 1))!;
    const week = (await market.tokenDetail('ODAI', 7))!;
    const closes = new Map(day.priceHistory.map((p) => [p.timestamp, p.price]));
    // Every half-hour close of the last day is one of the 5-minute points, at the bucket's end
    // (the newest point, now, closes a bucket still open).
    const shared = week.priceHistory.slice(0, -1).filter((p) => closes.has(p.timestamp));
    expect(shared.length).toBeGreaterThan(40);
    for (const point of shared) {
      expect(closes.get(point.timestamp)).toBe(point.price);
      expect(new Date(point.timestamp).getUTCMinutes() % 30).toBe(25);
    }
  });

  it('carries the 24 h volume only from a full day after the first stored point', async () => {
    const week = (await market.tokenDetail('ODAI', 7))!;
    const { firstPointAt, volumeFrom } = week.history!;
    expect(Date.parse(volumeFrom!) - Date.parse(firstPointAt!)).toBe(24 * HOUR);
    const before = week.priceHistory.filter((p) => p.timestamp < volumeFrom!);
    const after = week.priceHistory.filter((p) => p.timestamp >= volumeFrom!);
    expect(before.length).toBeGreaterThan(40);
    expect(before.every((p) => p.volume24h === undefined)).toBe(true);
    expect(after.every((p) => p.volume24h !== undefined)).toBe(true);
    expect(after.some((p) => Number(p.volume24h) > 0)).toBe(true);
  });

  it("gives each bucket the volume traded in it: a day's buckets add up to the 24 h volume", async () => {
    const day = (await market.tokenDetail('ODAI', 1))!;
    const from = Date.parse(day.history!.from);
    const points = day.priceHistory;
    expect(points.every((p) => p.volume !== undefined)).toBe(true);
    // The first bucket's volume is measured from the bucket before the window: leave it out, and
    // the other 288 five-minute buckets are exactly the trailing 24 h (cents rounded per bucket).
    const inDay = points.filter((p) => Date.parse(p.timestamp) > from);
    expect(inDay).toHaveLength(288);
    const sum = inDay.reduce((total, p) => total + Number(p.volume), 0);
    expect(Math.abs(sum - Number(points.at(-1)!.volume24h))).toBeLessThan(1.5);
    expect(sum).toBeGreaterThan(0);

    // Wider buckets hold the same trades: the week's half-hour buckets closing in the last day
    // (from 5 min before it: the first one's previous close) agree with all 289 five-minute ones.
    const week = (await market.tokenDetail('ODAI', 7))!;
    const lastDay = week.priceHistory.filter((p) => Date.parse(p.timestamp) > from);
    const weekSum = lastDay.reduce((total, p) => total + Number(p.volume), 0);
    const allDay = points.reduce((total, p) => total + Number(p.volume), 0);
    expect(Math.abs(weekSum - allDay)).toBeLessThan(1.5);
  });

  it('serves every days value from one read per bucket width, exactly as a read of its own', async () => {
    let reads = 0;
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (node.kind === 'SelectQueryNode') reads++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const db = database.db.withPlugin(counter);
    const id = market.snapshot()!.tokens.find((t) => t.symbol === 'ODAI')!.id;
    const cache = new TokenHistoryCache();
    const at = { version: 1, source: 'demo' as const };
    for (let days = 1; days <= 90; days++) {
      // The clock moves within a snapshot (by minutes here, so read starts cross stored points).
      const now = clock + days * 97_000;
      const cached = await cache.read(db, at, id, days, now);
      expect(cached).toEqual(await readTokenHistoryOnce(database.db, 'demo', id, days, now));
    }
    // 90 values, 8 bucket widths (300 s … 21,600 s), two queries each (points, first point).
    expect(new Set(Array.from({ length: 90 }, (_, i) => widestDaysOfWidth(i + 1))).size).toBe(8);
    expect(reads).toBe(16);
    expect(cache.size).toBe(8);
    await cache.read(db, { ...at, version: 2 }, id, 7, clock); // a new snapshot reads again
    expect(reads).toBe(18);
  });

  // Runs last: it moves the clock.
  it('announces a snapshot only once reads answer it', async () => {
    const seen: Array<Promise<string>> = [];
    const unsubscribe = market.onSnapshot((snapshot) => {
      expect(market.snapshot()).toBe(snapshot);
      seen.push(market.tokenDetail('ODAI', 1).then((detail) => `${snapshot.asOf} ${detail!.asOf}`));
    });
    clock = NOW + 60_000;
    await market.runOnce();
    unsubscribe();
    const asOf = new Date(clock).toISOString();
    expect(await Promise.all(seen)).toEqual([`${asOf} ${asOf}`]);
  });
});
