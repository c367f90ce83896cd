import { groupDigits, sats, signedPercent, usd } from './format-live.js';
import type { LiveToken } from './live-token.js';

/** Every figure a token has, in the order replies list them. */
export const ALL_METRICS = [
  'price',
  'marketCap',
  'holders',
  'change24h',
  'volatility',
  'liquidity',
  'transactions',
] as const;
export type Metric = (typeof ALL_METRICS)[number];

// Which words ask for which figure ("what's ODINDOG at" and "quote for ODAI" are its price; a token's
// "shareholders" are its holders). "price impact" is a trading concept, not a token's price.
const PATTERNS: Record<Metric, RegExp> = {
  price:
    /\bprices?\b(?!\s+impact)|\bpriced\b|\bquote (?:for|of|on)\b|\b(trading|going|selling) (at|for)\b|\bworth\b|\bcosts? of\b|\bsats? per\b|\b(what'?s|whats|what is|where'?s|where is)\s+\$?[\w•.-]+\s+at\b/i,
  // "The total value of all GRIFFAIN coins", "worth in total, the whole coin added up".
  marketCap:
    /\bmarket ?caps?\b|\bmcap\b|\bmc\b|\bvaluation\b|\btotal (?:value|worth)\b|\bworth in total\b|\b(?:whole|entire) (?:coin|token) added up\b/i,
  holders:
    /\bholders?\b|\bhow many (people|wallets|owners)\b|\bowners\b|\b['‘"]?share-?holders\b|\b(people|wallets|accounts) (holding|hold|own|owning)\b/i,
  // Direction words ask for the change too: "did it go up today?", "is that up from yesterday?",
  // "is BOBAI pumping", "how much did it drop".
  change24h:
    /\b24 ?h(ours?)?\b|\bchange\b|\bchanged\b|\bgain(ed)?\b|\bperform(ance|ing|ed)?\b|\bup or down\b|\bmoved\b|\byesterday\b|\b(go|goes|went|gone|going|is it|was it|it's|its|that|been)\s+(up|down)\b|\b(rose|risen|rising|fell|fallen|falling|dropp?(ed|ing)?|dipp?(ed|ing)|pump(ed|ing)|dump(ed|ing)|tank(ed|ing)|crash(ed|ing))\b|\b(up|down) (today|since|more than|over|by|at least|\d)/i,
  // "vol" is traders' shorthand for both; a token's answer gives its volatility, and its volume
  // too where the data has one (token-figures withVolume).
  volatility: /\bvolatil(e|ity)\b|\bswings?\b|\bvol\b/i,
  liquidity: /\bliquid(ity)?\b|\bliq\b|\bdepth\b|\bmove (the|its) price\b/i,
  transactions: /\btransactions?\b|\btrades\b|\btxn?s?\b/i,
};

/** The figures a question asks for, in a stable order; empty when it names none. */
export function metricsAsked(question: string): Metric[] {
  const asked = ALL_METRICS.filter((m) => PATTERNS[m].test(question));
  // "how many txs in 24h": the window of the transactions asked, not the 24h change as well.
  const windowOnly =
    asked.includes('transactions') &&
    asked.includes('change24h') &&
    !PATTERNS.change24h.test(
      question.replace(/\b(?:in |over |for |last |past |the )*24 ?h(?:ours?|rs?)?\b/gi, ' '),
    );
  return windowOnly ? asked.filter((m) => m !== 'change24h') : asked;
}

/** One bullet per figure; a missing figure says so rather than inventing one. */
export function metricLine(t: LiveToken, metric: Metric): string {
  const a = t.analytics;
  const missing = 'not available yet';
  switch (metric) {
    case 'price':
      return `- Price: ${t.price ? `${sats(t.price)} per token` : missing}`;
    case 'marketCap':
      return `- Market cap: ${t.marketCap ? usd(t.marketCap) : missing}`;
    case 'holders':
      return `- Holders: ${a ? groupDigits(String(a.holders)) : missing}`;
    case 'change24h':
      return `- 24h change: ${a ? signedPercent(a.priceChange24h) : missing}`;
    case 'volatility':
      return `- Volatility (24 h): ${a ? `${a.volatility}%` : missing}`;
    case 'liquidity':
      return `- Liquidity score: ${a ? `${a.liquidityScore} / 10` : missing}`;
    case 'transactions':
      return `- Transactions (24 h): ${a ? groupDigits(String(a.transactions24h)) : missing}`;
  }
}

/** Guide sections that explain how a figure is computed, cited beside the figure. */
export const METRIC_GUIDE: Partial<Record<Metric, string>> = {
  change24h: 'reading-analytics#24h-change',
  volatility: 'reading-analytics#volatility',
  liquidity: 'reading-analytics#liquidity-score',
};
