import { type Reply, uniqueSources } from '../reply.js';
import { askedSentence } from './inherit-subject.js';

// A multi-part answer should read like one answer, not several pasted together: each part keeps
// its opening lines up to a share of this budget (words, headings included, so the whole stays under the 180-word
// cap on an answer), repeated lines appear once.
const BUDGET = 165;
const words = (line: string) => line.split(/\s+/).filter(Boolean).length;

const LIST_ITEM = /^\s*(\d+[.)]|[-*])\s/;
// Where one sentence of a line ends and the next begins.
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=[A-Z])/;
// The data note under a token's figures (live-format's dataNote).
const DATA_NOTE = /^(?:These are \*\*demo data\*\*|Live data from Odin\.fun's public API)/;

/**
 * A list cut after its first item reads as if that were the only step ("…in seconds: 1. Sign in"):
 * it is left out, and the line that introduced it ends as a sentence. Two or more steps kept still
 * show how it goes ("sign in, deposit to your address, …").
 */
function withoutCutList(kept: string[]): string[] {
  if (kept.filter((l) => LIST_ITEM.test(l)).length > 1) return kept;
  const out = [...kept];
  while (out.length > 0 && (LIST_ITEM.test(out[out.length - 1] as string) || !out[out.length - 1]?.trim()))
    out.pop();
  const last = out.length - 1;
  if (last >= 0) out[last] = (out[last] as string).replace(/:\s*$/, '.');
  return out.length > 0 ? out : kept;
}

function trimToBudget(markdown: string, budget: number, seen: Set<string>): string {
  // Figures never lose the line saying whether they are demo or live data, and as of when: cut
  // off by the budget, its first sentence still ends the part (unless an earlier part said it).
  const noteLine = markdown.split('\n').find((l) => DATA_NOTE.test(l));
  const note = noteLine?.split(SENTENCE_BREAK)[0];
  const saidBefore = note !== undefined && [...seen].some((l) => l.startsWith(note));
  const kept: string[] = [];
  let used = 0;
  let cutInList = false;
  for (const line of markdown.split('\n')) {
    // Disclaimers and notes that every part ends with are said once; links to related sections
    // and "More:" links are for a one-topic answer (the sources list them all).
    if ((line.trim() && seen.has(line)) || /^(- Related:|More: )/.test(line)) continue;
    // The part's first line is its answer and always stays; a later paragraph keeps the
    // sentences that fit.
    let text = line;
    if (used + words(line) > budget && kept.some((l) => l.trim())) {
      text = '';
      for (const sentence of line.split(SENTENCE_BREAK)) {
        if (used + words(text) + words(sentence) > budget) break;
        text = text ? `${text} ${sentence}` : sentence;
      }
      // A list item that does not fit whole ends the part; with items of it kept, the list is cut.
      if (!text || LIST_ITEM.test(line)) {
        cutInList = LIST_ITEM.test(line) && kept.some((l) => LIST_ITEM.test(l));
        break;
      }
    }
    kept.push(text);
    used += words(text);
    if (line.trim()) seen.add(line);
    if (text !== line) break;
  }
  const shown = cutInList ? withoutCutList(kept) : kept;
  if (note && !saidBefore && !shown.some((l) => DATA_NOTE.test(l))) {
    shown.push('', note);
    seen.add(note);
  }
  return endsAsSentence(shown.join('\n').trim());
}

/**
 * "I can't tell you what to buy… Here is how to evaluate a token yourself:" with no room for the
 * list: the short line that only announced it is left out; a longer one ends as a sentence.
 */
function endsAsSentence(text: string): string {
  if (!text.endsWith(':')) return text;
  const sentences = text.split(SENTENCE_BREAK);
  const last = sentences.at(-1) ?? '';
  if (sentences.length > 1 && words(last) <= 10) return sentences.slice(0, -1).join(' ');
  return text.replace(/:$/, '.');
}

// A part that asks gets its question mark back; "Explain ascension" stays a request.
const ASKS =
  /^(who|what|whats|how|where|when|wen|why|which|is|are|am|was|can|could|do|does|did|should|will|would|has|have)\b/i;
// A heading restates the question in a glance; a long one is cut at a word boundary ("…").
const HEADING_WORDS = 14;

function heading(part: string): string {
  // "Please what is the fee": the heading restates the question, not the courtesy before it.
  const asked = askedSentence(part)
    .replace(/^\s*(?:please|pls|plz)[,\s]+/i, '')
    .split(/\s+/);
  const cut = asked.length > HEADING_WORDS;
  const text = asked
    .slice(0, HEADING_WORDS)
    .join(' ')
    .replace(/[\s,;:]+$/, '')
    .replace(/^\w/, (c) => c.toUpperCase());
  if (cut) return `${text}…`;
  return ASKS.test(text) ? `${text}?` : `${text}:`;
}

const OWN_HEADING = /^\*\*([^*\n]+):\*\*\n/;

/** The parts' answers under a bold restatement of each question, sources merged by ref. */
export function joinParts(parts: { question: string; reply: Reply }[], budget = BUDGET): Reply {
  const seen = new Set<string>();
  // The headings are read too: what they take comes out of the parts' budget.
  const headings = parts.map(({ question }) => heading(question));
  const share = Math.floor((budget - words(headings.join(' '))) / parts.length);
  // A reply under a heading of its own that says the same ("**Top losers (24h):**" for "top
  // losers") needs no restatement above it.
  const blocks = parts.map(({ reply }, i) => {
    const answer = trimToBudget(reply.markdown, share, seen);
    const own = OWN_HEADING.exec(answer)?.[1]?.toLowerCase() ?? '';
    const restated = (headings[i] ?? '').replace(/[?:…]+$/, '').toLowerCase();
    return own.startsWith(restated) ? answer : `**${headings[i]}**\n\n${answer}`;
  });
  return {
    markdown: blocks.join('\n\n'),
    sources: uniqueSources(...parts.map(({ reply }) => reply.sources)),
  };
}

/**
 * A guardrail's warning, whole and first, then the message's other questions in the words left
 * (decision 060): the warning is never trimmed, the other answers are.
 */
export function warningThenParts(warning: Reply, parts: { question: string; reply: Reply }[]): Reply {
  const rest = joinParts(parts, Math.max(40, BUDGET - words(warning.markdown)));
  return {
    markdown: `${warning.markdown}\n\n${rest.markdown}`,
    sources: uniqueSources(warning.sources, rest.sources),
  };
}

/**
 * A message with more questions than one answer holds: the ones left out are named, so the
 * visitor knows to ask them again instead of thinking they were answered.
 */
export function withPartsLeftOut(reply: Reply, leftOut: string[]): Reply {
  if (leftOut.length === 0) return reply;
  const quoted = leftOut.map((part) => `"${heading(part).replace(/:$/, '')}"`).join(', ');
  const line = `${leftOut.length === 1 ? 'One question' : `${leftOut.length} questions`} did not fit in this answer: ask ${quoted} on ${leftOut.length === 1 ? 'its' : 'their'} own.`;
  return { ...reply, markdown: `${reply.markdown}\n\n${line}` };
}
