import type { TokenFigures } from './token-analytics.js';

const LIST_SIZE = 10;

export interface OverviewLists {
  topGainers: TokenFigures[];
  topLosers: TokenFigures[];
  mostVolatile: TokenFigures[];
}

/**
 * Gainers: positive changes only, largest first. Losers: negative only, most negative first.
 * Most volatile: highest first. Ties break by token id so the lists are stable between cycles.
 */
export function overviewLists(figures: readonly TokenFigures[]): OverviewLists {
  const byId = (a: TokenFigures, b: TokenFigures) =>
    a.tokenId < b.tokenId ? -1 : a.tokenId > b.tokenId ? 1 : 0;
  return {
    topGainers: top(
      figures.filter((f) => f.priceChange24h > 0),
      (a, b) => b.priceChange24h - a.priceChange24h || byId(a, b),
    ),
    topLosers: top(
      figures.filter((f) => f.priceChange24h < 0),
      (a, b) => a.priceChange24h - b.priceChange24h || byId(a, b),
    ),
    mostVolatile: top(figures, (a, b) => b.volatility - a.volatility || byId(a, b)),
  };
}

/** The first LIST_SIZE by `order`, without sorting the whole list (10,000 tokens per cycle). */
function top(
  items: readonly TokenFigures[],
  order: (a: TokenFigures, b: TokenFigures) => number,
): TokenFigures[] {
  const best: TokenFigures[] = [];
  for (const item of items) {
    if (best.length === LIST_SIZE && order(item, best[LIST_SIZE - 1]!) >= 0) continue;
    let i = best.length;
    while (i > 0 && order(item, best[i - 1]!) < 0) i--;
    best.splice(i, 0, item);
    if (best.length > LIST_SIZE) best.pop();
  }
  return best;
}
