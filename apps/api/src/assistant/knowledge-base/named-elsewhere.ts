import { isPlatformWord } from './platform-terms.js';
import { processTerm } from './search-index.js';
import { stem } from './stem.js';

// Other exchanges, chains and apps visitors name in lower case ("fee on binance"): when the
// guides never use the word, the question is about that venue, not about Odin, whatever else it says.
// Wallets (metamask, phantom) are left out: "do i need metamask" is a sign-in question.
const VENUE_NAMES =
  `binance coinbase kraken okx bybit kucoin bitget gate mexc htx huobi bitfinex gemini robinhood
  uniswap raydium pumpswap meteora jupiter pancakeswap sushiswap opensea blur tensor solana ethereum eth sol base arbitrum polygon avalanche tron ton bnb
  dogecoin doge xrp cardano eden unisat lightning`.split(/\s+/);
const OTHER_VENUES = new Set(VENUE_NAMES.map(stem));

// An unknown word as the venue ("fees on binance", "listed at kraken") is another platform.
const VENUE = /\b(?:on|at|via|from)\s+([a-z0-9]+)/gi;

// Money moved between Odin and another place ("send btc from coinbase to my odin address", "withdraw
// from odin to my binance account") is a deposit or withdrawal question: the other place is a detail.
const TRANSFER_WITH_ODIN =
  /\b(?:from|off|out of)\s+[a-z0-9]+\b[^.?!]{0,40}\b(?:to|into|onto)\s+(?:odin|my (?:odin )?(?:account|ad+res+|deposit ad+res+|balance))\b|\bfrom (?:odin|my odin (?:account|balance))\b[^.?!]{0,40}\bto\b/i;
// The same with the other place as the destination or source account: "withdraw straight to my
// coinbase account", "can i deposit from my kraken wallet".
const TRANSFER_ACCOUNT =
  /\b(?:withdraw\w*|send\w*|sent|mov(?:e|es|ed|ing)|transfer\w*|deposit\w*)\b[^.?!]{0,30}\b(?:to|into|from)\s+(?:my\s+)?[a-z0-9]+\s+(?:account|wallet|address)\b/i;

export function transferWithOdin(question: string): boolean {
  return TRANSFER_WITH_ODIN.test(question) || TRANSFER_ACCOUNT.test(question);
}

// "Same as uniswap", "unlike binance", "compared to raydium": another venue named to compare with
// Odin is context, not the subject. Up to two words after the marker ("magic eden", "uniswap v2"),
// past a determiner or preposition ("like on ethereum", "like some solana launchpads").
const COMPARED =
  /\b(?:like|than|(?:the )?same (?:\w+ )?as|similar to|basically(?: just)?|vs\.?|versus|compared? (?:to|with)|comparison (?:to|with)|unlike|instead of|rather than|(?:clone|copy|fork) of|different (?:from|than|to)|coming from|as (?:on|in|at)|(?:thing|stuff|model|formula|design|setup|system|mechanism) (?:from|of|used by))\s+(?:(?:the|a|an|some|other|most|on|in|at|with|those|these)\s+)*([a-z0-9.]+)(?:\s+([a-z0-9.]+))?/gi;
// "A uniswap v2 clone", "pump.fun style": the marker after the name.
const COMPARED_BEFORE =
  /\b([a-z0-9.]+)(?:\s+([a-z0-9.]+))?[\s-]+(?:clone|fork|knockoff|copy|style|copycat)\b/gi;
// "Does the platform hold it, as a bank would?": how another kind of place does it, beside the question.
const AS_ONE_WOULD = /\bas (?:a|an|the|your|my) ([a-z]+) (?:would|does|do|did|might)\b/gi;
// "Does it migrate to raydium", "graduates to pumpswap": where a token goes on pump.fun when its
// curve completes, asked of Odin. The venue is the comparison; the question is where it goes here
// (Odin's own pool). A transfer of the visitor's own funds ("move my tokens to raydium") is not this.
const MIGRATES_TO =
  /\b(?:migrat|graduat|bond|ascend)\w*\s+(?:\w+\s+)?(?:to|on|onto|into|over to)\s+(?:the\s+|a\s+)?([a-z0-9.]+)|\b(?:go|goes|going|move|moves|moving|end up|ends up)\s+(?:to|on|onto|into|over to)\s+(?:the\s+|a\s+)?([a-z0-9.]+)(?=[^.?!]*\b(?:bond|graduat|migrat|ascen|curve)\w*)|\b(?:bond|graduat|migrat|ascen)\w*\b[^.?!]*\b(?:go|goes|going|move|moves|moving|end up|ends up)\s+(?:to|on|onto|into|over to)\s+(?:the\s+|a\s+)?([a-z0-9.]+)/gi;
