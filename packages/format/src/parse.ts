/** What every formatter prints for input it cannot read as a finite number. */
export const DASH = '—';

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Reads a number from what the API sends: numbers, numeric strings (PostgreSQL `numeric`
 * arrives as a string) and bigints. Anything else, and NaN/±Infinity, is `null`, so callers
 * print a dash instead of "NaN".
 */
export function toFiniteNumber(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'bigint') n = Number(value);
  else if (typeof value === 'string' && NUMERIC.test(value.trim())) n = Number(value.trim());
  else return null;
  return Number.isFinite(n) ? n : null;
}

/** Normalises -0 (and anything that rounds to zero at `decimals`) to +0. */
export function roundedIsZero(n: number, decimals: number): boolean {
  return Math.abs(n) < 0.5 * 10 ** -decimals;
}

export function fixed(n: number, decimals: number): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(n);
}
