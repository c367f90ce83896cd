/**
 * Word orders and words that visitors writing English as a second language bring from their own
 * language, read as a native speaker would type them: "what means etched" is "what is the meaning
 * of etched", "it is possible to add liquidity?" asks "is it possible", "how much cost one token"
 * is "how much does one token cost", "retire my bitcoins" (retirar, retirer) is withdrawing them,
 * and a token called "him" or "he" is "it". Left as typed, the guards and capabilities, written for
 * native word order, miss the question ("who is created you" read as launching a token; set DD of
 * 2026-11-28, decision 072).
 */

// People the visitor may mean by "he" or "him"; with one of them in the message, "he" is a person.
const PERSON =
  /\b(?:dev|devs|developer|creator|founder|team|admin|mod|moderator|support|friend|brother|sister|cousin|guy|man|woman|person|someone|somebody|he said|she said|told me|wrote me|dm)\b/i;

const REWRITES: [RegExp, string][] = [
  [/\bwhat (?:means|mean|does mean|is mean)\b/gi, 'what is the meaning of'],
  // At the start of a question only: "it is possible to put my bitcoins in the pool?".
  [/(^|[.?!]\s+|,\s*)it(?:'s| is) possible\b(?=[^.?!]*\?)/gi, '$1is it possible'],
  [
    /\bhow much costs? ((?:(?:one|a|1|the|each|my|this|that)\s+)?[a-z$][\w-]*(?:\s+[a-z][\w-]*)?)(?=\s*(?:[?.!,]|$|\s(?:when|if|at|on|in|for|after|before)\b))/gi,
    'how much does $1 cost',
  ],
  [/\bwho (?:is|was|has) (created|made|built|developed|programmed|trained|behind)\b/gi, 'who $1'],
  [/\bwhat (?:you|u) (?:are able to|can|could) do\b/gi, 'what can you do'],
  [/^(\s*)(?:you|u) are (?=(?:an? )?(?:human|person|real|bot|robot|ai|machine|program)\b)/i, '$1are you '],
  [/\bwhy (this|that|it) (?:happen|happens|happened|is happening)\b/gi, 'why does $1 happen'],
  // "where you take the token prices from?": where ODAI gets them.
  [/\bwhere (?:you|u) (?:take|get|find|have)\b/gi, 'where do you get'],
  // "is from odin itself?", "is safe?": the "it" a learner's language leaves out, before a question mark.
  [/(^|[.?!]\s+|,\s*)is (from|made by|run by|official|safe|free|real|legit)\b(?=[^.?!]*\?)/gi, '$1is it $2'],
  // "retire the bitcoin to my address", "the minimum for retire ckBTC": not "retirement".
  [
    /\bretir(?:e|es|ed|ing)\b(?![\w-])(?=[^.?!]{0,40}\b(?:btc|bitcoins?|ckbtc|sats?|money|funds?|balance|coins?|tokens?|wallet|address)\b)/gi,
    'withdraw',
  ],
];

// "ok and the market cap of him?", "the first of the list, he has good liquidity?".
const HIM_AT_END = /\b(of|for|about|from) (?:him|her)(\s*[?.!]*\s*)$/i;
const HE_HAS = /(^|,\s*|\band\s+)(?:he|she) (has|have|is|got|was)\b/gi;

/** The question in a native speaker's word order, where a learner's order would mislead. */
export function inNativeOrder(question: string): string {
  let text = REWRITES.reduce((t, [from, to]) => t.replace(from, to), question);
  if (!PERSON.test(text)) text = text.replace(HIM_AT_END, '$1 it$2').replace(HE_HAS, '$1it $2');
  return text;
}
