// Exact decimal arithmetic on strings via BigInt. Upstream amounts exceed 2^53, so anything we
// store goes through here, never through a float. Values are fixed-point bigints with SCALE
// decimals; formatting always yields plain notation matching ^-?\d+(\.\d+)?$ (never "1e-7").

export const SCALE = 18;
const ONE = 10n ** BigInt(SCALE);

/** Parses a plain decimal string or integer (string, number or bigint) into a SCALE fixed-point bigint. */
export function toFixedPoint(value: string | number | bigint): bigint {
  if (typeof value === 'bigint') return value * ONE;
  const text = typeof value === 'number' ? numberToPlain(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a plain decimal: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const digits = (fraction + '0'.repeat(SCALE)).slice(0, SCALE);
  const magnitude = BigInt(whole) * ONE + BigInt(digits);
  return sign === '-' ? -magnitude : magnitude;
}

/** Shifts a base-unit integer string down by `places` decimals exactly (e.g. msat → sats: 3). */
export function shiftDown(integer: string | bigint, places: number): string {
  return formatFixedPoint(toFixedPoint(integer) / 10n ** BigInt(places), SCALE);
}

export function multiply(a: bigint, b: bigint): bigint {
  return (a * b) / ONE;
}

export function divide(a: bigint, b: bigint): bigint {
  if (b === 0n) return 0n;
  return (a * ONE) / b;
}

/**
 * Formats a fixed-point value with at most `decimals` decimals, rounding half away from zero,
 * and trims trailing zeros unless `keepZeros` (market caps read better as "12.30").
 */
export function formatFixedPoint(value: bigint, decimals: number, keepZeros = false): string {
  const drop = 10n ** BigInt(SCALE - decimals);
  const negative = value < 0n;
  let magnitude = negative ? -value : value;
  magnitude = (magnitude + drop / 2n) / drop;
  const unit = 10n ** BigInt(decimals);
  const whole = (magnitude / unit).toString();
  let fraction = decimals > 0 ? (magnitude % unit).toString().padStart(decimals, '0') : '';
  if (!keepZeros) fraction = fraction.replace(/0+$/, '');
  const sign = negative && magnitude !== 0n ? '-' : '';
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** Formats a float (a derived figure such as a percent) with fixed decimals, never exponent notation. */
export function formatNumber(value: number, decimals: number, keepZeros = true): string {
  if (!Number.isFinite(value)) return '0';
  // toFixed never uses exponent notation below 1e21 and is far cheaper than the BigInt path.
  let text =
    Math.abs(value) < 1e21
      ? value.toFixed(decimals)
      : formatFixedPoint(toFixedPoint(numberToPlain(value)), decimals, true);
  if (!keepZeros && text.includes('.')) text = text.replace(/\.?0+$/, '');
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** A float in plain notation (no exponent), exact to its shortest round-trip digits. */
function numberToPlain(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not finite: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent notation: rebuild from the digits and the exponent.
  const [mantissa = '', exponentText = '0'] = text.toLowerCase().split('e');
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [intPart = '', fracPart = ''] = mantissa.replace('-', '').split('.');
  const digits = intPart + fracPart;
  const point = intPart.length + exponent;
  const plain =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${plain}` : plain;
}

/** A decimal string as a float, for derived figures only (analytics, sorting). */
export function toNumber(value: string): number {
  return Number(value);
}
