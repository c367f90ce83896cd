import { markdownText } from './format-live.js';
import type { LiveToken } from './live-token.js';
import { type Metric, metricsAsked } from './metrics.js';

// "whats its 24h volume", "odindog volume": the market snapshot has no traded volume per token (only
// each token's history on its dashboard page charts it, decision 034), so the answer gives the
// closest figure it has, the 24 h transactions, and says plainly that it is not volume.
const VOLUME_ASKED = /\bvolumes?\b/i;
const VOLUME_WORDS = /\bvolumes?\b/gi;

/** True when the question asks for traded volume. */
export function volumeAsked(question: string): boolean {
  return VOLUME_ASKED.test(question);
}

/**
 * The figures to give: the transactions in place of the volume the data lacks. "24h volume" names
 * the window of the volume, not the 24h change (read as if it said transactions).
 */
export function withTransactionsForVolume(question: string, asked: Metric[]): Metric[] {
  if (!volumeAsked(question)) return asked;
  const asTransactions = metricsAsked(question.replace(VOLUME_WORDS, 'transactions'));
  const kept = asTransactions.includes('change24h') ? asked : asked.filter((m) => m !== 'change24h');
  return kept.includes('transactions') ? kept : [...kept, 'transactions'];
}

/** The line under the figures that says what the data lacks and where volume is shown. */
export function volumeLine(token: LiveToken): string {
  return `- Volume: ODAI's market data has no traded volume figure for ${markdownText(token.symbol)}; the 24 h transactions are the closest it has. Its Trading Volume chart is on its [dashboard page](/analytics/${encodeURIComponent(token.id)}).`;
}
