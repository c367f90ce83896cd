import { z } from 'zod';
import type { HistoryMessage } from '../assistant.js';
import { abstainReply } from '../knowledge-base/abstain-reply.js';
import { withAskedAttribute } from '../knowledge-base/asked-attribute.js';
import { compareTopics, pairedTopics } from '../knowledge-base/compare-topics.js';
import { composeAnswer } from '../knowledge-base/compose-answer.js';
import { type KnowledgeCoverage, knowledgeCoverage } from '../knowledge-base/coverage.js';
import { guideSource } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { withOffScaleNote } from '../knowledge-base/off-scale-figure.js';
import { relevantSections } from '../knowledge-base/relevance.js';
import { expandTerm } from '../knowledge-base/synonyms.js';
import { titleWords } from '../knowledge-base/title-words.js';
import { withVenueComparisonNote } from '../knowledge-base/venue-comparison.js';
import type { Reply } from '../reply.js';
import { lastAnswerRefs } from '../session/last-turn.js';
import { type CapabilityDeps, defineCapability } from './capability.js';
import { withTrackedIds } from './copycat-ids.js';
import { asksHowItWorks, searchLike } from './general-question.js';
import type { QuestionContext } from './question-context.js';

const args = z.object({ query: z.string().min(1).max(300).describe('A few keywords.') });

/** For the model: the top sections verbatim with their [ref], so it can quote and cite them. */
async function run({ query }: z.output<typeof args>, { kb }: CapabilityDeps): Promise<Reply> {
  const hits = relevantSections(kb, query);
  if (hits.length === 0) return { markdown: 'No matching section in the knowledge base.', sources: [] };
  return {
    markdown: hits
      .map(({ section }) => `[${section.ref}] ${section.articleTitle} — ${section.title}\n${section.body}`)
      .join('\n\n'),
    sources: hits.map(({ section }) => guideSource(section)),
  };
}

