import type { MarketSnapshot } from '../../market/market-service.js';
import { fromSnapshot, type LiveToken } from '../live/live-token.js';
import { asksTheOtherOne } from './listed-tokens.js';

// "and the copy?", "what about the real one?" after a token with a shared ticker (BITCAT): the
// other token with that ticker, the copy being the smaller one by market cap. Decision 050.
// "i saw another bitcat with the same ticker, what about that one?": the copy too.
const COPY =
  /\bthe (copy|copycat|fake( one)?|clone|imitation|knock-?off|other one with the same (ticker|name))\b|\banother\b[^?.!]{0,20}\bwith the same (?:ticker|name|symbol)\b/i;
const ORIGINAL = /\bthe (real|original|genuine|legit|bigger) one\b|\bthe (original|real)\b/i;

/** The token with the same ticker as `current` that the question means, or null. */
export function sameTickerToken(
  question: string,
  current: LiveToken,
  snapshot: MarketSnapshot,
): LiveToken | null {
  // "What about the other one?" after BITCAT, whose answer named the other BITCAT: that one.
  const other = asksTheOtherOne(question);
  const wantsCopy = COPY.test(question);
  if (!other && !wantsCopy && !ORIGINAL.test(question)) return null;
  const sameTicker = sharingTicker(current, snapshot);
  if (other) {
    const others = sameTicker.filter((t) => t.id !== current.id);
    return others.length === 1 && others[0] ? fromSnapshot(others[0], snapshot) : null;
  }
  if (sameTicker.length < 2) return null;
  const pick = wantsCopy
    ? (sameTicker.find((t, i) => i > 0 && t.id !== current.id) ?? sameTicker[1])
    : sameTicker[0];
  return pick ? fromSnapshot(pick, snapshot) : null;
}

/** The two largest tokens (by market cap) sharing `current`'s ticker, or null when it has no twin. */
export function sameTickerPair(current: LiveToken, snapshot: MarketSnapshot): [LiveToken, LiveToken] | null {
  const [a, b] = sharingTicker(current, snapshot);
  return a && b ? [fromSnapshot(a, snapshot), fromSnapshot(b, snapshot)] : null;
}

/** The snapshot's tokens with `current`'s ticker, itself included, largest market cap first. */
function sharingTicker(current: LiveToken, snapshot: MarketSnapshot) {
  const ticker = current.symbol.toUpperCase();
  return snapshot.tokens
    .filter((t) => t.symbol.toUpperCase() === ticker)
    .sort((a, b) => Number(b.marketCap ?? 0) - Number(a.marketCap ?? 0));
}
