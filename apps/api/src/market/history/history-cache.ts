import { LIMITS } from '@odai/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { LruCache } from '../../http/lru-cache.js';
import type { MarketSource } from '../market-service.js';
import { readFirstPointAt, readTokenHistory } from '../store/price-points-repository.js';
import { bucketSecondsFor, daysToMs, lastPerBucket } from './history-window.js';

// A token's history, read once per snapshot for each bucket width instead of once per `days`.
// The 90 `days` values share 8 bucket widths; a window's points are the widest window of its
// width cut at its read's start (lastPerBucket keeps each bucket's last point, and a later start
// keeps it too or drops the whole bucket), so any `days` of a width is served from one read. bench/detail-cache.bench.ts, 10,000
// distinct junk (token, days) keys on one snapshot: 10,956 database reads without this cache,
// 3,436 with it (decision 044). An attacker cycling more keys than it holds still costs at most
// two reads per request the read limiter lets through.

export interface HistoryPoint {
  ts: number;
  price_sats: string;
  volume_24h_sats: string;
  btc_usd: string;
  volumeTotalSats: string | null;
}

export interface TokenHistory {
  /**
   * Each bucket's last stored point, oldest first, from one bucket before `now − days` (the first
   * bucket's traded volume is measured from the one before it), exactly as a read from there keeps them.
   */
  kept: HistoryPoint[];
  /** When the token's oldest stored point was taken, or null when none is stored. */
  firstPointAt: number | null;
}

/** Entries of at most 600 points, ~97 kB each when full (measured): 256 stay under 25 MB. */
const ENTRIES = 256;

/** The widest `days` that uses the same bucket width as `days` (one read serves them all). */
export function widestDaysOfWidth(days: number): number {
  const width = bucketSecondsFor(days);
  let widest = days;
  while (widest < LIMITS.historyDaysMax && bucketSecondsFor(widest + 1) === width) widest++;
  return widest;
}

/** The read's start for `days` ending at `now`: one bucket before the window. */
function readStart(days: number, now: number): number {
  return now - daysToMs(days) - bucketSecondsFor(days) * 1000;
}

/** A history read straight from the database each time (the cache's miss; benchmarks, one-off reads). */
export async function readTokenHistoryOnce(
  db: Kysely<Database>,
  source: MarketSource,
  tokenId: string,
  days: number,
  now: number,
): Promise<TokenHistory> {
  const [stored, firstPointAt] = await Promise.all([
    readTokenHistory(db, source, tokenId, new Date(readStart(days, now))),
    readFirstPointAt(db, source, tokenId),
  ]);
  const points = stored.map(({ volume_total_sats, ...p }) => ({
    ...p,
    ts: new Date(p.ts).getTime(),
    volumeTotalSats: volume_total_sats,
  }));
  return { kept: lastPerBucket(points, bucketSecondsFor(days) * 1000), firstPointAt };
}

/** `days` of a token's bucketed history; uncached (one read per call) unless given a cache. */
export class TokenHistoryCache {
  // Promises, so concurrent misses for one key share one read.
  private readonly entries = new LruCache<Promise<TokenHistory>>(ENTRIES);

  get size(): number {
    return this.entries.size;
  }

  /** `version` names the snapshot: a new one (new points stored) starts new entries. */
  read(
    db: Kysely<Database>,
    at: { version: number; source: MarketSource },
    tokenId: string,
    days: number,
    now: number,
  ): Promise<TokenHistory> {
    const widest = widestDaysOfWidth(days);
    const key = `${at.version}:${at.source}:${tokenId}:${widest}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = readTokenHistoryOnce(db, at.source, tokenId, widest, now);
      this.entries.set(key, entry);
      entry.catch(() => this.entries.delete(key));
    }
    // A bucket's last point is the same whatever the read's start, as long as it is inside.
    const start = readStart(days, now);
    return entry.then(({ kept, firstPointAt }) => ({
      kept: kept.filter((p) => p.ts >= start),
      firstPointAt,
    }));
  }
}
