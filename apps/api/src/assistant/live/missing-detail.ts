import type { Reply } from '../reply.js';
import { tokenLabel, tokenSource } from './format-live.js';
import type { LiveToken } from './live-token.js';
import { metricsAsked } from './metrics.js';

// Details of a token that ODAI's market data does not hold: asked of a tracked token, the honest
// answer says so and where Odin shows them, instead of the token's figures.
type Phrase = (token: string) => string;
const DETAILS: [RegExp, Phrase][] = [
  [
    // Not a choice offered ("can anyone add liquidity to the 2jjj pool or only the dev"): who may
    // do something, which the guides answer for every token.
    /\bwho (?:created|made|launched|deployed|minted|started|owns|runs)\b|(?<!\b(?:only|just) (?:the |its |a )?)\b(?:creator|deployer|dev|devs|developer|owner)\b/i,
    (t) => `who created ${t}`,
  ],
  [
    /\bhow old\b|\bwhen (?:was|did)\b[^?.!]{0,30}\b(?:created|made|launched|launch|start|started|minted|deployed|come out)\b|\b(?:launch date|creation date|age)\b/i,
    (t) => `when ${t} was created`,
  ],
  [
    /\bwhen (?:did|was)\b[^?.!]{0,30}\b(?:ascend|ascended|graduate|graduated|bond|bonded|migrate|migrated)\b/i,
    (t) => `when ${t} ascended`,
  ],
  [
    /\b(?:top|biggest|largest|main) holders?\b|\bwhales?\b|\bwho (?:are|r) (?:the|its) holders\b|\bholder (?:list|distribution|breakdown)\b/i,
    (t) => `who holds ${t} (only how many hold it)`,
  ],
  [
    // Not a place something was said or seen: "telegram said 10k", "the codes like 2jjj in the links",
    // "saw ODINDOG all over the tg today", "someone in our tg asks".
    /(?<!\b(?:in|on|over|from|via|across|around) (?:the |its |their |our |my |a |token |these |those )?)\b(?:link|links|website|web site|twitter|x account|telegram|tg|discord|socials?|contract address|token address|ca)\b(?!\s+(?:said|says|say|claims?|claimed|told|posted|guys?|group|chat|people|folks|users?|posts?|shill\w*)\b)/i,
    (t) => `the links or accounts of ${t}`,
  ],
];

// "Who runs Odin", "the odin website": a detail of the platform, which the guides answer.
const ABOUT_THE_PLATFORM = /\bodin(?:\.fun| fun)?\b|\b(?:platform|the site|this site|odai)\b/i;

const detailIn = (text: string) => DETAILS.find(([re]) => re.test(text))?.[1] ?? null;

/**
 * What the question asks about a token that ODAI's data does not hold, or null. "BOBAI market
 * cap?? it dropped so hard i think the dev rugged": a figure asked in a sentence of its own, with
 * the detail only in a remark after it, asks the figure.
 */
export function missingDetail(question: string): Phrase | null {
  if (ABOUT_THE_PLATFORM.test(question)) return null;
  const detail = detailIn(question);
  if (!detail) return null;
  const sentences = question.split(/(?<=[.!?])\s+(?=\S)/);
  const figureAlone = sentences.some((s) => metricsAsked(s).length > 0 && !detailIn(s));
  // "… and who is the dev?" asks the detail too; only a remark beside the figure is no question.
  const detailAsked = sentences.some(
    (s) => detailIn(s) && /\?\s*$|^\s*(?:and\s+)?(?:who|what|whats|where|does|do|is|are|has)\b/i.test(s),
  );
  return sentences.length > 1 && figureAlone && !detailAsked ? null : detail;
}

const MISSING_LEAD = 'ODAI has no reliable record of ';

/** True when a reply is `missingDetailReply`'s: what the data lacks, not the token's figures. */
export function saysDetailMissing(markdown: string): boolean {
  return markdown.startsWith(MISSING_LEAD);
}

export function missingDetailReply(token: LiveToken, what: Phrase): Reply {
  return {
    markdown: `${MISSING_LEAD}${what(tokenLabel(token))}: its market data holds each token's figures (price, market cap, holders, 24h change, volatility, liquidity, transactions), not its details. Odin.fun's page for the token shows what Odin publishes: \`https://odin.fun/token/${token.id}\` (names repeat, so check the id).`,
    sources: [tokenSource(token)],
  };
}
