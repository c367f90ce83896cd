import type { components } from '@odai/contract';
import { formatChartDateTime } from '@odai/format';

type PricePoint = components['schemas']['PricePoint'];

/**
 * What the volume bars are (docs/decisions/039-per-interval-volume.md): the volume traded in each
 * bucket when the server measured any (from stored cumulative totals), else the trailing 24 h
 * level, which the server sends only from a full day of stored history (no warm-up ramp).
 */
export type VolumeKind = 'interval' | 'trailing24h';

export const volumeKindOf = (history: PricePoint[]): VolumeKind =>
  history.some((p) => p.volume !== undefined) ? 'interval' : 'trailing24h';

/** The bar's value for a point, as the API sent it (undefined: not measured). */
export const volumeOf = (p: PricePoint, kind: VolumeKind) => (kind === 'interval' ? p.volume : p.volume24h);

/** A bucket width for a caption: 300 → '5 min', 7200 → '2 h', 86400 → '24 h'. */
export function bucketLabel(seconds: number): string {
  return seconds < 3600 ? `${Math.round(seconds / 60)} min` : `${Math.round(seconds / 3600)} h`;
}

/** What one bar covers: 'per 30 min', or 'trailing 24 h'. */
export function volumeUnit(kind: VolumeKind, bucketSeconds: number | undefined): string {
  if (kind === 'trailing24h') return 'trailing 24 h';
  return bucketSeconds ? `per ${bucketLabel(bucketSeconds)}` : 'per interval';
}

/**
 * A line under the chart when early points have no bar: live history rebuilt from candles (or
 * stored before totals were kept), or a token's first day for the trailing level. A window that
 * starts with the stored history always has its first bar unmeasured (no bucket before it): no
 * line for that alone.
 */
export function volumeNote(history: PricePoint[], kind: VolumeKind): string | null {
  const first = history.findIndex((p) => volumeOf(p, kind) !== undefined);
  if (first <= (kind === 'interval' ? 1 : 0)) return null;
  const at = formatChartDateTime(history[first]!.timestamp);
  return kind === 'interval'
    ? `Volume per interval is recorded from ${at}.`
    : `A full day of trading is stored from ${at}; no bars before it.`;
}
