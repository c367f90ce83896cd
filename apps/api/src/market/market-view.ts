import type { TokenFigures } from './analytics/token-analytics.js';
import type { MarketSnapshot, MarketSource } from './market-service.js';
import type { MarketToken } from './model.js';
import { buildSnapshot } from './snapshot/build-snapshot.js';

/** The snapshot plus what token detail needs beside it (exact token records, the BTC/USD rate). */
export interface MarketView {
  snapshot: MarketSnapshot;
  source: MarketSource;
  btcUsd: string;
  tokensById: Map<string, MarketToken>;
}

export function buildView(input: {
  version: number;
  source: MarketSource;
  asOf: Date;
  btcUsd: string;
  tokens: MarketToken[];
  figures: TokenFigures[];
  featuredId: string | null;
}): MarketView {
  const snapshot = buildSnapshot({ ...input, figures: new Map(input.figures.map((f) => [f.tokenId, f])) });
  return {
    snapshot,
    source: input.source,
    btcUsd: input.btcUsd,
    tokensById: new Map(input.tokens.map((t) => [t.id, t])),
  };
}
