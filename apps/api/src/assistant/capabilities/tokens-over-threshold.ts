import { marketUnavailable } from '../live/market-unavailable.js';
import type { RankMetric } from '../live/metric-ranking.js';
import { type Threshold, thresholdReply } from '../live/threshold-reply.js';
import type { Reply } from '../reply.js';
import { defineCapability } from './capability.js';
import type { QuestionContext } from './question-context.js';

// "any coin with more than 1000 holders?", "tokens with mcap over $50k", "coins under 1 sat",
// "which tokens have at least 20% volatility": the tokens past a limit, counted. Embedded only: the
// model filters a ranking itself. Decision 050.
const METRICS: [RankMetric, RegExp][] = [
  ['holders', /^(holders?|owners|hodlers)\b/i],
  ['transactions', /^(transactions?|trades|txns?)\b/i],
  ['marketCap', /^(market ?caps?|mcap|valuation)\b/i],
  ['liquidity', /^liquidity( score)?\b/i],
  ['volatility', /^(volatility|% volatility)\b/i],
  ['price', /^(sats?|price)\b/i],
  ['change24h', /^(24 ?h(ours?)? change|price change|change)\b/i],
];
const ABOVE = '(?:more than|over|above|greater than|higher than|bigger than|at least|>=?|\\+)';
const BELOW = '(?:less than|fewer than|under|below|lower than|smaller than|at most|<=?)';
const NUMBER = '(\\$?\\d[\\d,]*(?:\\.\\d+)?\\s?[km]?%?)';
// comparator, number, then the figure ("more than 1000 holders"), or the figure first ("mcap over $50k").
const AFTER = new RegExp(
  `(${ABOVE}|${BELOW})\\s*${NUMBER}\\s*(?:usd\\s+|dollars?\\s+|in\\s+)?([a-z% ]{3,20})`,
  'i',
);
const BEFORE = new RegExp(
  `\\b(holders?|transactions?|trades|txns?|market ?caps?|mcap|liquidity(?: score)?|volatility|24 ?h(?:ours?)? change|price change|change|price)\\s+(?:of\\s+|is\\s+|are\\s+)?(${ABOVE}|${BELOW})\\s*${NUMBER}`,
  'i',
);
const MARKET_WIDE = /\b(tokens?|coins?|any|anything|which|how many|list|all)\b/i;

// "anything up more than 10% today", "coins down over 20%", "which tokens gained at least 5%": a limit
// on the 24h change, said with a direction; down counts below the negative of the number.
const UP = 'up|gained|gain|rose|risen|pumped|pumping|green';
const DOWN = 'down|dropped|fell|fallen|lost|dumped|dumping|red';
const CHANGE = new RegExp(
  `\\b(${UP}|${DOWN})\\s+(?:by\\s+)?(${ABOVE}|${BELOW})?\\s*(\\d+(?:\\.\\d+)?)\\s?(?:%|percent)`,
  'i',
);

function changeLimit(question: string): Threshold | null {
  const m = question.match(CHANGE);
  if (!m?.[1] || !m[3]) return null;
  const up = new RegExp(`^(${UP})$`, 'i').test(m[1]);
  const below = m[2] !== undefined && new RegExp(`^${BELOW}$`, 'i').test(m[2].trim());
  // "down less than 5%" is a band around zero, not a limit one list can show.
  if (!up && below) return null;
  const inclusive = m[2] === undefined || /least|most|=/.test(m[2]);
  const n = Number(m[3]);
  return up
    ? { metric: 'change24h', above: !below, inclusive, value: n, said: `+${m[3]}%` }
    : { metric: 'change24h', above: false, inclusive, value: -n, said: `-${m[3]}%` };
}

function amount(text: string): number {
  const m = text.replace(/[$,%\s]/g, '').match(/^(\d+(?:\.\d+)?)([km]?)$/i);
  if (!m) return Number.NaN;
  const scale = m[2]?.toLowerCase() === 'k' ? 1e3 : m[2]?.toLowerCase() === 'm' ? 1e6 : 1;
  return Number(m[1]) * scale;
}

