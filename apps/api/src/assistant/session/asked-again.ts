import type { HistoryMessage } from '../assistant.js';
import { type Metric, metricsAsked } from '../live/metrics.js';

// "and ODAI?", "what about bobai", "how about GRIFFAIN and BOBAI?" right after a token's figures: the last
// question again, of another token. Only a short elliptical question counts; "and what is ODAI?"
// asks something new. Decision 050.
const ELLIPTICAL =
  /^\s*(?:(?:ok|okay|so|and|now)\s+)?(?:and|what about|how about|same for|same with|now do|also)\s+\$?[\w•.-]+(?:\s*(?:,|and|&)\s*\$?[\w•.-]+){0,3}\s*[?.!]*\s*$/i;

/**
 * For an elliptical follow-up after an answer that quoted a token: the figures the previous
 * question asked for (empty when it asked for all). Null when the question is not one.
 */
export function askedAgain(question: string, history: HistoryMessage[]): Metric[] | null {
  if (!ELLIPTICAL.test(question)) return null;
  const answer = [...history].reverse().find((m) => !m.isUser);
  if (!answer?.sources?.some((s) => s.ref.startsWith('token:'))) return null;
  const previous = [...history].reverse().find((m) => m.isUser)?.message ?? '';
  return metricsAsked(previous);
}
