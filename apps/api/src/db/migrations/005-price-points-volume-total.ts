import { type Kysely, sql } from 'kysely';

// The source's cumulative traded volume at each point (sats, since the token launched), so the
// volume traded between two points is their difference (docs/decisions/039-per-interval-volume.md).
// Null for points stored before this column and for points rebuilt from upstream candles.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table price_points add column volume_total_sats numeric`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table price_points drop column volume_total_sats`.execute(db);
}
