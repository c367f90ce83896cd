import { isPlatformWord } from './platform-terms.js';
import { questionWords } from './question-words.js';
import { queryTerms } from './search-index.js';
import { TermSet } from './term-match.js';

// "Can I sell before it ascends?" is answered "Yes, you can sell back to the curve at any time before
// ascension": a yes/no question whose answer sentence states the verdict gets it first. The verdict
// is read from that sentence only where it is reliable, and otherwise left out (the sentence leads
// unchanged):
// - the question has a yes/no form ("can I", "is it possible to", "does Odin let me", "do I need",
//   "is there", "is/are X Y", "has"), is not negative ("can't I …") and offers no choice ("… or …");
// - one clause of the sentence, starting within its first 30 words, holds every topic word of the
//   question close together, and every condition it sets ("before it ascends", "after launch",
//   "more than I put in") appears in that clause too;
// - that clause takes the question's own form: a "can" question needs "can"/"lets you" before the
//   asked action, or "To <action>, …" (or "cannot <action>"), a "need" question "no … needed"/"needs no"/"optional" (or "you must/need"), an
//   "is there" / "does it have" question "has"/"there is" (or "there is no"), an "is X Y" question
//   "is/are (not)", a "does it V" question the verb V itself;
// - the clause hedges nothing ("our sources", "reported", "may", "not documented"): a hedge is a
//   stance, not a verdict, and leads as it stands;
// - No when the clause denies once, Yes when it does not deny at all; two denials are left alone.

export type Verdict = 'Yes' | 'No';

// "So, can I …", "ok and is there …": chat openers before the auxiliary.
const OPENER = /^(?:(?:so|ok|okay|and|but|hey|hi|also|wait|quick question|question)[,:!\s]+)*/;
const FORM =
  /^(can|could|am|is|are|was|were|do|does|did|has|have)\b(?:\s+(i|we|you|it|they|there|odin|odin\.fun|anyone|someone|a|an|the|my|your|this|that|two|tokens?|names?|tickers?|\w+))?/;
// Negative questions ("can't I …", "is it not …") and choices ("on solana or bitcoin") are left alone.
const NEGATIVE_QUESTION =
  /n't\b|\b(?:not|never|no|without|unable|cant|cannot|dont|doesnt|didnt|isnt|arent|wont|wouldnt|couldnt|shouldnt|hasnt|havent)\b/;
const CHOICE = /\bor\b/;
// Conditions and comparisons a verdict must keep: the clause has to say the same.
const CONDITIONS = [
  'before',
  'after',
  'until',
  'once',
  'when',
  'if',
  'unless',
  'only',
  'more than',
  'less than',
  'fewer than',
  'instead of',
  'at launch',
  'at any time',
  'any time',
  'anytime',
  'every',
  'all',
  'each',
  'same',
];
// Words that only shape a yes/no question ("am I able to", "is it possible to", "does Odin let me").
const SHAPE = new Set(['abl', 'able', 'possibl', 'possible', 'let', 'lets', 'allow', 'allowed', 'way']);

// A hedge makes the clause a stance, not a verdict.
const HEDGE =
  /\b(?:our sources|sources|docs|documented|documentation|reported|reports?|report|press|unconfirmed|uncertain|unverified|plausible|appears?|seems?|may|might|likely|probably|suggests?|not known|community)\b/i;
const DENIAL = /\b(?:not|no|never|cannot|nothing|none|neither|nor|without)\b|n't\b/gi;
// A contrast ("an account on an exchange rather than self-custody") denies without a denial word.
const CONTRAST = /\b(?:rather than|instead of|unlike|compared? (?:to|with)|as opposed to)\b/i;
// "To withdraw, choose BTC to a Bitcoin address": the guide says how, so it can be done.
const HOW_TO = /^To (\w+)\b/;

const NEED_NO =
  /\bno\s+(?:\w+\s+){0,2}(?:is|are)?\s*(?:needed|required|necessary)\b|\bneeds? no \w+|\bthere is no (?:separate )?\w+|\b(?:is|are) optional\b|\bnot (?:needed|required|necessary)\b/i;
