import { actionMissing } from './asked-action.js';
import { askedForWords, openingSubjects, possessedWords, subjectWords } from './asked-for.js';
import { limitsMissing } from './asked-limit.js';
import { plainRegister } from './formal-register.js';
import { withoutHearsay } from './hearsay.js';
import type { KnowledgeBase } from './knowledge-base.js';
import {
  comparedAside,
  isOtherVenue,
  namesAnotherVenue,
  namesIn,
  transferWithOdin,
  venueAsSubject,
  venueWords,
  walletAppsAsWallets,
} from './named-elsewhere.js';
import { outsideTheGuides } from './outside-the-guides.js';
import { isPlatformWord } from './platform-terms.js';
import { topicalQuestionMatch } from './platform-words.js';
import { MIN_SCORE } from './relevance.js';
import type { AnalyzedQuestion, SectionHit } from './search-index.js';
import { stem } from './stem.js';
import { STOP_WORDS } from './stop-words.js';
import { withDescribedConcepts } from './vague-names.js';

/** Whether the knowledge base can answer a question, and from which section. */
export interface KnowledgeCoverage {
  /** The best section, when one clears MIN_SCORE. */
  hit: SectionHit | null;
  asked: AnalyzedQuestion;
  /** True when the best section covers the question's key words: answer from it. */
  covered: boolean;
  /** Weighted share (0–1) of the question's key terms the best section contains. */
  share: number;
  /** Key terms the best section does not contain ("binance", "phone"). */
  missing: string[];
  /** Key terms no section uses at all, even after typo correction, that name a topic. */
  unknown: string[];
  /** Unknown terms that are names (capitalised mid-sentence, or another venue): safe to echo back. */
  names: string[];
  /** Why the best section was not enough ("stray", "named", …): empty when covered. For tests and probes. */
  why: string[];
}

// Below this share of the question's key terms (IDF-weighted) found in the best section, that
// section answers a different question. Tuned on the eval's tuning set.
export const MIN_COVERAGE = 0.3;

