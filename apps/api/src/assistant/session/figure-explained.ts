import type { HistoryMessage } from '../assistant.js';
import type { RankOrder } from '../live/metric-ranking.js';
import { metricsAsked } from '../live/metrics.js';
import { lastAnswerRefs } from './last-turn.js';

// "what does 'liquidity score' mean, is a 6/10 bad?" … "which token has the highest one right now":
// "one" is the figure the guide answer just explained, and the ranking is by that figure. Asked as
// typed, no ranking's words are in it and the search answered with how the lists are made.

/** Guide sections that explain one figure a ranking can sort by, and the ranking's words for it. */
const EXPLAINED_FIGURE: Record<string, (order: RankOrder) => string> = {
  'reading-analytics#liquidity-score': (order) => `the ${order} liquidity score`,
  'reading-analytics#volatility': (order) =>
    order === 'highest' ? 'the most volatile' : 'the least volatile',
  'reading-analytics#24h-change': (order) => (order === 'highest' ? 'the top gainer' : 'the top loser'),
};
const LOWEST = /\b(?:lowest|worst|least|smallest|bottom)\b/i;

// "which token has the highest one", "what coin is lowest rn", "who has the best": which token, and
// an order, in a short question that names no figure of its own.
const WHICH_RANKS =
  /^\s*(?:(?:ok|okay|so|and|cool|nice|got it|thanks|ty|k)[,\s]+)*(?:which|what|who)\b[^?.!]{0,40}\b(?:highest|lowest|best|worst|most|least|top|biggest|smallest)\b/i;

/** The follow-up with the figure just explained named, or the question as asked. */
export function withExplainedFigure(question: string, history: HistoryMessage[]): string {
  const ranking = EXPLAINED_FIGURE[lastAnswerRefs(history)[0] ?? ''];
  if (!ranking || !WHICH_RANKS.test(question) || metricsAsked(question).length > 0) return question;
  if (question.split(/\s+/).length > 14) return question;
  return `${question.replace(/[?.!\s]+$/, '')}, ${ranking(LOWEST.test(question) ? 'lowest' : 'highest')}?`;
}
