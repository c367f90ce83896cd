import { sql } from 'kysely';
import type { MarketSourceColumn } from '../../db/schema.js';
import type { SeriesPoint } from '../analytics/series.js';
import type { MarketPoint } from '../model.js';
import { chunks, type Db } from './store-db.js';

const CHUNK = 5_000;

/**
 * Bulk insert through unnest(): one parameter per column instead of one per value, so a chunk
 * of 5,000 points is a single short statement (the 7-day demo backfill writes ~120,000 rows).
 * A point already stored for the same (source, token, ts) is left as it is.
 */
export async function insertPoints(
  db: Db,
  source: MarketSourceColumn,
  points: readonly MarketPoint[],
): Promise<void> {
  for (const chunk of chunks(points, CHUNK)) {
    await sql`
      insert into price_points (source, token_id, ts, price_sats, volume_24h_sats, holders, txn_count, btc_usd, volume_total_sats)
      select ${source}, * from unnest(
        ${chunk.map((p) => p.tokenId)}::text[],
        ${chunk.map((p) => p.ts.toISOString())}::timestamptz[],
        ${chunk.map((p) => p.priceSats)}::numeric[],
        ${chunk.map((p) => p.volume24hSats)}::numeric[],
        ${chunk.map((p) => p.holders)}::int[],
        ${chunk.map((p) => p.txnCount)}::bigint[],
        ${chunk.map((p) => p.btcUsd)}::numeric[],
        ${chunk.map((p) => p.volumeTotalSats ?? null)}::numeric[])
      on conflict do nothing`.execute(db);
  }
}

export interface RecentSeries {
  series: Map<string, SeriesPoint[]>;
  firstPointAt: Map<string, number>;
}

/** Each token's 5-minute closes since `since`, and its oldest stored point: what analytics start from. */
export async function readRecentSeries(
  db: Db,
  source: MarketSourceColumn,
  since: Date,
): Promise<RecentSeries> {
  const rows = await sql<{ token_id: string; ts: Date; price_sats: string; txn_count: string }>`
    select distinct on (token_id, floor(extract(epoch from ts) / 300)) token_id, ts, price_sats, txn_count
    from price_points where source = ${source} and ts >= ${since.toISOString()}::timestamptz
    order by token_id, floor(extract(epoch from ts) / 300), ts desc`.execute(db);
  const series = new Map<string, SeriesPoint[]>();
  for (const row of rows.rows) {
    const list = series.get(row.token_id) ?? [];
    list.push({
      ts: new Date(row.ts).getTime(),
      priceSats: Number(row.price_sats),
      txnCount: Number(row.txn_count),
    });
    series.set(row.token_id, list);
  }
  const firsts = await db
    .selectFrom('price_points')
    .select(['token_id', (eb) => eb.fn.min('ts').as('first')])
    .where('source', '=', source)
    .groupBy('token_id')
    .execute();
  const firstPointAt = new Map(firsts.map((r) => [r.token_id, new Date(r.first as Date).getTime()]));
  return { series, firstPointAt };
}

/** One token's points since `since`, oldest first. */
export async function readTokenHistory(db: Db, source: MarketSourceColumn, tokenId: string, since: Date) {
  return db
    .selectFrom('price_points')
    .select(['ts', 'price_sats', 'volume_24h_sats', 'btc_usd', 'volume_total_sats'])
    .where('source', '=', source)
    .where('token_id', '=', tokenId)
    .where('ts', '>=', since)
    .orderBy('ts')
    .execute();
}

/** When the token's oldest stored point was taken (any age), or null when none is stored. */
export async function readFirstPointAt(
  db: Db,
  source: MarketSourceColumn,
  tokenId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('price_points')
    .select((eb) => eb.fn.min('ts').as('first'))
    .where('source', '=', source)
    .where('token_id', '=', tokenId)
    .executeTakeFirst();
  return row?.first ? new Date(row.first as Date).getTime() : null;
}
