import { processTerm } from './search-index.js';

// The thing a question asks for: "how many employees", "what is the minimum withdrawal", "which
// airdrop". Coverage declines when that word is one the guides never use; the composer leads with
// the passage that names it.
// "Is there a phone number", "does odin have an app": what is asked to exist ("is there an email
// login" asks for a way to log in, which the sign-in guide answers).
const ASKED_FOR =
  /\b(?:how (?:many|much) |what(?:'s|s| is| are| was)? (?:the |a |an )?|which |(?:is|are) there (?:a |an |any |some )?|(?:does|do) (?:odin|they|you|the site|the platform) (?:have|offer|provide) (?:a |an |any |some )?)([a-z0-9]+)(?! (?:login|log ?in|sign[- ]?in|sign[- ]?up|account|option)s?\b)/gi;

// "Where can I get good pizza": the thing to be found, past any adjective.
const WHERE_TO_GET =
  /\bwhere (?:can|could|do|should|would) (?:i|we|you|one) (?:get|find|buy|eat|order|grab)\s+(?:(?:a|an|some|the|good|best|decent|cheap|nice|great)\s+)*([a-z0-9]+)/gi;
// "What fees does magic eden charge", "is metamask safe", "does uniswap support runes": the one the
// question is about, right after the verb that opens it.
const SUBJECT =
  /(?:^|[,;.!?]\s*|\b(?:what|which|why|where|when|who)\s+(?:[a-z]+\s+){0,2}?|\bhow (?:much|many|long|often)\s+(?:[a-z]+\s+){0,2}?)(?:does|do|did|is|are|was|can|will|would|has|have)\s+([a-z0-9]+)/gi;

// "Who is the cto of toniq labs": the role asked about.
const WHO_IS_THE = /\bwho(?:'s|s| is| are| was| were)? (?:the|a|an|their|its|odin's|odins) ([a-z0-9]+)/gi;
const POSSESSIVE = /\b([a-z0-9]+)(?:'s|s'|’s) ([a-z0-9]+)/gi;
// "The email of the ceo", "the name of the founder".
const THE_X_OF = /\bthe ([a-z0-9]+) of\b/gi;
const OWNED = /\b([a-z0-9]+)(?:'s|s'|’s) ([a-z0-9]+)(?: ([a-z0-9]+))?/gi;
// "What's missing", "it's": contractions, not owners.
const CONTRACTION = /^(?:what|it|that|there|here|who|where|how|let|he|she|when|why)$/;
// "The point of", "the end of", "ckbtc's value": a part or a measure of something, not a thing owned.
// "ODAI's tile says…", "BOBAI's badge": where on our page a figure was read, not a thing owned.
const RELATION =
  /^(?:point|end|rest|top|bottom|start|beginning|middle|side|part|kind|sort|type|whole|same|number|amount|meaning|purpose|size|price|value|cost|name|most|best|worst|first|last|goal|idea|tile|tiles|card|badge|box|banner|button|column|row|label|tab|chart|graph|screen)$/;
const QUOTED_LABEL = /(^|[\s(])'([^'\n]{1,40})'(?=[\s?.!,)]|$)/g;
// "Was anybody arrested", "has anyone been charged": what happened to someone is what is asked.
const PASSIVE =
  /\b(?:be|been|being|get|gets|got) ([a-z]+ed)\b|\b(?:was|were) (?:anybody|anyone|somebody|someone|nobody|any of them|they|he|she) ([a-z]+ed)\b/gi;

// "What's the longest a name can be": a superlative says which end of a range is asked, not what
// (the limit checks in asked-limit.ts and the section's own words decide that).
const SUPERLATIVE = /^(?:[a-z]{3,}est|most|least)$/;

/** The words right after "how many", "what is the" or "which", lower case, as typed. */
export function askedForWords(question: string): string[] {
  // "what is odin's twitter" asks for the twitter, not for odin.
  // ("what's", "it's" and "there's" are contractions, not possessives.)
  const text = question
    .toLowerCase()
    .replace(/\b(?!(?:what|who|how|where|when|that|it|there|here|let|he|she)['’]s\b)[a-z0-9.]+['’]s\s+/g, '');
  return [...text.matchAll(ASKED_FOR)].map((m) => m[1] ?? '').filter((w) => w && !SUPERLATIVE.test(w));
}

/**
 * What the question is about besides what it asks for: the thing to be found ("where can i get
 * pizza") and the subject of its opening verb ("is metamask safe"), lower case, as typed. A word no
 * guide uses there makes the question one about something else.
 */
export function subjectWords(question: string): string[] {
  const text = question.toLowerCase();
  return [
    ...[...text.matchAll(WHERE_TO_GET)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(WHO_IS_THE)].map((m) => m[1] ?? ''),
    // "The odin ceo's email", "the discord mod's name": whose, and what of theirs.
    ...[...text.matchAll(POSSESSIVE)].flatMap((m) => [m[1] ?? '', m[2] ?? '']),
    ...[...text.matchAll(THE_X_OF)].map((m) => m[1] ?? ''),
    // "Can odin tokens be bridged to ethereum": what is to be done to them.
    ...[...text.matchAll(PASSIVE)].map((m) => m[1] ?? m[2] ?? ''),
    ...openingSubjects(question),
  ].filter(Boolean);
}

/**
 * What belongs to someone in the question: "toniq labs' address" → "address", "the email of the
 * ceo" → "email". A section about the owner that never mentions it answers something else.
 */
export function possessedWords(question: string): string[][] {
  // "The '24h transactions' box": a label in single quotes, whose closing quote is no possessive.
  const text = question.toLowerCase().replace(QUOTED_LABEL, '$1"$2"');
  return [
    // Up to two words: "odai's price data" is the data.
    ...[...text.matchAll(OWNED)]
      .filter((m) => !CONTRACTION.test(m[1] ?? '') && !RELATION.test(m[2] ?? ''))
      .map((m) => [m[2] ?? '', m[3] ?? '']),
    ...[...text.matchAll(THE_X_OF)].filter((m) => !RELATION.test(m[1] ?? '')).map((m) => [m[1] ?? '']),
  ].map((words) => words.filter(Boolean));
}

/** The subject of the verb that opens the question ("is metamask safe" → "metamask"), as typed. */
export function openingSubjects(question: string): string[] {
  // "How much of that is eaten by fees": after "is", a participle says what happens, not to whom.
  const participle = /(?:ed|en|ing)$/;
  return [...question.toLowerCase().matchAll(SUBJECT)]
    .map((m) => m[1] ?? '')
    .filter((w) => w && !participle.test(w));
}

/** The same words as retrieval terms (stemmed, stop words dropped). */
export function askedForTerms(question: string): string[] {
  return askedForWords(question).flatMap((w) => processTerm(w) ?? []);
}
