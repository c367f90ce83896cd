import type { components } from '@odai/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { clampHistoryDays, findSnapshotToken } from './find-token.js';
import { readTokenHistoryOnce, type TokenHistoryCache } from './history/history-cache.js';
import {
  bucketSecondsFor,
  daysToMs,
  intervalVolumes,
  rangeOfDays,
  volumeFromOf,
} from './history/history-window.js';
import type { MarketView } from './market-view.js';
import { odinTokenUrl } from './model.js';
import { fixedSatsToUsd, marketCapUsd, satsToUsd, usdString } from './snapshot/usd.js';

type TokenDetailResponse = components['schemas']['TokenDetailResponse'];

/**
 * One token by id (exact) or ticker (case-insensitive; the largest market cap wins, i.e. the
 * first in the snapshot's market-cap order), with its analytics and `days` of history
 * down-sampled to at most 600 points (docs/decisions/027-history-ranges-and-volume.md), each with
 * the volume traded in its bucket where the stored totals tell it (docs/decisions/039-per-interval-volume.md).
 * With a `cache`, histories are read once per snapshot and bucket width (history/history-cache.ts).
 */
export async function readTokenDetail(
  db: Kysely<Database>,
  view: MarketView,
  symbolOrId: string,
  days: number,
  now: number,
  cache?: TokenHistoryCache,
): Promise<TokenDetailResponse | null> {
  const { snapshot } = view;
  const row = findSnapshotToken(snapshot.tokens, symbolOrId);
  if (!row) return null;
  const token = view.tokensById.get(row.id)!;
  const window = clampHistoryDays(days);
  const from = now - daysToMs(window);
  const bucketSeconds = bucketSecondsFor(window);
  const bucketMs = bucketSeconds * 1000;
  // One bucket more than the window: the first bucket's volume is measured from the one before it.
  const { kept, firstPointAt } = cache
    ? await cache.read(db, snapshot, token.id, window, now)
    : await readTokenHistoryOnce(db, view.source, token.id, window, now);
  const traded = intervalVolumes(kept, bucketMs);
  const firstInWindow = kept.findIndex((p) => p.ts >= from);
  const history = (firstInWindow < 0 ? [] : kept.slice(firstInWindow)).map((p, i) => ({
    ...p,
    tradedSats: traded[firstInWindow + i] ?? null,
  }));
  const volumeFrom = volumeFromOf(firstPointAt);
  const range = rangeOfDays(window);
  return {
    token: {
      id: token.id,
      name: token.name,
      symbol: token.symbol,
      price: token.priceSats,
      ...(row.marketCap ? { marketCap: row.marketCap } : {}),
      bonded: token.bonded,
      ...(row.volume24h ? { volume24h: row.volume24h } : {}),
      ...(row.progress ? { progress: row.progress } : {}),
      url: odinTokenUrl(token.id),
    },
    analytics: row.analytics ?? null,
    priceHistory: history.map((p) => ({
      timestamp: new Date(p.ts).toISOString(),
      price: p.price_sats,
      ...(volumeFrom !== null && p.ts >= volumeFrom
        ? { volume24h: usdString(satsToUsd(p.volume_24h_sats, p.btc_usd)) }
        : {}),
      ...(p.tradedSats === null ? {} : { volume: usdString(fixedSatsToUsd(p.tradedSats, p.btc_usd)) }),
      marketCap: usdString(marketCapUsd(p.price_sats, token.totalSupply, p.btc_usd)),
    })),
    history: {
      ...(range ? { range } : {}),
      days: window,
      from: new Date(from).toISOString(),
      firstPointAt: firstPointAt === null ? null : new Date(firstPointAt).toISOString(),
      // One bucket of slack: a store filled exactly `days` ago has its first close inside the first bucket.
      complete: firstPointAt !== null && firstPointAt <= from + bucketSeconds * 1000,
      bucketSeconds,
      volumeFrom: volumeFrom === null ? null : new Date(volumeFrom).toISOString(),
    },
    source: view.source,
    asOf: snapshot.asOf,
  };
}
