import type { MarketSnapshot } from '../../market/market-service.js';
import { tokenLabel } from './format-live.js';
import type { LiveToken } from './live-token.js';

// Copycats reuse tickers ("$BITCAT" is two tokens in the fixture market). An answer about one of
// them names the others by id, so the visitor knows which one the figures are for; asked outright
// ("is there a copy of it?"), the answer also says when there is none among the tracked tokens.
const ASKS_COPIES =
  /\b(cop(y|ies|ycats?)|clones?|fakes?|same (ticker|name|symbol)|impostors?|knock-?offs?)\b/i;

/** The sentence naming other tracked tokens with this token's ticker, or null when none do (and none was asked). */
export function sameTickerLine(snapshot: MarketSnapshot, token: LiveToken, question: string): string | null {
  const ticker = token.symbol.toUpperCase();
  const others = snapshot.tokens.filter((t) => t.id !== token.id && t.symbol.toUpperCase() === ticker);
  if (others.length === 0)
    return ASKS_COPIES.test(question)
      ? `No other token ODAI tracks uses the ticker ${tokenLabel(token).replace(/ \(.*$/, '')}; copies can still exist on Odin.fun, so check the id.`
      : null;
  const labels = others.map((t) => tokenLabel(t)).join(', ');
  return `Other tracked tokens use the same ticker: ${labels}. They are separate tokens, not one listed twice: only the id tells them apart.`;
}
