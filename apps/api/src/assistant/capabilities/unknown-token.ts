import { marketUnavailable } from '../live/market-unavailable.js';
import { metricsAsked } from '../live/metrics.js';
import { namesNotFoundIn, tokenLikeNames, unknownTokenReply } from '../live/unknown-token.js';
import type { Reply } from '../reply.js';
import { refersBack } from '../session/last-token.js';
import { lastAnswer, lastAnswerCitesToken } from '../session/last-turn.js';
import { defineCapability } from './capability.js';
import type { QuestionContext } from './question-context.js';
import { untrackedNames } from './untracked-names.js';

// A question about a token that does not exist among the tracked ones ("price of $ZORBLAX") would
// otherwise get the nearest guide section or the topic list. Embedded only: the model's tools
// already say when a token is not found. It comes after the rankings and the comparison (which
// handles a pair with one unknown) and before token figures.
async function answer(q: QuestionContext): Promise<Reply | null> {
  if ((await q.namedTokens()).length > 0) return null;
  const snapshot = q.market.snapshot();
  const names = tokenLikeNames(q.question, q.kb).length > 0 ? await untrackedNames(q) : notFoundBefore(q);
  if (names.length === 0) return null;
  return snapshot ? unknownTokenReply(q.kb, names, snapshot) : marketUnavailable(q.kb);
}

/**
 * "…and how many holders does it have?" right after "I couldn't find a token called X" (an earlier
 * part of the message, or the last answer) asks for X's figures: the same answer, not a guide's.
 * Only when that answer showed no tracked token, which "it" could mean instead.
 */
function notFoundBefore(q: Pick<QuestionContext, 'question' | 'history'>): string[] {
  if (!refersBack(q.question) || metricsAsked(q.question).length === 0) return [];
  const last = lastAnswer(q.history);
  if (!last || lastAnswerCitesToken(q.history)) return [];
  return namesNotFoundIn(last.message);
}

export const unknownToken = defineCapability({
  name: 'unknown_token',
  description: 'Says that a token named in the question is not among the tracked tokens.',
  embedded: {
    matches: (q) => tokenLikeNames(q.question, q.kb).length > 0 || notFoundBefore(q).length > 0,
    answer,
  },
});
