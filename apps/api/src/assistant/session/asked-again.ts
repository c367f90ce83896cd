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
  return lastAsked(history);
}

/** The figures the visitor's last question asked for (empty when none, or no earlier question). */
export function lastAsked(history: HistoryMessage[]): Metric[] {
  const previous = [...history].reverse().find((m) => m.isUser)?.message ?? '';
  return metricsAsked(previous);
}

/**
 * The figures the conversation is about: those of the visitor's last question that named any,
 * looking back over the last three ("holders of ICONFUCIUS", "and GRIFFAIN?", "which has more?").
 */
export function figuresInPlay(history: HistoryMessage[]): Metric[] {
  const questions = history
    .filter((m) => m.isUser)
    .slice(-3)
    .reverse();
  for (const m of questions) {
    const asked = metricsAsked(m.message);
    if (asked.length > 0) return asked;
  }
  return [];
}
