import { marketUnavailable } from '../live/market-unavailable.js';
import { tokenLikeNames, unknownTokenReply } from '../live/unknown-token.js';
import type { Reply } from '../reply.js';
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
  const names = await untrackedNames(q);
  if (names.length === 0) return null;
  return snapshot ? unknownTokenReply(q.kb, names, snapshot) : marketUnavailable(q.kb);
}

export const unknownToken = defineCapability({
  name: 'unknown_token',
  description: 'Says that a token named in the question is not among the tracked tokens.',
  embedded: { matches: ({ question, kb }) => tokenLikeNames(question, kb).length > 0, answer },
});
