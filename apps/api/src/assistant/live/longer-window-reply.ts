import type { Reply } from '../reply.js';
import { dataNote, signedPercent, tokenLabel, tokenSource } from './format-live.js';
import type { LiveToken } from './live-token.js';

export type LongerWindow = 'week' | 'month' | 'year';

const WINDOWS: [LongerWindow, RegExp][] = [
  ['week', /\b(?:last|past|this|a|per|the) week\b|\b7 ?d(?:ays?)?\b|\bseven days\b|\bweekly\b|\bwk\b/i],
  ['month', /\b(?:last|past|this|a|per|the) month\b|\b30 ?d(?:ays?)?\b|\bthirty days\b|\bmonthly\b/i],
  ['year', /\b(?:last|past|this|a|per|the) year\b|\bytd\b|\b(?:12 months|yearly|all[- ]time)\b/i],
];

/** The window a question asks a token's change over, when it is longer than the 24 h ODAI computes. */
export function longerWindow(question: string): LongerWindow | null {
  return WINDOWS.find(([, re]) => re.test(question))?.[0] ?? null;
}

/**
 * "And compared to last week?": ODAI computes a token's change over 24 hours only, so the answer
 * says that first, gives the 24 h change it has, and points to the dashboard's chart, which shows
 * the price over 7 and 30 days (never a figure ODAI did not compute).
 */
export function longerWindowReply(token: LiveToken, window: LongerWindow): Reply {
  const change = token.analytics?.priceChange24h;
  const over24h = change === undefined ? '' : ` (24h change: ${signedPercent(change)})`;
  const span =
    window === 'week' ? 'the last 7 days' : window === 'month' ? 'the last 30 days' : 'up to 30 days';
  const link = `/analytics/${encodeURIComponent(token.id)}${window === 'week' ? '' : '?range=30d'}`;
  const chart = `The dashboard charts its price over ${span}: [${token.symbol} on the dashboard](${link}).`;
  return {
    markdown: `ODAI has no ${window}ly change for ${tokenLabel(token)}: its figures cover the last 24 hours${over24h}. ${chart}\n\n${dataNote(token.source, token.asOf)}`,
    sources: [tokenSource(token)],
  };
}
