import { DASH, toFiniteNumber } from './parse.js';

const SUBSCRIPT = ['₀', '₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉'];
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Zeros after the decimal point from which traders expect the subscript notation. */
const SUBSCRIPT_FROM_ZEROS = 3;

function subscript(n: number): string {
  return String(n)
    .split('')
    .map((d) => SUBSCRIPT[Number(d)])
    .join('');
}

/** Below 1 sat: four significant digits, and 0.0₄123 for 0.0000123 (the count of zeros). */
function formatFraction(abs: number): string {
  const [mantissa = '0', exp = '0'] = abs.toExponential(3).split('e');
  const digits = mantissa.replace('.', '').replace(/0+$/, '') || '0';
  const zeros = -Number(exp) - 1;
  if (zeros < 0) return digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  if (zeros >= SUBSCRIPT_FROM_ZEROS) return `0.0${subscript(zeros)}${digits}`;
  return `0.${'0'.repeat(zeros)}${digits}`;
}

/**
 * A price in sats per token: "12,345 sats", "4.76 sats", "0.118 sats", "0.0₄123 sats".
 * `unit: false` leaves the " sats" suffix off (chart axes carry the unit in their title).
 */
export function formatSats(value: unknown, options: { unit?: boolean } = {}): string {
  const n = toFiniteNumber(value);
  if (n === null) return DASH;
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  let body: string;
  if (abs === 0) body = '0';
  else if (abs >= 1000) body = grouped.format(abs);
  else if (abs >= 1) body = twoDecimals.format(abs);
  else body = formatFraction(abs);
  return options.unit === false ? `${sign}${body}` : `${sign}${body} sats`;
}

const SATS_PER_BTC = 100_000_000;

/** Sats (per token) in US dollars at a BTC/USD rate; null when either is missing. For display only. */
export function satsToUsd(sats: unknown, btcUsd: unknown): number | null {
  const s = toFiniteNumber(sats);
  const rate = toFiniteNumber(btcUsd);
  if (s === null || rate === null) return null;
  return (s * rate) / SATS_PER_BTC;
}
