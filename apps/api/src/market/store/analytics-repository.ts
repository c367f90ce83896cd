import type { MarketSourceColumn } from '../../db/schema.js';
import type { TokenFigures } from '../analytics/token-analytics.js';
import { formatNumber } from '../decimal.js';
import { chunks, type Db } from './store-db.js';

const CHUNK = 1_000;

/** Replaces the stored figures of `source` with this cycle's (followers build their snapshot from them). */
export async function saveAnalytics(
  db: Db,
  source: MarketSourceColumn,
  figures: readonly TokenFigures[],
  at: Date,
) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('token_analytics').where('source', '=', source).execute();
    for (const chunk of chunks(figures, CHUNK)) {
      const rows = chunk.map((f) => ({
        source,
        token_id: f.tokenId,
        computed_at: at,
        price_change_24h: formatNumber(f.priceChange24h, 6),
        volatility: formatNumber(f.volatility, 6),
        liquidity_score: formatNumber(f.liquidityScore, 6),
        holders: f.holders,
        transactions_24h: f.transactions24h,
        history_hours: formatNumber(f.historyHours, 1),
        partial: f.partial,
      }));
      if (rows.length) await trx.insertInto('token_analytics').values(rows).execute();
    }
  });
}

export async function readAnalytics(db: Db, source: MarketSourceColumn): Promise<TokenFigures[]> {
  const rows = await db.selectFrom('token_analytics').selectAll().where('source', '=', source).execute();
  return rows.map((r) => ({
    tokenId: r.token_id,
    priceChange24h: Number(r.price_change_24h),
    volatility: Number(r.volatility),
    liquidityScore: Number(r.liquidity_score),
    holders: r.holders,
    transactions24h: r.transactions_24h,
    historyHours: Number(r.history_hours),
    partial: r.partial,
  }));
}
