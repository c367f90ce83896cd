import { ABSTAIN_REF } from '../knowledge-base/abstain-reply.js';
import type { Reply } from '../reply.js';
import { lastAnswer } from '../session/last-turn.js';
import { defineCapability } from './capability.js';
import type { QuestionContext } from './question-context.js';

// "are you sure? my friend said 10%", "only 8? that can't be right", "double check", "prove it"
// right after an answer: the visitor doubts it. ODAI cannot re-check the world, but it can say what
// its answer rests on: the answer's own key lines again, with the sources they come from, and that
// Odin.fun's own pages win where they differ. Asked alone, "are you sure" read as a question about
// ODAI itself ("are you …") and got its self-description.
// "that's tiny, are you sure it isn't 25%?": a short reaction may come before the doubt.
const DOUBT =
  /^\s*(?:(?:wait|hmm+|hm+|huh|but|ok|okay|so|lol|bruh|wtf)[,.!\s]+|(?:that'?s|thats|seems|sounds) [a-z]+(?: [a-z]+)?,\s*)*(?:only [\d.,]+\s*%?\s*\w*\s*\?|(?:are (?:you|u) (?:sure|certain|positive)|(?:you|u|r u|ru) sure|really|for real|fr|no way|that can'?t be right|(?:that(?:'s| is)|thats|this is|you(?:'re| are)) (?:wrong|not right|incorrect|off|not what)|double[- ]?check|check again|prove it|source\?? for that|i don'?t (?:think|believe) (?:so|that|it))\b)/i;
const MAX_WORDS = 16;
const MAX_LINES = 8;

/** The lines of an answer that carry its content: up to the first block, a list after a colon. */
export function keyLines(markdown: string): string[] {
  const blocks = markdown
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter((b) => b && !/^More:/.test(b) && !/^\*\*[^*]+\*\*$/.test(b));
  const [first, second] = blocks;
  if (!first) return [];
  const lines = first.endsWith(':') && second ? [first, second] : [first];
  return lines.join('\n').split('\n').slice(0, MAX_LINES);
}

// "u sure? thought it was 1 btc": a figure the visitor remembers, which the guides' claim checks
// place (1 BTC is the market cap at ascension); the doubt alone is this capability's.
const REMEMBERED_FIGURE = /\b(?:thought|isn'?t it|is it not|wasn'?t it|i read|i heard)\b[^?.!]{0,30}\d/i;

function answer(q: QuestionContext): Reply | null {
  if (REMEMBERED_FIGURE.test(q.question)) return null;
  const last = lastAnswer(q.history);
  const sources = last?.sources ?? [];
  // Nothing to stand behind after a reply that said it has no answer (it cites how ODAI answers).
  if (!last || sources.length === 0 || sources.some((s) => s.ref === ABSTAIN_REF)) return null;
  const lines = keyLines(last.message);
  if (lines.length === 0) return null;
  const from = sources.some((s) => s.kind === 'live-data')
    ? "ODAI's market data (as of the time given) shows"
    : "ODAI's guides, written from Odin's public sources, say";
  return {
    markdown: [
      `Yes: that is what ${from}.`,
      '',
      ...lines,
      '',
      'If Odin.fun\'s own pages show something different, trust those: they are the authority, and Odin can change its figures and rules. Ask "source?" for where this comes from.',
    ].join('\n'),
    sources,
  };
}

const sentences = (message: string) => message.trim().split(/(?<=[.?!])\s+/);

/** True when a sentence of the message doubts what was just said ("are you sure?", "only 8?"). */
export function doubts(message: string): boolean {
  return sentences(message).some((s) => DOUBT.test(s));
}

/**
 * "my friend said it's like 20k. where's your number from?": a source asked beside another figure
 * or a doubt gets the answer's own lines again first, so the two figures can be set side by side.
 */
export function restatedFor(question: string, lastMessage: string): string[] {
  if (!/\d/.test(question) && !doubts(question)) return [];
  const lines = keyLines(lastMessage);
  return lines.length > 0 ? ['My last answer said:', '', ...lines, ''] : [];
}

// "are you sure? that seems way too high": the rest of a doubting message is a remark, not a
// question of its own, unless it asks one ("prove it. how is that even computed?").
const ASKS = /\b(?:how|what|whats|which|when|where|why|who)\b|\?\s*$/i;

/** True when the whole message is a doubt, with remarks but no other question. */
export function onlyDoubts(message: string): boolean {
  return doubts(message) && sentences(message).every((s) => DOUBT.test(s) || !ASKS.test(s));
}

export const pushBack = defineCapability({
  name: 'push_back',
  description: 'The visitor doubts the last answer: what it rests on, restated with its sources.',
  embedded: {
    matches: (q) =>
      onlyDoubts(q.question) &&
      q.question.split(/\s+/).filter(Boolean).length <= MAX_WORDS &&
      lastAnswer(q.history) !== undefined,
    answer: async (q) => answer(q),
  },
});
