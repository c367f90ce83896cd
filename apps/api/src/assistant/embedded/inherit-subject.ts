import { NAMES_A_TOKEN } from '../knowledge-base/asked-attribute.js';
import { STOP_WORDS } from '../knowledge-base/stop-words.js';

// "I want to make my own coin, how much does it cost and do I have to do anything": the later
// halves name no subject of their own. Asked alone, "how much does it cost" is answered with the
// trading fees and "do I have to do anything" with nothing; their subject is the first half's.

// Words that say what is asked about a subject, not what the subject is ("is there a documented
// example I could cite?" asks for an example of the earlier part's subject).
const ASKING_WORDS = new Set(
  `cost costs costing expensive cheap pricey costly free long time take takes anything something
  everything else after afterwards before first show shows appear appears arrive arrives min minimum
  max maximum smallest biggest least own thinking want wanna gonna like safe legit worth happen
  happens need needed required have do done sure still whats what's listed list upfront front keep
  down low lower reduce avoid minimise minimize example examples instance real concrete actual cite
  quote documented`.split(/\s+/),
);
// "Why do some tokens have the same one": "one" stands for the earlier part's subject too.
const POINTS_BACK = /\b(?:it|that|this|them|they|those|(?:the same|that|this) ones?)\b/i;

const contentWords = (text: string): string[] =>
  (text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).filter(
    (w) => !STOP_WORDS.has(w) && !ASKING_WORDS.has(w),
  );

// "Who can add to the pool? only the team or me too?": a choice offered about the question before
// it, not a question of its own.
const OFFERS_CHOICE = /^\s*(?:or\s+)?(?:only|just)\s+[^?.!]{1,40}?\s+or\s+[^?.!]{1,30}$/i;

/** True when the part only offers a choice about the question before it ("only the team or me too?"). */
export function offersChoice(part: string): boolean {
  return OFFERS_CHOICE.test(part.replace(/[?!.\s]+$/, ''));
}

/**
 * A part that only asks something of a subject named earlier: no word of its own beyond how it
 * asks ("do I have to do anything"), or "it"/"that" with at most one such word ("is it expensive",
 * "how long until it shows up", "do I have to do anything to get it listed").
 */
export function needsSubject(part: string): boolean {
  if (NAMES_A_TOKEN.test(part)) return false;
  const own = contentWords(part);
  return own.length === 0 || (POINTS_BACK.test(part) && own.length <= 1);
}

/** True when the part has a topic word of its own ("how long until it ascends"): asked alone first. */
export function hasOwnWord(part: string): boolean {
  return contentWords(part).length > 0;
}

// "Is it expensive" asks what it costs; the guides answer the cost question.
const COST_ADJECTIVE =
  /\b(?:is|are|was)\s+(?:it|that|this|they)\s+(?:\w+\s+)?(?:expensive|cheap|pricey|costly)\b/i;

/**
 * What a part asks, without the story told before it: "I am new here. I'd like my bitcoin back in
 * my own wallet. How do I do this" asks its last sentence, and one that leans on the sentence
 * before ("How do I do this") keeps that one too. Part headings restate it; a later part borrows
 * its subject from it, not from the story.
 */
export function askedSentence(part: string): string {
  const sentences = part.trim().split(/(?<=[.!?])\s+(?=\S)/);
  const last = sentences.at(-1) ?? part;
  if (sentences.length < 2) return part;
  return needsSubject(last) ? `${sentences.at(-2) ?? ''} ${last}` : last;
}

/**
 * The part asked about the subject of the nearest earlier part that names one: its topic words
 * after the part's own ("how do I deposit? what's the minimum? how long does it take?": the third
 * borrows "deposit" from the first, the second names nothing).
 */
export function withSubject(part: string, earlier: string[]): string {
  const asked = part.replace(COST_ADJECTIVE, 'how much does it cost');
  const subject = [...earlier]
    .reverse()
    .map((text) => contentWords(askedSentence(text)))
    .find((words) => words.length > 0)
    ?.join(' ');
  return subject ? `${asked} ${subject}` : asked;
}
