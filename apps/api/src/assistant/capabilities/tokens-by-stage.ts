import { z } from 'zod';
import { marketUnavailable } from '../live/market-unavailable.js';
import { metricsAsked } from '../live/metrics.js';
import { type Stage, stageReply } from '../live/stage-reply.js';
import type { Reply } from '../reply.js';
import { type CapabilityDeps, defineCapability } from './capability.js';
import { comparesCost, type QuestionContext } from './question-context.js';

const args = z.object({
  stage: z
    .enum(['ascended', 'curve'])
    .describe('ascended: trading in their AMM pool; curve: still on their bonding curve.'),
});

// "how many tokens have ascended?", "which coins are still on the bonding curve?", "which haven't
// graduated yet": a count and list by stage. "How many tokens must be sold to ascend" asks how
// ascension works (the guides), so the question must ask which or how many tokens *are* or *have*.
const ASCENDED = /\b(ascended|bonded|graduated|migrated|in (an|the|their) (amm|pool)s?)\b/i;
const NOT_YET = /n't\b|\b(not|never|yet to|still)\b/i;
const ON_CURVE = /\bon (the|a|their) (bonding )?curves?\b/i;
const WHICH_OR_COUNT =
  /(\b(which|how many|list|show( me)?)\b[^?.!]{0,12}|\bwhat )\b(tokens?|coins?|ones?)\b(?: (?:on|in) (?:the |your |this )?(?:dashboard|page|site|list|table|analytics))?[^?.!]{0,12}\b(have|has|are|is|r|got|already|still|did|were|haven't|hasn't|aren't)\b/i;

// "which tokens graduated": the verb alone.
const WHICH_DID = /\b(which|what|how many)\s+(tokens?|coins?)\s+(ascended|bonded|graduated|migrated)\b/i;

const WHEN =
  /\b(?:last|this|past) (?:week|month|day|hour|year)\b|\b(?:today|yesterday|recently|lately|when)\b/i;

// "list all tokens on the bonding curve", "show me the graduated coins": a list asked for by stage.
const LIST_OF = /\b(list|show( me)?|all( the)?)\b[^?.!]{0,20}\b(tokens|coins|ones)\b/i;

// "How many tokens are in the pool after ascension": the tokens *inside* one pool (its supply), a
// guide question; "which tokens are in their AMM pool" or "how many have ascended" ask for the list.
const POOL_CONTENT =
  /\b(?:in|into|inside|to)\s+(?:the|a|its|an|that)\s+(?:amm\s+)?pool\b[^?.!]{0,30}\b(?:after|when|once|at|upon|on)\s+(?:the\s+)?(?:ascension|graduation|migration|bonding|ascending|graduating|it|a (?:coin|token)|the (?:coin|token))\b|\b(?:after|when|once|at|upon)\s+(?:the\s+)?(?:ascension|graduation|migration|ascending|graduating|it ascends|it graduates|a (?:coin|token) (?:ascends|graduates))\b[^?.!]{0,30}\b(?:in|into|inside)\s+(?:the|a|its)\s+(?:amm\s+)?pool\b/i;

// "How many tokens are sold on the curve before the ascension": a supply figure of one token's
// curve, not a count of tokens by stage.
const SUPPLY_SOLD =
  /\b(?:are|is|get|gets|got|must be|have to be|need to be|were)\s+(?:sold|bought|minted|burned|locked)\b/i;

function stageAsked(question: string): Stage | null {
  if (comparesCost(question) || SUPPLY_SOLD.test(question)) return null;
  if (POOL_CONTENT.test(question) && !/\b(?:ascended|graduated|bonded|migrated)\b/i.test(question))
    return null;
  if (!WHICH_OR_COUNT.test(question) && !WHICH_DID.test(question) && !LIST_OF.test(question)) return null;
  if (ON_CURVE.test(question)) return 'curve';
  if (!ASCENDED.test(question)) return null;
  return NOT_YET.test(question) ? 'curve' : 'ascended';
}

async function run({ stage }: z.output<typeof args>, { kb, market }: CapabilityDeps): Promise<Reply> {
  const snapshot = market.snapshot();
  return snapshot ? stageReply(kb, snapshot, stage) : marketUnavailable(kb);
}

export const tokensByStage = defineCapability({
  name: 'get_tokens_by_stage',
  description:
    'How many tracked tokens have ascended (trade in their AMM pool) or are still on their bonding curve, and which, with as-of time.',
  tool: { args, run },
  embedded: {
    matches: ({ question }) => stageAsked(question) !== null,
    answer: async (q: QuestionContext) => {
      const snapshot = q.market.snapshot();
      if (!snapshot) return marketUnavailable(q.kb);
      const [figure] = metricsAsked(q.question);
      const reply = stageReply(q.kb, snapshot, stageAsked(q.question) ?? 'ascended', figure ?? 'marketCap');
      // "Which tokens ascended last week": the data says whether, not when.
      if (!WHEN.test(q.question)) return reply;
      return {
        ...reply,
        markdown: `ODAI does not record when each token ascended, only whether it has. ${reply.markdown}`,
      };
    },
  },
});
