import { CURVE_A_SATS as A, CURVE_B_PER_TOKEN as B } from '../analytics/liquidity-score.js';

// The two venues an Odin token trades on, in sats and whole tokens.
//   Bonding curve: p(x) = a·e^(b·x) sats per token at x tokens sold; buying from x to x' costs
//   ∫ p = (a/b)(e^(b·x') − e^(b·x)) sats. 1% fee on curve trades.
//   Constant-product pool after ascension: B·T = k, price = B/T; 0.5% fee on the input side.

export const CURVE_FEE = 0.01;
export const POOL_FEE = 0.005;
export const ASCENSION_SOLD = 16_800_000;
export const POOL_SEED_TOKENS = 4_200_000;
export const POOL_SEED_SATS = 20_000_000; // 0.2 BTC

export function curvePrice(sold: number): number {
  return A * Math.exp(B * sold);
}

/** Tokens sold after spending `sats` (fee taken first) at `sold`; capped at ascension. */
export function curveBuy(sold: number, sats: number): number {
  const net = sats * (1 - CURVE_FEE);
  const after = Math.log(Math.exp(B * sold) + (net * B) / A) / B;
  return Math.min(after, ASCENSION_SOLD);
}

/** Sats received for selling `tokens` back to the curve at `sold` (fee deducted). */
export function curveSell(sold: number, tokens: number): { sold: number; sats: number } {
  const after = Math.max(0, sold - tokens);
  const gross = (A / B) * (Math.exp(B * sold) - Math.exp(B * after));
  return { sold: after, sats: gross * (1 - CURVE_FEE) };
}

export interface Pool {
  sats: number;
  tokens: number;
}

export function poolBuy(pool: Pool, sats: number): Pool {
  const k = pool.sats * pool.tokens;
  const nextSats = pool.sats + sats * (1 - POOL_FEE);
  return { sats: nextSats, tokens: k / nextSats };
}

export function poolSell(pool: Pool, tokens: number): Pool {
  const k = pool.sats * pool.tokens;
  const nextTokens = pool.tokens + tokens * (1 - POOL_FEE);
  return { sats: k / nextTokens, tokens: nextTokens };
}
