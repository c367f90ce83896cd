import type { MarketSnapshot } from '../../market/market-service.js';
import type { Reply } from '../reply.js';
import { dataNote, groupDigits, markdownText, marketSource, tokenSource } from './format-live.js';
import { fromSnapshot } from './live-token.js';
import { metricValue, type RankMetric, rankTokens, showMetric } from './metric-ranking.js';

export interface Threshold {
  metric: RankMetric;
  above: boolean;
  /** Inclusive ("at least", "at most") or strict ("more than", "under"). */
  inclusive: boolean;
  value: number;
  /** The limit as the visitor wrote it ("1,000", "$50k"), repeated in the answer. */
  said: string;
}

const SHOWN = 10;
const NOUN: Record<RankMetric, string> = {
  marketCap: 'a market cap',
  price: 'a price per token',
  holders: 'holders',
  liquidity: 'a liquidity score',
  transactions: 'transactions in the last 24 h',
  volume: 'a 24 h trading volume',
  volatility: 'a volatility',
  change24h: 'a 24h change',
};

/** The tracked tokens whose figure passes the limit, largest first, counted out of all of them. */
export function thresholdReply(snapshot: MarketSnapshot, t: Threshold): Reply {
  const passes = (v: number) =>
    t.above ? (t.inclusive ? v >= t.value : v > t.value) : t.inclusive ? v <= t.value : v < t.value;
  const tokens = rankTokens(snapshot, t.metric, t.above ? 'highest' : 'lowest').filter((x) => {
    const v = metricValue(t.metric, x);
    return v !== null && passes(v);
  });
  const relation = `${t.above ? (t.inclusive ? 'at least' : 'more than') : t.inclusive ? 'at most' : 'less than'}`;
  const limit = t.metric === 'price' ? `${t.said} sats` : t.said;
  const what =
    t.metric === 'holders' || t.metric === 'transactions'
      ? `${relation} ${limit} ${NOUN[t.metric]}`
      : `${NOUN[t.metric]} of ${relation} ${limit}`;
  const rows = tokens.slice(0, SHOWN);
  const lines = rows.map(
    (x, i) =>
      `- #${i + 1} **${markdownText(x.symbol)}** (${markdownText(x.name)}, id \`${x.id}\`): ${showMetric(t.metric, x)}`,
  );
  return {
    markdown: [
      `${groupDigits(String(tokens.length))} of the ${snapshot.tokens.length} tokens ODAI tracks ${tokens.length === 1 ? 'has' : 'have'} ${what}. ${dataNote(snapshot.source, snapshot.asOf)}`,
      ...(lines.length > 0 ? ['', ...lines] : []),
      ...(tokens.length > SHOWN ? [`- …and ${tokens.length - SHOWN} more.`] : []),
    ].join('\n'),
    sources: [
      marketSource(`where-${t.metric}`, `Market — tokens by ${t.metric}`, snapshot.asOf, snapshot.source),
      ...rows.map((x) => tokenSource(fromSnapshot(x, snapshot))),
    ],
  };
}
