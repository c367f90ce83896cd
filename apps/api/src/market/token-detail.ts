import type { components } from '@odai/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { clampHistoryDays, findSnapshotToken } from './find-token.js';
import {
  bucketSecondsFor,
  daysToMs,
  lastPerBucket,
  rangeOfDays,
  volumeFromOf,
} from './history/history-window.js';
import type { MarketView } from './market-view.js';
import { odinTokenUrl } from './model.js';
import { marketCapUsd, satsToUsd, usdString } from './snapshot/usd.js';
import { readFirstPointAt, readTokenHistory } from './store/price-points-repository.js';

type TokenDetailResponse = components['schemas']['TokenDetailResponse'];

/**
 * One token by id (exact) or ticker (case-insensitive; the largest market cap wins, i.e. the
 * first in the snapshot's market-cap order), with its analytics and `days` of history
 * down-sampled to at most 600 points (docs/decisions/027-history-ranges-and-volume.md).
 */
export async function readTokenDetail(
  db: Kysely<Database>,
  view: MarketView,
  symbolOrId: string,
  days: number,
  now: number,
): Promise<TokenDetailResponse | null> {
  const { snapshot } = view;
  const row = findSnapshotToken(snapshot.tokens, symbolOrId);
  if (!row) return null;
  const token = view.tokensById.get(row.id)!;
  const window = clampHistoryDays(days);
  const from = now - daysToMs(window);
  const bucketSeconds = bucketSecondsFor(window);
  const [stored, firstPointAt] = await Promise.all([
    readTokenHistory(db, view.source, token.id, new Date(from)),
    readFirstPointAt(db, view.source, token.id),
  ]);
  const history = lastPerBucket(
    stored.map((p) => ({ ...p, ts: new Date(p.ts).getTime() })),
    bucketSeconds * 1000,
  );
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
