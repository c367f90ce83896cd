import { z } from 'zod';
import { comparesTwoThings } from '../knowledge-base/compare-topics.js';
import { namesAnotherVenue } from '../knowledge-base/named-elsewhere.js';
import { marketUnavailable } from '../live/market-unavailable.js';
import { metricRankingReply, type RankMetric, type RankOrder } from '../live/metric-ranking.js';
import { rankClaimReply } from '../live/rank-claim.js';
import type { Reply } from '../reply.js';
import { pointsBack } from '../session/listed-tokens.js';
import { type CapabilityDeps, defineCapability } from './capability.js';
import { asksHowFigured, comparesCost, type QuestionContext } from './question-context.js';
import { withUntrackedNames } from './untracked-names.js';

const args = z.object({
  limit: z.number().int().min(1).max(10).describe('How many tokens (default 5).').optional(),
  order: z.enum(['highest', 'lowest']).describe('highest first (default) or lowest first.').optional(),
});

const LOWEST =
  /\b(least|lowest|smallest|fewest|bottom|worst|minimum|min|less|thinnest|shallowest|cheapest|cheaper)\b/i;
// "Tokens by holders", "sorted by price": a ranking's "by" names a figure; "wrecked by big price
// moves", "by now", "by how much", "by 5%" sort nothing.
const BY_FIGURE = String.raw`\bby\s+(?:market ?cap|mcap|holders?|prices?|volume|liquidity|volatility|transactions|trades|txns|24 ?h|change|gains?)\b`;
const HIGHEST = new RegExp(
  // "At the top of the curve" is a place on the curve, not the top of a list.
  String.raw`\b(most|highest|biggest|largest|greatest|top(?!\s+of\s+(?:the|its|a)\s+(?:curve|bonding|pool))|best|maximum|max|leading|more|popular|deepest|priciest|expensive)\b|\b(rank|sort|order)(ed|ing)?\b(?!\s*-?books?\b)|${BY_FIGURE}`,
  'i',
);
// About the market as a whole, not one token's figure ("what is the most important thing about liquidity?").
// "least volatile", "most holders?": a bare superlative is a question about the whole market.
// "By" alone makes a question market-wide only before a figure: "tokens by holders", "sorted by
// price", not "got wrecked by the price move".
const MARKET_WIDE = new RegExp(
  String.raw`\b(tokens?|coins?|which|top \d+|rank\w*|sort\w*|list)\b|^\s*who(?:'s| is| has| got)\b|${BY_FIGURE}|^\s*(most|least|highest|lowest|biggest|smallest)\b|\bthe (biggest|largest|smallest|tiniest) one\b`,
  'i',
);

// "X has the most holders of any coin", "is X the biggest token by market cap": one named token
// said to lead the whole market, a claim to check against the ranking.
const CLAIMS_FIRST =
  /\b(?:most|highest|biggest|largest|lowest|least|fewest|smallest|top|number one)\b[^?.!]{0,40}?(?:\bof (?:any|all|every)\b|\bon odin\b|\bin the (?:market|list)\b|\boverall\b|\bout of (?:all|them)\b|\b(?:token|coin)s?\b)/i;

const COMPARATIVE = /\b(?:cheaper|more|less)\b/gi;

const ASKS_WHICH =
  /\b(which|what (token|coin)s?|who)\b|\b(top|bottom|first)\s+\d|\b(rank\w*|sort\w*|list)\b|^\s*(most|least|highest|lowest|biggest|smallest)\b/i;