// Where a visitor saw something: "on ODINDOG's page", "in a token's chart", "on the page of one token".
const SEEN_ON_A_PAGE =
  /\b(?:on|in|at) (?:a |the |its |his |her |their |my )?[\w$-]+(?:'s|’s) (?:token )?(?:page|screen|chart|card|tab|profile|listing)\b|\b(?:on|in|at) the (?:page|screen|chart|card|tab|profile|listing) of (?:a |an |one |the |this |that |my |some )?(?:token|coin)\b/gi;
// Beside a listed question that says nearly the same, a lower share will do: the rest of the
// question is chatter ("people in the chat keep saying a coin ascended, what does it mean").
const CLOSE_MIN_COVERAGE = 0.2;
// The share of the known key words a section must cover to answer beside one unknown word.
const TOLERATED_SHARE = 0.6;
// No listed question this close, and less than this share of the key terms: a stray match. Set on
// 60 probe questions written outside both eval sets (the tuning set does not move with it).
const STRAY_QUESTION = 0.45;
const STRAY_SHARE = 0.7;
// A word no article uses weighs this many times the rarest article word: "what is the kraken
// withdrawal limit" is about Kraken, however well "withdrawal limit" is covered.
const UNKNOWN_WEIGHT = 1;
// A listed question at least this close makes an unknown word a detail, not the topic.
export const CLOSE_QUESTION = 0.6;
// What one needs in order to sign up or start ("do i need an email to sign up"), and how close a
// listed question must come for the thing needed to count as a detail.
// "Do I have to sign up with an email": the same need, with the thing after the way in.
const NEEDED_TO_GET_IN =
  /\b(?:do|does|will) (?:i|you|u|one|we) (?:need|have to (?:have|give)|require)\b[^?.!]{0,30}\bto (?:sign ?up|sign ?in|log ?in|register|create an account|open an account|make an account|get started|start trading|use odin)\b|\b(?:do|does|will|can|must) (?:i|you|u|one|we) (?:have to |need to |must )?(?:sign ?up|sign ?in|log ?in|register) (?:with|using|via|by) (?:an? |my )?(?:e-?mail|phone|phone number|google|facebook|apple|username|password|id)\b/i;
const ACCESS_QUESTION = 0.45;
// A runner-up section whose listed question is this close may answer when the best one does not.
const FALLBACK_QUESTION = 0.7;

// "What does X mean", "what is an X", "what does X stand for": the word to define.
const DEFINED =
  /\bwhat (?:does|do) (?:an? |the )?([a-z0-9]+) (?:mean|stand for)\b|^\s*what(?:'s|s| is| are) (?:an? )?([a-z0-9]+)\s*\??\s*$/;

// A clause that asks, and a first-person clause that only tells what the visitor did.
// "Please what is the fee": a polite or joining word before the question word still asks.
const ASKS =
  /^\s*(?:(?:please|pls|plz|so|and|but|also|ok|okay|then)[,\s]+)*(?:how|what|whats|what's|why|where|when|which|who|can|could|is|are|do|does|did|should|will|would)\b/i;
const TELLS = /^\s*(?:(?:and|but|so)\s+)?(?:i|ive|i've|im|i'm|i'd)\s/i;
// A reason given after the question ("…, so bots don't grab the cheap start before me", "…,
// because my friend said so"): why it is asked, not what.
const GIVES_REASON =
  /^\s*(?:so(?: that)?|because|cause|cuz|coz|since)\s+(?!(?:what|whats|how|why|when|where|which|who|is|are|can|do|does)\b)/i;
// A request asks as a question does: "gimme the curve formula, …".
const REQUESTS = /^\s*(?:(?:pls|please|plz)\s+)?(?:give me|gimme|tell me|show me|explain|walk me through)\b/i;
// What the visitor will do with the answer, after a comma ("gimme the curve formula, want to model
// it in a sheet"): why they ask. "…, want to know if it is safe" still asks.
const GIVES_PURPOSE =
  /^\s*(?:(?:and|but|so)\s+)?(?:i\s+|im\s+|i'm\s+)?(?:want|wanna|need|trying|tryna|planning|hoping|gonna|going)\s+(?:to\s+)?(?!to\b|know\b|ask\b|understand\b|find out\b|figure out\b|work out\b|check\b|learn\b|see\b)/i;
// Where the visitor read it, after the question: "whats ckBTC, the guide says its all on internet computer".
const CITES_A_PAGE =
  /^\s*(?:(?:and|but|so)\s+)?(?:the|your|ur|this)\s+(?:guides?|site|page|landing page|docs|faq|banner|dashboard)\s+(?:says?|said|mentions?|shows?|claims?)\b/i;
const POINTS_BACK = /\b(?:it|that|this|same|those|these|they|them)\b/i;
// An asked sentence that leans on the story before it ("what's their fee" after Magic Eden): not
// searched alone, which would lose its subject.
const LEANS_ON_STORY = /\b(?:it|its|that|this|they|them|their|theirs|there|he|she|his|her|him|one)\b/i;
const QUESTION_WORD = /\b(?:how|what|whats|why|where|when|which|who|can|should|is it|are there)\b/i;
// "A token shows liquidity score 1.4/10. What does that tell me if I want to buy a lot?": a
// question whose subject is the figure told before it asks about that figure, however long it is.
const ASKS_OF_WHAT_WAS_TOLD =
  /^\s*(?:(?:so|and|ok|okay|but)[,\s]+)?(?:(?:what|how)\s+(?:does|do|did|would|should)\s+(?:that|this|it)\s+(?:tell|mean|say|show|imply|signal|indicate)\b|(?:is|are)\s+(?:that|this)\s+(?:good|bad|normal|high|low|ok|okay|healthy|risky|enough|a lot|a problem)\b)/i;

/**
 * What the visitor said after asking about themselves ("how do i withdraw my btc, i clicked around
 * for like 20 min and cant find it") or why they ask is the story, not the question: it is left out. A story told
 * before the question stays ("i sent btc from binance, why hasnt it arrived"): it says what is asked about.
 */
function withoutTrailingStory(sentence: string): string {
  const clauses = sentence.split(/,\s+/);
  if (clauses.length < 2 || !(ASKS.test(clauses[0] as string) || REQUESTS.test(clauses[0] as string)))
    return sentence;
  const kept = clauses.filter(
    (c, i) =>
      i === 0 ||
      !(TELLS.test(c) || GIVES_REASON.test(c) || GIVES_PURPOSE.test(c) || CITES_A_PAGE.test(c)) ||
      QUESTION_WORD.test(c),
  );
  return kept.join(', ');
}

// "there is a liquidity score like 5.9. out of what? 100?": a short ask with no word of its own
// asks about what was told before it.
const elliptical = (sentence: string): boolean =>
  sentence.split(/\s+/).length <= 4 &&
  (sentence.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).every((word) => STOP_WORDS.has(word));

// A few words ending in an ellipsis or a colon, asking nothing: "referral rebate...", "fees:".
const TOPIC_LABEL = /^\s*(?:[\w$'-]+\s+){0,2}[\w$'-]+\s*(?:\.{2,}|…|:)\s*$/;

/**
 * The sentences that end in a question mark, when a message has others too; else all of it;
 * without a story told after the question.
 */
export function askedSentences(text: string): string {
  // "Just for my own planning: what's the price at the end of the curve?": the lead-in before a
  // colon is no part of the question.
  const sentences = text.split(
    /(?<=[.!?])\s+|(?<=:)\s+(?=(?:how|what|whats|what's|why|where|when|which|who|can|could|is|are|do|does|did|should|will|would)\b)/i,
  );
  // A part split from a longer message has lost its question mark: "We run a meme page. Can you
  // walk me through what launching one involves" asks in the sentence that opens like a question,
  // unless that sentence leans on the one before ("my logo is a png. will it upload").
  const marked = sentences.filter((s) => s.trim().endsWith('?'));
  const asking = marked.length > 0 ? marked : sentences.filter((s) => ASKS.test(s) && !POINTS_BACK.test(s));
  // "Tweet said odin coins graduate at 69k. Is it the same on odin?": a short ask that points back
  // at the claim before it checks that claim; the claim is what it asks about.
  const pointsBack = asking.every(
    (s) =>
      (s.split(/\s+/).length <= 7 && POINTS_BACK.test(s)) || ASKS_OF_WHAT_WAS_TOLD.test(s) || elliptical(s),
  );
  // "referral rebate... how much do i actually get back": a label before the question is its topic.
  const label =
    sentences[0] && !asking.includes(sentences[0]) && TOPIC_LABEL.test(sentences[0]) ? [sentences[0]] : [];
  const asked =
    asking.length > 0 && asking.length < sentences.length && !pointsBack ? [...label, ...asking] : sentences;
  return asked.map(withoutTrailingStory).map(withoutLeadingScene).join(' ');
}

// "first time here, what is odin.fun exactly?", "thinking of launching a coin about my cat, are
// there rules for how long the name can be": a clause before the comma that asks nothing sets the
// scene; the clause after it that asks, and names its own subject, is the question.
// The visitor or their moment ("first time here", "thinking of…", "as a newbie"), not a topic
// ("king of the hill on odin, how is the winner picked") nor a condition ("if only part sells, …").
// "came over from pump.fun on sol, what is odin.fun": where the visitor arrives from sets the scene too.
const SCENE =
  /^\s*(?:\w{3,}ing\b|.*\b(?:i|im|i'm|ive|i've|my|me|we|our|here|new|newbie|noob)\b|(?:just\s+)?(?:came|come|moved|switched|migrated|arrived|landed)\s+(?:over\s+|here\s+)?from\b)/i;
const CONDITION =
  /^\s*(?:(?:so|and|but|ok|okay)[,\s]+)*(?:if|when|once|after|before|while|since|because|for|on|in)\b/i;
function withoutLeadingScene(sentence: string): string {
  const at = sentence.search(/,\s+/);
  if (at < 0) return sentence;
  const scene = sentence.slice(0, at);
  const rest = sentence.slice(at).replace(/^,\s+/, '');
  const setsScene = SCENE.test(scene) && !CONDITION.test(scene);
  const leans = LEANS_ON_STORY.test(rest.replace(/\b(?:is|are) there\b/gi, ''));
  if (!setsScene || ASKS.test(scene) || QUESTION_WORD.test(scene) || !ASKS.test(rest) || leans)
    return sentence;
  return rest;
}

/**
 * The question without the other venues it names only to compare with or to set the scene
 * ("same as uniswap v2?", "unlike binance, …", "coinbase made me do kyc, does odin…"): those are
 * not its subject. Only words that would otherwise read as another topic go: venues and words no
 * guide uses ("i sent btc from binance, why hasnt it arrived on odin" keeps "sent" and "btc").
 */
function withoutAside(kb: KnowledgeBase, question: string): string {
  const aside = comparedAside(question);
  if (aside.size === 0) return question;
  // The word after a removed name goes with it: "solana launchpads", "uniswap v2".
  let previousRemoved = false;
  return question.replace(/[A-Za-z0-9][A-Za-z0-9.]*/g, (word) => {
    const term = stem(word.toLowerCase().replace(/\.$/, ''));
    const elsewhere =
      aside.has(term) &&
      (previousRemoved ||
        isOtherVenue(term) ||
        kb.index.analyze(word).unknown.length > 0 ||
        /^v\d+$/i.test(word));
    previousRemoved = elsewhere;
    // "while the pasta boils. What do I fill in": the stop stays, or the sentence that asks is lost.
    return elsewhere ? (word.endsWith('.') ? ' . ' : ' ') : word;
  });
}

/**
 * The coverage decision, exposed so the engine can choose between answering, abstaining and
 * passing the question on: a section must clear MIN_SCORE and contain enough of the question's
 * known key terms, and no key term may be a topic word the knowledge base never uses.
 */
export function knowledgeCoverage(
  kb: KnowledgeBase,
  question: string,
  /** Sections not to answer from ("and in the AMM?" asks for another section than the last answer's). */
  exclude: ReadonlySet<string> = new Set(),
): KnowledgeCoverage {
  question = withoutAside(
    kb,
    walletAppsAsWallets(withDescribedConcepts(withoutHearsay(plainRegister(question)))),
  );
  const hits = kb.index.query(question, 3 + exclude.size).filter((h) => !exclude.has(h.section.ref));
  const best = coverageBy(kb, question, hits[0]);
  // "what does 'ascend' mean?? a token i hold just got an ascended badge and i panicked it got
  // rugged": a question asked first, then a story whose words ("rugged") pull retrieval to another
  // section; the question alone, when a listed question comes clearly closer, is what is asked.
  if (best.covered) {
    return (exclude.size === 0 ? askedAlone(kb, question, best) : null) ?? best;
  }
  // The best-scoring section is a stray match, but a runner-up lists nearly this question ("is the
  // price set by a formula" → "how is the price set before ascension?") and holds most of its key
  // words: answer from that one. Holding only part ("KYC" but not "withdraw a bigger amount") is
  // a question the guides half answer.
  for (const other of hits.slice(1)) {
    if ((other.questionMatch ?? 0) < FALLBACK_QUESTION) continue;
    const next = coverageBy(kb, question, other);
    if (next.covered && next.share >= STRAY_SHARE) return next;
  }
  // What the visitor adds after the question is theirs, not its topic; the question without it may
  // be covered: guesses ("what kind of amm do ascended tokens trade on, uni v2 style or concentrated
  // liq"), a remark about their own world ("how long do I stay logged in, my bank throws me out after
  // five minutes!"), a comparison with what they know ("is there a clearing period, like with my bank?").
  if (exclude.size === 0) {
    for (const without of [
      withoutGuesses,
      withoutTrailingRemark,
      withoutLikening,
      withoutSelfDoubt,
      withoutSuspicion,
      withoutVenueRemark,
    ]) {
      const plainer = without(question);
      if (plainer === question) continue;
      const plain = coverageBy(kb, plainer, kb.index.query(plainer, 1)[0]);
      // An everyday word the section tolerates ("my description got cut off halfway") may stay beside
      // what happened; the other clauses still ask, so any unknown word there is the topic.
      const tolerated = without === withoutSuspicion || plain.unknown.length === 0;
      if (plain.covered && plain.names.length === 0 && tolerated) return plain;
    }
  }
  // "My grandson says I shouldn't trust chat bots. Is there an official help page for Odin?": the
  // story's words pulled retrieval elsewhere; the sentence that asks, searched alone, finds it.
  const asked = askedSentences(question);
  if (
    asked !== question &&
    exclude.size === 0 &&
    best.names.length === 0 &&
    best.unknown.length === 0 &&
    // Only a story told before can be leant on; one told after the question ("…, so bots don't
    // grab the cheap start before me") is left out whole.
    (!LEANS_ON_STORY.test(asked) || question.startsWith(asked))
  ) {
    const alone = coverageBy(kb, asked, kb.index.query(asked, 1)[0]);
    if (alone.covered) return alone;
  }
  return best;
}

// A clause of guesses after the question: ", uni v2 style or concentrated liq", " — native utxos per
// user or ckBTC?", ", is it some L2 like stacks or lightning or what".
const GUESSES =
  /\s*(?:[,;:]|\s[-–—])\s*(?:(?:is it|or is it|like|maybe|probably|some|kinda|sort of)\s+)*[^,;:?.!]{1,40}\s+or\s+[^,;:?.!]{1,40}?(?:\s+or\s+(?:what|something|smth|sth))?\s*[?.!]*\s*$/i;
const ASKS_BEFORE = /\b(?:what|which|how|where|who|is|are|does|do|can)\b/i;

// A comparison the visitor draws with what they know ("…, like my shares on the register", "Is it
// like a company moving up to the main market?", "— similar to a finder's fee at my bank"): a
// clause or a closing sentence that likens, after the question.
const LIKENING =
  /(?:\s*[,;:(]|\s[-–—]|(?<=[.?!])\s+)\s*(?:(?:so|and|or|but)\s+)?(?:(?:is it|is that|is this|are they|does it work|does that work|it's|its|i assume it is|i guess it's)\s+)?(?:(?:a bit|sort of|kind of|rather|just|much|more|basically)\s+)?(?:like|similar to|the same as|same as|comparable to|akin to|as with)\s+(?:a|an|the|my|our|your|when|with|in|on|at|how|what|those|these|some)\b[^?.!]{2,140}[?.!)]*\s*$/i;

// A remark after a comma that tells, about the visitor's world: "…, my bank throws me out after five
// minutes!", "…, i tried twice already", "…, on sol i just check the CA".
const TRAILING_REMARK =
  /,\s*(?:(?:and|but|because|cause|since)\s+)?(?:(?:on|at|in|with|back on|over on)(?: [a-z0-9.]+)?\s+)?(?:my|our|i|i'm|im|i've|ive|we)\s+(?![^?]*\b(?:what|which|how|where|who|why|when)\b)[^,?]{3,80}[.!]*\s*$/i;

// The question before a clause the visitor added after it, when that part still asks and says
// enough (four words or more) to be searched alone; null otherwise.
function askedBefore(question: string, clause: RegExp): string | null {
  const m = clause.exec(question);
  if (!m || m.index === 0) return null;
  const before = question.slice(0, m.index).trim();
  return ASKS_BEFORE.test(before) && before.split(/\s+/).length >= 4 ? before : null;
}

// A remark about another venue after the question: "what slippage should i run, pump default is like
// 15%", "is there a referral rebate, binance gives 10%". What the other venue does is the visitor's.
// Only venues named-elsewhere.ts knows (and "pump"): "photon/bullx" are unknown names and stay.
const LAST_CLAUSE = /,\s*(?![^?]*\b(?:what|which|how|where|who|why|when)\b)[^,?]{3,80}[.!]*\s*$/i;
function withoutVenueRemark(question: string): string {
  const clause = LAST_CLAUSE.exec(question)?.[0] ?? '';
  if (!namesAnotherVenue(clause) && !/\bpump\b/i.test(clause)) return question;
  const before = askedBefore(question, LAST_CLAUSE);
  return before === null ? question : `${before}?`;
}

function withoutTrailingRemark(question: string): string {
  const before = askedBefore(question, TRAILING_REMARK);
  return before === null ? question : `${before}?`;
}

// "is odin basically pump.fun but for bitcoin or am i tripping": the visitor doubting themselves
// after the question asks nothing more.
const SELF_DOUBT =
  /,?\s+(?:or\s+)?(?:am i|is it just me|are we)\s+(?:tripping|trippin|wrong|crazy|dumb|stupid|confused|mistaken|missing something|overthinking(?: (?:it|this))?|imagining (?:it|things|this)|making (?:it|this|that) up)\s*[?.!]*\s*$/i;

function withoutSelfDoubt(question: string): string {
  const m = SELF_DOUBT.exec(question);
  return m && m.index > 0 ? `${question.slice(0, m.index).trim()}?` : question;
}

// A worried visitor's suspicion after what happened ("my logo upload keeps failing, its a 1mb png. is
// odin broken or censoring me", "sent 3000 sats and nothing showed up. did they just eat it?"): the
// guides do not answer the suspicion, but what happened, searched alone, is what they need explained.
const SUSPICION =
  /(?:(?<=[.!?])\s+|,\s*|\s[-–—]\s*)(?:(?:so|and|but|like|or)\s+)?(?:is (?:odin|it|this|that|the (?:site|app|platform|dashboard))|are (?:they|you|odin)|did (?:they|odin|it|someone|somebody)(?: just)?|was (?:it|that|this)|am i (?:being|getting)|is (?:someone|somebody))\b[^.?!]{0,50}?\b(?:broken|bugged|buggy|glitch\w*|censor\w*|hack\w*|scam\w*|rigg\w*|rig|steal\w*|stole|eat|ate|drain\w*|rob\w*|shadow ?ban\w*|ban\w*|block\w*|exploit\w*|rug\w*)\b[^.?!]{0,30}[?.!]*\s*$/i;

const ASKS_FIRST =
  /^\s*(?:is|are|was|were|do|does|did|can|could|will|would|should|what|which|how|where|who|why|when)\b/i;

function withoutSuspicion(question: string): string {
  const m = SUSPICION.exec(question);
  if (!m || m.index === 0) return question;
  const story = question.slice(0, m.index).trim();
  // Only after what happened: "is the team trustworthy, or are they going to rug us?" asks twice.
  if (/\?\s*$/.test(story) || ASKS_FIRST.test(story)) return question;
  return story.split(/\s+/).length >= 4 ? story : question;
}

function withoutLikening(question: string): string {
  return askedBefore(question, LIKENING)?.replace(/[,;:]$/, '') ?? question;
}

function withoutGuesses(question: string): string {
  const m = GUESSES.exec(question);
  if (!m || m.index === 0) return question;
  const before = question.slice(0, m.index);
  return ASKS_BEFORE.test(before) && before.split(/\s+/).length >= 4 ? `${before}?` : question;
}

// How much closer a listed question must come to the question alone than to the whole message.
const ASKED_FIRST_CLOSER = 0.4;
// After what the visitor saw on the page ("The Fee Structure box says 'AMM trading'. What kind of
// AMM does Odin use?"), the question names its own subject: a listed question closer by this much
// to the question alone wins over the section the told words pulled toward.
const ASKED_AFTER_TOLD_CLOSER = 0.05;
// What a visitor reads off the screen, told before the question: a box, badge or tile that says
// or shows something. A story of their own told before ("i withdrew to my wallet…") keeps its pull.
const TOLD_FROM_SCREEN =
  /\b(?:page|dashboard|box|badge|tile|card|banner|bar|button|label|column|tab|header|chart|summary|site|homepage|screen)\b[^.?!]*\b(?:says?|shows?|reads?|lists?|talks? about|has|displays?|is at|at)\b|\b(?:every|each|all)\b[^.?!]*\b(?:on|in) the (?:page|dashboard|table|list)\b/i;

function askedAlone(kb: KnowledgeBase, question: string, best: KnowledgeCoverage): KnowledgeCoverage | null {
  const asked = askedSentences(question);
  if (asked === question || LEANS_ON_STORY.test(asked)) return null;
  // A story told after the question leaves it alone; one told before says what is asked about
  // when the question leans on it ("withdrew to my wallet n got less, wat fees r those"), which
  // LEANS_ON_STORY has already ruled out.
  const told = question.slice(0, question.indexOf(asked.trim().slice(0, 20)));
  const first = told.trim() === '';
  if (!first && !TOLD_FROM_SCREEN.test(told)) return null;
  const alone = coverageBy(kb, asked, kb.index.query(asked, 1)[0]);
  const margin = first ? ASKED_FIRST_CLOSER : ASKED_AFTER_TOLD_CLOSER;
  const closer = (alone.hit?.questionMatch ?? 0) >= (best.hit?.questionMatch ?? 0) + margin;
  return alone.covered && closer && alone.hit?.section.ref !== best.hit?.section.ref ? alone : null;
}

function coverageBy(kb: KnowledgeBase, question: string, top: SectionHit | undefined): KnowledgeCoverage {
  const asked = kb.index.analyze(question);
  const hit = top && top.score >= MIN_SCORE ? top : null;
  // An amount no section states ("0.05 btc") is a detail of the question, never a missing topic.
  const strayAmount = (t: string) => /^\d/.test(t) && kb.index.weights.idf(t) === kb.index.weights.maxIdf;
  const key = asked.terms.filter((t) => !isPlatformWord(t) && !strayAmount(t));
  // In "You are a pirate. What are the fees?" the question is the sentence that asks; but in "My
  // token has lots of holders but the price is falling. Why?" it names nothing, and leans on the rest.
  const askedText = askedSentences(question);
  const askedTerms = kb.index.analyze(askedText).terms;
  const focus = new Set(askedTerms.some((t) => !isPlatformWord(t)) ? askedTerms : asked.terms);
  const unknown = asked.unknown.filter((t) => !isPlatformWord(t) && focus.has(t));
  // Where money comes from or goes to beside Odin names no topic of its own.
  const transfer = transferWithOdin(question);
  // Another venue as the subject, even one the guides name: "does pump.fun have an api".
  const elsewhere = transfer
    ? null
    : venueAsSubject(
        question,
        { opening: openingSubjects(question), other: subjectWords(question) },
        (w) => kb.index.analyze(w).unknown.length === 0,
      );
  // "I always use 1% slippage on uniswap. On odin's thin pools, when should I worry?": a venue told
  // in the story, while the sentence that asks names Odin, is the visitor's habit, not the subject.
  const askedLower = askedText.toLowerCase();
  const askedOfOdin = askedLower !== question.toLowerCase() && /\bodin\b/.test(askedLower);
  const venues = askedOfOdin ? asked.unknown.filter((t) => askedLower.includes(t)) : asked.unknown;
  const names = transfer ? [] : [...namesIn(question, unknown, venues), ...(elsewhere ? [elsewhere] : [])];
  if (!hit) return { hit, asked, covered: false, share: 0, missing: key, unknown, names, why: ['no-hit'] };
  // A listed question counts as close only through a word that names a topic.
  const questionMatch = topicalQuestionMatch(hit, key);
  const terms = kb.index.termsOf(hit.section.ref);
  const missing = key.filter((t) => terms.match(t) === 0);
  const { weights } = kb.index;
  let total = 0;
  let found = 0;
  // Beside a listed question that says nearly the same, an unknown word is a detail ("is it some
  // anon team" after "who is behind odin.fun?"); names and asked-for words are checked below.
  const closeQuestion = questionMatch >= CLOSE_QUESTION;
  // One such word at most: two ("an affiliate dashboard with payouts in usdt") are another topic.
  // "Do I need an email to sign up?": a thing one might need to get in, beside the section on
  // getting in, is a detail that section answers (you sign in with a wallet), not a topic.
  const accessNeed = NEEDED_TO_GET_IN.test(question) && questionMatch >= ACCESS_QUESTION;
  const unknownDetail = (closeQuestion || accessNeed) && new Set(unknown).size <= 1;
  for (const t of key.filter((k) => focus.has(k))) {
    if (unknownDetail && unknown.includes(t)) continue;
    const w = unknown.includes(t) ? UNKNOWN_WEIGHT * weights.maxIdf : weights.idf(t);
    total += w;
    found += w * terms.match(t);
  }
  // Only platform words ("what is a token"): no topic of its own, so only a listed question that
  // says the same answers it (topicalQuestionMatch).
  const share = total === 0 ? (closeQuestion ? 1 : 0) : found / total;
  // A capitalised unknown word inside a sentence is a name (Binance, Kraken): never ours.
  // An unknown word beside a question the section lists almost word for word is a detail ("do i
  // need metamask" after "how do i log in"); beside a loose match it is the topic.
  const looseUnknown = unknown.length > 0 && !unknownDetail;
  const named = names.length > 0;
  // An unknown word as the thing asked for ("how many employees") is a question we cannot answer.
  const askedFor = [...askedForWords(question), ...subjectWords(question)];
  const unknownAsked = [...askedFor, ...(transfer ? [] : venueWords(question))].some((w) =>
    unknown.some((t) => w.startsWith(t)),
  );
  // Someone's thing the section never mentions ("toniq labs' address" beside "who is toniq labs?").
  // Only in the sentences that ask: "In Odin's API a token has a field called 'bonded'." sets the
  // scene; the API is no thing the question asks about.
  // "What does 'ascended' mean on ODINDOG's page?": the page is where the label was seen, not the
  // thing asked about.
  const seenOn = askedText.replace(SEEN_ON_A_PAGE, ' ');
  const possessedMissing = possessedWords(seenOn).some((words) => {
    const read = kb.index.analyze(words.join(' ')).terms.filter((t) => !isPlatformWord(t) && !/^\d/.test(t));
    return read.length > 0 && read.every((t) => terms.match(t) === 0);
  });
  // One unknown everyday word ("sketchy", "legit", "xverse") beside two or more key words the
  // section covers well is a detail, not the topic; a name or the thing asked for never is.
  const knownFocus = key.filter((k) => focus.has(k) && !unknown.includes(k));
  const knownShare = weights.coverage(knownFocus, terms);
  const knownHits = knownFocus.filter((t) => terms.match(t) >= 0.6).length;
  const tolerated = unknown.length === 1 && knownHits >= 2 && knownShare >= TOLERATED_SHARE;
  // "What does rekt mean": a definition of a word the section has only as a synonym ("loss") is
  // the definition of something else.
  const defined = DEFINED.exec(question.toLowerCase())?.slice(1).find(Boolean);
  const definedElsewhere =
    defined !== undefined &&
    kb.index.analyze(defined).terms.some((t) => {
      const m = terms.match(t);
      return m > 0 && m < 0.7;
    });
  // No listed question comes close and the section holds only part of the question: a stray match.
  const stray = questionMatch < STRAY_QUESTION && share < STRAY_SHARE;
  const checks: [string, boolean][] = [
    ['stray', stray],
    ['low-share', !(share >= (closeQuestion ? CLOSE_MIN_COVERAGE : MIN_COVERAGE) || tolerated)],
    ['named', named],
    ['unknown-asked', unknownAsked],
    ['loose-unknown', looseUnknown && !tolerated],
    ['action-missing', actionMissing(kb, question, terms)],
    ['defined-elsewhere', definedElsewhere],
    ['possessed-missing', possessedMissing],
    ['outside-the-guides', outsideTheGuides(question)],
    // A maximum, a rate or a count limit asked beside a section that states none of that kind.
    ['limit-not-stated', limitsMissing(askedText, hit.section).length > 0],
  ];
  const why = checks.filter(([, failed]) => failed).map(([name]) => name);
  return { hit, asked, covered: why.length === 0, share, missing, unknown, names, why };
}
