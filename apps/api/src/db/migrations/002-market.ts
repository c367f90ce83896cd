import { type Kysely, sql } from 'kysely';

// Every market table is keyed by `source` first: live ('odin') and demo rows never mix.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tokens (
      source text not null check (source in ('odin', 'demo')),
      id text not null,
      name text not null,
      symbol text not null,
      description text not null default '',
      creator text,
      bonded boolean not null,
      sold numeric not null,
      total_supply numeric not null,
      price_sats numeric not null,
      btc_liquidity_sats numeric not null default 0,
      token_liquidity numeric not null default 0,
      volume_24h_sats numeric not null default 0,
      holders integer not null,
      txn_count bigint not null default 0,
      created_at timestamptz,
      first_seen_at timestamptz not null default now(),
      updated_at timestamptz not null,
      primary key (source, id)
    )`.execute(db);
  await sql`create index tokens_symbol_idx on tokens (source, lower(symbol))`.execute(db);
  await sql`
    create table price_points (
      source text not null check (source in ('odin', 'demo')),
      token_id text not null,
      ts timestamptz not null,
      price_sats numeric not null,
      volume_24h_sats numeric not null default 0,
      holders integer not null,
      txn_count bigint not null default 0,
      btc_usd numeric not null,
      primary key (source, token_id, ts)
    )`.execute(db);
  // Range reads (one token's history) walk the primary key; retention scans by time.
  await sql`create index price_points_ts_idx on price_points (source, ts)`.execute(db);
  await sql`
    create table token_analytics (
      source text not null check (source in ('odin', 'demo')),
      token_id text not null,
      computed_at timestamptz not null,
      price_change_24h numeric not null,
      volatility numeric not null,
      liquidity_score numeric not null,
      holders integer not null,
      transactions_24h integer not null,
      history_hours numeric not null,
      partial boolean not null,
      primary key (source, token_id)
    )`.execute(db);
  await sql`
    create table market_meta (
      source text primary key check (source in ('odin', 'demo')),
      btc_usd numeric not null,
      last_ingest_at timestamptz,
      state jsonb not null default '{}'::jsonb
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['market_meta', 'token_analytics', 'price_points', 'tokens']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
