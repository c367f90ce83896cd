import type { components } from '@odai/contract';
import { toFixedPoint } from '../decimal.js';
import { clampHistoryDays } from '../find-token.js';

export type HistoryRange = components['schemas']['HistoryRange'];

const DAY_MS = 24 * 3_600_000;
/** The most points a detail's history carries (the contract's `priceHistory.maxItems`). */
export const MAX_HISTORY_POINTS = 600;
/**
 * Bucket widths a window may use, in seconds: round figures so the points of a window land on the
 * same clock times however often it is asked for (buckets are aligned to the Unix epoch).
 */
const BUCKET_SECONDS = [60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200, 86_400];

const RANGE_DAYS: Record<HistoryRange, number> = { '24h': 1, '7d': 7, '30d': 30 };

/** The days a request asks for: its named range when given, else its `days` (clamped to the contract). */
export function requestedDays(range: HistoryRange | undefined, days: number): number {
  return range ? RANGE_DAYS[range] : clampHistoryDays(days);
}

/** The named range a window of `days` is, if any (a `days=7` request covers the `7d` range too). */
export function rangeOfDays(days: number): HistoryRange | undefined {
  return (Object.keys(RANGE_DAYS) as HistoryRange[]).find((range) => RANGE_DAYS[range] === days);
}

/**
 * The narrowest round bucket that keeps a window of `days` within MAX_HISTORY_POINTS. A window not
 * aligned to the buckets touches one bucket more than its length divides into, hence the − 1.
 */
export function bucketSecondsFor(days: number): number {
  const needed = (days * DAY_MS) / 1000 / (MAX_HISTORY_POINTS - 1);
  return BUCKET_SECONDS.find((seconds) => seconds >= needed) ?? BUCKET_SECONDS.at(-1)!;
}

/**
 * Keeps the last point of each `bucketMs`-wide bucket (points oldest first): a price series'
 * close, and for the trailing 24 h volume (a level, not a per-interval amount) its latest value.
 */
export function lastPerBucket<T extends { ts: number }>(points: readonly T[], bucketMs: number): T[] {
  const kept: T[] = [];
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    const next = points[i + 1];
    if (!next || Math.floor(next.ts / bucketMs) !== Math.floor(point.ts / bucketMs)) kept.push(point);
  }
  return kept;
}

/**
 * When a point's trailing 24 h volume covers a full day of stored trading: 24 h after the token's
 * first stored point. Before it the sum only counts what was stored so far and climbs as the
 * store fills (a warm-up ramp, not the market), so those points carry no volume.
 */
export function volumeFromOf(firstPointAt: number | null): number | null {
  return firstPointAt === null ? null : firstPointAt + DAY_MS;
}

export const daysToMs = (days: number) => days * DAY_MS;

/**
 * Sats traded in each kept point's bucket (points oldest first, one per bucket as `lastPerBucket`
 * keeps them): its cumulative volume less that of the previous bucket's last point. null when
 * either total is unknown, when the previous bucket holds no point (a gap in the history: the
 * difference would lump several buckets into one bar) or when the total went down (an upstream
 * correction). docs/decisions/039-per-interval-volume.md
 */
export function intervalVolumes(
  kept: readonly { ts: number; volumeTotalSats: string | null }[],
  bucketMs: number,
): (bigint | null)[] {
  return kept.map((point, i) => {
    const previous = kept[i - 1];
    if (!previous || point.volumeTotalSats === null || previous.volumeTotalSats === null) return null;
    if (Math.floor(previous.ts / bucketMs) !== Math.floor(point.ts / bucketMs) - 1) return null;
    const traded = toFixedPoint(point.volumeTotalSats) - toFixedPoint(previous.volumeTotalSats);
    return traded >= 0n ? traded : null;
  });
}
