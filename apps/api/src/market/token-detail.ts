import type { components } from '@odai/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { clampHistoryDays, findSnapshotToken } from './find-token.js';
import type { MarketView } from './market-view.js';
import { odinTokenUrl } from './model.js';
import { marketCapUsd, satsToUsd, usdString } from './snapshot/usd.js';
import { readTokenHistory } from './store/price-points-repository.js';

type TokenDetailResponse = components['schemas']['TokenDetailResponse'];

/**
 * One token by id (exact) or ticker (case-insensitive; the largest market cap wins, i.e. the
 * first in the snapshot's market-cap order), with its analytics and `days` of history.
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
  const since = new Date(now - clampHistoryDays(days) * 24 * 3_600_000);
  const history = await readTokenHistory(db, view.source, token.id, since);
  return {
    token: {
      id: token.id,
      name: token.name,
      symbol: token.symbol,
      price: token.priceSats,
      ...(row.marketCap ? { marketCap: row.marketCap } : {}),
      bonded: token.bonded,
      url: odinTokenUrl(token.id),
    },
    analytics: row.analytics ?? null,
    priceHistory: history.map((p) => ({
      timestamp: new Date(p.ts).toISOString(),
      price: p.price_sats,
      volume24h: usdString(satsToUsd(p.volume_24h_sats, p.btc_usd)),
      marketCap: usdString(marketCapUsd(p.price_sats, token.totalSupply, p.btc_usd)),
    })),
    source: view.source,
    asOf: snapshot.asOf,
  };
}