// Follow-ups that lean on the previous question. "What about after it moves to the AMM?" after
// "fees on the curve?" is the same question about something else: the previous question's words,
// and not the section that already answered it. "How long does that take?" after "how do I
// deposit?" is about the previous topic: a short question with a pronoun borrows its words too.
// "Is it different once it moves to the AMM?", "is that the same in the pool?", "what is it after it
// moves to the pool?" after "the fee on the curve" asks the same of another setting, as "what about" does.
const ELLIPTICAL =
  /^\s*(?:(?:ok|and|so)\s+)?(?:what|how) about\b|^\s*and\s+(?!what|how|why|when|where|who|which|can|is|are|do|does)\w|^\s*(?:(?:ok|and|but|so)\s+)?(?:is|are|was|does|do|will)\s+(?:it|that|this|they)\s+(?:\w+\s+)?(?:different|the same|same|higher|lower|cheaper|more|less|bigger|smaller)\b|^\s*(?:(?:ok|and|but|so)\s+)?(?:what|how much)\s+(?:is|are|'s)\s+(?:it|that|this|they)\s+(?:after|once|when|(?:in|on|at)\s+(?!simple|plain|short|english|other\s+words|a\s+nutshell|lay|brief|detail|general|practice|total|all|the\s+end)\w)|^\s*(?:(?:ok|and|but|so)\s+)?(?:what|how much)\s+(?:does|do|will|would)\s+(?:it|that|this|they)\s+(?:become|turn into|change to|go to|end up as|drop to|rise to)\b/i;
// "Whats too much?" after slippage, "got an example?" after price impact: a measure or an example of
// the topic just explained, which the same section gives; the question has no words to search with.
// "What's the price at that point?" after ascension: the moment is the one just asked about.
const OF_THE_TOPIC =
  /\bat (?:that|this) (?:point|stage|moment)\b|\bby then\b|^\s*(?:(?:ok|and|so)\s+)?(?:what'?s|whats|what is|how much is)\s+too (?:much|high|big|low|little)\b|^\s*(?:(?:ok|and|so)\s+)?(?:got|have you got|do you have|any|give me)\s+(?:an?\s+)?(?:real\s+)?examples?\b/i;
const POINTS_BACK = /\b(it|its|that|this|they|them|those|these)\b/i;
const SHORT = 6;

/**
 * The question a follow-up leans on: the last one with a topic of its own, up to three back ("how
 * do I deposit btc" → "how long does that take?" → "is there a fee?" is still about deposits).
 */
// "What are the steps, what does it cost, and what happens when the curve fills up?" → "how long
// does that take?": "that" is the last thing asked, not the whole list.
const LAST_ASKED =
  /(?:[?]\s+|,\s+(?:and\s+)?)(?=(?:what|how|when|why|where|who|which|is|are|can|does|do)\b)/i;
function lastAsked(message: string | undefined): string | undefined {
  if (!message) return message;
  const pieces = message.split(LAST_ASKED).filter((p) => p.trim().split(/\s+/).length >= 3);
  return pieces.length >= 2 ? pieces.at(-1) : message;
}

function previousTurn(
  kb: KnowledgeBase,
  history: HistoryMessage[],
): { question?: string; refs: Set<string> } {
  const asked = history
    .filter((m) => m.isUser)
    .slice(-3)
    .reverse();
  // A question the guides answer on its own names a topic; "how long does that take?" leans on one.
  const topical = asked.find(
    (m) =>
      !POINTS_BACK.test(m.message) && !ELLIPTICAL.test(m.message) && knowledgeCoverage(kb, m.message).covered,
  );
  const question = lastAsked((topical ?? asked[0])?.message);
  return { question, refs: new Set(lastAnswerRefs(history)) };
}

// "How does it work?", "is it safe?" as the first message of a chat on a site about Odin.fun: "it"
// can only be Odin.fun (the widget says so above the box).
const FIRST_MESSAGE_IT = /\bit\b/i;
// "Can I sell before it ascends": a platform does not ascend, pump or fill up; that "it" is a token.
const TOKEN_IT =
  /\bit(?:'s| is| has)?\s+(?:ascend|bond|graduat|fill|moon|pump|dump|rug|migrat|hit|reach|sell|list|launch)\w*/i;
const SHORT_FIRST_MESSAGE = 6;

/**
 * The first question's bare "it", read as Odin.fun ("hi" → "how does it work?": a greeting names
 * nothing "it" could be); any other question as it is.
 */
function withPlatformForIt(kb: KnowledgeBase, question: string, history: HistoryMessage[]): string {
  const named = itNamedBefore(kb, question);
  if (named) return named;
  if (history.some((m) => m.isUser && kb.hasTopicWords(m.message))) return question;
  if (question.split(/\s+/).filter(Boolean).length > SHORT_FIRST_MESSAGE) return question;
  if (TOKEN_IT.test(question)) return question;
  return FIRST_MESSAGE_IT.test(question) ? question.replace(FIRST_MESSAGE_IT, 'Odin.fun') : question;
}

const NAMES_ODIN = /\bodin(?:\.fun| fun)?\b/i;
const WANTS_A_THING =
  /\b(?:wants?|needs?|asked (?:me )?(?:for|about)|asking (?:me )?(?:for|about)|looking for|wondering about)\s+(?:the|a|an)\b/i;
const ODIN_AS_PLACE = /\b(?:on|onto|in|into|at|via|through)\s+odin(?:\.fun| fun)?\b/gi;
// "… spamming me odin.fun links. what even is this site??": the site named before.
const THIS_SITE = /\b(?:this|that|the) (?:site|website|platform|web ?site|thing)\b/i;
const LIKENS_IT =
  /^\s*(?:(?:so|ok|okay|and|but)[,\s]+)?(?:is|isn'?t) it (?:basically|just|kinda|kind of|sort of|pretty much|like|similar to|the same (?:as|thing as)|a (?:copy|clone) of)\b/i;

/**
 * "My friend keeps talking about odin.fun. I don't even know what kind of site it is. Can you
 * explain what it actually is?": the story names Odin.fun and the question asks "it" of it. Asked as
 * typed, the story's words ("site", "new", "money") pull the search elsewhere; the question is
 * asked alone, of Odin.fun. Only when the asking sentence names no topic of its own.
 */
function itNamedBefore(kb: KnowledgeBase, question: string): string | null {
  const sentences = question.split(/(?<=[.!?])\s+/);
  const last = sentences.at(-1) ?? '';
  if (sentences.length < 2 || NAMES_ODIN.test(last)) return null;
  // "… keeps dropping odin.fun links. is it basically pump.fun but for bitcoin": what "it" is like
  // asks about the thing named before, whatever topic words the comparison brings.
  const likens = LIKENS_IT.test(last);
  const pronoun = FIRST_MESSAGE_IT.test(last) ? FIRST_MESSAGE_IT : THIS_SITE.test(last) ? THIS_SITE : null;
  if (!pronoun || TOKEN_IT.test(last)) return null;
  const rest = last.replace(pronoun, ' ');
  if (!likens && (!last.trim().endsWith('?') || kb.hasTopicWords(rest))) return null;
  // "Friend wants the exact fee to create a token on odin. what is it exactly?": Odin named only
  // as the place where something happens; "it" is the thing the story asks for.
  const told = sentences.slice(0, -1).join(' ');
  const story = WANTS_A_THING.test(told) ? told.replace(ODIN_AS_PLACE, ' ') : told;
  if (!NAMES_ODIN.test(story)) return null;
  return last.replace(pronoun, 'Odin.fun');
}

const OWN_HOW_TO =
  /^\s*(?:(?:and|also|so|ok|okay|then)[,\s]+)*how (?:do|can|would|should) (?:i|you|we|u|one) \w+/i;

const WHAT_NOW = /\bwhat (?:should|do|can|must) (?:i|we) do\b|\bwhat now\b|\bshould i move\b/i;
// The sections a scam warning cites.
const WARNED = new Set(['security#common-memecoin-scams', 'security#phishing-and-fake-sites']);

// How much closer the previous question's topic must bring a listed question to lean on it.
const CLOSER_WITH_TOPIC = 0.3;
// How close a listed question must come to a part alone for that part to keep its own topic.
const OWN_QUESTION = 1;
// How close an elliptical follow-up must come to a listed question of the section just cited.
const SAME_SECTION_QUESTION = 0.8;
// How close a pronoun follow-up must come to a listed question of another section than the one just
// cited to be asked of that one.
const NEW_QUESTION = 1;

// Setting "it" to a value: the setting the last answer explained.
const ADJUSTS_IT =
  /\b(?:set|crank|jack|put|turn|raise|bump|max|lower|drop)(?:ed|ing|s)? (?:it|that|this|mine)\b(?: (?:all the way |way )?(?:up|down))?(?: (?:to|at|as))\b/i;

// Words that say how something is asked of a topic, not which: "how long does that take".
const HOW_IT_IS_ASKED = new Set(['take', 'last', 'usual']);

// "… how much btc goes in the pool, and what price does it start trading at there?": "there" is
// the place the previous question named.
const THERE = /\s+(?:at|in|over) there\b/i;
const A_PLACE = /\bthe (?:amm |liquidity )?pool\b|\bthe amm\b|\bthe (?:bonding )?curve\b/i;

/** Whether a listed question's terms hold any of these terms or their synonyms. */
const asksOfAny = (terms: string[], listed: Set<string>) =>
  terms.some((t) => expandTerm(t).some((w) => listed.has(w)));

/** The terms of the listed question a coverage matched (none when it matched none). */
const listedTerms = (kb: KnowledgeBase, c: KnowledgeCoverage) =>
  new Set(kb.index.analyze(c.hit?.matchedQuestion ?? '').terms);

/** The coverage of the question, read with the previous question where it leans on it. */
function coverageInContext(kb: KnowledgeBase, question: string, history: HistoryMessage[]) {
  const alone = knowledgeCoverage(kb, question);
  const previous = previousTurn(kb, history);
  if (!previous.question) return { coverage: alone, question };
  const place = THERE.test(question) ? previous.question.match(A_PLACE)?.[0] : undefined;
  if (place) {
    const there = question.replace(THERE, ` in ${place}`);
    const asked = knowledgeCoverage(kb, there);
    if (asked.covered) return { coverage: asked, question: there };
  }
  const combined = `${previous.question} ${question}`;
  // "And once it's moved over to the real pool?" after the fee on the curve: the fee there, asked
  // as the visitor asked it (the previous question's other words would pull back to its section).
  const withAttribute = withAskedAttribute(question, [previous.question]);
  if (withAttribute) {
    const asked = knowledgeCoverage(kb, withAttribute, previous.refs);
    if (asked.covered) return { coverage: asked, question: withAttribute };
  }
  if (OF_THE_TOPIC.test(question)) {
    const same = knowledgeCoverage(kb, combined);
    if (same.covered) return { coverage: same, question: combined };
  }
  // "And the smallest buy i can make?" after the minimum deposit, "is it the same address as for
  // btc?" after the Runes deposit: another listed question of the section just cited, asked in
  // words of its own; that section answers it again, led by its line (the earlier question's words
  // would pull elsewhere).
  const sameSection = alone.covered && previous.refs.has(alone.hit?.section.ref ?? '');
  if (ELLIPTICAL.test(question) && sameSection && (alone.hit?.questionMatch ?? 0) >= SAME_SECTION_QUESTION) {
    return { coverage: alone, question };
  }
  if (ELLIPTICAL.test(question)) {
    const other = knowledgeCoverage(kb, combined, previous.refs);
    return other.covered ? { coverage: other, question: combined } : { coverage: alone, question };
  }
  // "What should I do now?" right after a scam warning asks what to do about that scam.
  if (WHAT_NOW.test(question) && [...previous.refs].some((r) => WARNED.has(r))) {
    const about = `after a scam link, ${question}`;
    const now = knowledgeCoverage(kb, about);
    if (now.covered) return { coverage: now, question: about };
  }
  const short = question.split(/\s+/).filter(Boolean).length <= SHORT;
  // "How fast are ckBTC transfers, and what's the fee?": a part with one topic word ("the fee")
  // leans on the part before it as a pronoun would.
  // A how-to of its own ("what chain is odin on? how do i sign in") is no such part: signing in
  // is a topic, not something asked of the chain.
  const bare = short && alone.asked.terms.length <= 1 && !OWN_HOW_TO.test(question);
  // Only a pronoun is resolved this way: a word the guides never use ("their phone number") stays
  // unanswerable.
  if ((POINTS_BACK.test(question) || bare) && alone.unknown.length === 0) {
    const withTopic = knowledgeCoverage(kb, combined);
    const ref = withTopic.hit?.section.ref ?? '';
    // Covered only with the topic; or short, and the topic leads somewhere new (in "the fee on the
    // curve, and the fee after it ascends" the pronoun is the token, and the answer is elsewhere).
    // A question with no topic word at all ("how long does that usually take?") asks it of the
    // topic, even where the previous answer already cited that section.
    const noTopic = alone.asked.terms.every((t) => HOW_IT_IS_ASKED.has(t));
    // "What percent of the supply has to sell for that to happen?" after ascension: the topic makes
    // a listed question far closer than the words alone do (the supply section).
    const closer =
      (withTopic.hit?.questionMatch ?? 0) >= (alone.hit?.questionMatch ?? 0) + CLOSER_WITH_TOPIC &&
      withTopic.share >= alone.share;
    const ownQuestion = alone.covered && (alone.hit?.questionMatch ?? 0) >= OWN_QUESTION;
    // "Where do i get my link for it" after the referral rebate: "it" is the topic just explained,
    // whose section holds every word of the follow-up ("link"); alone, the word finds the creation
    // form's social links, a listed question no closer than the topic's own.
    const staysOnTopic =
      POINTS_BACK.test(question) &&
      previous.refs.has(ref) &&
      withTopic.missing.length === 0 &&
      !ownQuestion &&
      (withTopic.hit?.questionMatch ?? 0) > (alone.hit?.questionMatch ?? 0);
    // "If i just crank it to 20%, whats the worst that can happen" after the slippage limit: "it"
    // is the setting just explained; alone, the number and "happen" find ascension's 20%.
    const adjustsIt = ADJUSTS_IT.test(question) && previous.refs.has(ref);
    const better =
      !alone.covered || noTopic || (short && !previous.refs.has(ref)) || closer || staysOnTopic || adjustsIt;
    // "max length of the name? and how big the image can be": a part whose own listed question is
    // close keeps its word; the topic may not lead to a section without it (the creator's maximum
    // buy names no image). "Which one is faster" has no such question and still leans back. A bare
    // part with no pronoun keeps its word too: it leans on the topic only to find where its word
    // is answered (the ticker's section says nothing of pictures).
    const ownWordOnly = bare && !POINTS_BACK.test(question);
    const keepsOwnWord =
      (!ownQuestion && !ownWordOnly) || alone.asked.terms.every((t) => !withTopic.missing.includes(t));
    // Such a part leaves its own listed question for a third section only where a listed question
    // there asks of its word too: the creation form's "max length of the name and ticker" asks
    // nothing of the image, though the section holds it. "… and whats the fee" still leans on
    // ckBTC transfers ("what does a transfer cost": a synonym asks of it).
    const asksItsWord =
      !ownQuestion ||
      !ownWordOnly ||
      previous.refs.has(ref) ||
      asksOfAny(alone.asked.terms, listedTerms(kb, withTopic));
    // "How long until its available to trade?" after the deposit steps: the topic leads back to the
    // section just answered, but a follow-up asks something new, which another section lists
    // closely ("after i deposit btc, how long before i can trade?").
    if (POINTS_BACK.test(question) && previous.refs.has(ref) && !noTopic) {
      const elsewhere = knowledgeCoverage(kb, combined, previous.refs);
      const listed = elsewhere.hit?.questionMatch ?? 0;
      const its = listedTerms(kb, elsewhere);
      // Its listed question asks of the follow-up's own words ("trade"), not only of the topic's;
      // as typed: a synonym ("fee" for the "charge" in "in charge of") would lead anywhere.
      const keepsWords = alone.asked.terms.length > 0 && alone.asked.terms.every((t) => its.has(t));
      if (
        elsewhere.covered &&
        keepsWords &&
        listed >= NEW_QUESTION &&
        listed > (withTopic.hit?.questionMatch ?? 0)
      )
        return { coverage: elsewhere, question: combined };
    }
    if (withTopic.covered && better && keepsOwnWord && asksItsWord)
      return { coverage: withTopic, question: combined };
  }
  return { coverage: alone, question };
}

const LISTED_COMPARISON = 0.9;
// A listed question that compares ("what's the difference between ckbtc and btc?"), not one that
// asks about one side only ("what does the liquidity score mean?" beside "volatility score vs
// liquidity score").
const COMPARES = /\b(?:vs\.?|versus|diff\w*|compared?|same as|between)\b/i;
// Only a section that holds both sides: the liquidity-score section lists "volatility vs liquidity
// score" but says nothing of volatility, which its own section answers.
const listsTheComparison = (c: KnowledgeCoverage) =>
  (c.hit?.questionMatch ?? 0) >= LISTED_COMPARISON &&
  COMPARES.test(c.hit?.matchedQuestion ?? '') &&
  c.missing.length === 0;

// Only a how-to about acting on a token: "does GRIFFAIN have a discord" asks about that token, which
// no guide covers, and must not become "does the token have a discord" (Odin's own links).
const HOW_TO_ACT =
  /\bhow (?:do|can|to|would|should|does one) (?:i |you |we |u |one )?(?:buy|sell|trade|swap|get|find|add|remove|track|check|withdraw|transfer|send)\b|\b(?:can|could) (?:i|you|we|u|one) (?:swap|trade|convert|exchange)\b|\bwhere (?:can|do|should) (?:i|you|u|one) (?:buy|sell|trade|swap|find|get)\b/i;

/**
 * "How do I buy griffain?", "how is the 24h % for ICONFUCIUS worked out": a tracked token named in a
 * how-to or how-it-works question is a token, not a topic (a guide that names the token, such as
 * IConfucius's glossary entry, would win on the name); a name the product shares, such as ODAI,
 * stays as typed.
 */
async function withTokensAsTokens(q: QuestionContext, question: string): Promise<string> {
  if (!HOW_TO_ACT.test(question) && !asksHowItWorks(question) && !searchLike(question)) return question;
  const titles = titleWords(q.kb);
  let out = question;
  for (const t of await q.namedTokens()) {
    for (const word of [t.symbol, t.name]) {
      if (!word || titles.has(word.toUpperCase()) || !/^[\w.•-]+$/.test(word)) continue;
      // Whole names only: "ODINDOG•ID•YTTL•ODIN" is a rune's name, not the token ODINDOG.
      const name = word.replace(/[.•-]/g, '\\$&');
      out = out.replace(new RegExp(`(?<![\\w•.$])\\$?${name}(?![\\w•.])`, 'gi'), 'the token');
    }
  }
  return out;
}

// Two entry points on purpose: the visitor reads the embedded answer directly, so it gets the
// answer first (the best passage of the best section, a short supporting paragraph, a link), or a
// plain "no reliable answer" when the best section does not cover the question; the model gets raw
// sections to cite. One body would change one reader's text.
async function answer(q: QuestionContext): Promise<Reply | null> {
  const { kb, history } = q;
  const asked = await withTokensAsTokens(q, withPlatformForIt(kb, q.question, history));
  const { coverage, question } = coverageInContext(kb, asked, history);
  // A section that lists this very comparison ("ckbtc vs btc") answers it; else each side its own.
  const compared = listsTheComparison(coverage) ? null : compareTopics(kb, asked);
  if (compared) return compared;
  // One question of two things ("the limits on the name and the ticker"), when the section that
  // answers the whole misses one of them.
  const paired = coverage.missing.length > 0 ? pairedTopics(kb, asked) : null;
  if (paired) return paired;
  // Nothing relevant at all: not a knowledge question; the engine's no-match reply takes it.
  if (!coverage.hit) return null;
  if (!coverage.covered) return abstainReply(kb, coverage.names, question);
  const composed = withVenueComparisonNote(
    withOffScaleNote(composeAnswer(kb, coverage.hit, coverage.asked, question), q.question),
    q.question,
  );
  return withTrackedIds(composed, q);
}

export const searchKnowledge = defineCapability({
  name: 'search_knowledge',
  description:
    "Search ODAI's knowledge base (Odin.fun, bonding curves, AMM, fees, launching, deposits, security, Runes, analytics). Returns sections with their [ref] for citation.",
  tool: { args, run },
  embedded: {
    // "How much is it?" right after a question has no topic words of its own: it leans on that one.
    matches: ({ kb, question, history }) =>
      kb.hasTopicWords(withPlatformForIt(kb, question, history)) ||
      ((POINTS_BACK.test(question) || OF_THE_TOPIC.test(question)) &&
        question.split(/\s+/).filter(Boolean).length <= SHORT &&
        history.some((m) => m.isUser)),
    answer,
  },
});