// "On binance that never happens", "that doesn't happen on coinbase": how it goes elsewhere, told
// beside a story about Odin. "Binance says completed": the other app's status for a transfer, a
// scene in the story ("binance says withdrawals are paused, what are their fees" stays Binance's).
const CONTRASTED =
  /\b(?:on|at|with|in)\s+([a-z0-9.]+),?\s+(?:(?:that|this|it)\s+)?(?:never|rarely|doesn'?t|does not|wouldn'?t|would not|won'?t|didn'?t)\s+(?:\w+\s+)?happen|\b(?:that|this|it)\s+(?:never|rarely|doesn'?t|does not|wouldn'?t|would not|won'?t|didn'?t)\s+(?:\w+\s+)?happens?\s+(?:on|at|with|in)\s+([a-z0-9.]+)|\b([a-z0-9.]+)\s+(?:says|said|shows|showed)\s+(?:(?:it|its|it's|it is|the \w+ (?:is|was))\s+)?(?:completed?|done|sent|successful|success|confirmed|finished|processed)\b/gi;
// A clause that neither asks nor names Odin ("coinbase made me do kyc, does odin need my id?"):
// where the visitor comes from, told before the question.
const ASKS =
  /^\s*(?:(?:so|ok|okay|and|but|hey|yo|wait|wtf|wth|bro|hmm|um|also|then|just)\s+)*(?:(?:on|at|for|with|in)\s+(?:odin(?:\.fun)?|here)\s+)?(?:what|which|how|why|where|when|who|whats|is|are|do|does|did|can|could|will|would|should|has|have)\b|\?\s*$/i;
const NAMES_ODIN = /\bodin\b/i;
const GUESSED_NEEDS =
  /\b(?:need|needs|use|hold|pay (?:with|in)|buy|have)\s+(?:any |some |an? )?([a-z0-9.]+)\s+(?:or|and|\/)\s+(?:any |some |an? )?([a-z0-9.]+)\s+(?:for|as|to)\b/gi;
// "how many confs till my btc deposit shows up, sol is instant smh": a question that names no other
// venue and points at nothing before it asks about Odin; the venue told beside it is the aside.
// "binance says withdrawals are paused, what are their fees" points back ("their"): Binance's.
const POINTS_AT_ANOTHER = /\b(?:their|theirs|they|them|there|its|it|that one|those)\b/i;
const asksOnItsOwn = (clause: string) => !POINTS_AT_ANOTHER.test(clause) && venuesIn(clause).length === 0;

/** The words of a text that name another venue ("sol", "raydium"), as typed, in lower case. */
function venuesIn(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9.]+/)
    .filter((w) => OTHER_VENUES.has(stem(w)));
}

/**
 * Words of a question that only compare with or set the scene beside Odin: after a comparison
 * marker, or in a clause that does not ask when another clause asks about Odin. Stemmed.
 */