const NEED_YES =
  /\b(?:you|they|a creator|creators|everyone) (?:must|need to|have to|needs? to)\b|\brequires? (?:a|an|you)\b/i;
// "Is there a withdrawal fee?" – "a withdrawal pays a miner fee"; "the fee is 1%".
const HAVE_YES =
  /\b(?:has|have|there (?:is|are)|includes?|offers?|pays?|costs?|charges?)\b|\b(?:is|are) (?:about |roughly )?\d/i;
const HAVE_NO = /\b(?:there (?:is|are) no|has no|have no|no)\b/i;
const COPULA = /\b(?:is|are|was|were)\b/i;

type Form = 'can' | 'need' | 'have' | 'copula' | 'do';

/**
 * The question in plain words, as retrieval reads it ("r names unique" → "are names unique",
 * "can't" → "unable"), with chat's "2" for "to" between words.
 */
function plain(question: string): string {
  return questionWords(question)
    .join(' ')
    .replace(/(?<=[a-z]) 2 (?=[a-z])/g, ' to ');
}

/** The question's yes/no form, or undefined when it is none or when a verdict would not be safe. */
export function yesNoForm(question: string): { form: Form; verb?: string } | undefined {
  const q = plain(question)
    .toLowerCase()
    .replace(/[?!.]+\s*$/, '')
    .trim()
    .replace(OPENER, '');
  if (NEGATIVE_QUESTION.test(q) || CHOICE.test(q)) return undefined;
  const m = FORM.exec(q);
  if (!m) return undefined;
  const [, aux, next] = m;
  const rest = q.slice(m[0].length);
  if (/^(?:is|am|are) (?:it )?(?:possible|able)\b/.test(q) || /^(?:am|are) (?:i|we|you) able\b/.test(q))
    return { form: 'can' };
  if (/^(?:does|do|did) (?:odin|odin\.fun|it|they|the site|the platform) (?:let|allow)s?\b/.test(q))
    return { form: 'can' };
  if (
    /^(?:do|does) (?:i|we|you|one|creators?|someone) (?:really |still |actually )?(?:need|have to)\b/.test(q)
  )
    return { form: 'need' };
  if (/^(?:is|are) (?:a |an |the )?\w+ (?:required|needed|necessary|optional|mandatory)\b/.test(q))
    return { form: 'need' };
  if (aux === 'can' || aux === 'could') return { form: 'can' };
  if ((aux === 'is' || aux === 'are') && next === 'there') return { form: 'have' };
  if ((aux === 'do' || aux === 'does') && /^(?:\w+ )?(?:have|has|get)\b/.test(rest.trim()))
    return { form: 'have' };
  if (aux === 'has' || aux === 'have') return { form: 'have' };
  if (aux === 'is' || aux === 'are' || aux === 'was' || aux === 'were') return { form: 'copula' };
  if (aux === 'do' || aux === 'does' || aux === 'did') {
    // The subject ("a token", "the 24h change", "odin"), then the verb.
    const verb =
      /^(?:i|we|you|it|they|odin(?:\.fun)?|anyone|someone|people|(?:a|an|the|my|your|this|that|every|each)\s+(?:\w+\s+)??\w+)\s+(\w+)/.exec(
        `${next ?? ''} ${rest.trim()}`.trim(),
      );
    // "Do liquidity providers earn fees?": no subject we know; the clause must hold every word.
    if (!verb?.[1]) return { form: 'do' };
    if (verb[1] === 'need') return { form: 'need' };
    if (verb[1] === 'have' || verb[1] === 'has') return { form: 'have' };
    return { form: 'do', verb: verb[1] };
  }
  return undefined;
}

/**
 * Clauses of a sentence: cut at colons, semicolons, commas, brackets and "but". With `coarse`, the
 * parts between colons and semicolons follow, so "anyone can add liquidity …, and remove it later"
 * still reads whole for "can I remove my liquidity?".
 */
