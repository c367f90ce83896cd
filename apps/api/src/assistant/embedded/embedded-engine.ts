import type { MarketReader } from '../../market/market-service.js';
import type { Assistant, AssistantAnswer, AssistantRequest, HistoryMessage } from '../assistant.js';
import { createQuestionContext } from '../capabilities/question-context.js';
import { INTENTS } from '../capabilities/registry.js';
import { searchKnowledge } from '../capabilities/search-knowledge.js';
import { untrackedNames } from '../capabilities/untracked-names.js';
import { adviceRequest } from '../guards/advice-request.js';
import { domainCheck } from '../guards/domain-check.js';
import { identityRequest } from '../guards/identity-request.js';
import { offTask } from '../guards/off-task.js';
import { outOfJob } from '../guards/out-of-job.js';
import {
  asksWhoToContact,
  contactLine,
  OWN_TRANSACTION_NOTE,
  ownTransactionQuestion,
} from '../guards/own-transaction.js';
import { personalAccount } from '../guards/personal-account.js';
import { scamPattern } from '../guards/scam-pattern.js';
import { secretRequest } from '../guards/secret-request.js';
import { smallTalk, smallTalkKind } from '../guards/small-talk.js';
import { stripInjection } from '../guards/strip-injection.js';
import { ABSTAIN_REF } from '../knowledge-base/abstain-reply.js';
import { withAskedAttribute } from '../knowledge-base/asked-attribute.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { regionalInEnglish } from '../knowledge-base/other-languages.js';
import { spelledOut } from '../knowledge-base/phone-shorthand.js';
import { marketSource } from '../live/format-live.js';
import { saysDetailMissing } from '../live/missing-detail.js';
import { notFoundLine } from '../live/unknown-token.js';
import { type Reply, uniqueSources } from '../reply.js';
import { withDefinedSubject } from '../session/defined-subject.js';
import { withExplainedFigure } from '../session/figure-explained.js';
import { withFigureMeant } from '../session/figure-meant.js';
import { withAccountForIt } from '../session/funds-into-it.js';
import { pointsBack } from '../session/listed-tokens.js';
import { followUpSuggestions } from '../suggestions/follow-up-suggestions.js';
import { welcomeSuggestions } from '../suggestions/welcome-suggestions.js';
import { asTyped } from './dictation.js';
import { askedSentence, hasOwnWord, needsSubject, offersChoice, withSubject } from './inherit-subject.js';
import { joinParts, warningThenParts, withPartsLeftOut } from './join-parts.js';
import { inNativeOrder } from './learner-english.js';
import { withoutLetterFrame } from './letter-frame.js';
import { noMatchReply } from './no-match-reply.js';
import { withQuotedTerm } from './quoted-term.js';
import {
  questionParts,
  selfCorrected,
  withoutLeadingChatter,
  withoutTrailingRemarks,
} from './split-question.js';
import { whatIfAsked } from './what-if.js';

// Guardrails first, in this order (decision 034): a question that mentions a seed phrase is a
// security question whatever else it says; a described scam is warned about before any guide or
// token figure could read as advice, and so is a look-alike of Odin's domain; then out-of-job requests (code, trading for the visitor,
// harming others, unrelated tasks), someone's identity or whereabouts, picks and predictions, then
// conversation; questions about the visitor's own account, which ODAI cannot see. Live data and the knowledge base only see what is left.
const GUARDRAILS = [
  secretRequest,
  scamPattern,
  domainCheck,
  outOfJob,
  offTask,
  identityRequest,
  adviceRequest,
  smallTalk,
  personalAccount,
];

// Guardrails whose message may hold other questions too, each answered in its part.
const PART_BY_PART = new Set([adviceRequest, personalAccount]);

// Guardrails whose warning comes first and whole, before the message's other questions: "how do I
// spot the real token? and if support asks for my seed phrase, is that ok?" gets the seed-phrase
// warning, then how to spot the real token.
const WARN_THEN_PARTS = new Set([secretRequest, scamPattern, domainCheck]);

// Guardrails whose question may name a token ODAI can say it does not track.
const NAMES_TOKENS = new Set([adviceRequest, scamPattern]);

// The source an abstention cites, and how a part that is a question of its own starts.
const ASKS =
  /^(who|what|whats|how|where|when|wen|why|which|is|are|am|was|can|could|do|does|did|should|will|would|has|have|tell me|explain|give me|price|holders)\b/i;

