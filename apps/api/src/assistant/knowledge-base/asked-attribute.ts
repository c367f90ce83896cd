// "What does a token cost at the start … and what's it at by the time it graduates?": the later
// question names no attribute of its own and asks the earlier one's (the price) of another
// moment. Used between the parts of one message and between a question and its follow-up.

/** A name in capitals or a $ticker is a subject of its own ("is ODAI liquid"). */
export const NAMES_A_TOKEN = /\$[A-Za-z]|\b[A-Z][A-Z0-9]{2,}\b/;

const ATTRIBUTES: [RegExp, string][] = [
  // "What does it cost to trade": the fee, not the token's price.
  [
    /\b(?:fees?|charges?|commission|cut)\b|\bcosts? (?:to|of|per|for) (?:a )?(?:trade|trading|buy|buying|sell|selling|swap|swapping)\b/i,
    'fee',
  ],
  [/\b(?:price|prices|priced|cost|costs|worth|pay per token)\b/i, 'price'],
  [/\b(?:minimum|min|smallest|least)\b/i, 'minimum'],
  [/\b(?:maximum|max|biggest|most|limit)\b/i, 'maximum'],
  [/\bhow long\b|\bhow fast\b|\bhow quick(?:ly)?\b/i, 'how long'],
];

function attributeOf(text: string): string | null {
  return ATTRIBUTES.find(([re]) => re.test(text))?.[1] ?? null;
}

// A part that asks for a value or a difference, not a question of its own ("is there a person
// setting it?").
const LEANS_BACK = /\b(?:it|its|it's|that|this|them|they|those)\b/i;
const ASKS_VALUE =
  /^\s*(?:(?:ok|okay|so|but|hmm|alright|cool|right|got it|nice)[,\s]+)*(?:and (?:once|after|when|in|on|for|before|during|if)\b|(?:(?:and|so|but|ok)[,\s]+)?(?:(?:like )?what(?:'s| is| are|s)?|how about|what about|(?:does|do|did|will) (?:that|it|this|they) (?:change|stay|go|drop|differ)|(?:is|are) (?:that|it|this|they) (?:the same|different|higher|lower|still)))\b/i;

// Not "and in sats?", a unit: "in" and "on" only before "the" ("on the amm").
// "What does that mean?" asks what the thing just named means, never a value of it: after "the most
// volatile tokens" it is not "the maximum".
const ASKS_MEANING = /\bmean(?:s|ing|t)?\b/i;

const BARE_PHRASE = /^\s*(?:and\s+)?(?:(?:after|once|before|during)\s|(?:in|on) the\s)[a-z\s-]+[?.!\s]*$/i;

/**
 * The part asked with the earlier part's attribute when it names none of its own ("and what's it
 * at once it graduates" after a price, "does that change in the pool" after a fee), or null.
 */
export function withAskedAttribute(part: string, earlier: string[]): string | null {
  if (attributeOf(part) || NAMES_A_TOKEN.test(part) || ASKS_MEANING.test(part)) return null;
  // "what fee on the curve? and after ascension on the amm?": a bare phrase of when or where.
  const bare = BARE_PHRASE.test(part) && part.trim().split(/\s+/).length <= 6;
  if (!bare && (!LEANS_BACK.test(part) || !ASKS_VALUE.test(part))) return null;
  const attribute = [...earlier].reverse().map(attributeOf).find(Boolean);
  return attribute ? `${part.replace(/[?.!\s]+$/, '')} (${attribute})?` : null;
}
