import { z } from 'zod';
import { compareReply } from '../live/compare-reply.js';
import { marketUnavailable } from '../live/market-unavailable.js';
import { metricsAsked } from '../live/metrics.js';
import type { Reply } from '../reply.js';
import { type CapabilityDeps, defineCapability } from './capability.js';
import { findToken, notFound } from './find-token.js';
import type { QuestionContext } from './question-context.js';

const COMPARE =
  /\bcompare\b|\bcomparison\b|\bvs\.?\b|\bversus\b|\bdifference between\b|\bwhich (is|has) (bigger|larger|higher|more|less|lower|better)\b|\bwhich one\b/i;

const token = z.string().min(1).max(60).describe('Token id, ticker or name.');
const args = z.object({ first: token, second: token });

/** For the model: both tokens named, all figures. */
async function run({ first, second }: z.output<typeof args>, { kb, market }: CapabilityDeps): Promise<Reply> {
  if (!market.snapshot()) return marketUnavailable(kb);
  const [a, b] = await Promise.all([findToken(market, first), findToken(market, second)]);
  if (!a) return notFound(first);
  if (!b) return notFound(second);
  return compareReply(kb, a, b, []);
}

// Two entry points, one reply builder (compareReply): the embedded side can pair a named token with
// the one discussed before ("compare it with GRIFFAIN") and quotes only the figures asked, which the
// tool's arguments cannot express; adding them would change what the model is offered.
async function answer(q: QuestionContext): Promise<Reply | null> {
  if (!q.market.snapshot()) return marketUnavailable(q.kb);
  const named = await q.namedTokens();
  const focus = q.focusToken();
  const pair =
    named.length >= 2
      ? named.slice(0, 2)
      : named.length === 1 && focus && focus.id !== named[0]?.id
        ? [focus, named[0]]
        : null;
  const [a, b] = pair ?? [];
  if (!a || !b) return null;
  return compareReply(q.kb, a, b, metricsAsked(q.question));
}

export const compareTokens = defineCapability({
  name: 'compare_tokens',
  description:
    'Side-by-side live figures of two Odin.fun tokens (price, market cap, holders, 24h change, volatility, liquidity score).',
  tool: { args, run },
  embedded: { matches: ({ question }) => COMPARE.test(question), answer },
});
