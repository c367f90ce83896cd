import { shiftDown } from '../decimal.js';
import type { MarketToken } from '../model.js';
import type { OdinToken } from './odin-schemas.js';

// Upstream counts every amount in units of 10^11 per whole unit (Odin.fun's canister docs: amount = n × 10^(divisibility + decimals), github.com/Toniq-Labs/odin-docs; the odin-connect SDK: "all BTC amounts are in millisatoshis"): BTC
// amounts are millisats, token amounts are 10^-11 tokens. `price` is msat per whole token.
const MSAT_PER_SAT = 3; // decimal places
const BASE_UNITS_PER_TOKEN = 11;
const DEFAULT_SUPPLY_BASE_UNITS = '2100000000000000000'; // 21 M tokens

/** Converts a validated upstream token to our units, exactly. */
export function toMarketToken(token: OdinToken): MarketToken {
  return {
    id: token.id,
    name: token.name,
    symbol: token.ticker,
    description: token.description ?? '',
    creator: token.creator ?? null,
    bonded: token.bonded,
    sold: shiftDown(token.sold, BASE_UNITS_PER_TOKEN),
    totalSupply: shiftDown(token.total_supply ?? DEFAULT_SUPPLY_BASE_UNITS, BASE_UNITS_PER_TOKEN),
    priceSats: shiftDown(token.price, MSAT_PER_SAT),
    btcLiquiditySats: shiftDown(token.btc_liquidity ?? '0', MSAT_PER_SAT),
    tokenLiquidity: shiftDown(token.token_liquidity ?? '0', BASE_UNITS_PER_TOKEN),
    volume24hSats: shiftDown(token.volume_24 ?? '0', MSAT_PER_SAT),
    ...(token.volume ? { volumeTotalSats: shiftDown(token.volume, MSAT_PER_SAT) } : {}),
    holders: Number(token.holder_count),
    txnCount: token.txn_count ?? '0',
    createdAt: parseTime(token.created_time),
  };
}

/** msat per token (a candle close) → sats per token. */
export function msatToSats(msat: string): string {
  return shiftDown(msat, MSAT_PER_SAT);
}

function parseTime(text: string | null | undefined): string | null {
  if (!text) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
