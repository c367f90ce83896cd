import { z } from 'zod';
import { escapeRegExp } from '../../lib/reg-exp.js';
import { askedSentences, CLOSE_QUESTION, knowledgeCoverage } from '../knowledge-base/coverage.js';
import { guideSources } from '../knowledge-base/guide-source.js';
import { namesAnotherVenue } from '../knowledge-base/named-elsewhere.js';
import { asksHowItCompares, figuresInContext } from '../live/figure-in-context.js';
import { dataNote, markdownText, tokenLabel, tokenSource } from '../live/format-live.js';
import type { LiveToken } from '../live/live-token.js';
import { longerWindow, longerWindowReply } from '../live/longer-window-reply.js';
import { marketUnavailable } from '../live/market-unavailable.js';
import { ALL_METRICS, type Metric, metricsAsked } from '../live/metrics.js';
import { missingDetail, missingDetailReply } from '../live/missing-detail.js';
import { priceInUnits } from '../live/price-units.js';
import { sameTickerLine } from '../live/same-ticker.js';
import { tokenFiguresReply } from '../live/token-figures-reply.js';
import { volumeAsked, volumeLine, withTransactionsForVolume } from '../live/volume-asked.js';
import type { Reply } from '../reply.js';
import { askedAgain, lastAsked } from '../session/asked-again.js';
import { refersBack } from '../session/last-token.js';
import { lastAnswerCitesToken } from '../session/last-turn.js';
import { pointsBack } from '../session/listed-tokens.js';
import { type CapabilityDeps, defineCapability } from './capability.js';
import { findToken, notFound } from './find-token.js';
import { asksHowItWorks, generalQuestionAboutToken, topicBesideToken } from './general-question.js';
import { asksHowFigured, type QuestionContext } from './question-context.js';
import { LINK_ASKED, onlyAbout, whatIsIt } from './token-asked-by-name.js';
import { asksFeeAfterAscent, asksTradeFee, tokenFeeReply } from './token-fee.js';
import { untrackedNames, withUntrackedNames } from './untracked-names.js';

const args = z.object({
  token: z.string().min(1).max(60).describe('Token id (e.g. "2jjj"), ticker or name.'),
  figures: z.array(z.enum(ALL_METRICS)).describe('Figures wanted; omit for all.').optional(),
});

/** For the model: one named token, the figures it asks for. */
async function run(
  { token, figures }: z.output<typeof args>,
  { kb, market }: CapabilityDeps,
): Promise<Reply> {
  if (!market.snapshot()) return marketUnavailable(kb);
  const found = await findToken(market, token);
  return found ? tokenFiguresReply(kb, found, figures ?? []) : notFound(token, market);
}

