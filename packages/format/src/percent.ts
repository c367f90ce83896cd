import { DASH, fixed, roundedIsZero, toFiniteNumber } from './parse.js';

/**
 * A percent change with two decimals and an explicit sign: "+12.34%", "-0.50%", "0.00%".
 * The sign follows the printed value, so 0.001 and -0 both print "0.00%" (never "+0.00%").
 */
export function formatPercent(value: unknown): string {
  const n = toFiniteNumber(value);
  if (n === null) return DASH;
  if (roundedIsZero(n, 2)) return '0.00%';
  return `${n > 0 ? '+' : '-'}${fixed(Math.abs(n), 2)}%`;
}

/** Volatility is a magnitude, not a change: two decimals, no sign ("12.34%"). */
export function formatVolatility(value: unknown): string {
  const n = toFiniteNumber(value);
  if (n === null) return DASH;
  return `${fixed(roundedIsZero(n, 2) ? 0 : n, 2)}%`;
}

/** Liquidity score on its 0–10 scale with one decimal: "7.3/10". */
export function formatLiquidity(value: unknown): string {
  const n = toFiniteNumber(value);
  if (n === null) return DASH;
  return `${fixed(roundedIsZero(n, 1) ? 0 : n, 1)}/10`;
}

/** Bonding-curve progress, one decimal, no sign: "61.2%". */
export function formatProgress(value: unknown): string {
  const n = toFiniteNumber(value);
  if (n === null) return DASH;
  return `${fixed(Math.min(100, Math.max(0, n)), 1)}%`;
}
