import type { MarketReader } from '../../market/market-service.js';
import { fromDetail, fromSnapshot, type LiveToken } from '../live/live-token.js';
import { tokensInText } from '../live/resolve-tokens.js';
import { amongTracked } from '../live/unknown-token.js';

// The model names the token explicitly, so no ordinary-word filter is needed here.
const NO_COMMON_WORDS = new Set<string>();

/** A token by id, ticker or name as the model passes it; null when nothing matches. */
export async function findToken(market: MarketReader, query: string): Promise<LiveToken | null> {
  const snapshot = market.snapshot();
  if (snapshot) {
    const exact = snapshot.tokens.find((t) => t.id === query.trim());
    if (exact) return fromSnapshot(exact, snapshot);
    const [named] = tokensInText(query, snapshot, NO_COMMON_WORDS);
    if (named) return named;
  }
  const detail = await market.tokenDetail(query.trim(), 1);
  return detail ? fromDetail(detail) : null;
}

export function notFound(query: string, market: MarketReader) {
  const snapshot = market.snapshot();
  const among = snapshot ? amongTracked(snapshot) : 'in the market data';
  return { markdown: `I couldn't find a token called "${query}" ${among}.`, sources: [] };
}
