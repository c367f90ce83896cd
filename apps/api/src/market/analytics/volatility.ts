import { fiveMinuteCloses, type SeriesPoint } from './series.js';

const PERIODS_PER_DAY = 288; // 5-minute periods

/**
 * Standard deviation of 5-minute log returns over the window, around a zero mean (short-horizon
 * means are noise), scaled to one day (× √288), in percent. Returns over gaps longer than five
 * minutes are skipped rather than counted as one 5-minute move.
 */
export function dailyVolatilityPercent(window: readonly SeriesPoint[]): number {
  const closes = fiveMinuteCloses(window);
  let sumSquares = 0;
  let count = 0;
  for (let i = 1; i < closes.length; i++) {
    const previous = closes[i - 1]!;
    const current = closes[i]!;
    if (Math.round((current.ts - previous.ts) / 300_000) !== 1) continue;
    const a = previous.priceSats;
    const b = current.priceSats;
    if (!(a > 0) || !(b > 0)) continue;
    const r = Math.log(b / a);
    sumSquares += r * r;
    count++;
  }
  if (count === 0) return 0;
  return Math.sqrt(sumSquares / count) * Math.sqrt(PERIODS_PER_DAY) * 100;
}
