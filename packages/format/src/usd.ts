import { DASH, roundedIsZero, toFiniteNumber } from './parse.js';

const compact = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const plain = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const small = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });

/**
 * US dollars with a '$' prefix, compact from a thousand up ("$1.23M", "$950.12", "$0.00123").
 * Amounts under a cent keep three significant digits, because memecoin prices live there.
 */
export function formatUsd(value: unknown): string {
  const n = toFiniteNumber(value);
  if (n === null) return DASH;
  if (n === 0 || roundedIsZero(n, 12)) return '$0.00';
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  if (abs >= 1000) return `${sign}$${compact.format(abs)}`;
  if (abs >= 0.01) return `${sign}$${plain.format(abs)}`;
  return `${sign}$${small.format(abs)}`;
}
