// Concepts named by what they do rather than by their name: "before the token goes to the pool"
// is the bonding curve, "the promotion to pool" is ascension, "the wiggle room setting when you
// buy" is slippage tolerance. Left as typed, "pool" pulled such questions to the AMM's sections
// and "wiggle room" read as a topic no guide covers. Each rule rewrites the phrase to the guides'
// word; the rest of the question stays.
import { PLAIN_DESCRIPTIONS } from './plain-descriptions.js';

const VAGUE_NAMES: [RegExp, string][] = [
  // A share named as a thing before the pool is the ascension threshold, whatever figure the
  // visitor remembers: "the 90% thing before it goes to the pool" asks for the 80%.
  [
    /\b(?:the\s+)?\d+(?:\.\d+)?\s?(?:%|percent|per cent)\s+(?:thing|rule|mark|part|bit|threshold|point|line|target)\s+before\s+(?:(?:the|a|it|its|my|token|coin|tokens|coins)\s+)*(?:(?:go|goes|going|gets?|getting|moves?|moving|hits?|reaches|enters?|to|into|onto)\s+)*(?:the\s+)?(?:pool|amm|dex)\b/gi,
    ' share of supply sold for ascension ',
  ],
  // The phase before ascension: "before (the token) goes to the pool", "before the pool / amm".
  [
    /\bbefore (?:(?:the|a|it|its|my|token|coin|tokens|coins)\s+)*(?:(?:go|goes|going|gets?|getting|moves?|moving|hits?|reaches|enters?|is in|in|to|into|onto)\s+)*(?:the\s+)?(?:pool|amm|dex)\b/gi,
    ' on the bonding curve ',
  ],
  // The move itself: "the promotion to pool", "when it gets moved into the pool".
  [
    /\b(?:promot(?:ion|ed|es|e)|mov(?:e|es|ed|ing)|graduat(?:ion|es|ed|e)|get(?:s)? moved|upgrad(?:e|ed|es))\s+(?:in)?to\s+(?:the\s+|its\s+|a\s+)?(?:pool|amm|dex)\b/gi,
    ' ascension ',
  ],
  // "At the moment of ascension" is "at ascension": the moment is no thing of its own.
  // "Graduate off the curve", "come off the bonding curve": leaving the curve is ascension.
  [
    /\b(?:graduat\w*|comes? off|coming off|gets? off|moves? off|falls? off|drops? off|finish\w*)\s+(?:off\s+|of\s+|from\s+)?(?:the\s+|its\s+)?(?:bonding\s+)?curve\b/gi,
    ' ascension ',
  ],
  // "At graduation", "on graduating": the moment of ascension.
  [/\b(?:at|on|upon) (?:graduation|graduating|migration|migrating)\b/gi, ' at ascension '],
  [/\b(?:at|in|on) the (?:exact |very )?(?:moment|time|instant|point) (?:of|when)\b/gi, ' at '],
  // Room a trade is given so it does not fail: slippage tolerance.
  [/\b(?:wiggle[- ]?room|leeway|price buffer)\b/gi, ' slippage tolerance '],
  // "Price multiplied by what": the factor of a product.
  [/\bmultipl(?:y|ied|ies)\s+(?:by|with|times)\b|\btimes what\b/gi, ' times supply '],
];

function rewritten(text: string, rules: [RegExp, string][]): string {
  let named = text;
  for (const [re, word] of rules) {
    const next = named.replace(re, word);
    // Spaces a rewrite leaves doubled are made single, so later rules read "the  pool" as "the pool".
    if (next !== named) named = next.replace(/ {2,}/g, ' ');
  }
  return named;
}

/**
 * The question with vague names for the guides' concepts replaced by the guides' words. Every
 * text retrieval reads goes through it, the guides' own included.
 */
export function withNamedConcepts(text: string): string {
  return rewritten(text, VAGUE_NAMES);
}

// Longer descriptions in plain words (plain-descriptions.ts) are read in the visitor's question
// only, and first ("the pot" is a pool before "before the pool" is read): the guides list such
// descriptions among their questions on purpose ("what is the bitcoin copy they use inside the
// website?"), and rewritten there they would make a listed question shorter and closer to
// questions it does not answer ("a referral leaderboard with prizes" beside "if i bring my
// friends"). One reply reads its question many times, so the rewrites are remembered, up to a
// bound a session never reaches.
const DESCRIBED_AND_NAMED = [...PLAIN_DESCRIPTIONS, ...VAGUE_NAMES];
const REMEMBERED = new Map<string, string>();
const REMEMBER_AT_MOST = 2000;

/** The visitor's question with concepts described in plain words, or named vaguely, named. */
export function withDescribedConcepts(text: string): string {
  const known = REMEMBERED.get(text);
  if (known !== undefined) return known;
  const named = rewritten(text, DESCRIBED_AND_NAMED);
  if (REMEMBERED.size >= REMEMBER_AT_MOST) REMEMBERED.clear();
  REMEMBERED.set(text, named);
  return named;
}
