import { stem } from './stem.js';

// Other exchanges, chains and apps visitors name in lower case ("fee on binance"): when the
// guides never use the word, the question is about that venue, not about Odin, whatever else it says.
// Wallets (metamask, phantom) are left out: "do i need metamask" is a sign-in question.
const OTHER_VENUES = new Set(
  `binance coinbase kraken okx bybit kucoin bitget gate mexc htx huobi bitfinex gemini robinhood
  uniswap raydium jupiter pancakeswap sushiswap opensea blur tensor solana ethereum eth sol base arbitrum polygon avalanche tron ton bnb
  dogecoin doge xrp cardano`
    .split(/\s+/)
    .map(stem),
);

// An unknown word as the venue ("fees on binance", "listed at kraken") is another platform.
const VENUE = /\b(?:on|at|via|from)\s+([a-z0-9]+)/gi;

// Money moved between Odin and another place ("send btc from coinbase to my odin address", "withdraw
// from odin to my binance account") is a deposit or withdrawal question: the other place is a detail.
const TRANSFER_WITH_ODIN =
  /\b(?:from|off|out of)\s+[a-z0-9]+\b[^.?!]{0,40}\b(?:to|into|onto)\s+(?:odin|my (?:odin )?(?:account|address|deposit address|balance))\b|\bfrom (?:odin|my odin (?:account|balance))\b[^.?!]{0,40}\bto\b/i;

export function transferWithOdin(question: string): boolean {
  return TRANSFER_WITH_ODIN.test(question);
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
