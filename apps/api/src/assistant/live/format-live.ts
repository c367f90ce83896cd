import type { MarketSource } from '../../market/market-service.js';
import type { Source } from '../assistant.js';
import type { LiveToken } from './live-token.js';

// Figures are quoted from the contract's decimal strings: we add separators and signs but never
// round or recompute, so the assistant cannot state a number the data does not contain.

/** "38527.40" → "38,527.40" without going through a float. */
export function groupDigits(decimal: string): string {
  const [int = '', frac] = decimal.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = int.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}${frac !== undefined ? `.${frac}` : ''}`;
}

export const usd = (decimal: string) => `$${groupDigits(decimal)}`;
export const sats = (decimal: string) => `${groupDigits(decimal)} sats`;
export const signedPercent = (decimal: string) =>
  `${decimal.startsWith('-') || Number(decimal) === 0 ? '' : '+'}${decimal}%`;

/** "2026-11-21T14:05:00.000Z" → "2026-11-21 14:05 UTC". */
export function asOfLabel(iso: string): string {
  return iso.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC');
}

/** Where the numbers come from, said plainly; demo data must never pass for live data. */
export function dataNote(source: MarketSource, asOf: string): string {
  return source === 'demo'
    ? `These are **demo data** from ODAI's simulated market (not live Odin.fun figures), as of ${asOfLabel(asOf)}.`
    : `Live data from Odin.fun's public API, as of ${asOfLabel(asOf)}.`;
}

/**
 * Text from upstream (token names, tickers; up to 200 characters chosen by whoever launched the
 * token) as literal Markdown: every character Markdown or HTML could act on is backslash-escaped,
 * line breaks and other control characters become spaces, so a name cannot become a link, an
 * image, emphasis, a list item, code or a tag in an answer (issue 15). The one place for it:
 * every token name or ticker put into an answer's Markdown goes through here.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function markdownText(text: string): string {
  return (
    text
      .replace(LINE_BREAKS_AND_CONTROLS, ' ')
      // A hyphen inside a word ("moon-pig", "Q-U-A-X") is no Markdown syntax and stays as typed.
      .replace(/[\\`*_{}[\]()<>#+\-.!|~&"'=:]/g, (c, at: number, all: string) =>
        c === '-' && /\w/.test(all[at - 1] ?? '') && /\w/.test(all[at + 1] ?? '') ? c : `\\${c}`,
      )
      .trim()
  );
}

/** Token ids are short lower-case codes; anything else is dropped so a code span cannot be broken. */
const idText = (id: string) => id.replace(/[^A-Za-z0-9._-]/g, '');

export function tokenLabel(t: Pick<LiveToken, 'name' | 'symbol' | 'id'>): string {
  const name = markdownText(t.name);
  const symbol = markdownText(t.symbol);
  return t.name.toUpperCase() === t.symbol.toUpperCase()
    ? `**${symbol}** (id \`${idText(t.id)}\`)`
    : `**${name}** (${symbol}, id \`${idText(t.id)}\`)`;
}

export function tokenSource(t: LiveToken): Source {
  const source: Source = {
    kind: 'live-data',
    title: `${t.symbol} (${t.id}) — market data`,
    ref: `token:${t.id}`,
    asOf: t.asOf,
    source: t.source,
  };
  // A demo token's id names no real Odin.fun token (or a different one): link only live data.
  if (t.source === 'odin') source.url = `https://odin.fun/token/${t.id}`;
  return source;
}

export function marketSource(view: string, title: string, asOf: string, source: MarketSource): Source {
  return { kind: 'live-data', title, ref: `market:${view}`, asOf, source };
}
