// The input every per-token figure is computed from: a token's recent history, oldest first.

export interface SeriesPoint {
  ts: number; // epoch ms
  priceSats: number; // derived figures only: floats are fine here, storage stays exact
  txnCount: number; // cumulative trades
}

export const FIVE_MINUTES_MS = 5 * 60_000;
export const DAY_MS = 24 * 3_600_000;

/** The last point of each 5-minute bucket, oldest first: the grid volatility is defined on. */
export function fiveMinuteCloses(points: readonly SeriesPoint[]): SeriesPoint[] {
  const closes: SeriesPoint[] = [];
  let lastBucket = Number.NaN;
  for (const point of points) {
    const bucket = Math.floor(point.ts / FIVE_MINUTES_MS);
    if (bucket === lastBucket) closes[closes.length - 1] = point;
    else closes.push(point);
    lastBucket = bucket;
  }
  return closes;
}

/** Points within the 24 h ending at `now`, plus the last point at or before the window's start (the baseline). */
export function lastDay(points: readonly SeriesPoint[], now: number): SeriesPoint[] {
  const start = now - DAY_MS;
  let first = points.findIndex((p) => p.ts > start);
  if (first === -1) return points.length ? [points[points.length - 1]!] : [];
  if (first > 0) first -= 1; // keep the baseline
  return points.slice(first).filter((p) => p.ts <= now);
}
