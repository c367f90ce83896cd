import { z } from 'zod';
import type { HistoryMessage } from '../assistant.js';
import { namesAnotherVenue } from '../knowledge-base/named-elsewhere.js';
import { marketUnavailable } from '../live/market-unavailable.js';
import { overviewReply } from '../live/overview-reply.js';
import type { Reply } from '../reply.js';
import { lastAnswerRefs } from '../session/last-turn.js';
import { type CapabilityDeps, defineCapability } from './capability.js';
import { asksHowFigured, type QuestionContext } from './question-context.js';
import { untrackedNames } from './untracked-names.js';

const OVERVIEW =
  /\bmarket overview\b|\bhow('s| is) the (whole |overall )?market\b|\bhow (big|large) is the (whole |overall |entire )?market\b(?! ?cap)|\bsize of the (whole |overall |entire )?market\b(?! ?cap)|\btotal (market ?cap|holders|transactions|trades|number of tokens)\b|\bhow many (tokens|coins)\b(?! ((?:is|was|are|were|would be|will be) (?:that|it|this|those|these)\b|must|should|will|can|are (sold|minted|left|in|put|added|locked|burned|paired)|(get|gets|got|were|have been|go|goes|went|come|comes|end up) \w+|do i|did i|(?:would|will|could|can|should|might|do|did) (?:i|we|you|u|one) (?:get|receive|end up|have|buy)|does (a|an|the(?! (?:dashboard|site|page|analytics|app|table|list)\b)|one|each|every|any|it|my)|do (each|all|the|odin|new)|per|for|in a|with|into|to))|\bnumber of (tokens|coins)\b|\bhow many (?:transactions|trades|txns?)\b[^?.!]{0,40}\b(?:on odin(?:\.fun)?|on the (?:whole )?(?:site|platform|market)|across|overall|altogether|happened|were there|in the market)\b|\bmarket (summary|stats|statistics)\b|\b(all|every) tokens? (combined|together|in total)\b|\bin total\b.*\b(holders|market cap|transactions)\b/i;

// "sum of all holders", "total 24h transactions", "how many holders in total", "total volume": a
// total across the market, said with the figure first or last.
const FIGURE = '(holders|transactions|trades|txns|tx|market ?caps?|mcaps?|mc|volume|value|worth)';
const TOTAL = new RegExp(
  `\\b(total|sum( of)?|combined|overall|aggregate)\\b[^?.!]{0,25}\\b${FIGURE}\\b|\\b${FIGURE}\\b[^?.!]{0,40}\\b(in total|combined|altogether|all together|together|summed|across (all|every)( the)? (tokens?|coins?)|of all( the)? (tokens?|coins?)|across (everything|all of them|the (whole )?market|the board)|(you|u) track)\\b`,
  'i',
);

// "How many tokens does every coin have" asks about one token's supply, not about the market;
// "total market cap of ODINDOG" is one token's figure (token figures answer it).
// "What's a coin worth all together when it finishes the curve" is one coin's worth too; "go back to
// the first one, what's its total value" and "how much is it worth in total" point at a token named before.
const PER_TOKEN =
  /\b(each|every|per|a single|one) (coin|token)\b|\b(?:a|the|this|that) (?:coin|token)(?:'s)?\s+(?:worth|value|market ?cap|mcap)\b|\b(?:its|the (?:first|second|third|last|other) one)\b|\b(?:is|was|'s) (?:it|that|this)(?: one| token| coin)? worth\b/i;
// "If i make a token i get to pick how many coins exist", "can i pick how many tokens exist when i
// launch?": a creator's question about one token's
// supply ("my coin", "when you launch a token"), never the count of tracked tokens.
const OWN_TOKEN =
  /\b(?:can|could|do|may) (?:i|we|you|u) (?:pick|choose|set|decide|select)\s+how many (?:tokens|coins)\b|\bwhen (?:i|we|you|u) (?:launch|create|make|mint|deploy)\b|\b(?:i|you|we|u|someone|people|creators?|devs?)\s+(?:make|makes|create|creates|launch|launches|mint|mints|deploy|deploys)\s+(?:a|an|my|your|their|the|our)\s+(?:own\s+|new\s+)?(?:token|coin|memecoin)\b|\bmy (?:own |new )?(?:token|coin|memecoin)\b/i;
// "How many tokens and how much btc get put into the pool when a coin ascends": how a token's
// supply moves through the curve and the pool, not how many tokens the market has; unless it says
// so ("how many tokens have ascended", "how many coins are on odin").
const MECHANISM = /\b(?:pool|ascen\w*|graduat\w*|curve|supply|minted|burn\w*|locked|sold|reserve)\b/i;
const MARKET_COUNT =
  /\bhow many (?:tokens|coins) (?:are there|exist|does odin have|do you (?:track|have)|(?:are|is) (?:on|listed|tracked|live|trading)|have (?:ascended|graduated|bonded|launched|been launched)|(?:does|do) (?:the |your )?(?:dashboard|site|page|analytics|app|table|list) (?:track|show|list|have|cover|follow))\b|\btracked\b/i;
// "Is there a limit on how many tokens i can hold", "max coins one wallet can own": a limit on what
// one person may hold or do, a guide question (which may say none is published), not the market.
const PERSONAL_LIMIT =
  /\bhow many (?:tokens|coins)\b[^?.!]{0,25}\b(?:i|you|u|we|one|someone|a (?:wallet|user|person|account)|(?:one|my|each|per|your|a single) (?:wallet|user|person|account|address))\s+(?:can|could|may|might|am|is|are|should|be)\b|\b(?:limit|limits|max|maximum|cap|ceiling|restriction|upper bound)\b[^?.!]{0,20}\b(?:on |to )?how many\b/i;
const AVERAGE_FIGURE =
  /\b(?:average|avg|mean)\b[^?.!]{0,20}\b(?:market ?caps?|mcaps?|holders|transactions|trades|txns)\b|\b(?:market ?caps?|mcaps?|holders|transactions)\b[^?.!]{0,20}\bon average\b/i;
// "Total value of all GRIFFAIN coins", "BOBBY AI's worth, the whole coin added up": one token's
// coins, not the market's.
const WHOLE_MARKET =
  /\b(every|whole(?! (?:coin|token)\b)|entire|overall|everything|market(?! ?caps?))\b|\b(?:all|across|of)(?: the)? (?:tokens|coins)\b|\b(?:tokens|coins) (?:(?:does|do) )?(?:you|u|odai) track\b|\btracked\b|\bhow many (?:tokens|coins)\b|\ball of them\b/i;
const VOLUME = /\bvol(ume)?\b/i;
// "Average market cap", "holders per token on average": the totals over the count.
const AVERAGE = /\b(average|avg|mean)\b|\bper token on average\b/i;

const args = z.object({});

async function run(_args: z.output<typeof args>, { kb, market }: CapabilityDeps): Promise<Reply> {
  const snapshot = market.snapshot();
  return snapshot ? overviewReply(snapshot) : marketUnavailable(kb);
}

async function answer(q: QuestionContext): Promise<Reply | null> {
  if (!WHOLE_MARKET.test(q.question)) {
    if ((await q.namedTokens()).length > 0) return null;
    // "What is the total value of QWERTYDOGE?": a token ODAI does not track, not the market.
    if ((await untrackedNames(q)).length > 0) return null;
  }
  const snapshot = q.market.snapshot();
  if (!snapshot) return marketUnavailable(q.kb);
  return overviewReply(snapshot, {
    volumeAsked: VOLUME.test(q.question),
    averageAsked: AVERAGE.test(q.question),
  });
}

// "And how many txs in 24h" right after the market overview: the same totals, asked again.
const OVERVIEW_FIGURE =
  /\b(?:txs?|txns?|transactions|trades|holders|market ?caps?|mcaps?|mc|volume|tokens|coins)\b/i;
// "And how many tokens?" right after a guide answer (0.2 BTC seeds the pool): asked of that answer's
// subject, not of the market.
// "Prove it. Exactly how many tokens is that?" asks the same of the figure just given.
const BARE_COUNT =
  /^\s*(?:(?:and|so|ok|okay|what about|how about|exactly|precisely)[,\s]+)*how many (?:tokens|coins)\s*(?:then|tho|is that|is this|would that be|are those|are these)?\s*[?.!]*\s*$/i;

function continuesOverview(question: string, history: HistoryMessage[]): boolean {
  if (!lastAnswerRefs(history).includes('market:overview')) return false;
  const words = question.split(/\s+/).filter(Boolean).length;
  return words <= 8 && OVERVIEW_FIGURE.test(question) && !/\$\w|\b[A-Z]{3,}\b/.test(question);
}

function leansOnAGuide(question: string, history: HistoryMessage[]): boolean {
  const refs = lastAnswerRefs(history);
  const asked = question.split(/(?<=[.!?])\s+/).at(-1) ?? question;
  return BARE_COUNT.test(asked) && refs.length > 0 && refs.every((r) => !/^(?:market|token):/.test(r));
}

export const marketOverview = defineCapability({
  name: 'get_market_overview',
  description:
    'Totals across tracked tokens: count, total market cap (USD), summed holders, 24h transactions, with as-of time.',
  tool: { args, run },
  embedded: {
    matches: ({ question, history }) =>
      continuesOverview(question, history) ||
      ((OVERVIEW.test(question) || TOTAL.test(question) || AVERAGE_FIGURE.test(question)) &&
        !leansOnAGuide(question, history) &&
        (!PER_TOKEN.test(question) || AVERAGE_FIGURE.test(question)) &&
        !OWN_TOKEN.test(question) &&
        !PERSONAL_LIMIT.test(question) &&
        !asksHowFigured(question) &&
        (!MECHANISM.test(question) || MARKET_COUNT.test(question) || TOTAL.test(question)) &&
        !namesAnotherVenue(question)),
    answer,
  },
});
