import type { components } from '@odai/contract';
import type { MarketSnapshot } from '../../market/market-service.js';
import { guideSources } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { Reply } from '../reply.js';
import {
  dataNote,
  groupDigits,
  markdownText,
  marketSource,
  sats,
  signedPercent,
  tokenLabel,
  tokenSource,
  usd,
} from './format-live.js';
import { fromSnapshot } from './live-token.js';

type Token = components['schemas']['Token'];
/** The fields a figure is read from: a snapshot's token or a token as answers quote it. */
type TokenFigures = Pick<Token, 'price' | 'marketCap' | 'volume24h'> & {
  analytics?: Token['analytics'] | null;
};

/** The dashboard figures a whole-market ranking can sort by. */
export type RankMetric =
  | 'marketCap'
  | 'price'
  | 'holders'
  | 'liquidity'
  | 'transactions'
  | 'volume'
  | 'volatility'
  | 'change24h';
export type RankOrder = 'highest' | 'lowest';

const SPEC: Record<
  RankMetric,
  {
    value: (t: TokenFigures) => number | null;
    show: (t: Token) => string;
    most: string;
    least: string;
    guide?: string;
  }
> = {
  marketCap: {
    value: (t) => (t.marketCap === undefined ? null : Number(t.marketCap)),
    show: (t) => `market cap ${usd(t.marketCap ?? '0')}`,
    most: 'the largest market cap',
    least: 'the smallest market cap',
  },
  price: {
    value: (t) => (t.price === undefined ? null : Number(t.price)),
    show: (t) => `price ${sats(t.price ?? '0')} per token`,
    most: 'the highest price per token',
    least: 'the lowest price per token',
  },
  holders: {
    value: (t) => t.analytics?.holders ?? null,
    show: (t) => `${groupDigits(String(t.analytics?.holders ?? 0))} holders`,
    most: 'the most holders',
    least: 'the fewest holders',
  },
  liquidity: {
    value: (t) => (t.analytics ? Number(t.analytics.liquidityScore) : null),
    show: (t) => `liquidity score ${t.analytics?.liquidityScore} / 10`,
    most: 'the highest liquidity score',
    least: 'the lowest liquidity score',
    guide: 'reading-analytics#liquidity-score',
  },
  transactions: {
    value: (t) => t.analytics?.transactions24h ?? null,
    show: (t) => `${groupDigits(String(t.analytics?.transactions24h ?? 0))} transactions (24 h)`,
    most: 'the most transactions in the last 24 h',
    least: 'the fewest transactions in the last 24 h',
  },
  // US dollars traded in the last 24 h: the live and demo snapshots carry it for every token; a
  // market without it (the test fixtures) is ranked by transactions instead (VOLUME_FALLBACK).
  volume: {
    value: (t) => (t.volume24h === undefined ? null : Number(t.volume24h)),
    show: (t) => `${usd(t.volume24h ?? '0')} traded (24 h)`,
    most: 'the most trading volume in the last 24 h',
    least: 'the least trading volume in the last 24 h',
  },
  volatility: {
    value: (t) => (t.analytics ? Number(t.analytics.volatility) : null),
    show: (t) => `volatility ${t.analytics?.volatility}%`,
    most: 'the highest volatility (24 h)',
    least: 'the lowest volatility (24 h)',
    guide: 'reading-analytics#volatility',
  },
  // Ranked as top gainers and losers (ranking-reply.ts); here for limits ("up more than 10%").
  change24h: {
    value: (t) => (t.analytics ? Number(t.analytics.priceChange24h) : null),
    show: (t) => `24h change ${signedPercent(t.analytics?.priceChange24h ?? '0')}`,
    most: 'the biggest 24h gain',
    least: 'the biggest 24h loss',
    guide: 'reading-analytics#24h-change',
  },
};

/** A token's figure for a metric (null when it has none) and how an answer shows it. */
export function metricValue(metric: RankMetric, t: TokenFigures): number | null {
  return SPEC[metric].value(t);
}
export function showMetric(metric: RankMetric, t: Token): string {
  return SPEC[metric].show(t);
}
/** "the most holders", "the lowest liquidity score": what the first token of a ranking has. */
export function rankPhrase(metric: RankMetric, order: RankOrder): string {
  return order === 'highest' ? SPEC[metric].most : SPEC[metric].least;
}

const VOLUME_FALLBACK =
  "- ODAI's market data has no 24 h volume for these tokens, so this ranks by 24 h transactions (trades); each token's Trading Volume chart is on its dashboard page.";

// Sorted once per snapshot and metric (highest first): 500 tokens sort in well under a millisecond,
// but a chat can ask several rankings of the same snapshot.
const cache = new WeakMap<MarketSnapshot, Map<RankMetric, Token[]>>();

export function rankTokens(snapshot: MarketSnapshot, metric: RankMetric, order: RankOrder): Token[] {
  const byMetric = cache.get(snapshot) ?? new Map<RankMetric, Token[]>();
  cache.set(snapshot, byMetric);
  let sorted = byMetric.get(metric);
  if (!sorted) {
    const value = SPEC[metric].value;
    sorted = snapshot.tokens
      .filter((t) => value(t) !== null && Number.isFinite(value(t)))
      .sort((a, b) => (value(b) ?? 0) - (value(a) ?? 0));
    byMetric.set(metric, sorted);
  }
  return order === 'highest' ? sorted : [...sorted].reverse();
}

/**
 * A whole-market ranking: the first token in a sentence (the answer to "which token has…"), then the
 * list, with as-of time and the demo label. Each listed token is a source, in list order, so a
 * follow-up ("the second one") can find it.
 */
export function metricRankingReply(
  kb: KnowledgeBase,
  snapshot: MarketSnapshot,
  asked: RankMetric,
  order: RankOrder,
  limit = 5,
  listNote?: string,
  /** A sentence to open with instead of naming the first token (rank-claim.ts). */
  opening?: string,
): Reply {
  // A market whose tokens carry no 24 h volume is ranked by its closest figure, and says so.
  const fallback = asked === 'volume' && rankTokens(snapshot, 'volume', order).length === 0;
  const metric = fallback ? 'transactions' : asked;
  const note = fallback ? VOLUME_FALLBACK : listNote;
  const spec = SPEC[metric];
  const rows = rankTokens(snapshot, metric, order).slice(0, limit);
  const first = rows[0];
  const lead =
    opening ??
    (first
      ? `${tokenLabel(first)} has ${rankPhrase(metric, order)} of the ${snapshot.tokens.length} tokens ODAI tracks: ${spec.show(first)}.`
      : 'No token has this figure yet.');
  const lines = rows.map(
    (t, i) =>
      `- #${i + 1} **${markdownText(t.symbol)}** (${markdownText(t.name)}, id \`${t.id}\`): ${spec.show(t)}`,
  );
  return {
    markdown: [
      `${lead} ${dataNote(snapshot.source, snapshot.asOf)}`,
      ...(note ? ['', note] : []),
      '',
      ...lines,
      '- Rankings describe the data, not which token to buy.',
    ].join('\n'),
    sources: [
      marketSource(`rank-${metric}-${order}`, `Market — tokens by ${metric}`, snapshot.asOf, snapshot.source),
      ...rows.map((t) => tokenSource(fromSnapshot(t, snapshot))),
      ...(spec.guide ? guideSources(kb, [spec.guide]) : []),
    ],
  };
}
