import type { MarketSnapshot } from '../../market/market-service.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { type Reply, uniqueSources } from '../reply.js';
import { tokenLabel, tokenSource } from './format-live.js';
import type { LiveToken } from './live-token.js';
import {
  metricRankingReply,
  type RankMetric,
  type RankOrder,
  rankPhrase,
  rankTokens,
  showMetric,
} from './metric-ranking.js';

// "my friend swears iconfucius has the most holders of any coin, true?", "is odindog the biggest
// token by market cap?": a claim that one named token leads a ranking. The answer says yes or no
// first (and where the token really ranks), then the ranking it was checked against.

/** The claim's verdict, then the ranking; the named token is a source even below the list. */
export function rankClaimReply(
  kb: KnowledgeBase,
  snapshot: MarketSnapshot,
  metric: RankMetric,
  order: RankOrder,
  named: LiveToken,
  limit: number,
): Reply {
  const ranked = rankTokens(snapshot, metric, order);
  const at = ranked.findIndex((t) => t.id === named.id);
  const first = ranked[0];
  const phrase = rankPhrase(metric, order);
  const total = snapshot.tokens.length;
  const own = ranked[at];
  const opening =
    !first || !own
      ? undefined
      : at === 0
        ? `**Yes:** ${tokenLabel(first)} has ${phrase} of the ${total} tokens ODAI tracks: ${showMetric(metric, first)}.`
        : `**No:** ${tokenLabel(first)} has ${phrase} of the ${total} tokens ODAI tracks (${showMetric(metric, first)}); ${tokenLabel(own)} is #${at + 1}, with ${showMetric(metric, own)}.`;
  const ranking = metricRankingReply(kb, snapshot, metric, order, limit, undefined, opening);
  return { ...ranking, sources: uniqueSources(ranking.sources, [tokenSource(named)]) };
}
