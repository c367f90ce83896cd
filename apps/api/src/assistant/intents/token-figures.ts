import { guideSources } from '../knowledge-base/guide-source.js';
import { marketUnavailable } from '../live/market-unavailable.js';
import { metricsAsked } from '../live/metrics.js';
import { tokenFiguresReply } from '../live/token-figures-reply.js';
import { refersBack } from '../session/last-token.js';
import type { Intent, IntentContext, Reply } from './intent.js';

// "What is ODAI?" is about the project, not its price; only a question that asks for a figure or
// is just the token's name gets the figures when the name also titles a guide section.
const ABOUT = /\b(what|who) (is|are)\b|\babout\b|\bofficial\b|\baffiliated\b|\blegit\b/i;

// "Is X safe/legit?": figures cannot answer that, so the reply adds the checks a buyer can make.
const SAFETY = /\b(safe|scam|legit|rug|trust(worthy)?)\b/i;

function withSafetyChecks(ctx: IntentContext, reply: Reply): Reply {
  return {
    markdown: `${reply.markdown}\n- Figures cannot prove a token is safe: check its holders' concentration, liquidity, links and whether it is a copycat (see *Security tips — Checks before you buy*).`,
    sources: [...reply.sources, ...guideSources(ctx.kb, ['security#checks-before-you-buy'])],
  };
}

/** A short question with a figure and no token ("and the holders?") continues the last topic. */
function isFollowUp(ctx: IntentContext): boolean {
  const words = ctx.question.split(/\s+/).filter(Boolean).length;
  return metricsAsked(ctx.question).length > 0
    ? refersBack(ctx.question) || words <= 4
    : /\b(it|its|it's)\b/i.test(ctx.question) && words <= 6;
}

export const tokenFigures: Intent = {
  name: 'token-figures',
  description:
    'Price (sats), market cap (USD), holders, 24h change, volatility, liquidity score of a token, named or the one discussed before.',
  matches: () => true,
  async run(ctx) {
    const asked = metricsAsked(ctx.question);
    const [named] = await ctx.namedTokens();
    if (named) {
      if (asked.length === 0 && ABOUT.test(ctx.question) && ctx.kb.index.query(ctx.question, 1).length > 0)
        return null;
      const reply = tokenFiguresReply(ctx.kb, named, asked);
      return SAFETY.test(ctx.question) ? withSafetyChecks(ctx, reply) : reply;
    }
    if (!isFollowUp(ctx)) return null;
    if (!ctx.market.snapshot()) return asked.length > 0 ? marketUnavailable(ctx.kb) : null;
    const focus = ctx.focusToken();
    return focus ? tokenFiguresReply(ctx.kb, focus, asked) : null;
  },
};