// "What is ODAI?" is about the project, not its price; only a question that asks for a figure or
// is just the token's name gets the figures when the name also titles a guide section. How-to and
// meaning questions that name a token ("how does ODAI get its data", "where can I buy the ODAI
// token", "what does the ODINDOG•ID name mean") ask about how things work, not for its figures.
// "What about ODINDOG?" is no such question: it asks the last question again, of ODINDOG.
const ABOUT =
  /\b(what|who)(?: (?:even|exactly|actually|really))?(?: (?:is|are)|'s|s)\b(?!\s+(?:the|its|his)\s+(?:id|token id|price|market ?cap|mcap|holders?|volume|liquidity|volatility|figures?|stats?|numbers?|change|24h)\b)|(?<!\b(?:what|how) )\babout\b|\bofficial\b|\baffiliated\b|\blegit\b|\bhow (does|do|can)\b|\bwhere (can|do|does)\b|\bwhat does\b[^?]*\bmean\b|\bmeans? what\b|\b(is|are)\b[^?]{0,30}\b(a|an) (?:[\w-]+ )?(token|coin|thing|project|agent)\b|\b(does|do|can|will)\s+\$?\w+\s+(give|offer|provide|support|have|charge|ask|need|let|allow|work|store|keep|sell|trade)\b/i;

// "What's ODAI at right now", "what's it going for": the price, in other words.
// "What's ODINDOG doing today", "what is it up to": how it is doing, which its figures say.
const PRICE_ASKED =
  /\b(?:at|trading at|sitting at) (?:right now|now|today|rn|atm|currently|the moment)\b|\bgoing for\b|\b(?:doing|up to)\s*(?:today|rn|right now|now|lately|this week)?\s*[?.!]*\s*$/i;

// "Is X safe/legit?": figures cannot answer that, so the reply adds the checks a buyer can make.
const SAFETY = /\b(safe|scam|legit|rug|trust(worthy)?)\b/i;

function withSafetyChecks(q: QuestionContext, reply: Reply): Reply {
  return {
    // The answer to "is it safe?" comes first; the figures support it.
    markdown: `Figures cannot prove a token is safe: check its holders' concentration, liquidity, links and whether it is a copycat (see *Security tips — Checks before you buy*). Its figures:\n\n${reply.markdown}`,
    sources: [...reply.sources, ...guideSources(q.kb, ['security#checks-before-you-buy'])],
  };
}

/** Several tokens' figures as one reply: the data note and reminders said once, not per token. */
function joinReplies(replies: Reply[]): Reply {
  const seen = new Set<string>();
  const once = (text: string) =>
    text
      .split(/(?<=\.) (?=[A-Z*])/)
      .filter((sentence) => !seen.has(sentence) && seen.add(sentence))
      .join(' ');
  const blocks = replies.map((r) =>
    r.markdown
      .split('\n')
      .map((line) => (line.trim() ? once(line) : line))
      .filter((line, i, all) => line.trim() || all[i - 1]?.trim())
      .join('\n'),
  );
  const sources = new Map(replies.flatMap((r) => r.sources).map((s) => [s.ref, s]));
  return {
    markdown: blocks
      .join('\n\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    sources: [...sources.values()],
  };
}

const TOKEN_WORDS =
  /\b(token|coin|price|chart|figures|stats|numbers|holders|buy|sell|doing|up|down|today|now|pump\w*|dump\w*|moon\w*|worth|volume|liquid\w*|ascend\w*|graduat\w*|bonded|curve|pool|safe|legit|risky|trading|trade)\b|\$[A-Za-z]/i;

/** True when a guide's title names this ticker ("About ODAI"): the word is also the product's name. */
function namesAGuide(q: QuestionContext, symbol: string): boolean {
  const upper = symbol.toUpperCase();
  return q.kb.articles.some((a) => a.title.split(/[^A-Za-z0-9]+/).includes(upper));
}

// "I bought ODINDOG in one big order and got fewer tokens than the price said, why?": a reason a
// guide gives (price impact), not the token's figures, when a listed question says nearly the same.
const WHY = /\b(why|how come)\b|\bhow (?:is|was) (?:that|this|it) (?:even )?possible\b/i;
// "Odin's docs have a price impact example on ODINDOG: how much did 1 BTC move it?": the example a
// guide quotes about that token, not its figures now.
const QUOTED_EXAMPLE = /\b(?:example|docs|documentation|read (?:somewhere|that|about))\b/i;

/** The token's ticker as a whole word, letters and digits only ("ODINDOG•ID" is ODINDOGID). */
const symbolPattern = (token: LiveToken) =>
  new RegExp(`\\b${token.symbol.replace(/[^A-Za-z0-9]/g, '')}\\b`, 'i');

function explainedByAGuide(q: QuestionContext, token: LiveToken): boolean {
  const quoted = QUOTED_EXAMPLE.test(q.question);
  const why = WHY.test(q.question);
  if (!quoted && !why) return false;
  const c = knowledgeCoverage(q.kb, q.question);
  if (!c.covered || !c.hit) return false;
  const symbol = symbolPattern(token);
  if (quoted && symbol.test(c.hit.section.body)) return true;
  return why && (c.hit.questionMatch ?? 0) >= CLOSE_QUESTION;
}

// "Who made ICONFUCIUS?": a detail the market data lacks, but a guide lists that very question of
// this token (IConfucius is onicai's agent), so the guide answers.
function detailInAGuide(q: QuestionContext, token: LiveToken, question = q.question): boolean {
  const c = knowledgeCoverage(q.kb, question);
  const symbol = symbolPattern(token);
  return c.covered && (c.hit?.questionMatch ?? 0) >= 1 && symbol.test(c.hit?.matchedQuestion ?? '');
}

// Facts the same for every token: its supply, the trade fees, how much must sell to ascend.
const SHARED_FACT =
  /\b(?:(?:total |max(?:imum)? |circulating )?supply|fees?|fee rate|trading fee|how much (?:has|needs?) to (?:sell|be sold)|decimals|min(?:imum)? (?:deposit|withdrawal|buy|trade)|how many [^?.!]{0,20}\b(?:tokens|coins) (?:exist|are there)|(?:tokens|coins) (?:exist )?in total)\b/i;

// "What stage is it in?", "has ODINDOG graduated yet": the stage alone, which the first line states.
const STAGE_ASKED =
  /\b(?:stage|phase)\b|\b(?:has|did|is)\b[^?.!]{0,25}\b(?:ascended|graduated|bonded|migrated)\b|\bstill on (?:the|its|a) (?:bonding )?curve\b|\b(?:is|are)\b[^?.!]{0,25}\b(?:in (?:the|its|an?) (?:amm|pool)|on (?:the )?amm)\b/i;
// "How far along is it on the progress bar", "how close is odai to graduating": how far this token
// is along its curve, which its stage line states with the progress the data holds.
const PROGRESS_ASKED =
  /\bprogress(?: bar)?\b|\bhow far (?:along|is it|off|away)\b|\bhow (?:close|near)\b[^?.!]{0,30}\b(?:graduat|ascen|bond|migrat)\w*|\b(?:close|near|nearly|almost)\s+(?:to\s+)?(?:graduat|ascen|bond|migrat)\w*/i;
// "griffain chart": the figures, and where the chart is.
const CHART = /\b(?:chart|charts|graph|candles?|price history)\b/i;

// "What's ODINDOG's token id?", "link to its page": the id and the page, which the figures' first
// line names; no guide about ids or Runes.
// "The ODAI token on the page", "at the top of the page": where it was seen, not its page asked for.
const ID_ASKED =
  /\b(?:token )?id\b(?!\s*(?:•|card|check|verification))|\bcontract(?: address)?\b|(?<!\b(?:on|in|at|from|of)\s)\b(?:its|the|token'?s?) (?:page|link|url)\b|\bbookmark\b/i;

function idAnswer(token: LiveToken): Reply {
  const page = `https://odin.fun/token/${encodeURIComponent(token.id)}`;
  return {
    markdown: `**${markdownText(token.symbol)}**'s token id is \`${token.id}\`; its page on Odin.fun is ${page}. Names and tickers repeat on Odin.fun, so the id is what identifies a token (it plays the role a contract address plays on other chains).`,
    sources: [tokenSource(token)],
  };
}

function stageAnswer(q: QuestionContext, token: LiveToken): Reply | null {
  if (token.bonded === undefined) return null;
  const stage = token.bonded
    ? 'has ascended: it trades in its AMM pool'
    : token.progress
      ? `has not ascended yet: it is still on its bonding curve (curve progress ${token.progress}%; it ascends at 100%, once 80% of its supply has sold)`
      : `has not ascended yet: it is still on its bonding curve. ODAI's data has no progress figure for it; its page on Odin.fun shows the progress bar (\`https://odin.fun/token/${token.id}\`)`;
  return {
    markdown: `${tokenLabel(token)} ${stage}.\n\n${dataNote(token.source, token.asOf)}`,
    sources: [tokenSource(token), ...guideSources(q.kb, ['bonding-curves#ascension'])],
  };
}

function feeOf(q: QuestionContext, token: LiveToken, afterAscent = false): Reply | null {
  const snapshot = q.market.snapshot();
  const more = snapshot ? sameTickerLine(snapshot, token, q.question) : null;
  return tokenFeeReply(q.kb, token, { afterAscent, more });
}

/** `text` after a figures reply's figures, before its closing data note. */
function beforeDataNote(reply: Reply, text: string, separator: string): Reply {
  const at = reply.markdown.lastIndexOf('\n\n');
  return {
    ...reply,
    markdown: `${reply.markdown.slice(0, at)}${separator}${text}${reply.markdown.slice(at)}`,
  };
}

/** The figures of one token, naming the other tracked tokens that share its ticker. */
function figuresOf(q: QuestionContext, token: LiveToken, asked: Metric[]): Reply {
  const window = longerWindow(q.question);
  if (window && (asked.length === 0 || asked.includes('change24h'))) return longerWindowReply(token, window);
  const detail = missingDetail(q.question);
  if (detail) return missingDetailReply(token, detail);
  const stage =
    asked.length === 0 && (STAGE_ASKED.test(q.question) || PROGRESS_ASKED.test(q.question))
      ? stageAnswer(q, token)
      : null;
  const snapshot = q.market.snapshot();
  const line = snapshot ? sameTickerLine(snapshot, token, q.question) : null;
  // "is bitcat still on the curve": the stage of this BITCAT, and that another one exists.
  if (stage) return line ? beforeDataNote(stage, line, '\n\n') : stage;
  const figures = tokenFiguresReply(q.kb, token, withTransactionsForVolume(q.question, asked));
  const reply = withSupply(q, withVolume(q, token, withChart(q, token, withPriceUnits(q, token, figures))));
  if (!line) return reply;
  // After the figures, before the data note: the figures asked for stay first (a sentence of its
  // own after an answer that is one sentence, "BITCAT is up 7.30% over the last 24 hours").
  const listed = reply.markdown.slice(0, reply.markdown.lastIndexOf('\n\n')).includes('\n- ');
  return beforeDataNote(reply, line, listed ? '\n- ' : '\n\n');
}

/** "Price of ODINDOG in btc": the price in the unit asked, right under the price in sats. */
function withPriceUnits(q: QuestionContext, token: LiveToken, reply: Reply): Reply {
  const lines = priceInUnits(q.question, token);
  if (lines.length === 0 || !reply.markdown.includes('\n- Price: ')) return reply;
  return {
    ...reply,
    markdown: reply.markdown.replace(/(\n- Price: [^\n]*)/, `$1\n${lines.join('\n')}`),
  };
}

/** "Its 24h volume": the volume line (the figure, or that the data has none) under the figures. */
function withVolume(q: QuestionContext, token: LiveToken, reply: Reply): Reply {
  const vol = /\bvol\b/i.test(q.question) && token.volume24h !== undefined;
  return volumeAsked(q.question) || vol ? beforeDataNote(reply, volumeLine(token), '\n') : reply;
}

// "griffain price n total supply": the figures asked, and the supply every token shares.
const SUPPLY_ASKED = /\b(?:total |max(?:imum)? |circulating )?supply\b/i;

function withSupply(q: QuestionContext, reply: Reply): Reply {
  if (!SUPPLY_ASKED.test(q.question)) return reply;
  const line = '- Supply: 21 M tokens, fixed: every Odin token is created with the same supply.';
  return beforeDataNote(reply, line, '\n');
}

function withChart(q: QuestionContext, token: LiveToken, reply: Reply): Reply {
  if (!CHART.test(q.question)) return reply;
  const link = `Its price chart is on the dashboard: [${markdownText(token.symbol)} on the dashboard](/analytics/${encodeURIComponent(token.id)}).`;
  return beforeDataNote(reply, link, '\n\n');
}

/** "Is that a lot?" right after one figure of one token: where it stands among the tracked tokens. */
function inContext(q: QuestionContext): Reply | null {
  if (!asksHowItCompares(q.question)) return null;
  // "Is its market cap a lot?" names the figure; "is that a lot?" means the one just given.
  const named = metricsAsked(q.question);
  const [metric, ...more] = named.length > 0 ? named : lastAsked(q.history);
  const token = q.focusToken();
  const snapshot = q.market.snapshot();
  if (!token || !snapshot) return null;
  // After all of a token's figures, "is that a lot?" could mean any of them: ask which. After two
  // or three, each one's standing.
  if (!metric || more.length > 2) {
    return {
      markdown: `Which of ${tokenLabel(token)}'s figures do you mean? Ask, for example, "is its market cap a lot?" or "are its holders a lot?", and I'll say where it stands among the ${snapshot.tokens.length} tokens ODAI tracks.`,
      sources: [tokenSource(token)],
    };
  }
  return figuresInContext(snapshot, token, [metric, ...more]);
}

/** A short question with a figure and no token ("and the holders?") continues the last topic. */
// "Is it on the bonding curve or in the AMM?" right after a token: its stage, which its figures'
// first line states.
const STAGE = /\b(curve|amm|pool|ascend\w*|bonded|graduat\w*)\b/i;

const ABOUT_ANOTHER =
  /^\s*(?:(?:and|ok|so|but)\s+)?(?:what|how)\s+about\s+(?!(?:it|its|that|this|them|they|those|him|her|the (?:other|original|real|genuine|copy|copycat|fake|clone|first|second|third|fourth|fifth|last|top|bottom|next|1st|2nd|3rd))\b)/i;

// "How do I sell it?" and "so can i sell it before it ascends or am i stuck" after a token: how or
// whether one can, which the guides answer for every token.
const HOW_TO = /\bhow (?:do|can|would|should|to) (?:i|you|we|u|one)?\b/i;
// "Can i add liquidity to its pool?" even with a figure word in it.
const CAN_DO = /\bcan (?:i|we) (?:still )?(?:sell|buy|withdraw|trade|swap|add|remove|move|send|transfer)\b/i;

const USES_THE_PRODUCT = /\b(?:use|uses|using|used|visit|visits|chat with|talk to)\s+(?:the\s+)?odai\b/i;
const MARKET_WORDS =
  /\b(?:tokens|coins|all|total|overall|market|which|who|top|most|least|highest|lowest|every|each|rank\w*|average)\b/i;

const NEXT_TOPIC = /^\s*(?:and|what about|how about)\s+(.+?)\s*[?.!]*\s*$/i;

function isFollowUp(q: QuestionContext): boolean {
  const words = q.question.split(/\s+/).filter(Boolean).length;
  if (pointsBack(q.question)) return true;
  const lastAnswer = [...q.history].reverse().find((m) => !m.isUser);
  const afterAToken = lastAnswerCitesToken(q.history);
  if (
    afterAToken &&
    /\b(?:it|its|it's|(?:that|this) (?:one|token|coin))\b/i.test(q.question) &&
    STAGE.test(q.question) &&
    words <= 12
  )
    return true;
  // "how far along is it on the progress bar, like is it close to graduating" right after a token.
  if (afterAToken && POINTS_AT_IT.test(q.question) && PROGRESS_ASKED.test(q.question) && words <= 16)
    return true;
  // "Chart?" right after a token: its chart, on the dashboard.
  if (afterAToken && CHART.test(q.question) && words <= 4) return true;
  // "Who are the top holders?", "when did it launch?" right after a token: a detail of that token.
  if (afterAToken && missingDetail(q.question) && words <= 8) return true;
  // "is that up or down from yesterday?" right after a token's price: "that" is the figure just given.
  const asksFigure = metricsAsked(q.question).length > 0;
  if (afterAToken && /\b(that|this|they|them)\b/i.test(q.question) && words <= 10) {
    if (asksFigure || longerWindow(q.question)) return true;
  }
  // "how many txs in 24h then" right after a token: its figure, unless the market is named.
  // What a figure means or how it is worked out is the guides' ("what does liquidity score mean").
  if (
    afterAToken &&
    asksFigure &&
    words <= 8 &&
    !MARKET_WORDS.test(q.question) &&
    !asksHowItWorks(q.question)
  )
    return true;
  // "and king of the hill?" after a ranking: a guide topic asked next, not the ranking's top token.
  const next = NEXT_TOPIC.exec(q.question)?.[1];
  const afterARanking = lastAnswer?.sources?.some((s) => s.ref.startsWith('market:'));
  if (!asksFigure && afterARanking && next && !POINTS_AT_IT.test(next)) {
    const c = knowledgeCoverage(q.kb, next);
    if (c.covered && (c.hit?.questionMatch ?? 0) >= CLOSE_QUESTION) return false;
  }
  return asksFigure
    ? refersBack(q.question) || words <= 4
    : (/\b(it|its|it's)\b/i.test(q.question) && words <= 6) || (refersBack(q.question) && words <= 8);
}

// Two entry points, one reply builder (tokenFiguresReply): the embedded side finds the token in the
// question with the ordinary-word filter or in the conversation, passes the question on instead of
// answering "not found", and adds buyer checks to "is X safe?"; none of that is an argument a model
// should send. It matches every question, so it comes after the other live-data capabilities.
// "What's that little code in the address bar, like /token/29m8? does it matter?": an id shown as
// an example of what a token's URL looks like asks what the id is (the guides), not its figures.
const ID_AS_EXAMPLE =
  /\/token\/[a-z0-9]+\b[^?.!]{0,40}(?:\?|\b(?:part|bit|code|bit at the end)\b)|\b(?:code|id|part|bit|thing)\b[^?.!]{0,60}\b(?:address bar|url|link|web ?address)\b/i;

// "Will Binance list ODINDOG?": another venue's decision about the token, which no figure answers.
const LISTED_ELSEWHERE = /\b(?:list|lists|listed|listing)\b/i;

function asksAnotherVenue(q: QuestionContext): boolean {
  return LISTED_ELSEWHERE.test(q.question) && namesAnotherVenue(q.question);
}

const ASKS_ODAI_ITSELF =
  /^\s*(?:and |so |but )?(?:are|r) (?:you|u) (?:being |getting )?(?:paid|sponsored|funded|compensated)\b/i;

// "Can I swap GRIFFAIN straight into ODINDOG?": whether and how tokens swap, which the guides
// answer, not the figures of either.
// "ODAI card says Progress: bonding curve. progress towards what?": the token named only in what the
// visitor saw; the question after it, which does not point at the token, is one a guide lists.
const POINTS_AT_IT = /\b(?:it|its|it's|this|that|they|them|their)\b/i;
function askedOfAGuideAfterSeeing(q: QuestionContext, token: LiveToken): boolean {
  const asked = askedSentences(q.question);
  if (asked === q.question || POINTS_AT_IT.test(asked)) return false;
  const names = [token.symbol, token.name].map((n) => n.toLowerCase());
  if (names.some((n) => asked.toLowerCase().includes(n))) return false;
  const c = knowledgeCoverage(q.kb, asked);
  return c.covered && (c.hit?.questionMatch ?? 0) >= CLOSE_QUESTION;
}

// "When does an ascended token like ICONFUCIUS get etched?": the token as an example of a kind,
// asked about how that kind works, not its figures.
function namedAsAnExample(question: string, token: LiveToken): boolean {
  return namedIn(
    question,
    token,
    String.raw`\b(?:tokens?|coins?|memecoins?|ones?)\s+(?:like|such as|e\.?g\.?)\s+\$?`,
    String.raw`\b`,
  );
}

// "has ICONFUCIUS ascended yet", "did bobai graduate", "is bitcat still on the curve", "is odai in
// its pool yet": whether this token has reached the pool.
function asksItsStage(question: string, token: LiveToken): boolean {
  return (
    namedIn(
      question,
      token,
      String.raw`\b(?:has|did|is)\s+\$?`,
      String.raw`\s+(?:already\s+|yet\s+)?(?:ascend|graduat|bond|migrat)\w*`,
    ) ||
    namedIn(
      question,
      token,
      String.raw`\b(?:is|are)\s+\$?`,
      String.raw`\s+(?:still\s+|already\s+)?(?:on\s+(?:the|its|a)\s+(?:bonding\s+)?curve|on\s+(?:the\s+)?amm|in\s+(?:the|its|an?)\s+(?:amm|pool|lp))\b`,
    )
  );
}

/** True when the token's ticker or name stands between `before` and `after` (regex sources). */
function namedIn(question: string, token: LiveToken, before: string, after: string): boolean {
  return [token.symbol, token.name].some((name) =>
    new RegExp(`${before}${escapeRegExp(name)}${after}`, 'i').test(question),
  );
}

const SWAP_BETWEEN =
  /\b(?:swap|swapping|trade|trading|convert|converting|exchange|exchanging)\b[^?.!]{0,40}\b(?:into|for)\b/i;

// "Someone said buying 1 BTC of ODINDOG moved the price 33%, legit?": how far a trade moves the
// price, which the price-impact guide answers (with that very example), not the token's figures.
const TRADE_MOVES_PRICE =
  /\b(?:buy|buying|sell|selling|trade|order|swap)\b[^?.!]{0,60}\b(?:mov(?:e|es|ed)|push(?:es|ed)?|pump(?:s|ed)?|shift(?:s|ed)?)\b[^?.!]{0,15}\b(?:price|pool)\b|\bprice impact\b/i;
// Unless the token's price itself is asked too ("what's the price of ODINDOG, and would a buy move
// it"); "move the price of odindog" is still the trade's impact.
const PRICE_OF =
  /(?<!\bmov(?:e|es|ed|ing) (?:the )?)\bprice (?:of|for)\b|\bwhat(?:'s| is) (?:the |its )?price\b/i;

// "api returns price 330189 for odindog, what unit is that?": what the API's unit is, which the
// glossary answers (millisats), not the token's figures.
const UNIT_ASKED = /\b(?:what|which|in what) (?:units?|denomination)\b|\bwhat(?:'s| is) the unit\b/i;

async function answer(q: QuestionContext): Promise<Reply | null> {
  if (UNIT_ASKED.test(q.question)) return null;
  if (ID_AS_EXAMPLE.test(q.question) && !metricsAsked(q.question).length && !LINK_ASKED.test(q.question))
    return null;
  if (TRADE_MOVES_PRICE.test(q.question) && !PRICE_OF.test(q.question)) return null;
  if (SWAP_BETWEEN.test(q.question) && !metricsAsked(q.question).length && (await q.namedTokens()).length > 1)
    return null;
  // "Are you being paid to shill it?": a question to ODAI about itself, whatever "it" points at.
  if (ASKS_ODAI_ITSELF.test(q.question) || asksAnotherVenue(q)) return null;
  const tokens = await q.namedTokens();
  const [named] = tokens;
  // "and ODAI?" after "mcap of ODINDOG": the same figures of the token(s) named now.
  const again = named ? askedAgain(q.question, q.history) : null;
  const asked = again ?? metricsAsked(q.question);
  // "holders of BOBAI and GRIFFAIN", "how about GRIFFAIN and BOBAI?": each token's figures in turn.
  if (tokens.length > 1 && (asked.length > 0 || again))
    return withUntrackedNames(
      q,
      joinReplies(tokens.slice(0, 3).map((t) => tokenFiguresReply(q.kb, t, asked))),
    );
  if (named && again) return figuresOf(q, named, again);
  if (named) {
    // Named by its id ("codes like 29m8 in the url"), the id is an example, not the thing asked.
    const namedById = q.question.toLowerCase().includes(named.id.toLowerCase());
    // 'griffain says "ascended" on its page. what does that mean?': the page where the visitor
    // saw something is no page asked for; only the sentences that ask are read.
    if (asked.length === 0 && ID_ASKED.test(askedSentences(q.question)) && !namedById) return idAnswer(named);
    // "whats the fee if i buy bobai rn": the fee its stage decides.
    const fee = asked.length === 0 && asksTradeFee(q.question) ? feeOf(q, named) : null;
    if (fee) return fee;
    // "What's the total supply of ODAI?", "i thought the odai token had a 100M supply and 2% fees":
    // a fact every token shares, which the guides give; no live figure says it.
    if (asked.length === 0 && SHARED_FACT.test(q.question) && knowledgeCoverage(q.kb, q.question).covered)
      return null;
    // "Does GRIFFAIN have a discord?", "who made BOBAI": a detail of the token that the data lacks.
    const detail = missingDetail(q.question);
    if (detail) return detailInAGuide(q, named) ? null : missingDetailReply(named, detail);
    if (explainedByAGuide(q, named)) return null;
    if (asked.length === 0 && namedAsAnExample(q.question, named)) return null;
    if (asked.length === 0 && askedOfAGuideAfterSeeing(q, named)) return null;
    // "Tell me about ODINDOG" and "is ODINDOG safe?" ask about the token itself, whatever else they say.
    // "Has ICONFUCIUS ascended yet?": its stage, which the figures' first line states.
    const aboutTheToken =
      onlyAbout(q.question, named) ||
      whatIsIt(q, named) ||
      SAFETY.test(q.question) ||
      asksItsStage(q.question, named) ||
      (PROGRESS_ASKED.test(q.question) && !asksHowItWorks(q.question));
    // "griffain ascension when", "bobai ticker rules": a guide topic typed beside the token's name.
    if (!aboutTheToken && topicBesideToken(q.kb, q.question, named) && (await untrackedNames(q)).length === 0)
      return null;
    // "Can i withdraw my GRIFFAIN to my wallet?": how Odin works, with the token as the example.
    if (
      !aboutTheToken &&
      !PRICE_ASKED.test(q.question) &&
      generalQuestionAboutToken(q.kb, q.question, named, asked.length > 0)
    )
      return null;
    // "Is ODINDOG legit?" asks about the token: the checks and its figures, not a guide that names it.
    const tokenSafety = SAFETY.test(q.question) && !namesAGuide(q, named.symbol);
    if (
      asked.length === 0 &&
      ABOUT.test(q.question) &&
      !onlyAbout(q.question, named) &&
      !whatIsIt(q, named) &&
      !PRICE_ASKED.test(q.question) &&
      !tokenSafety &&
      q.kb.index.query(q.question, 1).length > 0
    )
      return null;
    // "How does odai compute the volatility %?": how the product works out a figure, not its token's.
    // "Volatility says 92.44% on BOBAI, how do u even calculate that number": the method, which a guide gives.
    if (
      asksHowFigured(q.question) &&
      (/\bhow\b/i.test(q.question) || namesAGuide(q, named.symbol)) &&
      !/\$\w/.test(q.question)
    )
      return null;
    // "How accurate is ODAI?", "can ODAI see my wallet?": the product, not its token, unless the
    // question asks for a figure or says token, coin or $ODAI.
    if (asked.length === 0 && namesAGuide(q, named.symbol) && !TOKEN_WORDS.test(q.question)) return null;
    // "How many ppl use odai every day?": people using the product, not the token's holders.
    if (namesAGuide(q, named.symbol) && USES_THE_PRODUCT.test(q.question)) return null;
    // "How many holders does ODINDOG have compared to other tokens?": the figure and where it stands.
    const snapshot = q.market.snapshot();
    const standing =
      snapshot && asked.length > 0 && asksHowItCompares(q.question)
        ? figuresInContext(snapshot, named, asked)
        : null;
    if (standing) return standing;
    const reply = await withUntrackedNames(q, figuresOf(q, named, asked));
    return SAFETY.test(q.question) ? withSafetyChecks(q, reply) : reply;
  }
  const context = inContext(q);
  if (context) return context;
  // "and whats the fee if i buy it" right after a token: the fee its stage decides.
  // "ok and after it ascends" right after that fee: the fee in its pool.
  const focused = lastAnswerCitesToken(q.history) ? q.focusToken() : null;
  const afterAscent = asksFeeAfterAscent(q.question, q.history);
  if (
    focused &&
    asked.length === 0 &&
    (afterAscent || (asksTradeFee(q.question) && POINTS_AT_IT.test(q.question)))
  ) {
    const fee = feeOf(q, focused, afterAscent);
    if (fee) return fee;
  }
  // "How do I sell it?" after a token asks how selling works, which the guides answer; so does "how
  // do u calculate that liquidity score thing" (the method, not the token's score again).
  if (
    !isFollowUp(q) ||
    (asked.length === 0 && (HOW_TO.test(q.question) || SHARED_FACT.test(q.question))) ||
    CAN_DO.test(q.question) ||
    asksHowFigured(q.question)
  )
    return null;
  // "What about the fees?" after a token's figures: a guide topic, not the token again.
  if (asked.length === 0 && ABOUT_ANOTHER.test(q.question) && knowledgeCoverage(q.kb, q.question).covered)
    return null;
  if (!q.market.snapshot()) return asked.length > 0 ? marketUnavailable(q.kb) : null;
  const focus = q.focusToken();
  if (!focus) return null;
  // "Tell me about ICONFUCIUS" → "who made it?": asked of the token, which a guide describes.
  const ofTheToken = q.question.replace(/\b(?:it|this|that)\b/i, focus.symbol);
  if (missingDetail(q.question) && detailInAGuide(q, focus, ofTheToken)) return null;
  const reply = figuresOf(q, focus, asked);
  return SAFETY.test(q.question) ? withSafetyChecks(q, reply) : reply;
}

export const tokenFigures = defineCapability({
  name: 'get_token_figures',
  description:
    "Live figures of one Odin.fun token: price in sats, market cap in USD, holders, 24h change, volatility, liquidity score (0-10), 24h transactions, with the data's as-of time and whether it is demo data.",
  tool: { args, run },
  embedded: { matches: () => true, answer },
});
