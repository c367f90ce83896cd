import { usd } from './format-live.js';
import type { LiveToken } from './live-token.js';

const IN_BTC = /\b(?:in|to|into|as|and|&|or|n)\s+(?:btc|bitcoin)\b|\bbtc (?:price|value|terms)\b/i;
const IN_USD = /\b(?:in|to|into|as) (?:usd|dollars?|\$)|\busd (?:price|value)\b|\bhow many dollars\b/i;
const SATS_PER_BTC_DIGITS = 8;

/** "330.189" sats → "0.00000330189" BTC, exactly (a decimal shift, no floating point). */
export function satsToBtc(sats: string): string {
  const [whole = '0', fraction = ''] = sats.split('.');
  const digits = `${whole.padStart(SATS_PER_BTC_DIGITS + 1, '0')}${fraction}`;
  const cut = digits.length - SATS_PER_BTC_DIGITS - fraction.length;
  const btc = `${digits.slice(0, cut).replace(/^0+(?=\d)/, '')}.${digits.slice(cut)}`;
  return btc.replace(/\.?0+$/, '');
}

/**
 * "Price of ODINDOG in btc / in dollars": the price per token in the unit asked, beside the sats
 * ODAI quotes. BTC is an exact conversion; no dollar price per token is in the data (numbers must
 * come from it), so a dollar question gets the market cap, which is in dollars, and says so.
 */
export function priceInUnits(question: string, token: LiveToken): string[] {
  const lines: string[] = [];
  if (token.price && IN_BTC.test(question))
    lines.push(`- Price in BTC: ${satsToBtc(token.price)} BTC per token`);
  // No dollar price per token is in the data: say so, and give the dollar figure that is.
  if (token.marketCap && IN_USD.test(question)) {
    lines.push(
      `- In USD: ODAI quotes prices in sats; the figure it has in dollars is the market cap, ${usd(token.marketCap)}`,
    );
  }
  return lines;
}
