import { markdownText, usd } from './format-live.js';
import type { LiveToken } from './live-token.js';
import { type Metric, metricsAsked } from './metrics.js';

// "whats its 24h volume", "odindog volume": the dollars traded in the last 24 h where the data has
// them (the live and demo markets do). Where it has none (a token read from its detail alone, the
// test fixtures), the answer gives the closest figure it has, the 24 h transactions, and says
// plainly that it is not volume.
const VOLUME_ASKED = /\bvolumes?\b/i;
const VOLUME_WORDS = new RegExp(VOLUME_ASKED.source, 'gi');

/** True when the question asks for traded volume. */
export function volumeAsked(question: string): boolean {
  return VOLUME_ASKED.test(question);
}

/**
 * The figures to give beside the volume line: the 24 h transactions (the trades behind the volume,
 * or the closest figure when there is no volume). "24h volume" names the window of the volume, not
 * the 24h change (read as if it said transactions).
 */
export function withTransactionsForVolume(question: string, asked: Metric[]): Metric[] {
  if (!volumeAsked(question)) return asked;
  const asTransactions = metricsAsked(question.replace(VOLUME_WORDS, 'transactions'));
  const kept = asTransactions.includes('change24h') ? asked : asked.filter((m) => m !== 'change24h');
  return kept.includes('transactions') ? kept : [...kept, 'transactions'];
}

/** The volume line under the figures: the figure, or what the data lacks; both say where the chart is. */
export function volumeLine(token: LiveToken): string {
  const chart = `Its Trading Volume chart is on its [dashboard page](/analytics/${encodeURIComponent(token.id)}).`;
  if (token.volume24h) return `- Volume (24 h): ${usd(token.volume24h)} traded. ${chart}`;
  return `- Volume: ODAI's market data has no traded volume figure for ${markdownText(token.symbol)}; the 24 h transactions are the closest it has. ${chart}`;
}
