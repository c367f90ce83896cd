import type { Reply } from '../reply.js';
import { composeAnswer } from './compose-answer.js';
import { type KnowledgeCoverage, knowledgeCoverage } from './coverage.js';
import type { KnowledgeBase } from './knowledge-base.js';

// "AMM vs bonding curve", "difference between sats and msat": two topics, each answered by its
// own section. Retrieval on the whole question returns the one section that mentions both words
// most and answers only one side; each side asked on its own answers both.
// "diffrence", "diff": typed as visitors type.
const BETWEEN = /\bdiff\w* between (?:an? |the )?(.+?) and (?:an? |the )?(.+?)(?:[?.!,;]|$)/i;
// A dot inside a name ("pump.fun") does not end a side.
// A dash ("ckbtc fee vs btc fee — which is cheaper?") ends the second side as a comma does.
const VERSUS =
  /(?:^|[,;:!?—–]\s*|\.\s+)((?:[^,.;:!?—–]|\.(?=\S))+?)\s+(?:vs\.?|versus|compared (?:to|with))\s+(?:an? |the )?((?:[^,.;:!?—–]|\.(?=\S))+)/i;
// Words around the two names that are not part of them: "amm vs bonding curve, whats the difference",
// "volatility vs liquidity score what is the diff" (as the engine spells it out).
const FILLER =
  /^(?:so |ok |and |what(?:'s|s| is)? |is |the |an? )+|\s*\b(?:what(?:'s|s| is) the diff\w*|(?:the )?diff(?:erence)?)\s*$/gi;
const MAX_SIDE_WORDS = 4;
const EACH_SIDE_WORDS = 3;

// "Two numbers on the dashboard: volatility and liquidity score. What does each one measure?": the
// pair named before a question asked of each of them.
const OF_EACH =
  /(?:^|[:.!?]\s*)([^:.!?]+?)\s+and\s+([^:.!?]+?)[.!?:]*\s+(?:what (?:does|do) (?:each|both|those|these|the)(?: one| of (?:them|those|these))?(?: two| 2)? (?:mean|measure|stand for|show|tell me)|how (?:is|are|do you|does odai) (?:each|both)(?: one| of (?:them|those|these))?(?: two)? (?:worked out|calculated|computed|measured|figured out|work out|calculate|compute))\b/i;