export function clausesOf(sentence: string, coarse = false): string[] {
  // An aside in brackets is no part of the claim ("(about 6 in community tools)").
  const parts = sentence.replace(/\s*\([^)]*\)/g, '').split(/\s*[:;]\s+/);
  const fine = parts.flatMap((c) =>
    // "To withdraw, choose BTC to a Bitcoin address" stays one clause.
    c.split(/\s*,\s*|\s+but\s+/).reduce<string[]>((out, piece) => {
      const last = out[out.length - 1];
      if (last !== undefined && /^To \w+$/.test(last)) out[out.length - 1] = `${last}, ${piece}`;
      else out.push(piece);
      return out;
    }, []),
  );
  return [...fine, ...(coarse ? parts : [])].map((c) => c.trim()).filter(Boolean);
}

// The question's words must sit close together in the clause: "Odin runs its logic in canisters …,
// a blockchain that can sign for Bitcoin" holds "run" and "Bitcoin" but says nothing about running
// on Bitcoin.
function closeTogether(clause: string, topic: string[]): boolean {
  const words = clause.split(/\s+/);
  const at = topic.map((t) =>
    words.findIndex((w) => {
      const q = queryTerms(w)[0];
      return q !== undefined && new TermSet([q]).match(t) >= 0.6;
    }),
  );
  if (at.some((i) => i < 0)) return true; // a term only the clause's analysis finds: no span to measure
  return Math.max(...at) - Math.min(...at) <= 6 + 5 * (topic.length - 1);
}

// The visitor's own words or their inflections: a synonym ("chain" for "blockchain") is too loose
// for a verdict ("does Odin run on the Bitcoin chain itself?" is not answered by "ICP, a blockchain
// that can hold Bitcoin").
function holdsTopic(clause: string, topic: string[]): boolean {
  const terms = new TermSet(queryTerms(clause));
  return topic.every((t) => terms.match(t) >= 0.6);
}

function keepsConditions(clause: string, question: string): boolean {
  const q = ` ${plain(question).toLowerCase()} `;
  const c = ` ${clause.toLowerCase()} `;
  return CONDITIONS.every((w) => !q.includes(` ${w} `) || c.includes(` ${w} `));
}

