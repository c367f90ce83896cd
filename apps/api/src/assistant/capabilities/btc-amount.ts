// The units the visitor's own amounts come in, and how a worked-out amount is written: grouped,
// up to 8 decimals (a satoshi's precision in BTC), never rounded to the display formats' 2 decimals,
// since the visitor compares it with the number they typed.
export const SATS_PER_BTC = 100_000_000;

// The guides' trading fees, of the BTC side of a trade: 1% on the bonding curve, 0.5% in an
// ascended token's AMM pool. What the visitor's own amount is worked out at.
export const CURVE_FEE_RATE = 0.01;
export const POOL_FEE_RATE = 0.005;

/** The units a conversion goes between: BTC, sats and millisats (the unit of Odin's API). */
export type BtcUnit = 'btc' | 'sat' | 'msat';
const PER_MSAT: Record<BtcUnit, number> = { btc: SATS_PER_BTC * 1_000, sat: 1_000, msat: 1 };
const UNIT_NAMES: Record<BtcUnit, [string, string]> = {
  btc: ['BTC', 'BTC'],
  sat: ['sat', 'sats'],
  msat: ['millisat', 'millisats'],
};
/** The rates a conversion is worked out at, as the guides state them. */
export const UNIT_RATES = '1 BTC = 100,000,000 sats, and 1 sat = 1,000 millisats.';

/** The unit a typed word names: "msats", "millisatoshi", "sats", "btc", "bitcoins". */
export function unitOf(word: string): BtcUnit {
  const w = word.toLowerCase();
  if (w.startsWith('msat') || w.startsWith('milli')) return 'msat';
  return w.startsWith('sat') ? 'sat' : 'btc';
}

/** `amount` in `from`, converted to `to`. */
export function convertAmount(amount: number, from: BtcUnit, to: BtcUnit): number {
  return (amount * PER_MSAT[from]) / PER_MSAT[to];
}

/** "1 sat", "20,000,000 sats", "0.2 BTC": an amount with its unit's name. */
export function unitLabel(n: number, unit: BtcUnit): string {
  return `${formatExact(n)} ${UNIT_NAMES[unit][n === 1 ? 0 : 1]}`;
}

const exact = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "330,189", "0.0002", "330.189": the amount as worked out, grouped. */
export function formatExact(n: number): string {
  return exact.format(n);
}

/** "0.0002 BTC (20,000 sats)". */
export function formatBtcWithSats(btc: number): string {
  return `${exact.format(btc)} BTC (${whole.format(btc * SATS_PER_BTC)} sats)`;
}

// "100k sats", "0.02 btc", "50,000 satoshis": an amount the visitor names, in BTC or sats.
const AMOUNT = /(\d[\d,]*(?:\.\d+)?|\.\d+)\s*(k\s*)?(sats?|satoshis?|btc|bitcoins?)\b/i;

/** The first BTC amount a question names, in BTC, and whether it was typed in sats; null when none. */
export function btcAmountIn(text: string): { btc: number; inSats: boolean } | null {
  const m = AMOUNT.exec(text);
  if (!m?.[1]) return null;
  const n = Number(m[1].replace(/,/g, '')) * (m[2] ? 1000 : 1);
  const inSats = /^sat/i.test(m[3] ?? '');
  const btc = inSats ? n / SATS_PER_BTC : n;
  return Number.isFinite(btc) && btc > 0 ? { btc, inSats } : null;
}