// Quotes and the figures read off a screen ("Liquidity Score 3.1/10") are not part of a name.
const SHOWN_FIGURE = /["“”']|\s+-?\d[\d.,]*\s*(?:%|\/\s*10)?/g;

// "ticker vs name, whats the length limit on each", "JWT vs SIWB: how long does each one last?",
// "deposit ckbtc or send btc, which is faster": the question asked of both sides after the pair.
// Each side is asked it ("whats the length limit on ticker"); "what is X" only when nothing more
// than the difference is asked.
// "odin vs pump.fun — basically the same thing but on bitcoin?" and "starting price vs the price at
// ascension: how much does it go up?" ask how the two relate: each is explained.
const ONLY_THE_DIFFERENCE =
  /^(?:so |ok |and |but )?(?:what(?:'s|s| is| are)? (?:the )?(?:diff\w*|difference)|(?:the |any |a )?diff\w*|how (?:are they|do they) (?:differ|compare)|which (?:one )?(?:is|'s) (?:better|best|which)|(?:is there )?(?:a |any )?difference|explain|eli5)\b[\s?!.]*$|\b(?:same|similar|different|differ\w*|alike|related|relate|connected|go(?:es)? (?:up|down)|rises?|increases?|grows?|multipl\w*)\b/i;
const EACH =
  /\b(?:each(?: one)?(?: of (?:them|those|these|the two))?|both(?: of (?:them|those|these))?|either|them|which(?: one)?)\b/i;

// "which is faster" asked of each side is "how fast is X".
const WHICH_MORE =
  /^which(?: one)?(?: is|'s)? (faster|quicker|slower|cheaper|more expensive|safer|riskier|more risky|easier|harder)\b(.*)$/i;
const BASE: Record<string, string> = {
  faster: 'fast',
  quicker: 'fast',
  slower: 'fast',
  cheaper: 'cheap',
  'more expensive': 'cheap',
  safer: 'safe',
  riskier: 'risky',
  'more risky': 'risky',
  easier: 'easy',
  harder: 'easy',
};

function askedOf(side: string, predicate: string): string {
  if (!predicate || ONLY_THE_DIFFERENCE.test(predicate)) return `what is ${side}`;
  const more = WHICH_MORE.exec(predicate);
  const base = BASE[(more?.[1] ?? '').toLowerCase()];
  // "Cheap" alone reads as a token's low price: a cost asked of each side is what it costs.
  if (base === 'cheap') return `what does ${side} cost${more?.[2] ?? ''}`;
  if (base) return `how ${base} is ${side}${more?.[2] ?? ''}`;
  return EACH.test(predicate) ? predicate.replace(EACH, side) : `${side}: ${predicate}`;
}

/** What the visitor asks of the two things after naming them ("…, whats the limit on each"). */
function predicateAfter(question: string, end: number): string {
  return question
    .slice(end)
    .replace(/^[\s,.;:!?—–-]+/, '')
    .replace(/[\s?!.]+$/, '')
    .trim();
}

/** The two things compared and what is asked of both after naming them ("" when nothing is). */
function comparison(question: string): { sides: [string, string]; predicate: string } | null {
  const each = OF_EACH.exec(question.replace(SHOWN_FIGURE, ' '));
  if (each) {
    // The name ends the clause: "two numbers on the dashboard: volatility", "says ODAI liquidity score".
    const [a = '', b = ''] = [each[1], each[2]].map((s) =>
      (s ?? '')
        .replace(/[^\w\s.-]/g, ' ')
        .trim()
        .split(/\s+/)
        .slice(-EACH_SIDE_WORDS)
        .join(' ')
        .replace(/^(?:the|a|an|and)\s+/i, ''),
    );
    if (a && b) return { sides: [a, b], predicate: '' };
  }
  const between = BETWEEN.exec(question);
  const m = between ?? VERSUS.exec(question);
  if (!m) return null;
  const sides = [m[1], m[2]].map((s) => (s ?? '').replace(FILLER, '').replace(/\.+$/, '').trim());
  const [a = '', b = ''] = sides;
  // "price impact of 3% vs 12%": two values of one thing, not two topics.
  const short = sides.every((s) => s && s.split(/\s+/).length <= MAX_SIDE_WORDS && /[a-z]{2,}/i.test(s));
  if (!short) return null;
  return { sides: [a, b], predicate: between ? '' : predicateAfter(question, m.index + m[0].length) };
}

/** Each side's question: the question after the pair asked of it, or "what is X". */
export function comparedQuestions(question: string): [string, string] | null {
  const c = comparison(question);
  return c ? [askedOf(c.sides[0], c.predicate), askedOf(c.sides[1], c.predicate)] : null;
}

/** The two things compared, or null when the question compares nothing. */
export function comparedSides(question: string): [string, string] | null {
  return comparison(question)?.sides ?? null;
}

// Sides that name a ranking or tokens in general ("top gainers vs top losers", "new coins vs old
// coins") can still be asked of the market.
const MARKET_SIDE =
  /\b(?:tokens?|coins?|memecoins?|gainers?|losers?|movers?|top|most|least|highest|lowest|biggest|smallest)\b/i;

/** "ckbtc fee vs btc withdrawal fee, which is cheaper?": two things compared, neither the market. */
export function comparesTwoThings(question: string): boolean {
  const sides = comparedSides(question);
  return sides !== null && !sides.some((side) => MARKET_SIDE.test(side));
}

/** The opening paragraph of each side's answer under its name, when two different sections answer. */
export function compareTopics(kb: KnowledgeBase, question: string): Reply | null {
  const c = comparison(question);
  if (!c) return null;
  const answers = c.sides.map((side) => {
    const asked = askedOf(side, c.predicate);
    const coverage = knowledgeCoverage(kb, asked);
    return coverage.hit && coverage.covered ? { side, coverage, asked } : null;
  });
  const [a, b] = answers;
  if (!a || !b || a.coverage.hit?.section.ref === b.coverage.hit?.section.ref) return null;
  const parts = [a, b].map(({ side, coverage, asked }) => {
    const { reply, lead } = sideLead(kb, coverage, asked);
    // "amm" reads as the acronym it is; "bonding curve" as a phrase.
    // A short acronym in capitals (AMM, BTC, ICP), a short word as a word ("Rug").
    const acronym =
      side.length <= 4 && (!/[aeiou]/i.test(side) || /^(?:amm|icp|api|ico|otc|eth)$/i.test(side));
    const name = acronym ? side.toUpperCase() : side.replace(/^\w/, (c) => c.toUpperCase());
    return { text: `**${name}:** ${lead}`, reply };
  });
  return sidesReply(parts);
}

// "What are the length limits on the name and the ticker?": one question asked of two things, each
// with a section of its own; retrieval on the whole answers only one. Each side is asked alone.
const PAIR =
  /^(.*?\b(?:on|of|for|about|in|with))\s+(?:the |a |an |my |its |your )?([a-z]+(?: [a-z]+)?)\s+(?:and|&|\+|n)\s+(?:the |a |an |my |its |your |for the |on the |of the )?([a-z]+(?: [a-z]+)?)\s*[?.!]*\s*$/i;

/** Each of two things asked the same question of, from its own section, or null. */
export function pairedTopics(kb: KnowledgeBase, question: string): Reply | null {
  const m = PAIR.exec(question.trim());
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const head = m[1];
  const sides = [m[2], m[3]].map((side) => {
    const asked = `${head} the ${side}?`;
    const coverage = knowledgeCoverage(kb, asked);
    return coverage.hit && coverage.covered ? { side, coverage, asked } : null;
  });
  const [a, b] = sides;
  if (!a || !b || a.coverage.hit?.section.ref === b.coverage.hit?.section.ref) return null;
  const parts = [a, b].map(({ side, coverage, asked }) => {
    const { reply, lead } = sideLead(kb, coverage, asked);
    return { text: `**The ${side}:** ${lead}`, reply };
  });
  return sidesReply(parts);
}

/** One side's answer, and its opening paragraph. */
function sideLead(kb: KnowledgeBase, coverage: KnowledgeCoverage, asked: string) {
  const reply = composeAnswer(kb, coverage.hit ?? (null as never), coverage.asked, asked);
  return { reply, lead: reply.markdown.split('\n\n')[0] ?? '' };
}

/** Each side's lead under its name, then one line of both sides' links; both sides cited. */
function sidesReply(parts: { text: string; reply: Reply }[]): Reply {
  const links = parts.flatMap((p) =>
    p.reply.markdown
      .split('\n\n')
      .filter((l) => l.startsWith('More: '))
      .map((l) => l.slice('More: '.length)),
  );
  return {
    markdown: [...parts.map((p) => p.text), `More: ${links.join(' · ')}`].join('\n\n'),
    sources: parts.flatMap((p) => p.reply.sources),
  };
}
