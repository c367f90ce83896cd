import type { MarketSource } from '../market-service.js';
import type { MarketPoint, MarketToken } from '../model.js';

/** What one cycle brings in from a source: the current tokens and the points to store. */
export interface CycleInput {
  btcUsd: string;
  tokens: MarketToken[];
  points: MarketPoint[];
}

/** A market source as the ingester drives it (the live Odin API or the demo simulator). */
export interface MarketDriver {
  readonly source: MarketSource;
  readonly featuredId: string | null;
  /** Reads (or simulates) the market at `now`. Throws when the source cannot be reached. */
  observe(now: Date): Promise<CycleInput>;
  /** JSON state to persist in market_meta.state after a successful cycle. */
  state(): unknown;
}
