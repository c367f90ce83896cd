import { type Kysely, sql } from 'kysely';
import type { Database, MarketSourceColumn } from '../../db/schema.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Thins the history so it stays small while keeping what the analytics need:
 *   - newer than 1 h: every point (one per ingest cycle);
 *   - 1 h to 7 days: the last point of each 5-minute bucket (the volatility grid);
 *   - 7 to 90 days: the last point of each hour;
 *   - older than 90 days: dropped.
 * Thinning keeps the last point of a bucket, so a token's first point can move later by at
 * most one bucket; "history hours" only matters for the first 24 h, which are never thinned
 * below 5 minutes.
 */
export async function applyRetention(
  db: Kysely<Database>,
  source: MarketSourceColumn,
  now: Date,
): Promise<void> {
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
  await sql`delete from price_points where source = ${source} and ts < ${at(90 * DAY_MS)}::timestamptz`.execute(
    db,
  );
  await thin(db, source, at(7 * DAY_MS), at(HOUR_MS), 300);
  await thin(db, source, at(90 * DAY_MS), at(7 * DAY_MS), 3600);
}

/** Deletes every point in [from, to) that is not the last of its `bucketSeconds` bucket. */
async function thin(
  db: Kysely<Database>,
  source: MarketSourceColumn,
  from: string,
  to: string,
  bucketSeconds: number,
) {
  await sql`
    delete from price_points p using (
      select token_id, ts, row_number() over (
        partition by token_id, floor(extract(epoch from ts) / ${bucketSeconds}) order by ts desc) as rank
      from price_points
      where source = ${source} and ts >= ${from}::timestamptz and ts < ${to}::timestamptz
    ) ranked
    where ranked.rank > 1 and p.source = ${source} and p.token_id = ranked.token_id and p.ts = ranked.ts`.execute(
    db,
  );
}