function metricOf(words: string): RankMetric | null {
  return METRICS.find(([, re]) => re.test(words.trim()))?.[0] ?? null;
}

// "I lost a lot on a coin that dropped 90% in an hour, what happened": the visitor's own story
// about one coin, not a limit to filter the market by.
const OWN_COIN =
  /\b(?:i|we)(?:'ve| have)?\s+(?:lost|bought|had|held|put|invested|sold|got|aped)\b[^.?!]*\b(?:a|my|one|this|the) (?:coin|token|memecoin) (?:that|which)\b/i;

// "My own buy pushed the price up 30%", "the creator of the token I bought dumped 40% of supply":
// one trade or one token of the visitor's, told as a story.
// "Bought a token last night, down 70%": the visitor's own purchase, told with the subject dropped.
const OWN_STORY =
  /^\s*(?:i\s+)?(?:bought|aped|got|grabbed|sold)\s+(?:into\s+)?(?:a|an|some|this|that)\s+(?:token|coin|memecoin)\b|\bmy (?:own )?(?:buy|sell|trade|order|swap|token|coin|bag)\b|\bthe (?:token|coin|memecoin) (?:i|we) (?:bought|hold|own|have|got)\b/i;

// "Is it true a token with less than 10 holders is a red flag?": a rule of thumb about tokens,
// which the guides answer, not a filter over the market.
const JUDGES_A_RULE =
  /\b(?:red flags?|warning signs?|bad signs?|good signs?|(?:a )?(?:bad|good|safe|risky|dangerous) sign|too (?:few|low|small|risky)|is (?:that|it) (?:bad|good|risky|safe|normal|a problem))\b/i;

// "Token has 6 holders, no X verification, chart up 200% in an hour. safe to ape?": one token's
// figures told as the visitor saw them, asked about that token, not a limit over the market.
const ONE_TOKEN_TOLD =
  /^\s*(?:this |that |the |a |my )?(?:token|coin|memecoin)\s+(?:has|had|is|was|shows?|got)\b/i;

export function thresholdAsked(question: string): Threshold | null {
  if (!MARKET_WIDE.test(question) || OWN_COIN.test(question) || OWN_STORY.test(question)) return null;
  if (ONE_TOKEN_TOLD.test(question)) return null;
  if (JUDGES_A_RULE.test(question)) return null;
  const change = changeLimit(question);
  if (change) return change;
  let comparator: string | undefined;
  let said: string | undefined;
  let metric: RankMetric | null = null;
  const before = question.match(BEFORE);
  const after = question.match(AFTER);
  if (before?.[1] && before[2] && before[3]) {
    [comparator, said, metric] = [before[2], before[3], metricOf(before[1])];
  } else if (after?.[1] && after[2] && after[3]) {
    [comparator, said, metric] = [after[1], after[2], metricOf(after[3])];
  }
  if (!comparator || !said || !metric) return null;
  const value = amount(said);
  if (!Number.isFinite(value)) return null;
  const above = new RegExp(`^${ABOVE}$`, 'i').test(comparator.trim());
  const inclusive = /least|most|=/.test(comparator);
  return { metric, above, inclusive, value, said: said.trim() };
}

async function answer(q: QuestionContext): Promise<Reply | null> {
  const threshold = thresholdAsked(q.question);
  const snapshot = q.market.snapshot();
  if (!threshold) return null;
  return snapshot ? thresholdReply(snapshot, threshold) : marketUnavailable(q.kb);
}

export const tokensOverThreshold = defineCapability({
  name: 'tokens_over_threshold',
  description: 'Tracked tokens whose figure is above or below a limit, counted.',
  embedded: { matches: ({ question }) => thresholdAsked(question) !== null, answer },
});
