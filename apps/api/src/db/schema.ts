import type { ColumnType, Generated, Selectable } from 'kysely';

// Kysely's view of the tables created by the migrations in ./migrations. PostgreSQL `numeric`
// columns are strings on both sides (pg and PGlite return them as text), so money and percent
// values never round-trip through a float.

/** A `numeric` column: read as string, written as string. */
export type Numeric = ColumnType<string, string, string>;
/** A `timestamptz` column: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A `timestamptz` column with a database default (`now()`): optional on insert. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type MarketSourceColumn = 'odin' | 'demo';

export interface ChatSessionsTable {
  id: string; // uuid
  cookie_hash: string; // sha-256 hex of the binding cookie's secret
  created_at: GeneratedTimestamp;
  last_active_at: GeneratedTimestamp;
}

export interface ChatMessagesTable {
  seq: Generated<string>; // bigserial, insertion order
  id: string; // uuid
  session_id: string;
  is_user: boolean;
  message: string;
  sources: ColumnType<unknown[] | null, string | null, string | null>; // jsonb
  engine: string | null;
  suggestions: ColumnType<string[] | null, string | null | undefined, string | null>; // jsonb
  created_at: GeneratedTimestamp;
}

/** Latest known state of each token, per source (live and demo rows never mix). */
export interface TokensTable {
  source: MarketSourceColumn;
  id: string; // Odin token id
  name: string;
  symbol: string;
  description: string;
  creator: string | null;
  bonded: boolean;
  sold: Numeric; // whole tokens sold on the bonding curve
  total_supply: Numeric; // whole tokens
  price_sats: Numeric; // sats per token
  btc_liquidity_sats: Numeric; // BTC side of the AMM pool, sats
  token_liquidity: Numeric; // token side of the AMM pool, whole tokens
  volume_24h_sats: Numeric;
  holders: number;
  txn_count: ColumnType<string, string | number, string | number>; // bigint, cumulative trades
  created_at: Timestamp | null; // launch time upstream
  first_seen_at: GeneratedTimestamp;
  updated_at: Timestamp;
}

/** Time series: one point per token per ingest cycle (5-minute/hourly after compaction). */
export interface PricePointsTable {
  source: MarketSourceColumn;
  token_id: string;
  ts: Timestamp;
  price_sats: Numeric;
  volume_24h_sats: Numeric;
  holders: number;
  txn_count: ColumnType<string, string | number, string | number>; // bigint, cumulative trades
  btc_usd: Numeric;
  /** Cumulative traded volume (sats) since launch; null when the source did not give it. */
  volume_total_sats: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Analytics computed per ingest cycle (formulas in docs/decisions/011-liquidity-score.md and the dashboard's methodology note). */
export interface TokenAnalyticsTable {
  source: MarketSourceColumn;
  token_id: string;
  computed_at: Timestamp;
  price_change_24h: Numeric; // percent
  volatility: Numeric; // percent, daily
  liquidity_score: Numeric; // 0–10
  holders: number;
  transactions_24h: number;
  history_hours: Numeric;
  partial: boolean;
}

/** One row per source: BTC/USD, last ingest, and the demo simulator's state between runs. */
export interface MarketMetaTable {
  source: MarketSourceColumn;
  btc_usd: Numeric;
  last_ingest_at: Timestamp | null;
  state: ColumnType<unknown, string, string>; // jsonb
}

export interface Database {
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  tokens: TokensTable;
  price_points: PricePointsTable;
  token_analytics: TokenAnalyticsTable;
  market_meta: MarketMetaTable;
}

export type TokenRow = Selectable<TokensTable>;
export type PricePointRow = Selectable<PricePointsTable>;