export function comparedAside(question: string): Set<string> {
  const words: string[] = [];
  for (const m of question.toLowerCase().matchAll(COMPARED_BEFORE)) words.push(m[1] ?? '', m[2] ?? '');
  for (const m of question.toLowerCase().matchAll(AS_ONE_WOULD)) words.push(m[1] ?? '');
  for (const m of question.toLowerCase().matchAll(CONTRASTED)) {
    const named = m[1] ?? m[2] ?? m[3] ?? '';
    // Only another venue: "the site says", "it shows" are Odin's own screen.
    if (OTHER_VENUES.has(stem(named))) words.push(named);
  }
  const compared: string[] = [];
  const lower = question.toLowerCase();
  for (const m of lower.matchAll(COMPARED)) {
    compared.push(m[1] ?? '');
    // "like photon/bullx give u": names joined by a slash are compared together.
    const joined = lower.slice((m.index ?? 0) + m[0].length).match(/^(?:\/[a-z0-9.]+)+/)?.[0];
    if (joined) compared.push(...joined.split('/'));
    // The venues in the rest of the likening: "like pump coins dumping on raydium".
    const rest = lower.slice((m.index ?? 0) + m[0].length).split(/[,;?!]|\.(?!\S)/)[0] ?? '';
    compared.push(...venuesIn(rest));
    // The second word only when it extends a name ("uniswap v2", "magic eden"), not a new phrase.
    if (m[2] && !/^(?:or|and|but|so|is|are|does|do|on|in|to|for|with|what|how|the)$/.test(m[2]))
      compared.push(m[2]);
  }
  words.push(...compared);
  // Unless pump.fun itself is the scene ("on pump.fun what mcap … before it migrates to raydium").
  const pumpfunScene = /\bpump\s?\.?\s?fun\b/i.test(question) && !compared.some((w) => /^pump/.test(w));
  for (const m of question.toLowerCase().matchAll(MIGRATES_TO)) {
    const named = m[1] ?? m[2] ?? m[3] ?? '';
    if (!pumpfunScene && OTHER_VENUES.has(stem(named))) words.push(named);
  }
  const clauses = question.split(/(?<=[,;:.!?])\s+|\s+[-–—]\s+/);
  const namesOdin = clauses.some((c) => ASKS.test(c) && NAMES_ODIN.test(c));
  if (namesOdin || clauses.some((c) => ASKS.test(c) && asksOnItsOwn(c))) {
    for (const c of clauses) {
      if (ASKS.test(c) || NAMES_ODIN.test(c)) continue;
      // Beside a question that does not name Odin, only the venue is set aside, not the story.
      words.push(...(namesOdin ? c.toLowerCase().split(/[^a-z0-9.]+/) : venuesIn(c)));
    }
  }
  // Money moved between Odin and an exchange: the exchange is where it comes from or goes to.
  if (transferWithOdin(question)) words.push(...venuesIn(question));
  // "Do i need ETH or SOL for gas to trade on odin": the visitor's guesses at what Odin needs.
  if (NAMES_ODIN.test(question))
    for (const m of question.toLowerCase().matchAll(GUESSED_NEEDS)) words.push(m[1] ?? '', m[2] ?? '');
  return new Set(words.filter(Boolean).map((w) => stem(w.replace(/\.$/, ''))));
}

