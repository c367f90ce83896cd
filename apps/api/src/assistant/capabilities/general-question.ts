import { escapeRegExp } from '../../lib/reg-exp.js';
import { CLOSE_QUESTION, knowledgeCoverage } from '../knowledge-base/coverage.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { LiveToken } from '../live/live-token.js';

// Visitors name the token they are looking at while asking how Odin works: "can i withdraw my
// GRIFFAIN to my wallet", "is the ODAI curve linear?", "how does the pool for ICONFUCIUS set the
// price", "what does the liquidity score of 8.4 on odindog mean". The token's figures do not
// answer that; the guides do, and they answer it the same for every token.

// How something works, is worked out, is allowed or happens: not a figure's value. "Did the price
// jump when it ascended" asks what ascension does; "how much did odindog drop today" a figure.
const HOW_IT_WORKS =
  /\bhow (?:does|do|is|are|did|was|were|will|would)\b(?![^?.!]{0,30}\b(?:do|doing|going|looking|perform|performing|today|this week)\b)|\bwhy\b|(?<!\bi )\bmean(?:s|ing)?\b|\bbased on\b|\bworked out\b|\bcalculat\w*|\bcomput\w*|\bdetermin\w*|\bcan (?:i|we|it|anyone)\b|\bam i able\b|\bdo (?:i|you|u|we) (?:need|pay|get|have|use)\b|\bdoes it take\b|\b(?:start|started|starts|ascend|ascends|graduate|graduates|bond|bonds) at\b|\bis (?:the|its|it|this)\b[^?.!]{0,25}\b(?:linear|exponential|fixed|locked|burned|capped)\b|\bwho runs\b|\bred flags?\b|\bwarning signs?\b|\bwhen i (?:log ?in|sign ?in)\b|\b(?:real|actual) (?:bitcoin )?rune\b|\bis\b[^?.!]{0,25}\ba (?:bitcoin )?rune\b|\bwhat happens\b|\bat what\b|\b(?:before|after|when|once) (?:it|they|the token|the coin) (?:ascends?|bonds?|graduates?|moves?)\b|\bdid\b[^?.!]{0,40}\b(?:jump|drop|change|reset)\b[^?.!]{0,15}\b(?:when|after|at|once|on|during|because|as)\b/i;

/** True when the question asks how something works, is worked out, allowed or happens. */
export function asksHowItWorks(question: string): boolean {
  return HOW_IT_WORKS.test(question);
}

/** The question with the token's names replaced by "token": what it asks of any token. */
function withoutTokenNames(question: string, token: LiveToken): string {
  const names = [token.name, token.symbol, token.id]
    .filter((n) => n.length > 1)
    .map((n) => escapeRegExp(n).replace(/\s+/g, '\\s*'));
  return question.replace(new RegExp(`\\$?\\b(?:${names.join('|')})\\b(?:'s|’s)?`, 'gi'), 'token');
}

/**
 * True when the question asks how Odin works with a token named only as the example, and a guide
 * answers it; with a figure word in it ("at what market cap does BOBAI graduate"), only when a
 * listed question is close too.
 */
export function generalQuestionAboutToken(
  kb: KnowledgeBase,
  question: string,
  token: LiveToken,
  asksFigures: boolean,
): boolean {
  // Without such a signal ("ODINDOG mc?", "and BOBBY AI?") the token's figures are what is asked.
  if (!asksHowItWorks(question)) return false;
  const c = knowledgeCoverage(kb, withoutTokenNames(question, token));
  // With a figure word in it, only a near listed question shows the figure is the topic, not the ask.
  return c.covered && (!asksFigures || (c.hit?.questionMatch ?? 0) >= CLOSE_QUESTION);
}

// Words that ask for one of a token's figures, slang included ("ODINDOG mc?", "griffain liq score").
const FIGURE_WORDS =
  /\b(?:prices?|priced|mc|mcap|market ?caps?|cap|holders?|holding|liq|liquidity|vol|volume|volatil\w*|swing(?:s|ing|y)?|tx|txs|txns|transactions?|trades?|change|24 ?h|chart|stats|figures|numbers|data|worth|cost|costs|sats?|usd|dollars?|up|down|pump\w*|dump\w*|drop\w*|fall\w*|fell|ris(?:e|es|en|ing)|rose|gain\w*|los(?:e|es|t|ing|s)|crash\w*|tank\w*|dip\w*|today|rn|now|doing|going|rank\w*|launched|created|made|quotes?|trading|hold|own|which|more|most|less|fewer|move\w*|do|did|week\w*|month\w*|year\w*|ytd|perform\w*|cop(?:y|ies|ycats?)|clones?|fakes?|impostors?|knock-?offs?)\b|\$\s?\d/i;
const SEARCH_WORDS = 7;
// A figure at a stage of the curve is the guides' ("odai ascension mcap", "bobai start price").
const STAGE_FIGURE =
  /\b(?:ascension|ascend\w*|start(?:ing)?|initial|launch|graduation|bond(?:ing)?|curve|end)\s+(?:price|mcap|market ?cap|cap)\b/i;

// "and BOBBY AI?", "what about griffain": the last question again, of another token.
const ASKED_AGAIN = /^\s*(?:and|what about|how about|ok|so|same for)\b/i;

/** "griffain amm how works": a message as short as a search. */
export function searchLike(question: string): boolean {
  return question.split(/\s+/).filter(Boolean).length <= SEARCH_WORDS;
}

/**
 * "griffain ascension when", "bobai ticker rules", "odindog wallet login": a token and a guide
 * topic, typed as a search. True when no figure is asked, a topic word is left once the token's
 * names are taken out, and a guide's listed question is close to what is left.
 */
export function topicBesideToken(kb: KnowledgeBase, question: string, token: LiveToken): boolean {
  // Only a search-like message: a sentence around the name is read by generalQuestionAboutToken.
  if (!searchLike(question)) return false;
  const general = withoutTokenNames(question, token);
  const rest = general.replace(/\btoken\b/gi, ' ');
  const asksAFigure = FIGURE_WORDS.test(rest) && !STAGE_FIGURE.test(rest);
  if (asksAFigure || ASKED_AGAIN.test(question) || !kb.hasTopicWords(rest)) return false;
  const c = knowledgeCoverage(kb, general);
  return c.covered && (c.hit?.questionMatch ?? 0) >= CLOSE_QUESTION;
}
