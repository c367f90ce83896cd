import { describe, expect, it } from 'vitest';
import {
  bucketSecondsFor,
  intervalVolumes,
  lastPerBucket,
  MAX_HISTORY_POINTS,
  rangeOfDays,
  requestedDays,
  volumeFromOf,
} from './history-window.js';

const MINUTE = 60_000;

describe('history windows', () => {
  it('maps named ranges to days, and days back to a range when one matches', () => {
    expect(requestedDays('24h', 90)).toBe(1);
    expect(requestedDays('7d', 1)).toBe(7);
    expect(requestedDays('30d', 7)).toBe(30);
    expect(requestedDays(undefined, 7)).toBe(7);
    expect(requestedDays(undefined, 500)).toBe(90); // clamped to the contract
    expect([1, 7, 30, 3].map(rangeOfDays)).toEqual(['24h', '7d', '30d', undefined]);
  });

  it('picks round buckets: 5 min for 24 h, 30 min for 7 days, 2 h for 30 days', () => {
    expect([1, 7, 30, 90].map(bucketSecondsFor)).toEqual([300, 1800, 7200, 21_600]);
  });

  it.each([1, 2, 7, 13, 30, 45, 90])('keeps %i days of one point a minute within 600 points', (days) => {
    const start = Date.UTC(2026, 10, 1, 0, 0, 30); // not aligned to any bucket
    const points = Array.from({ length: days * 1440 + 1 }, (_, i) => ({ ts: start + i * MINUTE }));
    const kept = lastPerBucket(points, bucketSecondsFor(days) * 1000);
    expect(kept.length).toBeLessThanOrEqual(MAX_HISTORY_POINTS);
    expect(kept.at(-1)).toBe(points.at(-1)); // the newest point always stays
  });

  it('keeps the last point of each bucket, in order', () => {
    const at = (minutes: number, price: number) => ({ ts: minutes * MINUTE, price });
    const points = [at(0, 1), at(3, 2), at(5, 3), at(9, 4), at(21, 5)];
    expect(lastPerBucket(points, 5 * MINUTE).map((p) => p.price)).toEqual([2, 4, 5]);
    expect(lastPerBucket([], 5 * MINUTE)).toEqual([]);
  });

  it('counts volume from a full day after the first stored point', () => {
    expect(volumeFromOf(null)).toBeNull();
    expect(volumeFromOf(1_000)).toBe(1_000 + 24 * 60 * MINUTE);
  });

  it('measures each bucket from the previous bucket, and only when both totals are known', () => {
    const point = (minute: number, total: string | null) => ({ ts: minute * MINUTE, volumeTotalSats: total });
    const volumes = intervalVolumes(
      [
        point(4, '100'), // no bucket before it
        point(9, '150.5'),
        point(14, null), // stored before totals were recorded
        point(19, '300'),
        point(34, '400'), // two empty buckets before it: a gap, not one bucket's trades
        point(39, '390'), // the total went down: an upstream correction
        point(44, '395'),
      ],
      5 * MINUTE,
    );
    expect(volumes.map((v) => (v === null ? null : Number(v) / 1e18))).toEqual([
      null,
      50.5,
      null,
      null,
      null,
      null,
      5,
    ]);
  });
});