// Wallet apps visitors name when they ask how to sign in or move funds ("do i need metamask or
// phantom", "can i withdraw to my ledger"): in such a question the name is a detail, a wallet.
const WALLET_APPS =
  /\b(?:metamask|phantom|xverse|unisat|leather|hiro|ledger|trezor|exodus|electrum|sparrow|okx wallet|trust wallet|coinbase wallet|rabby|keplr|(?<=\b(?:use|using|with|connect|my)\s+(?:my\s+)?)coinbase(?=\s*[?!.]*$))\b(?!'s|’s)/gi;
const WALLET_CONTEXT =
  /\b(?:wallet|sign(?:ing)?\s?in|log(?:ging)?\s?in|login|connect|deposit|withdraw|send|sent|transfer|switch|chang(?:e|ing))\w*\b/i;

/**
 * "Do i need metamask or phantom to sign in" → "… wallet or wallet …": the apps as what they are.
 * An app's own things ("unisat's withdrawal fee") are that app's, not a wallet's on Odin.
 */
export function walletAppsAsWallets(question: string): string {
  return WALLET_CONTEXT.test(question) ? question.replace(WALLET_APPS, 'wallet') : question;
}

// Odin, or a word pointing back at it: "is it on solana" asks about Odin.
const ODIN_REFERENT = /\b(?:odin|odai|it|its|this|that|here|they|their|these|those)\b/i;
// Odin by name or place, wherever it stands; a pronoun only points at Odin when it comes before
// the venue is named: in "what mcap does pump.fun graduate at, did they change it" "they" is pump.fun.
const ODIN_NAMED = /\b(?:odin|odai|here|this)\b/i;

/**
 * Another venue as what the question is about, even one the guides name ("does pump.fun have an
 * api", "the price of ethereum", "gas fees on ethereum today"): its subject, the place after
 * "on"/"at"/"from", what "of" or a possessive points at, when nothing in it points at Odin.
 * Compared or scene-setting venues (`comparedAside`) are no subject. Returns the venue's word.
 */
export function venueAsSubject(
  question: string,
  /** The subject of the opening verb ("does pump.fun have…"), then the other words asked about. */
  subjects: { opening: string[]; other: string[] },
  isKnown: (word: string) => boolean,
): string | null {
  const text = question.toLowerCase().replace(/\bpump\s?\.?\s?fun\b/g, 'pumpfun');
  const venueAt = text.search(VENUE_NAME);
  if (
    venueAt < 0
      ? ODIN_REFERENT.test(text)
      : ODIN_REFERENT.test(text.slice(0, venueAt)) || ODIN_NAMED.test(text)
  )
    return null;
  const aside = comparedAside(question);
  const compared = (w: string) => aside.has(stem(w)) || (w === 'pumpfun' && aside.has('pump.fun'));
  // A wallet app as the subject ("is metamask safe") is that app's question, not Odin's.
  const isVenue = (w: string) =>
    (w === 'pumpfun' || OTHER_VENUES.has(stem(w)) || new RegExp(WALLET_APPS.source, 'i').test(w)) &&
    !compared(w);
  // "Is ckbtc like wrapped btc on ethereum": a subject of ours comes first; the venue is a detail.
  const first = subjects.opening.map((w) => w.toLowerCase()).find((w) => processTerm(w) !== null);
  // ("Do coins need…" names no topic: coins are everywhere.)
  if (
    first &&
    !isVenue(first === 'pump' ? 'pumpfun' : first) &&
    isKnown(first) &&
    !isPlatformWord(stem(first))
  )
    return null;
  const positions = [
    ...[...subjects.opening, ...subjects.other].map((w) => w.toLowerCase().replace(/\.$/, '')),
    ...[...text.matchAll(/\b(?:on|at|via|from|of)\s+([a-z0-9]+)/g)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(/\b([a-z0-9]+)(?:'s|')\s/g)].map((m) => m[1] ?? ''),
    // "pump.fun fee how much?": a headline's first word is its subject.
    ...[
      ...text.matchAll(/^\s*([a-z0-9]+)\s+(?:fees?|price|prices|rules?|limits?|minimums?|supply|listing)\b/g),
    ].map((m) => m[1] ?? ''),
  ].map((w) => (w === 'pump' && /\bpumpfun\b/.test(text) ? 'pumpfun' : w));
  // "I trade runes on magic eden. What's their fee?": "their" points at the venue named before it.
  const named = text.slice(Math.max(venueAt, 0)).match(VENUE_NAME)?.[0]?.split(/\s+/).pop() ?? '';
  if (venueAt >= 0 && THEIR_TERMS.test(text.slice(venueAt))) positions.push(named);
  const venue = positions.find(isVenue);
  return venue ? (venue === 'pumpfun' ? 'pump.fun' : venue) : null;
}

// "Their fee", "its rules": what a pronoun asks of the venue named before it.
const THEIR_TERMS =
  /\b(?:their|its)\s+(?:fees?|rules?|limits?|minimums?|listing|withdrawals?|deposits?|charges?|cut|prices?|supply)\b/;

// Where a venue is first named, for the pronoun rule above.
const VENUE_NAME = new RegExp(
  String.raw`\b(?:pumpfun|${VENUE_NAMES.join('|')})\b|${WALLET_APPS.source}`,
  'i',
);

/** True for another exchange, chain or app ("binance", "uniswap"), stemmed. */
export function isOtherVenue(term: string): boolean {
  return OTHER_VENUES.has(term);
}

/** True when the question names another venue (pump.fun, Binance, Magic Eden…) anywhere. */
export function namesAnotherVenue(question: string): boolean {
  if (/\bpump\.?fun\b/i.test(question)) return true;
  return (question.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => isOtherVenue(w));
}

/** True when the word appears capitalised somewhere other than at the start of a sentence. */
function properNoun(question: string, term: string): boolean {
  const re = new RegExp(`(?<![.!?]\\s*|^\\s*)\\b${term[0]?.toUpperCase()}${term.slice(1)}`, '');
  return re.test(question);
}

/**
 * Unknown terms that are names (capitalised mid-sentence, or another venue): safe to echo back.
 * `focused`: the unknown terms of the sentences that ask; `all`: those of the whole message.
 */
export function namesIn(question: string, focused: string[], all: string[]): string[] {
  return [
    ...new Set([
      ...focused.filter((t) => properNoun(question, t)),
      ...all.filter((t) => OTHER_VENUES.has(t)),
    ]),
  ];
}

/** The words after "on", "at", "via" or "from": where the question says something happens. */
export function venueWords(question: string): string[] {
  return [...question.toLowerCase().matchAll(VENUE)].map((m) => m[1] ?? '');
}
