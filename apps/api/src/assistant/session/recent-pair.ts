import type { MarketSnapshot } from '../../market/market-service.js';
import type { HistoryMessage } from '../assistant.js';
import { fromSnapshot, type LiveToken } from '../live/live-token.js';
import { answerLists } from './listed-tokens.js';

// "compare them", "which one is more liquid?", "which of the two has more holders?", "compare the
// first two", "which is more volatile?" (a comparative means two): no token is named, so the pair is
// the conversation's. Decision 050.
const POINTS_AT_PAIR =
  /\b(them|their|they|both|the two|these two|those two|each other)\b|\bwhich one\b|\bwhich is which\b|\bwhich of (them|the two|these|those|both)\b|\b(first|top) (two|2)\b|\bwhich (is|has|was|had|got|looks)\b[^?.!]{0,12}\b(more|less|fewer|higher|lower|bigger|smaller|better|worse|safer|riskier|cheaper)\b/i;

/** True when a question means two tokens discussed before rather than naming them. */
export function pointsAtPair(question: string): boolean {
  return POINTS_AT_PAIR.test(question);
}

/**
 * The two tokens a pair question means: the first two of the newest answer that listed several
 * (a comparison), else the last two tokens answered about one by one ("price of ODINDOG", "price of
 * BOBAI", "compare them"), older first. Null when the conversation has not shown two.
 */
export function recentPair(
  history: HistoryMessage[],
  snapshot: MarketSnapshot,
): [LiveToken, LiveToken] | null {
  const lists = answerLists(history);
  const [newest = []] = lists;
  let ids: string[] = [];
  if (newest.length >= 2) ids = newest.slice(0, 2);
  else {
    for (const list of lists) {
      const first = list[0];
      if (first && !ids.includes(first)) ids.unshift(first);
      if (ids.length === 2) break;
    }
  }
  const tokens = ids.flatMap((id) => {
    const t = snapshot.tokens.find((x) => x.id === id);
    return t ? [fromSnapshot(t, snapshot)] : [];
  });
  const [a, b] = tokens;
  return a && b ? [a, b] : null;
}