const ASKS_LATE = /\b(?:is|are|costs?|was) (?:how much|how many|what|which|when|where|who)\s*[?.!]*\s*$/i;
// "So on Magic Eden whats the fee to list a rune": where the question is set, then the question.
const ASKS_AFTER_SETTING =
  /^\s*(?:(?:so|and|but|ok|okay|also)\s+)*(?:on|at|in|for|with|over on|over at)\s+[a-z0-9 .'-]{1,30}?,?\s+(?:who|what|whats|how|where|when|why|which|is|are|can|do|does)\b/i;

// Capabilities that work out the visitor's own amount: their answer adds to a definition that cites
// the same guide section ("what's a millisat? and 984 of them in sats?").
export const WORKED_OUT: ReadonlySet<string> = new Set([
  'convert_units',
  'fee_for_amount',
  'tokens_for_amount',
]);
const RESTATED_WISH =
  /^\s*(?:and |but |so )?i (?:want|need|would like|'d like|just want|am asking for|'m asking for)\s+(?:the |a |an |some |real |actual |exact |proper )*\w+(?:\s+\w+)?\s*[.!]*\s*$/i;

// "… is it basically pump.fun? like what even is it lol": the question before, asked again.
const RESTATED_WHAT =
  /^\s*(?:like|i mean|i mean like|basically|so)[,\s]+what (?:even |exactly |actually |tf |the heck )?(?:is|are) (?:it|this|that|they)(?:\s+(?:lol|lmao|haha|tho|though|exactly|even|really))*\s*[?.!]*\s*$/i;

/** A reply that says ODAI cannot answer: the no-match reply or an abstention. */
function declines(reply: EmbeddedReply): boolean {
  return reply.intent === 'no_match' || reply.sources[0]?.ref === ABSTAIN_REF;
}

/** The guardrail or capability that answered, beside the reply; tests use the name. */
export interface EmbeddedReply extends Reply {
  intent: string;
  /** A part of the reply works out the visitor's own amount (arithmetic, not a quoted figure). */
  workedOut?: boolean;
}

// "… when that happens", "once it does": the moment is the one the earlier part asked about.
const EARLIER_EVENT = /\b(?:when|once|after|as soon as) (?:that|this|it) (?:happens|does|is done)\b/i;

// "price right when a token ascends? and what mcap is that": "that" is the earlier part's answer,
// so the part is asked of the earlier part's subject before it is asked alone (market cap in general).
const ENDS_ON_THAT = /\b(?:is|was|would) (?:that|this)(?: be)?\s*[?.!]*\s*$/i;

/** Offline, deterministic engine: guardrails, live-data capabilities, then retrieval, else topics. */
export class EmbeddedEngine implements Assistant {
  constructor(
    private readonly kb: KnowledgeBase,
    private readonly market: MarketReader,
  ) {}

  async reply(asked: Pick<AssistantRequest, 'question' | 'history'>): Promise<EmbeddedReply> {
    // "Dear Sir or Madam, kindly advise me of … Yours faithfully, R. B.": the letter's frame is no question.
    const typed = withQuotedTerm(whatIfAsked(regionalInEnglish(asTyped(withoutLetterFrame(asked.question)))));
    // "so how many of those in one btc" right after "whats a millisat": millisats, named again.
    // "… how do i actually get bitcoin into it" after what Runes are: into the Odin account.
    // "what does that mean" right after a token's price: what the price figure means.
    const request = {
      ...asked,
      question: withAccountForIt(
        withExplainedFigure(
          withFigureMeant(withDefinedSubject(typed, asked.history), asked.history),
          asked.history,
        ),
        asked.history,
      ),
    };
    // "Where is my money? The tx id starts with 7f3a": ODAI cannot look that transaction up, so it
    // says so, then how a pending deposit or withdrawal normally goes (split into parts, "where is
    // my money" alone would retrieve any section about BTC).
    const status = ownTransactionQuestion(request.question);
    const guarded = status && GUARDRAILS.some((g) => g.matches(request.question));
    if (!status || guarded) return this.replyTo(request);
    const reply = await this.single(status, request.history);
    if (declines(reply)) return this.replyTo(request);
    const noted = { ...reply, markdown: `${OWN_TRANSACTION_NOTE}\n\n${reply.markdown}` };
    return asksWhoToContact(request.question) ? this.withContact(noted) : noted;
  }

  /** The transaction answer, and the help centre the guides link (official links) above its link. */
  private withContact(reply: EmbeddedReply): EmbeddedReply {
    const contact = contactLine(this.kb);
    const lines = reply.markdown.split('\n\n');
    const more = lines.findIndex((l) => l.startsWith('More: '));
    lines.splice(more < 0 ? lines.length : more, 0, contact.line);
    return { ...reply, markdown: lines.join('\n\n'), sources: uniqueSources(reply.sources, contact.sources) };
  }

  private async replyTo(request: Pick<AssistantRequest, 'question' | 'history'>): Promise<EmbeddedReply> {
    const stripped = stripInjection(request.question);
    const injected = stripped.injected;
    // Typos of the guides' words are read right before any guard or capability looks.
    // "… a tickle be. typo, i meant ticker": the word put right before anything reads the message.
    // "what means etched", "it is possible to …?": a learner's word order read as a native's.
    const question = selfCorrected(this.kb.index.respell(inNativeOrder(spelledOut(stripped.question))));
    // Guardrails see the whole message, so a scam described over two sentences is still one scam.
    const guard = GUARDRAILS.find((g) => g.matches(question));
    const { parts, leftOut } = questionParts(question);
    // "What's the price of ODINDOG and is it a good buy?": the pick is declined and the price still
    // given, part by part. A scam, a secret or an out-of-job request is answered as a whole.
    const partWise = guard && PART_BY_PART.has(guard) && parts.length > 1;
    // "Is this website run by Odin.fun itself? And will you tell me which coins to buy?": a question
    // about ODAI itself reads as small talk alone, but beside a declined pick it is still asked.
    // "and the second one? is it worth buying" after a ranking: the pointer asks for that token.
    const otherQuestion = (p: string) =>
      (ASKS.test(p.trim()) || (pointsBack(p) && request.history.length > 0)) &&
      !GUARDRAILS.some((g) => g !== smallTalk && g.matches(p));
    if (guard && WARN_THEN_PARTS.has(guard) && parts.length > 1) {
      const warned = await this.guarded(guard, question, request.history);
      // Only a question with a subject of its own: "should I give it to him?" asks about the scam.
      const others = parts.filter((p) => {
        const asked = askedSentence(p);
        return otherQuestion(asked) && !needsSubject(asked);
      });
      // A part the warning's own sections answer ("what is a seed phrase") is answered above.
      const warnedAbout = new Set(warned.sources.map((s) => s.ref));
      const answered =
        others.length > 0 && others.length < parts.length
          ? (await this.answerParts(others, request.history)).filter(
              (a) => !declines(a.reply) && !warnedAbout.has(a.reply.sources[0]?.ref ?? ''),
            )
          : [];
      return answered.length > 0 ? { ...warningThenParts(warned, answered), intent: guard.name } : warned;
    }
    if (guard && !(partWise && parts.some(otherQuestion))) {
      return this.guarded(guard, question, request.history);
    }
    if (parts.length > 1) {
      const answered = await this.answerParts(parts, request.history);
      if (answered.length >= 2) {
        const workedOut = answered.some((a) => WORKED_OUT.has(a.reply.intent));
        const joined = withPartsLeftOut(joinParts(answered), leftOut);
        return { ...joined, intent: 'multi_part', ...(workedOut ? { workedOut } : {}) };
      }
      const whole = await this.single(question, request.history);
      // "What is Odin.fun? My friend keeps talking about it": the whole message reads as no
      // question ODAI can answer, but its one real question can be.
      const [only] = answered;
      // "Is the fee 1%? or just on the curve or also in the pool?": the choice was left out as
      // answered by the first part, which is the answer.
      const choiceLeftOut = parts.slice(1).some(offersChoice);
      if (only && answered.length === 1 && (declines(whole) || choiceLeftOut)) return only.reply;
      return whole;
    }
    // "hi there, hope you're well. what does ascension mean": the greeting is not the question.
    const single = await this.single(
      withoutTrailingRemarks(withoutLeadingChatter(question)),
      request.history,
    );
    if (single.intent === 'no_match' && injected && !question) {
      single.markdown = `I can't change how I work, but I'm happy to help. ${single.markdown}`;
    }
    return single;
  }

  /**
   * A guardrail's reply. "Should I buy ZORBLAX?" gets the advice guard's answer and, under it when
   * no tracked token has that name, the not-found line: the visitor learns both that ODAI gives no
   * picks and that the token they name is not one it knows (a copycat or a typo, say). A token
   * shilled in DMs gets the scam warning first and the same line under it.
   */
  private async guarded(
    guard: (typeof GUARDRAILS)[number],
    question: string,
    history: HistoryMessage[],
  ): Promise<EmbeddedReply> {
    const reply = { ...guard.reply(this.kb, question), intent: guard.name };
    const snapshot = this.market.snapshot();
    if (!NAMES_TOKENS.has(guard) || !snapshot) return reply;
    const ctx = createQuestionContext({ question, history, market: this.market, kb: this.kb });
    if ((await ctx.namedTokens()).length > 0) return reply;
    const missing = await untrackedNames(ctx);
    if (missing.length === 0) return reply;
    return {
      ...reply,
      markdown: `${reply.markdown}\n\n${missing.map((n) => notFoundLine(n, snapshot)).join('\n')}`,
      sources: [
        ...reply.sources,
        marketSource('tokens', 'Market — Tracked tokens', snapshot.asOf, snapshot.source),
      ],
    };
  }

  /** One question through guardrails and capabilities in order, else the no-match reply. */
  private async single(question: string, history: HistoryMessage[]): Promise<EmbeddedReply> {
    const guard = GUARDRAILS.find((g) => g.matches(question));
    if (guard) return this.guarded(guard, question, history);
    const ctx = createQuestionContext({ question, history, market: this.market, kb: this.kb });
    for (const intent of INTENTS) {
      if (!intent.matches(ctx)) continue;
      const reply = await intent.answer(ctx);
      if (reply) return { ...reply, intent: intent.name };
    }
    return { ...noMatchReply(this.kb), intent: 'no_match' };
  }

  /**
   * Each part answered in turn (decision 035); a later part sees the earlier parts' answers as
   * history, so "price of ODINDOG and is it liquid?" resolves "it". Parts nothing matched are left
   * out; with fewer than two answered parts the message is answered as one question instead
   * (or, when that declines, by its one answered part).
   */
  private async answerParts(
    parts: string[],
    history: HistoryMessage[],
  ): Promise<{ question: string; reply: EmbeddedReply }[]> {
    const answered: { question: string; reply: EmbeddedReply }[] = [];
    let context = history;
    let previousIntent: string | null = null;
    let previousDeclined = false;
    for (const part of parts) {
      // "Who exactly hacked Odin? I want real names": a wish that restates the question before it
      // is no question of its own ("real names" is not the token-name rules).
      if (part !== parts[0] && (RESTATED_WISH.test(part) || RESTATED_WHAT.test(part))) continue;
      // "Who can add to the pool? only the team or me too?": a choice offered about the part before
      // is what that part's answer answers.
      if (answered.length > 0 && offersChoice(part)) continue;
      // "… or only with bitcoin? Thank you very much.": thanks for the answer still to come.
      if (part === parts.at(-1) && part !== parts[0] && smallTalkKind(part) === 'thanks') continue;
      // "thank you. and the other one, not odindog…": thanks for the answer before, then the question.
      if (part === parts[0] && parts.length > 1 && smallTalkKind(part) === 'thanks') continue;
      // The same section again, the same way: a worked-out amount ("984 millisats = 0.984 sats")
      // cites the glossary a definition of millisats cites, and still adds something.
      // A token cited again to say what its data lacks ("what's odindog's price? and who is the
      // dev?": its price, then that ODAI has no record of its creator) says something new.
      const repeats = (r: EmbeddedReply) =>
        !saysDetailMissing(r.markdown) &&
        answered.some(
          (a) =>
            a.reply.sources[0]?.ref === r.sources[0]?.ref &&
            !(WORKED_OUT.has(r.intent) && a.reply.intent !== r.intent),
        );
      // "Can I make a token? Is it expensive": a half with no subject of its own, after a guide
      // answer, is asked of that answer's subject, from the guides. The same section may answer it
      // with other sentences ("how do I withdraw and how long does it take"); when they have nothing
      // new for it, the half is asked alone as before. The subject is in the question, so the
      // earlier parts are not passed as history (they would pull the search back to their section).
      let reply: EmbeddedReply | null = null;
      let inheritedNew = false;
      // The earlier part's section answers this one too, with what was already shown.
      let answeredEarlier = false;
      // "What does a token cost at the start and what's it at once it graduates": the part asks
      // the earlier part's attribute (the price) of its own subject; asked alone it is ascension.
      const earlier = parts.slice(0, parts.indexOf(part));
      const leansOnEarlier = ENDS_ON_THAT.test(part) && previousIntent === searchKnowledge.name;
      const withAttribute = leansOnEarlier ? null : withAskedAttribute(part, earlier);
      if (withAttribute && answered.length > 0 && previousIntent === searchKnowledge.name) {
        const asked = await this.fromGuides(withAttribute, history);
        if (asked && !declines(asked) && !repeats(asked)) reply = asked;
      }
      // "How long until it ascends": a part with a topic word of its own is asked alone first; not
      // "what happens to the price when that happens", whose event is the earlier part's.
      if (!reply && needsSubject(part) && hasOwnWord(part) && !EARLIER_EVENT.test(part) && !leansOnEarlier) {
        const alone = await this.single(part, context);
        if (alone.intent !== 'no_match' && !declines(alone) && !repeats(alone)) reply = alone;
      }
      // "wait, there are two? what about the other one" after BITCAT's price: the other token of
      // the chat, not a topic of the guide answer before it.
      if (!reply && previousIntent === searchKnowledge.name && needsSubject(part) && !pointsBack(part)) {
        const inherited = await this.fromGuides(withSubject(part, earlier), history);
        const lead = inherited?.markdown.split('\n')[0] ?? '';
        const adds =
          inherited && (!repeats(inherited) || !answered.some((a) => a.reply.markdown.includes(lead)));
        if (inherited && adds && !declines(inherited)) {
          reply = inherited;
          inheritedNew = true;
        }
        answeredEarlier = !!inherited && !adds && !declines(inherited);
      }
      // "On Magic Eden what's the fee … and do they have a minimum": a half that leans on a subject
      // ODAI just said it cannot answer for is asked of that subject too, not of Odin.
      if (!reply && previousDeclined && needsSubject(part) && /\b(?:they|them|their|theirs)\b/i.test(part))
        continue;
      reply ??= await this.single(part, context);
      previousIntent = reply.intent;
      // A part nothing matched, one that only repeats an earlier part's section, or a remark that
      // is no question ("my friend keeps talking about it") and got "no reliable answer", adds nothing.
      const first = reply.sources[0]?.ref;
      previousDeclined = first === ABSTAIN_REF;
      // "Magic Eden fee for runes trading is how much": a question word at the end still asks.
      const declinedRemark =
        first === ABSTAIN_REF && !ASKS.test(part) && !ASKS_LATE.test(part) && !ASKS_AFTER_SETTING.test(part);
      // "What's a ticker and why do some tokens have the same one?": a half the earlier answer
      // already covers is left out rather than declined.
      const coveredAbove = answeredEarlier && declines(reply);
      if (reply.intent === 'no_match' || declinedRemark || coveredAbove || (repeats(reply) && !inheritedNew))
        continue;
      answered.push({ question: part, reply });
      context = [
        ...context,
        { isUser: true, message: part },
        { isUser: false, message: reply.markdown, sources: reply.sources },
      ];
    }
    return answered;
  }

  /** The guides' answer to a question, skipping live data (the question is a guide topic's). */
  private async fromGuides(question: string, history: HistoryMessage[]): Promise<EmbeddedReply | null> {
    const intent = INTENTS.find((i) => i.name === searchKnowledge.name);
    const ctx = createQuestionContext({ question, history, market: this.market, kb: this.kb });
    if (!intent?.matches(ctx)) return null;
    const reply = await intent.answer(ctx);
    return reply ? { ...reply, intent: intent.name } : null;
  }

  async answer(request: AssistantRequest): Promise<AssistantAnswer> {
    const reply = await this.reply(request);
    const suggestions = followUpSuggestions(reply, request.question, this.market);
    return {
      markdown: reply.markdown,
      sources: reply.sources,
      engine: 'embedded',
      ...(suggestions.length > 0 ? { suggestions } : {}),
    };
  }

  /**
   * Follow-ups for a question another engine answered (the LLM engine): the ones this engine would
   * offer for its own answer, so each is one the fallback can answer too.
   */
  async suggestionsFor(request: Pick<AssistantRequest, 'question' | 'history'>): Promise<string[]> {
    return followUpSuggestions(await this.reply(request), request.question, this.market);
  }

  welcomeSuggestions(): string[] {
    return welcomeSuggestions(this.market);
  }
}
