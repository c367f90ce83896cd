import { DAY_MS, type SeriesPoint } from '../analytics/series.js';
import type { MarketPoint } from '../model.js';

const KEEP_MS = DAY_MS + 15 * 60_000; // the analytics window plus room for the 24 h-ago baseline

/**
 * The ingesting process's in-memory view of the last day of history per token, so each cycle's
 * analytics need no query: loaded once from the database, then extended with every point the
 * cycle stores.
 */
export class SeriesCache {
  private readonly series = new Map<string, SeriesPoint[]>();
  private readonly firsts = new Map<string, number>();

  constructor(initial?: { series: Map<string, SeriesPoint[]>; firstPointAt: Map<string, number> }) {
    if (!initial) return;
    for (const [id, points] of initial.series) this.series.set(id, points);
    for (const [id, first] of initial.firstPointAt) this.firsts.set(id, first);
  }

  add(points: readonly MarketPoint[], now: number): void {
    const touched = new Set<string>();
    for (const p of points) {
      const ts = p.ts.getTime();
      const list = this.series.get(p.tokenId) ?? [];
      if (!this.series.has(p.tokenId)) this.series.set(p.tokenId, list);
      const last = list[list.length - 1];
      if (last && last.ts >= ts) touched.add(p.tokenId); // out of order (a backfill): sort below
      list.push({ ts, priceSats: Number(p.priceSats), txnCount: Number(p.txnCount) });
      const first = this.firsts.get(p.tokenId);
      if (first === undefined || ts < first) this.firsts.set(p.tokenId, ts);
    }
    for (const id of touched) {
      const sorted = this.series.get(id)!.sort((a, b) => a.ts - b.ts);
      this.series.set(
        id,
        sorted.filter((p, i) => i === 0 || p.ts !== sorted[i - 1]!.ts),
      );
    }
    this.prune(now);
  }

  get(tokenId: string): SeriesPoint[] {
    return this.series.get(tokenId) ?? [];
  }

  firstPointAt(tokenId: string): number | null {
    return this.firsts.get(tokenId) ?? null;
  }

  private prune(now: number): void {
    const cutoff = now - KEEP_MS;
    for (const [id, list] of this.series) {
      let drop = 0;
      while (drop < list.length - 1 && list[drop]!.ts < cutoff) drop++;
      if (drop > 0) this.series.set(id, list.slice(drop));
    }
  }
}
