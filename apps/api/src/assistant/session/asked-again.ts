import type { HistoryMessage } from '../assistant.js';
import { type Metric, metricsAsked } from '../live/metrics.js';
import { lastAnswerRefs, lastQuestion } from './last-turn.js';

// "and ODAI?", "what about bobai", "how about GRIFFAIN and BOBAI?" right after a token's figures: the last
// question again, of another token. Only a short elliptical question counts; "and what is ODAI?"
// asks something new. Decision 050.
const ELLIPTICAL =
  /^\s*(?:(?:ok|okay|so|and|now)\s+)?(?:and|what about|how about|same for|same with|now do|also)\s+\$?[\w•.-]+(?:\s*(?:,|and|&)\s*\$?[\w•.-]+){0,3}\s*[?.!]*\s*$/i;

// "what does the liquidity score measure?" … "and ODAI's?", "what is GRIFFAIN's", "whats GRIFFAIN
// scoring": the figure just explained, of a token; the name alone says nothing else to ask.
const OF_A_TOKEN =
  /^\s*(?:(?:ok|okay|so|and|now)[,\s]+)?(?:(?:and|what about|how about|what(?:'s|s| is))\s+\$?[\w•.-]+['’]s|(?:what(?:'s|s| is)|how(?:'s| is))\s+\$?[\w•.-]+\s+(?:scoring|rated|rating|at)|what does \$?[\w•.-]+ score)\s*[?.!]*\s*$/i;
// The guide sections that explain a dashboard figure.
const EXPLAINS_A_FIGURE = 'reading-analytics#';

/**
 * For an elliptical follow-up after an answer that quoted a token (or explained the figure the
 * previous question named): the figures the previous question asked for (empty when it asked for
 * all). Null when the question is not one.
 */
export function askedAgain(question: string, history: HistoryMessage[]): Metric[] | null {
  const refs = lastAnswerRefs(history);
  const quotedToken = refs.some((ref) => ref.startsWith('token:'));
  if (ELLIPTICAL.test(question) && quotedToken) return lastAsked(history);
  if (!OF_A_TOKEN.test(question)) return null;
  const explained = refs.some((ref) => ref.startsWith(EXPLAINS_A_FIGURE));
  const asked = lastAsked(history);
  return quotedToken || (explained && asked.length > 0) ? asked : null;
}

/** The figures the visitor's last question asked for (empty when none, or no earlier question). */
export function lastAsked(history: HistoryMessage[]): Metric[] {
  return metricsAsked(lastQuestion(history));
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
