import { compareReply } from '../live/compare-reply.js';
import { marketUnavailable } from '../live/market-unavailable.js';
import { metricsAsked } from '../live/metrics.js';
import type { Intent } from './intent.js';

const COMPARE =
  /\bcompare\b|\bcomparison\b|\bvs\.?\b|\bversus\b|\bdifference between\b|\bwhich (is|has) (bigger|larger|higher|more|less|lower|better)\b|\bwhich one\b/i;

export const compareTokens: Intent = {
  name: 'compare-tokens',
  description: 'Compare two named tokens (or a named token with the one discussed before) side by side.',
  matches: ({ question }) => COMPARE.test(question),
  async run(ctx) {
    const snapshot = ctx.market.snapshot();
    if (!snapshot) return marketUnavailable(ctx.kb);
    const named = await ctx.namedTokens();
    const focus = ctx.focusToken();
    // "compare it with GRIFFAIN" pairs the earlier token with the one named now.
    const pair =
      named.length >= 2
        ? named.slice(0, 2)
        : named.length === 1 && focus && focus.id !== named[0]?.id
          ? [focus, named[0]]
          : null;
    const [a, b] = pair ?? [];
    if (!a || !b) return null;
    return compareReply(ctx.kb, a, b, metricsAsked(ctx.question));
  },
};
