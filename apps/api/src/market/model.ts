import type { MarketSource } from './market-service.js';

// The market's internal records, in the units we store (sats, whole tokens, decimal strings).
// Both the Odin adapter and the demo market produce these; the store and the snapshot consume them.
// They look like the table rows in db/schema.ts on purpose, and stay separate on purpose: a row is
// what PostgreSQL holds (snake_case, the source column, Kysely column types, first_seen_at), a
// record is what the market works with; the repositories in store/ map one to the other.

/** Latest state of one token. Amounts are exact decimal strings. */
export interface MarketToken {
  id: string;
  name: string;
  symbol: string;
  description: string;
  creator: string | null;
  bonded: boolean;
  sold: string; // whole tokens sold on the bonding curve
  totalSupply: string; // whole tokens
  priceSats: string; // sats per token
  btcLiquiditySats: string;
  tokenLiquidity: string; // whole tokens in the AMM pool
  volume24hSats: string;
  /** Cumulative traded volume since launch (sats), when the source gives it. */
  volumeTotalSats?: string;
  holders: number;
  txnCount: string; // cumulative trades
  createdAt: string | null; // ISO
}

/** One stored history point. */
export interface MarketPoint {
  tokenId: string;
  ts: Date;
  priceSats: string;
  volume24hSats: string;
  /** Cumulative traded volume (sats) at this point: what per-interval volume is the difference of. */
  volumeTotalSats?: string;
  holders: number;
  txnCount: string;
  btcUsd: string;
}

/** What one ingest cycle observed: all tokens at once, plus the BTC/USD rate. */
export interface MarketObservation {
  source: MarketSource;
  at: Date;
  btcUsd: string;
  tokens: MarketToken[];
}

export const TOTAL_SUPPLY_TOKENS = 21_000_000;
/** A token ascends when 80% of its supply is sold on the curve. */
export const ASCENSION_SOLD_TOKENS = 16_800_000;

/** Progress along the bonding curve in percent: sold / 16.8 M (the ascension point), capped at 100; 100 once bonded. */
export function curveProgress(t: Pick<MarketToken, 'bonded' | 'sold'>): number {
  return t.bonded ? 100 : Math.min(100, (Number(t.sold) / ASCENSION_SOLD_TOKENS) * 100);
}

export function odinTokenUrl(id: string): string {
  return `https://odin.fun/token/${id}`;
}

/** The history point a token's current state makes at `at`. */
export function pointOf(t: MarketToken, at: Date, btcUsd: string): MarketPoint {
  return {
    tokenId: t.id,
    ts: at,
    priceSats: t.priceSats,
    volume24hSats: t.volume24hSats,
    ...(t.volumeTotalSats === undefined ? {} : { volumeTotalSats: t.volumeTotalSats }),
    holders: t.holders,
    txnCount: t.txnCount,
    btcUsd,
  };
}
