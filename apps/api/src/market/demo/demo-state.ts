// The demo market's whole state, JSON-serialisable so it persists in market_meta.state and a
// restart continues where the last process stopped.

export interface DemoTokenState {
  id: string;
  name: string;
  symbol: string;
  description: string;
  creator: string;
  launchedAt: number; // epoch ms; no trades or points before it
  sold: number; // whole tokens sold on the curve
  bonded: boolean;
  poolSats: number; // AMM reserves once bonded
  poolTokens: number;
  holders: number;
  txnCount: number;
  tradesPer5m: number; // activity level
  sentiment: number; // slowly mean-reverting bias of the order flow
  anchorPrice: number; // sats; the flow leans back towards it, so prices wander but stay plausible
  volumeBuckets: number[]; // sats traded per 5-minute bucket, ring of 288 (24 h)
  lastBucket: number; // index (epoch / 5 min) of the latest bucket written
  volume24h: number; // sum of volumeBuckets
  /** Sats traded since launch (absent in states saved before it existed: counts from the restore). */
  volumeTotal?: number;
}

export interface DemoState {
  version: 1;
  seed: number;
  rng: number; // PRNG state after the last step
  clock: number; // epoch ms the market has been simulated up to
  btcUsd: string;
  tokens: DemoTokenState[];
}

export const DEMO_BTC_USD = '97000'; // fixed and plausible; the source label says it is demo
export const BUCKET_MS = 5 * 60_000;
export const BUCKETS_PER_DAY = 288;

export function isDemoState(value: unknown): value is DemoState {
  const state = value as DemoState | null;
  return !!state && state.version === 1 && Array.isArray(state.tokens) && typeof state.clock === 'number';
}
