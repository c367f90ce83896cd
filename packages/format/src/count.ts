import { DASH, fixed, toFiniteNumber } from './parse.js';

/**
 * Counts (holders, transactions, tokens): below 1,000 as they are; from 1,000 one decimal + K;
 * from 1,000,000 one decimal + M. The unit is chosen after rounding, so 999,950 prints
 * "1.0M", never "1000.0K".
 */
export function formatCount(value: unknown): string {
  const n = toFiniteNumber(value);
  if (n === null) return DASH;
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const whole = Math.round(abs);
  if (whole < 1000) return whole === 0 ? '0' : `${sign}${whole}`;
  const thousands = Math.round(abs / 100) / 10;
  if (thousands < 1000) return `${sign}${fixed(thousands, 1)}K`;
  return `${sign}${fixed(Math.round(abs / 100_000) / 10, 1)}M`;
}
