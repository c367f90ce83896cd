import type { SeriesPoint } from './series.js';

/**
 * (price now / price 24 h ago − 1) × 100, rolling. `window` is the last day as returned by
 * lastDay(): its first point is the price at (or just before) 24 h ago, or the oldest price
 * when less history exists. Zero when there is nothing to compare.
 */
export function priceChangePercent(window: readonly SeriesPoint[]): number {
  if (window.length < 2) return 0;
  const then = window[0]!.priceSats;
  const now = window[window.length - 1]!.priceSats;
  if (!(then > 0) || !(now > 0)) return 0;
  return (now / then - 1) * 100;
}
