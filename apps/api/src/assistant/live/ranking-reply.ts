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
  signedPercent,
  tokenSource,
} from './format-live.js';
import { fromSnapshot } from './live-token.js';

type Row = components['schemas']['TokenAnalytics'];
export type RankingView = 'top-gainers' | 'top-losers' | 'most-volatile';

const VIEWS: Record<RankingView, { title: string; rows: (s: MarketSnapshot) => Row[]; empty: string }> = {
  'top-gainers': {
    title: 'Top gainers (24h)',
    rows: (s) => s.overview.topGainers,
    empty: 'No token has a positive 24h change right now.',
  },
  'top-losers': {
    title: 'Top losers (24h)',
    rows: (s) => s.overview.topLosers,
    empty: 'No token has a negative 24h change right now.',
  },
  'most-volatile': {
    title: 'Most volatile tokens (24h)',
    rows: (s) => s.overview.mostVolatile,
    empty: 'No volatility figures exist yet.',
  },
};

/**
 * The first `limit` rows of a dashboard ranking, joined to token names by id; with the count the
 * visitor asked for, a note when fewer tokens rose or fell than that.
 */
export function rankingReply(
  kb: KnowledgeBase,
  snapshot: MarketSnapshot,
  view: RankingView,
  limit = 5,
  countAsked: number | null = null,
): Reply {
  const spec = VIEWS[view];
  const names = new Map(snapshot.tokens.map((t) => [t.id, t]));
  const rows = spec.rows(snapshot).slice(0, limit);
  const lines = rows.map((row, i) => {
    const t = names.get(row.tokenId);
    const label = t
      ? `**${markdownText(t.symbol)}** (${markdownText(t.name)}, id \`${t.id}\`)`
      : `id \`${row.tokenId}\``;
    const figure =
      view === 'most-volatile' ? `volatility ${row.volatility}%` : `${signedPercent(row.priceChange24h)}`;
    return `- #${i + 1} ${label}: ${figure}, ${groupDigits(String(row.holders))} holders`;
  });
  // "Top 5 gainers" when only 3 rose: say so, or the short list reads as cut off.
  const moved = view === 'top-gainers' ? 'rose' : view === 'top-losers' ? 'fell' : null;
  const all = spec.rows(snapshot).length;
  const fewer =
    moved && countAsked && all > 0 && all < countAsked
      ? [`Only ${all} of the ${snapshot.tokens.length} tracked tokens ${moved} over the last 24 h.`, '']
      : [];
  const guide = view === 'most-volatile' ? 'reading-analytics#volatility' : 'reading-analytics#24h-change';
  return {
    markdown: [
      // Answer first: the list, then where its figures come from.
      `**${spec.title}:**`,
      '',
      ...(lines.length > 0 ? lines : [`- ${spec.empty}`]),
      '',
      ...fewer,
      `${dataNote(snapshot.source, snapshot.asOf)} These lists describe what already happened; they are not recommendations.`,
    ].join('\n'),
    sources: [
      marketSource(view, `Market — ${spec.title}`, snapshot.asOf, snapshot.source),
      // The listed tokens in list order, so "the second one" can be resolved later (decision 035).
      ...rows.flatMap((row) => {
        const t = names.get(row.tokenId);
        return t ? [tokenSource(fromSnapshot(t, snapshot))] : [];
      }),
      ...guideSources(kb, [guide, 'reading-analytics#top-gainers-losers-and-most-volatile']),
    ],
  };
}
