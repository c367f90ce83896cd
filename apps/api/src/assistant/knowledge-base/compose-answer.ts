import type { Reply } from '../reply.js';
import { askedForTerms } from './asked-for.js';
import { guideSource } from './guide-source.js';
import type { KnowledgeBase } from './knowledge-base.js';
import type { Section } from './load-articles.js';
import { type Passage, splitPassages, wordCount } from './passages.js';
import { isPlatformWord } from './platform-terms.js';
import { answersKind, type QuestionKind } from './question-kind.js';
import { questionWords } from './question-words.js';
import { type AnalyzedQuestion, queryTerms, type SectionHit } from './search-index.js';
import { TermSet } from './term-match.js';
import { withVerdict, yesNoForm, yesNoVerdict } from './yes-no-verdict.js';

// The answer's length budget in words, lead included; a lead longer than this stands alone.
const WORD_BUDGET = 100;
const MAX_SUPPORT = 3;
// Terms of the matched listed question that the visitor did not use count for less.
const LISTED_QUESTION_WEIGHT = 0.4;
const KIND_BONUS = 0.8;
// A sentence stating the verdict on the question's own words outweighs the lead and shape bonuses.
const VERDICT_BONUS = 1.5;
const DEFINITION = /\bwhat(?:'s|s|\s+is|\s+are|\s+was)\b|\bmean(?:s|ing)?\b|\bdefin\w*|\bstand for\b/i;
const HOW_IT_WORKS =
  /\bhow (?:does|do|did) (?:the |a |an |this |that )?[\w-]+(?: [\w-]+){0,2} (?:thing )?work\b/i;
// A section opening with a definition: "A bonding curve is a formula that …".
const DEFINES = /^(?:An?|The) [\w-]+(?: [\w-]+){0,3} (?:is|are) (?:a|an)\b/;
// The word the question asks for counts this much more than its other words.
const ASKED_FOR_WEIGHT = 1;
const LEAD_BONUS = 0.4;
// A sentence opening like this leans on the one before it and cannot lead on its own.
const LEANS_BACK = /^(this|that|these|those|it|its|then|so|also|the flip side|at that point|here)\b/i;
// A caveat ("fees can change", "not documented") qualifies the fact; it should not stand before it.
const CAVEAT =
  /\b(can|may|might) change\b|\bnot (documented|confirmed|published|guaranteed|a guarantee|known)\b|\b(unverified|unconfirmed|uncertain|plausible)\b|\btreat (these|this|it|them) as\b/i;
const CAVEAT_PENALTY = 0.6;
// "Why can't I withdraw 20k sats?": a limit or rule is the likeliest reason, so a passage stating
// one answers the question as "because" would.
const RESTRICTION = /\b(minimum|maximum|at least|at most|limit|only|must|requires?|not allowed)\b/i;
// "How long does a withdrawal take?" asks for a time: a passage that says one answers it, not any
// passage with a number (the minimum amount).
const ASKS_DURATION = /\bhow (?:long|soon|fast|quick(?:ly)?)\b/i;
const DURATION =
  /\b(?:seconds?|minutes?|hours?|days?|weeks?|confirmations?|instant\w*|immediately|right away|blocks?)\b/i;
// Money decisions get the disclaimer; definitions and how-tos do not. Buying or selling is one,
// unless what it costs is asked ("how much does it cost to buy a token, what are the trading fees").
const DECIDES = /\b(should i|worth (it|buying)|invest|ape|profit|make money|strateg)/i;
const TRADES = /\b(buy|sell)/i;
const ASKS_THE_FEE = /\b(?:fees?|cost to (?:buy|sell|trade)|charged?|commission)\b/i;
const moneyDecision = (question: string) =>
  DECIDES.test(question) || (TRADES.test(question) && !ASKS_THE_FEE.test(question));

interface Scored extends Passage {
  score: number;
}

const passageCache = new WeakMap<Section, { passage: Passage; terms: TermSet }[]>();

function passagesOf(section: Section) {
  let cached = passageCache.get(section);
  if (!cached) {
    cached = splitPassages(section.body).map((passage) => ({
      passage,
      terms: new TermSet(queryTerms(passage.text)),
    }));
    passageCache.set(section, cached);
  }
  return cached;
}

function scorePassages(
  kb: KnowledgeBase,
  hit: SectionHit,
  asked: AnalyzedQuestion,
  question: string,
): Scored[] {
  const idf = (t: string) => kb.index.weights.idf(t);
  const listed = hit.matchedQuestion
    ? queryTerms(hit.matchedQuestion).filter((t) => !asked.terms.includes(t))
    : [];
  const maxIdf = Math.max(1, ...asked.terms.map(idf));
  // A definition ("X is …") answers "what is X?", not "what goes into the pool?".
  // "How does the bonding curve work?" asks what it is, not for a way to do something: no shape
  // ("you can sell back…") outranks the section's opening when that defines it.
  const passages = passagesOf(hit.section);
  const asksWhatItIs = HOW_IT_WORKS.test(question) && DEFINES.test(passages[0]?.passage.text ?? '');
  const kindBonus = (asked.kind !== 'what' || DEFINITION.test(question)) && !asksWhatItIs;
  // "What is the minimum withdrawal": the passage naming the minimum answers it.
  const focus = askedForTerms(question).filter((t) => asked.terms.includes(t));
  const whyUnable = asked.kind === 'why' && questionWords(question).includes('unable');
  const durationAsked = ASKS_DURATION.test(question);
  const yesNo = yesNoForm(question) !== undefined;
  return passages.map(({ passage, terms }) => {
    let score = 0;
    for (const t of asked.terms) score += idf(t) * terms.match(t);
    for (const t of focus) score += ASKED_FOR_WEIGHT * idf(t) * terms.match(t);
    for (const t of listed) score += LISTED_QUESTION_WEIGHT * idf(t) * terms.match(t);
    // A yes/no verdict word is weak evidence: half the bonus of a number for "how much".
    // The shape of an answer ("must", a number) counts only in a passage about the question's own
    // words: "the name must be 3 to 30 characters" is no verdict on buying at launch.
    const onTopic = asked.terms.some((t) => terms.match(t) >= 0.7);
    const shaped = durationAsked ? DURATION.test(passage.text) : answersKind(passage.text, asked.kind);
    if (kindBonus && onTopic && shaped) score += (asked.kind === 'yes-no' ? 0.5 : 1) * KIND_BONUS * maxIdf;
    if (whyUnable && RESTRICTION.test(passage.text)) score += KIND_BONUS * maxIdf;
    // A sentence that states the verdict ("you can sell back to the curve at any time before
    // ascension") answers a yes/no question better than one that only shares its words.
    if (yesNo && !passage.list && yesNoVerdict(question, passage.text)) score += VERDICT_BONUS * maxIdf;
    if (passage.index === 0) score += LEAD_BONUS * maxIdf;
    if (CAVEAT.test(passage.text)) score -= CAVEAT_PENALTY * maxIdf;
    return { ...passage, score };
  });
}

// A section that opens by saying what nobody publishes ("ODAI has no reliable definition of
// King of the hill", "public sources do not say who gets …") answers with that stance first: the
// facts around it (what pump.fun means by it) must not read as the answer.
const STANCE =
  /^(?:ODAI has no reliable|There is no reliable|(?:Odin's |Our )?(?:public )?sources do not say|No (?:public|official) source (?:gives|says|states))/;

// "Exactly what percent do I get?": a question for the precise figure, where the section says the
// precise figure is not confirmed, gets that first; the usual figure follows as support.
const EXACT = /\b(?:exact|exactly|precise|precisely)\b/i;
const HEDGE = /\b(?:unconfirmed|not confirmed|not published|uncertain|not known)\b/i;

/**
 * The lead: the best passage, with the one before it when it leans back ("That is why …"); a
 * section's opening stance whatever scores best; for an exact figure, the section's hedge on it.
 */
function pickLead(scored: Scored[], question: string): Scored[] {
  const opening = scored[0];
  if (opening && !opening.list && STANCE.test(opening.text)) return [opening];
  const hedge = EXACT.test(question) ? scored.find((p) => !p.list && HEDGE.test(p.text)) : undefined;
  if (hedge) return [hedge];
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
  const before = scored[best.index - 1];
  if (LEANS_BACK.test(best.text) && before && before.block === best.block) return [before, best];
  return [best];
}

/** For a "how" question answered by steps, the whole numbered list (and the line introducing it). */
function steps(scored: Scored[], lead: Scored[], kind: QuestionKind): Scored[] {
  const first = lead[lead.length - 1] as Scored;
  // A lead that introduces a list ("… right away:") is nothing without it.
  const introduces = first.text.endsWith(':')
    ? scored.find((p) => p.block === first.block + 1 && p.list)
    : undefined;
  // One step answers a narrow question ("can I buy my own token at launch?") on its own; the
  // whole list is for a question that asks how.
  const block = first.list === 'ordered' && kind === 'how' ? first.block : introduces?.block;
  const ordered = scored.filter((p) => p.list === 'ordered');
  if (block === undefined && !(kind === 'how' && ordered.length > 0)) return [];
  const listBlock = block ?? (ordered[0] as Scored).block;
  return scored.filter((p) => p.block === listBlock || (p.block === listBlock - 1 && p.text.endsWith(':')));
}

/** Sentences run on as prose; list items keep their list, one per line. */
function render(passages: Scored[]): string {
  let out = '';
  let prevList: Passage['list'];
  for (const [i, p] of passages.entries()) {
    // A line that introduces steps ("… and wait for confirmations:") shown without them ends as a sentence.
    const introducesNothing = !p.list && p.text.endsWith(':') && !passages[i + 1]?.list;
    const body = introducesNothing ? `${p.text.slice(0, -1)}.` : p.text;
    const text = p.list ? `${p.list === 'ordered' ? '1.' : '-'} ${body}` : body;
    const sep = out === '' ? '' : p.list ? (prevList ? '\n' : '\n\n') : prevList ? '\n\n' : ' ';
    out += sep + text;
    prevList = p.list;
  }
  return out;
}

/**
 * "Yes: Odin has been hacked…" answers "was it hacked?", not "what happened in August 2025?", nor
 * "can I get my BTC back if Odin gets hacked?": the verdict stands only for a yes/no question whose
 * topic words are all in the section's listed question it matched.
 */
function plainOpening(lead: string, kind: QuestionKind, verdictApplies: boolean): string {
  if (kind === 'yes-no' && verdictApplies) return lead;
  return lead.replace(/^(?:Yes|No)[:,]\s+(\w)/, (_m, first: string) => first.toUpperCase());
}

/**
 * "Can I sell before it ascends?" → "Yes, you can sell back to the curve …": a yes/no question
 * whose lead sentence states the verdict reliably opens with it (yes-no-verdict.ts); otherwise the
 * lead stands as it is. A lead that is a list item, or already opens with a verdict, is left alone.
 */
function verdictOpening(opening: string, lead: Scored[], question: string): string {
  const first = lead[0];
  if (!first || first.list || /^(?:Yes|No)\b/.test(opening)) return opening;
  const verdict = yesNoVerdict(question, first.text);
  return verdict ? withVerdict(verdict, opening) : opening;
}

/** True when every topic word of the question is in the listed question the section matched. */
function sameQuestion(hit: SectionHit, asked: AnalyzedQuestion): boolean {
  if (!hit.matchedQuestion) return false;
  const listed = new TermSet(queryTerms(hit.matchedQuestion));
  return asked.terms.filter((t) => !isPlatformWord(t)).every((t) => listed.match(t) > 0);
}

/**
 * The embedded engine's knowledge answer, answer first: the passage of the best section that best
 * answers the question (its words, the section's matching listed question, the kind of answer it
 * wants), then at most a short supporting paragraph from the same section, then a link to the guide.
 */
export function composeAnswer(
  kb: KnowledgeBase,
  hit: SectionHit,
  asked: AnalyzedQuestion,
  question: string,
): Reply {
  const scored = scorePassages(kb, hit, asked, question);
  const lead = pickLead(scored, question);
  const list = steps(scored, lead, asked.kind);
  const chosen = new Map<number, Scored>([...lead, ...list].map((p) => [p.index, p]));
  let words = [...chosen.values()].reduce((n, p) => n + wordCount(p.text), 0);
  const support = scored
    .filter((p) => !chosen.has(p.index) && p.score > 0 && !p.list)
    .sort((a, b) => b.score - a.score);
  // Then, for a lead with little said around it ("What is Odin.fun?"), the sentences after it.
  const lastLead = (lead[lead.length - 1] as Scored).index;
  const following = scored.filter((p) => p.index > lastLead && !p.list && !support.includes(p));
  let added = 0;
  for (const p of [...support, ...following]) {
    if (list.length > 0 || added >= MAX_SUPPORT) break;
    if (chosen.has(p.index) || words + wordCount(p.text) > WORD_BUDGET) continue;
    chosen.set(p.index, p);
    words += wordCount(p.text);
    added += 1;
  }
  // A lead that is one of the steps stays in its place: the list reads in order, from its intro.
  const leadInList = list.length > 0 && lead.every((p) => list.includes(p));
  const leadIdx = new Set(leadInList ? [] : lead.map((p) => p.index));
  const rest = [...chosen.values()].filter((p) => !leadIdx.has(p.index)).sort((a, b) => a.index - b.index);
  const { section } = hit;
  // A lone list item leads as a plain sentence.
  const leadText = leadInList
    ? ''
    : lead.length === 1 && !list.length
      ? (lead[0] as Scored).text
      : render(lead);
  const lines = [
    ...(leadText ? [plainOpening(leadText, asked.kind, sameQuestion(hit, asked))] : []),
    ...(rest.length ? [render(rest)] : []),
  ];
  // The verdict opens the answer, also when the lead is the line introducing its steps.
  if (lines[0]?.startsWith((lead[0] as Scored).text)) lines[0] = verdictOpening(lines[0], lead, question);
  // Not twice: the educational-only section says it already.
  const saysItAlready = lines.some((l) =>
    /not (?:\w+, )*(?:\w+ )?financial(?:, legal or tax)? advice/i.test(l),
  );
  if ((section.articleSlug === 'trading-strategies' || moneyDecision(question)) && !saysItAlready)
    lines.push('Educational information only, not financial advice; do your own research.');
  lines.push(
    `More: [${section.articleTitle} — ${section.title}](/guides/${section.articleSlug}#${section.slug})`,
  );
  return { markdown: lines.join('\n\n'), sources: [guideSource(section)] };
}
