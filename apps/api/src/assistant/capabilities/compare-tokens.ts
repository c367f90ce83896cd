import { z } from 'zod';
import type { HistoryMessage } from '../assistant.js';
import { compareReply } from '../live/compare-reply.js';
import { marketUnavailable } from '../live/market-unavailable.js';
import { type Metric, metricsAsked } from '../live/metrics.js';
import { tokenFiguresReply } from '../live/token-figures-reply.js';
import { CHECK_ON_ODIN, notFoundLine } from '../live/unknown-token.js';
import type { Reply } from '../reply.js';
import { figuresInPlay } from '../session/asked-again.js';
import { lastAnswerRefs } from '../session/last-turn.js';
import { pointsAtPair, recentPair } from '../session/recent-pair.js';
import { sameTickerPair } from '../session/same-ticker-ref.js';
import { type CapabilityDeps, defineCapability } from './capability.js';
import { findToken, notFound } from './find-token.js';
import type { QuestionContext } from './question-context.js';
import { untrackedNames } from './untracked-names.js';

// "That one is more volatile than ICONFUCIUS?" and "its liquidity compared to X" compare as "vs" does;
// so does "who got more holders X or Y".
const COMPARE =
  /\bcompare\b|\bcompared? (?:to|with|against)\b|\bcomparison\b|\bwhich is which\b|\btell (?:them|the two|these|those) apart\b|\b(?:two|both) of (?:them|those|these)\b|\bstacks? up (?:against|to|with)\b|\b(?:measures?|holds?) up (?:against|to)\b|\bvs\.?\b|\bversus\b|\bdifference between\b|\bwhich (is|has) (?:the )?(bigger|larger|higher|more|less|lower|better|fewer|smaller|cheaper|safer|riskier)\b|\bwhich one\b|\b(?:who|which|what)(?: one| token| coin)?(?:'s|s)? (?:got|has|have|had|gets|is) (?:the )?(?:more|less|fewer|higher|lower|bigger|smaller)\b|\bwhich of (them|the two|these|those|both)\b|\b(?:more|less|higher|lower|bigger|smaller|cheaper|pricier|riskier|safer)\s+(?:\w+\s+)?than\b|\b(?:above|over) or (?:below|under)\b|\b(?:below|under) or (?:above|over)\b/i;

// "Which one is better?", "which should I pick": a verdict ODAI does not give, said before the figures.
// "which one has better liquidity" asks for a figure, which the comparison gives: no verdict.
const VERDICT =
  /\b(?:(?:better|best|worse)(?! (?:liquidity|liq|volume|holders?|holder count|market ?cap|mcap|volatility|24h|numbers|figures|stats)\b)|safer|winner|should i|worth it|pick|choose|go with)\b/i;

// "Which of the two has more?" after two tokens' holders, "is that above or below ODAI's?" after
// one token's volatility: the figure the conversation was about.
const MORE_OR_LESS = /\b(more|less|fewer|higher|lower|bigger|smaller|larger|above|below)\b/i;

function figuresAsked(q: QuestionContext): Metric[] {
  const asked = metricsAsked(q.question);
  return asked.length === 0 && MORE_OR_LESS.test(q.question) ? figuresInPlay(q.history) : asked;
}

// "What about their market caps?" right after a comparison: the same pair, the figures asked.
const THEIR = /\b(their|they|them|both|each)\b/i;

function lastAnswerWasAPair(history: HistoryMessage[]): boolean {
  return lastAnswerRefs(history).filter((ref) => ref.startsWith('token:')).length === 2;
}

const token = z.string().min(1).max(60).describe('Token id, ticker or name.');
const args = z.object({ first: token, second: token });

/** For the model: both tokens named, all figures. */
async function run({ first, second }: z.output<typeof args>, { kb, market }: CapabilityDeps): Promise<Reply> {
  if (!market.snapshot()) return marketUnavailable(kb);
  const [a, b] = await Promise.all([findToken(market, first), findToken(market, second)]);
  if (!a) return notFound(first, market);
  if (!b) return notFound(second, market);
  return compareReply(kb, a, b, []);
}

// Two entry points, one reply builder (compareReply): the embedded side can pair a named token with
// the one discussed before ("compare it with GRIFFAIN") and quotes only the figures asked, which the
// tool's arguments cannot express; adding them would change what the model is offered.
async function answer(q: QuestionContext): Promise<Reply | null> {
  if (!q.market.snapshot()) return marketUnavailable(q.kb);
  const named = await q.namedTokens();
  const snapshot = q.market.snapshot();
  // "compare them", "which one is more liquid?": the pair the conversation just showed.
  const earlier =
    named.length === 0 && snapshot && pointsAtPair(q.question) ? recentPair(q.history, snapshot) : null;
  if (earlier) return compareReply(q.kb, earlier[0], earlier[1], figuresAsked(q), VERDICT.test(q.question));
  const focus = q.focusToken();
  // "wait, there are two of them? which is which" after BITCAT: the tokens sharing its ticker.
  const twins =
    named.length === 0 && snapshot && focus && pointsAtPair(q.question)
      ? sameTickerPair(focus, snapshot)
      : null;
  if (twins) return compareReply(q.kb, twins[0], twins[1], figuresAsked(q), VERDICT.test(q.question));
  const pair =
    named.length >= 2
      ? named.slice(0, 2)
      : named.length === 1 && focus && focus.id !== named[0]?.id
        ? [focus, named[0]]
        : null;
  const [a, b] = pair ?? [];
  if (a && b) {
    // "ODINDOG vs DOGEKING vs GRIFFAIN": the pair that exists, and a line for the name that does not.
    const reply = compareReply(q.kb, a, b, figuresAsked(q), VERDICT.test(q.question));
    const missing = snapshot ? await untrackedNames(q) : [];
    if (!snapshot || missing.length === 0) return reply;
    const lines = missing.map((n) => notFoundLine(n, snapshot));
    return { ...reply, markdown: `${lines.join(' ')}\n\n${reply.markdown}` };
  }
  // One tracked token and one that is not: the figures of the one that exists, and say so of the other.
  const known = named[0];
  if (!known || !snapshot) return null;
  const missing = await untrackedNames(q);
  if (missing.length === 0) return null;
  const figures = tokenFiguresReply(q.kb, known, metricsAsked(q.question));
  return {
    markdown: [
      ...missing.map((n) => notFoundLine(n, snapshot)),
      `- ${CHECK_ON_ODIN}`,
      '',
      figures.markdown,
    ].join('\n'),
    sources: figures.sources,
  };
}

export const compareTokens = defineCapability({
  name: 'compare_tokens',
  description:
    'Side-by-side live figures of two Odin.fun tokens (price, market cap, holders, 24h change, volatility, liquidity score).',
  tool: { args, run },
  embedded: {
    matches: ({ question, history }) =>
      COMPARE.test(question) || (THEIR.test(question) && lastAnswerWasAPair(history)),
    answer,
  },
});
