import type { HistoryMessage } from '../assistant.js';
import type { RankMetric } from '../live/metric-ranking.js';
import type { RankingView } from '../live/ranking-reply.js';
import { lastAnswerRefs } from './last-turn.js';

/** What an earlier answer ranked: a dashboard list, or a metric in an order. */
export type LastRanking = { view: RankingView } | { metric: RankMetric };

const VIEWS: RankingView[] = ['top-gainers', 'top-losers', 'most-volatile'];
const METRICS: RankMetric[] = [
  'marketCap',
  'price',
  'holders',
  'liquidity',
  'transactions',
  'volume',
  'volatility',
];

/**
 * The ranking the last answer showed, read from its `market:` source ("market:top-gainers",
 * "market:rank-holders-highest"), so "and the least?" can rank the same figure the other way.
 * Only the newest answer counts: after anything else, "the least" means nothing to rank.
 */
export function lastRanking(history: HistoryMessage[]): LastRanking | null {
  for (const ref of lastAnswerRefs(history)) {
    if (!ref.startsWith('market:')) continue;
    const view = ref.slice('market:'.length);
    const asView = VIEWS.find((v) => v === view);
    if (asView) return { view: asView };
    const metric = METRICS.find((m) => view.startsWith(`rank-${m}-`));
    if (metric) return { metric };
  }
  return null;
}