function polarity(
  clause: string,
  form: Form,
  verb?: string,
  asked?: string,
  predicate?: string,
): Verdict | undefined {
  const denials = clause.match(DENIAL)?.length ?? 0;
  if (denials > 1 || CONTRAST.test(clause)) return undefined;
  switch (form) {
    case 'can': {
      const how = HOW_TO.exec(clause)?.[1];
      if (how && asked && denials === 0 && new TermSet(queryTerms(how)).match(asked) >= 0.7) return 'Yes';
      // The modal must bear on the asked action: "you can buy but cannot sell" says nothing of
      // getting stuck, and "can be changed" answers "can I change".
      const denied = /\b(?:cannot|can't|can not|no way to)\s+(?:be\s+)?(\w+)/i.exec(clause);
      if (denied) return denials === 1 && bears(denied[1], asked) ? 'No' : undefined;
      const allowed =
        /\b(?:can|could|lets?(?: you)?|allows?(?: you to)?|able to)\s+(?:(?:also|still|be|you)\s+)*(\w+)/i.exec(
          clause,
        );
      return denials === 0 && allowed && bears(allowed[1], asked, clause.slice(allowed.index))
        ? 'Yes'
        : undefined;
    }
    case 'need':
      if (NEED_NO.test(clause)) return 'No';
      return denials === 0 && NEED_YES.test(clause) ? 'Yes' : undefined;
    case 'have':
      if (denials === 1 && HAVE_NO.test(clause)) return 'No';
      return denials === 0 && HAVE_YES.test(clause) ? 'Yes' : undefined;
    case 'copula': {
      // "Are names unique?" – "names are (not) unique": the copula, then the question's last word.
      const words = clause.split(/\s+/);
      const at = words.findIndex(
        (w, i) =>
          COPULA.test(w) &&
          words
            .slice(i + 1, i + 5)
            .some((x) => predicate !== undefined && new TermSet(queryTerms(x)).match(predicate) >= 0.7),
      );
      if (at < 0) return undefined;
      return denials === 0 ? 'Yes' : /\b(?:is|are|was|were) not\b/i.test(clause) ? 'No' : undefined;
    }
    case 'do': {
      if (verb) {
        const base = queryTerms(verb)[0];
        if (!base || new TermSet(queryTerms(clause)).match(base) < 0.7) return undefined;
      }
      if (denials === 0) return 'Yes';
      return /\b(?:does|do|did) not\b|\b(?:doesn't|don't|didn't|never)\b/i.test(clause) ? 'No' : undefined;
    }
  }
}

/** Whether the word after a modal (or, failing that, the rest of the clause) is the asked action. */
function bears(word: string | undefined, asked: string | undefined, rest?: string): boolean {
  if (!asked) return true;
  const base = word ? queryTerms(word)[0] : undefined;
  if (base && new TermSet([base]).match(asked) >= 0.7) return true;
  return rest !== undefined && new TermSet(queryTerms(rest)).match(asked) >= 0.7;
}

/** The action a "can I …" question asks about: "can anyone launch a token" → "launch". */
function canVerb(question: string): string | undefined {
  const m =
    /\b(?:can|could|able to|possible to|let me|let us|allow me to)\s+(?:(?:i|we|you|anyone|someone|one|people|creators?|me|only|really|still|actually|also)\s+)*(\w+)/i.exec(
      question,
    );
  return m?.[1] ? queryTerms(m[1])[0] : undefined;
}

/**
 * The verdict a yes/no question gets from the sentence that answers it, or undefined when the
 * sentence does not state one reliably (see the rules at the top of this file).
 */
export function yesNoVerdict(question: string, sentence: string): Verdict | undefined {
  const shape = yesNoForm(question);
  if (!shape) return undefined;
  const topic = queryTerms(plain(question)).filter(
    (t) => !isPlatformWord(t) && !SHAPE.has(t) && t !== shape.verb,
  );
  const verbTerm = shape.verb ? queryTerms(shape.verb)[0] : undefined;
  const needed = verbTerm && !isPlatformWord(verbTerm) ? [...topic, verbTerm] : topic;
  if (needed.length === 0) return undefined;
  // "Do I need to code to launch a token?" – "…; no coding is needed": the denial of the thing
  // needed answers it wherever the sentence puts it.
  if (shape.form === 'need' && !HEDGE.test(sentence) && (sentence.match(DENIAL)?.length ?? 0) === 1) {
    const found = NEED_NO.exec(sentence);
    const denied = found && sentence.slice(0, found.index).split(/\s+/).length <= 30 ? found[0] : undefined;
    if (
      denied &&
      holdsTopic(sentence, needed) &&
      topic.some((t) => new TermSet(queryTerms(denied)).match(t) >= 0.7)
    )
      return 'No';
  }
  const asked = canVerb(plain(question));
  for (const clause of clausesOf(sentence, shape.form === 'can')) {
    // The verdict's reason must come early: its clause starts within the sentence's first 30 words.
    const start = sentence.indexOf(clause.split(/\s+/).slice(0, 3).join(' '));
    if (start > 0 && sentence.slice(0, start).split(/\s+/).length > 30) continue;
    if (!holdsTopic(clause, needed) || !closeTogether(clause, needed) || !keepsConditions(clause, question))
      continue;
    if (HEDGE.test(clause)) return undefined;
    return polarity(clause, shape.form, shape.verb, asked, topic[topic.length - 1]);
  }
  return undefined;
}

const NAME = /^(?:Odin|ODAI|Bitcoin|BTC|ckBTC|ICP|Toniq|DFINITY|SIWB|AMM|Runes?|I)\b/;

/** "Yes, you can sell …": the verdict before the sentence, its first word lower-cased unless a name. */
export function withVerdict(verdict: Verdict, sentence: string): string {
  const first =
    NAME.test(sentence) || /^[A-Z]{2,}/.test(sentence)
      ? sentence
      : sentence.replace(/^(?:A(?= )|[A-Z](?=[a-z]))/, (c) => c.toLowerCase());
  return `${verdict}, ${first}`;
}
