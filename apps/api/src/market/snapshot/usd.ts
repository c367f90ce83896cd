import { divide, formatFixedPoint, multiply, toFixedPoint } from '../decimal.js';

// Sats and BTC/USD to the contract's US-dollar strings, exactly (fixed-point, no floats).
const SATS_PER_BTC = toFixedPoint('100000000');

export function satsToUsd(sats: string, btcUsd: string): bigint {
  return divide(multiply(toFixedPoint(sats), toFixedPoint(btcUsd)), SATS_PER_BTC);
}

/** A fixed-point amount of sats (a difference of two totals) in USD, fixed-point. */
export function fixedSatsToUsd(sats: bigint, btcUsd: string): bigint {
  return divide(multiply(sats, toFixedPoint(btcUsd)), SATS_PER_BTC);
}

/** Market cap in USD (fixed-point): price (sats/token) × supply (tokens) × BTC/USD / 1e8. */
export function marketCapUsd(priceSats: string, supplyTokens: string, btcUsd: string): bigint {
  return divide(
    multiply(multiply(toFixedPoint(priceSats), toFixedPoint(supplyTokens)), toFixedPoint(btcUsd)),
    SATS_PER_BTC,
  );
}

/** Dollars with cents ("12.30"). */
export const usdString = (value: bigint): string => formatFixedPoint(value, 2, true);

/** A per-token price in dollars: tiny, so up to 10 decimals, trailing zeros trimmed. */
export const usdPriceString = (value: bigint): string => formatFixedPoint(value, 10);
