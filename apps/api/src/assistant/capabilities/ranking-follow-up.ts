import { marketUnavailable } from '../live/market-unavailable.js';
import { metricRankingReply, type RankMetric, type RankOrder } from '../live/metric-ranking.js';
import { type Metric, metricsAsked } from '../live/metrics.js';
import { rankingReply } from '../live/ranking-reply.js';
import type { Reply } from '../reply.js';
import { type LastRanking, lastRanking } from '../session/last-ranking.js';
import { pointsBack } from '../session/listed-tokens.js';
import { defineCapability } from './capability.js';
import { countAsked, limitAsked, orderAsked } from './metric-ranking-capability.js';
import type { QuestionContext } from './question-context.js';

// Right after a ranking, a short question with an order word ranks again: "and the least?" (same
// figure, other way), "top 3?" (fewer rows), "and by liquidity?" / "least holders?" (another
// figure). "The top one" / "the second one" point at a listed token instead (session/listed-tokens).
// Embedded only: the model sees the conversation and calls the ranking tools itself. Decision 050.
const MAX_WORDS = 7;
const VOLUME = /\bvol(ume)?\b/i;
const CHEAP = /\bcheap(est|er)?\b|\bexpensive\b|\bpriciest\b/i;

function rankMetricOf(asked: Metric[], question: string): RankMetric | 'change24h' | null {
  if (VOLUME.test(question)) return 'volume';
  if (CHEAP.test(question)) return 'price';
  const [first] = asked;
  return first ?? null;
}

function rerank(q: QuestionContext, last: LastRanking, order: RankOrder): Reply | null {
  const snapshot = q.market.snapshot();
  if (!snapshot) return marketUnavailable(q.kb);
  const limit = limitAsked(q.question);
  const asked = rankMetricOf(metricsAsked(q.question), q.question);
  const previous =
    'metric' in last ? last.metric : last.view === 'most-volatile' ? 'volatility' : 'change24h';
  const metric = asked ?? previous;
  if (metric === 'change24h')
    return rankingReply(
      q.kb,
      snapshot,
      order === 'highest' ? 'top-gainers' : 'top-losers',
      limit,
      countAsked(q.question),
    );
  if (metric === 'volatility' && order === 'highest')
    return rankingReply(q.kb, snapshot, 'most-volatile', limit);
  return metricRankingReply(q.kb, snapshot, metric, order, limit);
}

function matches(q: QuestionContext): boolean {
  const words = q.question.split(/\s+/).filter(Boolean).length;
  return words <= MAX_WORDS && !pointsBack(q.question) && orderAsked(q.question) !== null;
}

async function answer(q: QuestionContext): Promise<Reply | null> {
  const last = lastRanking(q.history);
  const order = orderAsked(q.question);
  if (!last || !order || (await q.namedTokens()).length > 0) return null;
  return rerank(q, last, order);
}

export const rankingFollowUp = defineCapability({
  name: 'ranking_follow_up',
  description: 'Ranks again after a ranking: the other order, another count or another figure.',
  embedded: { matches, answer },
});
