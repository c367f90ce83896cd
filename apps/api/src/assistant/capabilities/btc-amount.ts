// The units the visitor's own amounts come in, and how a worked-out amount is written: grouped,
// up to 8 decimals (a satoshi's precision in BTC), never rounded to the display formats' 2 decimals,
// since the visitor compares it with the number they typed.
export const SATS_PER_BTC = 100_000_000;

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