// "Why did the price jump so much?", "how do people find what's trending?": an explanation or how
// others do something, which the guides answer, not a ranking. "How do I see the top gainers?" is
// still answered with the list.
// "What do you call the thing where the price goes up": asking for a name is a guide question.
// "The minimum amount of BTC I need to add liquidity": a limit the guides state or do not. "The
// thing where the price goes up the more people buy" names a mechanism. A figure "when it graduates"
// is the mechanism's ("what market cap is a token at when it graduates"), and "how few holders is a
// red flag", "a rule of thumb" ask for a rule. "The top 3 holders own like 60%" tells one token's
// concentration; it does not ask for the market's holders ranking. "What does 'trending' mean", "trending
// list, ranked by what?" ask how a list is made, which the guides explain. "The lowest price a new token
// starts at" asks for the curve's start price. "Who is the biggest holder of X" asks for a wallet.
const NOT_A_RANKING =
  /\b(?:top|biggest|largest)\s+(?:\d{1,2}\s+)?(?:holders?|wallets?)\s+(?:own|owns|hold|holds|have|has|control|controls|sold|dumped|are|is)\b|\bwho (?:is|'s) (?:the )?(?:biggest|largest|top|main|number one) (?:holder|wallet|whale)\b|\b(?:ever|all[- ]time|of all time|in history)\b|\bthe (?:thing|word|term|name|concept|system|mechanism) (?:where|when|that|for)\b|\b(?:minimum|min|maximum|max) (?:amount|size|deposit|withdrawal|buy|sell|trade|order|pre-?buy)\b|\b(why|how come)\b|\bwhat (?:do|does) (?:you|people|they|u) call\b|\bwhat(?:'s| is) (?:it|that|this) called\b|\bwhat(?:'s| is) the (?:name|word|term) for\b|(?:^|[.!?]\s+)\s*how (do|does|can|would) (ppl|people|traders|others|users|everyone|folks)\b|\bwhen (?:it|a (?:token|coin)|the (?:token|coin)|they|coins|tokens) (?:graduat|ascend|bond|migrat)\w*|\b(?:by the time|right before|just before|about to) [^?.!]{0,25}\b(?:graduat|ascend|bond|migrat)\w*|\brule of thumb\b|\bwhat (?:makes|decides|determines)\b[^?.!]{0,30}\b(?:trending|hot)\b|\bwhat (?:does|do|is) (?:the )?['"‘“]?(?:trending|hot)['"’”]?(?: list| tab)? (?:mean|stand for)\b|\b(?:ranked|sorted|ordered|decided|based) (?:by|on) what\b|\b(?:count|counts|counted|considered|qualif\w*) as ['"‘’“”]?(?:trending|hot)\b|\bred flags?\b|\bhow (?:few|many|much|low|high) [^?]{0,30}\bis (?:too|a red flag|safe|ok|okay|normal|healthy|risky|suspicious)\b|\b(?:new|fresh|every|each|a) (?:token|coin)s? (?:starts?|launch(?:es)?|begins?) (?:at|with)\b|\b(?:start(?:ing)?|launch|initial|opening) price\b/i;

/** The sentences that end in a question mark when a message has others too; else all of it. */
// A part split from a longer message has lost its question mark ("…got way less than the price
// showed. what is slippage"): the sentence that opens like a question asks.
const OPENS_AS_QUESTION =
  /^\s*(?:what|whats|what's|how|why|which|who|when|where|is|are|can|do|does|should)\b/i;

export function askedPart(question: string): string {
  const sentences = question.split(/(?<=[.!?])\s+/);
  const marked = sentences.filter((s) => s.trim().endsWith('?'));
  const asking = marked.length > 0 ? marked : sentences.filter((s) => OPENS_AS_QUESTION.test(s));
  return asking.length > 0 && asking.length < sentences.length ? asking.join(' ') : question;
}

/**
 * True when the question asks why, or how others do something, or compares two named things ("which
 * is cheaper" of two fees), so no ranking answers it.
 */
export function notARanking(question: string): boolean {
  return (
    NOT_A_RANKING.test(question) ||
    comparesCost(question) ||
    asksHowFigured(question) ||
    namesAnotherVenue(question) ||
    comparesTwoThings(question)
  );
}

/** How many rows a question asks for: "top 3", "5 tokens"; default 5. */
export function limitAsked(question: string): number {
  return countAsked(question) ?? 5;
}

/** The number of tokens a ranking question names ("top 5 gainers"), if it names one. */
export function countAsked(question: string): number | null {
  const n = Number(
    question
      .match(
        /\b(?:top|first|bottom|best|worst|last|highest|lowest|biggest|smallest)\s+(\d{1,2})\b|\b(\d{1,2})\s+(?:tokens|coins)\b/i,
      )
      ?.slice(1)
      .find(Boolean),
  );
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 10) : null;
}

export function orderAsked(question: string): RankOrder | null {
  if (LOWEST.test(question)) return 'lowest';
  return HIGHEST.test(question) ? 'highest' : null;
}

/**
 * One capability per dashboard figure a whole-market ranking can sort by (decision 034), so the
 * model picks by name. The embedded side needs the metric's words, an order word ("most", "least",
 * "top 3", "by") and a market-wide word, and leaves "the top one" (a follow-up) alone.
 */
export function metricRankingCapability(
  metric: RankMetric,
  spec: {
    name: string;
    description: string;
    words: RegExp;
    /** Only this order is answered by the embedded side (the other is another capability's). */
    onlyOrder?: RankOrder;
  },
) {
  async function run(
    { limit, order }: z.output<typeof args>,
    { kb, market }: CapabilityDeps,
  ): Promise<Reply> {
    const snapshot = market.snapshot();
    return snapshot
      ? metricRankingReply(kb, snapshot, metric, order ?? 'highest', limit ?? 5)
      : marketUnavailable(kb);
  }
  function matches(ctx: QuestionContext): boolean {
    // "I got a little less than I expected. What is the fee on trades?": the ranking's words must be
    // in what is asked, not in the story told before it.
    const question = askedPart(ctx.question);
    if (!spec.words.test(question) || !MARKET_WIDE.test(question) || pointsBack(question)) return false;
    if (notARanking(question)) return false;
    // "whats odin skimming per trade on the curve, cheaper or nah": a comparative alone compares two
    // things; it ranks tokens only when the question asks which, or for tokens ("which coins are
    // cheaper", "tokens with more holders").
    const asksForTokens = ASKS_WHICH.test(question) || /\b(?:tokens|coins)\b/i.test(question);
    if (!orderAsked(question.replace(COMPARATIVE, ' ')) && !asksForTokens) return false;
    const order = orderAsked(question);
    return order !== null && (!spec.onlyOrder || spec.onlyOrder === order);
  }
  async function answer(q: QuestionContext): Promise<Reply | null> {
    // "I bought ODINDOG in one big order and got fewer tokens": a question about a named token
    // whose words only look like a ranking's ("order", "more"); a real ranking asks which one.
    // "which has fewer holders, BOBAI or GRIFFAIN": two named tokens are a comparison.
    const tokens = await q.namedTokens();
    const [only] = tokens;
    const asksWhich = ASKS_WHICH.test(q.question);
    const claim = only && tokens.length === 1 && CLAIMS_FIRST.test(q.question) && !asksWhich;
    if (!claim && (tokens.length >= 2 || (only && !asksWhich))) return null;
    const snapshot = q.market.snapshot();
    if (!snapshot) return marketUnavailable(q.kb);
    const order = orderAsked(q.question) ?? 'highest';
    // "iconfucius has the most holders of any coin, true?": yes or no, then the ranking.
    if (claim) return rankClaimReply(q.kb, snapshot, metric, order, only, limitAsked(q.question));
    const ranking = metricRankingReply(q.kb, snapshot, metric, order, limitAsked(q.question));
    // "What rank is FAKECOIN by market cap": the ranking, and that the name is not tracked.
    return withUntrackedNames(q, ranking);
  }
  return defineCapability({
    name: spec.name,
    description: spec.description,
    tool: { args, run },
    embedded: { matches, answer },
  });
}
