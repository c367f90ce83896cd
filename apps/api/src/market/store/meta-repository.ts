import type { MarketSourceColumn } from '../../db/schema.js';
import type { Db } from './store-db.js';

export interface MarketMeta {
  source: MarketSourceColumn;
  btcUsd: string;
  lastIngestAt: Date | null;
  state: unknown;
}

export async function readMeta(db: Db, source: MarketSourceColumn): Promise<MarketMeta | null> {
  const row = await db.selectFrom('market_meta').selectAll().where('source', '=', source).executeTakeFirst();
  if (!row) return null;
  return {
    source: row.source,
    btcUsd: row.btc_usd,
    lastIngestAt: row.last_ingest_at ? new Date(row.last_ingest_at) : null,
    state: typeof row.state === 'string' ? JSON.parse(row.state) : row.state,
  };
}

/** Records a finished cycle. Written last, so a follower that sees the new time finds the cycle's rows. */
export async function writeMeta(db: Db, meta: MarketMeta): Promise<void> {
  const values = {
    source: meta.source,
    btc_usd: meta.btcUsd,
    last_ingest_at: meta.lastIngestAt,
    state: JSON.stringify(meta.state ?? {}),
  };
  await db
    .insertInto('market_meta')
    .values(values)
    .onConflict((oc) => oc.column('source').doUpdateSet(values))
    .execute();
}
