import { z } from 'zod';
import { marketUnavailable } from '../live/market-unavailable.js';
import { overviewReply } from '../live/overview-reply.js';
import type { Reply } from '../reply.js';
import { type CapabilityDeps, defineCapability } from './capability.js';

const OVERVIEW =
  /\bmarket overview\b|\bhow('s| is) the (whole |overall )?market\b|\btotal (market ?cap|holders|transactions|trades|number of tokens)\b|\bhow many (tokens|coins)\b(?! (must|should|will|can|are (sold|minted|left|in)|(get|gets|got|were|have been) \w+|do i|did i|does (a|the|one|each|it)|per|for|in a))|\bnumber of (tokens|coins)\b|\bmarket (summary|stats|statistics)\b|\b(all|every) tokens? (combined|together|in total)\b|\bin total\b.*\b(holders|market cap|transactions)\b/i;

// "How many tokens does every coin have" asks about one token's supply, not about the market.
const PER_TOKEN = /\b(each|every|per|a single|one) (coin|token)\b/i;

const args = z.object({});

async function run(_args: z.output<typeof args>, { kb, market }: CapabilityDeps): Promise<Reply> {
  const snapshot = market.snapshot();
  return snapshot ? overviewReply(snapshot) : marketUnavailable(kb);
}

export const marketOverview = defineCapability({
  name: 'get_market_overview',
  description:
    'Totals across tracked tokens: count, total market cap (USD), summed holders, 24h transactions, with as-of time.',
  tool: { args, run },
  embedded: {
    matches: ({ question }) => OVERVIEW.test(question) && !PER_TOKEN.test(question),
    answer: (q) => run({}, q),
  },
});
