// Concepts named by what they do rather than by their name: "before the token goes to the pool"
// is the bonding curve, "the promotion to pool" is ascension, "the wiggle room setting when you
// buy" is slippage tolerance. Left as typed, "pool" pulled such questions to the AMM's sections
// and "wiggle room" read as a topic no guide covers. Each rule rewrites the phrase to the guides'
// word; the rest of the question stays.
const VAGUE_NAMES: [RegExp, string][] = [
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
  [/\b(?:at|in|on) the (?:exact |very )?(?:moment|time|instant|point) (?:of|when)\b/gi, ' at '],
  // Room a trade is given so it does not fail: slippage tolerance.
  [/\b(?:wiggle[- ]?room|leeway|price buffer)\b/gi, ' slippage tolerance '],
  // "Price multiplied by what": the factor of a product.
  [/\bmultipl(?:y|ied|ies)\s+(?:by|with|times)\b|\btimes what\b/gi, ' times supply '],
];

/** The question with vague names for the guides' concepts replaced by the guides' words. */
export function withNamedConcepts(text: string): string {
  return VAGUE_NAMES.reduce((t, [re, word]) => t.replace(re, word), text);
}
