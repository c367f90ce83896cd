import { z } from 'zod';
import { marketUnavailable } from '../live/market-unavailable.js';
import { type RankingView, rankingReply } from '../live/ranking-reply.js';
import type { Reply } from '../reply.js';
import { type CapabilityDeps, defineCapability } from './capability.js';
import { countAsked, notARanking } from './metric-ranking-capability.js';
import type { QuestionContext } from './question-context.js';
import { untrackedNames, withUntrackedNames } from './untracked-names.js';

const args = z.object({
  limit: z.number().int().min(1).max(10).describe('How many tokens (default 5).').optional(),
});

// "is $BRRRT pumping?", "how is ODINDOG doing, pumping?": about one token, not a ranking.
const RANKING_WORDS = /\b(tokens|coins|gainers?|losers?|top|which|most|biggest|rank\w*|list|movers?)\b/i;
// "Is somebody pumping it?": someone moving the price of the token talked about, not a ranking.
const PUMPING_ONE =
  /\b(?:pump|pumping|pumped|dump|dumping|dumped)\s+(?:it|this|that)(?:\s+(?:one|token|coin))?\b/i;
async function aboutOneToken(q: QuestionContext): Promise<boolean> {
  if (PUMPING_ONE.test(q.question)) return true;
  if (RANKING_WORDS.test(q.question)) return false;
  // "Is QUIBBLEFISH pumping today?": a name ODAI does not track is still one token, for the
  // not-found reply.
  return (
    /\$[A-Za-z]{2,}/.test(q.question) ||
    (await q.namedTokens()).length === 1 ||
    (await untrackedNames(q)).length === 1
  );
}

// "where do i see the top gainers": the list, and the page that shows it.
const WHERE_SEEN = /\bwhere\b/i;
function whereShown(question: string, reply: Reply): Reply {
  if (!WHERE_SEEN.test(question)) return reply;
  const where =
    "ODAI's analytics dashboard ([/analytics](/analytics)) shows this list, with the market totals.";
  return { ...reply, markdown: `${reply.markdown}\n\n${where}` };
}

/**
 * One capability per dashboard ranking, so the model picks by name rather than by a parameter it
 * may misspell. The embedded engine runs the same function with the default limit.
 */
export function rankingCapability(
  view: RankingView,
  spec: { name: string; description: string; matches: (q: QuestionContext) => boolean },
) {
  // The embedded side also passes the count the visitor named, for the "only 3 rose" note.
  function ranked({ kb, market }: CapabilityDeps, limit: number, countAsked: number | null = null): Reply {
    const snapshot = market.snapshot();
    return snapshot ? rankingReply(kb, snapshot, view, limit, countAsked) : marketUnavailable(kb);
  }
  async function run({ limit }: z.output<typeof args>, deps: CapabilityDeps): Promise<Reply> {
    return ranked(deps, limit ?? 5);
  }
  return defineCapability({
    name: spec.name,
    description: spec.description,
    tool: { args, run },
    embedded: {
      matches: (q) => !notARanking(q.question) && spec.matches(q),
      // "Is RUNEWOMBAT among the top gainers?": the ranking, and a line for the name it does not hold.
      answer: async (q) =>
        (await aboutOneToken(q))
          ? null
          : withUntrackedNames(q, whereShown(q.question, ranked(q, 5, countAsked(q.question)))),
    },
  });
}
