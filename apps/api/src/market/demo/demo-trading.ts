import { CURVE_A_SATS, CURVE_B_PER_TOKEN } from '../analytics/liquidity-score.js';
import { BUCKET_MS, BUCKETS_PER_DAY, type DemoTokenState } from './demo-state.js';
import type { Prng } from './prng.js';
import {
  ASCENSION_SOLD,
  curveBuy,
  curvePrice,
  curveSell,
  POOL_SEED_SATS,
  POOL_SEED_TOKENS,
  poolBuy,
  poolSell,
} from './venue-math.js';

/** Current price in sats per token. */
export function demoPrice(token: DemoTokenState): number {
  return token.bonded ? token.poolSats / token.poolTokens : curvePrice(token.sold);
}

/**
 * Simulates `durationMs` of order flow for one token ending at `until`: a Poisson number of
 * trades, buy-or-sell biased by a mean-reverting sentiment, log-normal sizes (median ~25k sats).
 * Buys past 80% sold ascend the token into a pool seeded with 4.2 M tokens + 0.2 BTC.
 */
export function tradeFor(token: DemoTokenState, rng: Prng, durationMs: number, until: number): void {
  rollBuckets(token, until);
  if (until <= token.launchedAt) return;
  // Sentiment: an AR(1) random walk plus a pull back towards the anchor price.
  const stretch = Math.log(demoPrice(token) / token.anchorPrice);
  token.sentiment = 0.97 * token.sentiment + 0.08 * rng.normal() - 0.03 * stretch;
  const trades = rng.poisson((token.tradesPer5m * durationMs) / BUCKET_MS);
  for (let i = 0; i < trades; i++) {
    const buy = rng.next() < 0.5 + 0.25 * Math.tanh(token.sentiment);
    let sats = Math.min(5e7, 25_000 * Math.exp(1.1 * rng.normal()));
    // A sell never takes more than 3% of the BTC the venue holds (no single trade drains a pool).
    if (!buy) sats = Math.min(sats, 0.03 * venueSats(token));
    if (buy) buyFor(token, sats, rng);
    else if (!sellFor(token, sats, rng)) continue;
    token.txnCount++;
    const bucket = token.volumeBuckets;
    const slot = token.lastBucket % BUCKETS_PER_DAY;
    bucket[slot] = (bucket[slot] ?? 0) + sats;
    token.volume24h += sats;
    token.volumeTotal = (token.volumeTotal ?? 0) + sats;
  }
}

function buyFor(token: DemoTokenState, sats: number, rng: Prng): void {
  if (rng.next() < 0.3) token.holders++;
  if (token.bonded) {
    Object.assign(token, poolOf(poolBuy({ sats: token.poolSats, tokens: token.poolTokens }, sats)));
    return;
  }
  token.sold = curveBuy(token.sold, sats);
  if (token.sold >= ASCENSION_SOLD) {
    token.bonded = true;
    token.sold = ASCENSION_SOLD;
    token.poolSats = POOL_SEED_SATS;
    token.poolTokens = POOL_SEED_TOKENS;
  }
}

/** Returns false when there is nothing to sell (a fresh token on the curve). */
function sellFor(token: DemoTokenState, sats: number, rng: Prng): boolean {
  const tokens = sats / demoPrice(token);
  if (token.bonded) {
    Object.assign(token, poolOf(poolSell({ sats: token.poolSats, tokens: token.poolTokens }, tokens)));
  } else {
    if (token.sold < tokens * 2) return false;
    token.sold = curveSell(token.sold, tokens).sold;
  }
  if (rng.next() < 0.15 && token.holders > 1) token.holders--;
  return true;
}

/** BTC held by the token's venue: the pool reserve, or what the curve has taken in so far. */
function venueSats(token: DemoTokenState): number {
  return token.bonded
    ? token.poolSats
    : (CURVE_A_SATS / CURVE_B_PER_TOKEN) * Math.expm1(CURVE_B_PER_TOKEN * token.sold);
}

const poolOf = (pool: { sats: number; tokens: number }) => ({ poolSats: pool.sats, poolTokens: pool.tokens });

/** Moves the 24 h volume ring to the bucket of `at`, clearing the buckets passed over. */
function rollBuckets(token: DemoTokenState, at: number): void {
  const bucket = Math.floor(at / BUCKET_MS);
  for (let b = token.lastBucket + 1; b <= bucket && b <= token.lastBucket + BUCKETS_PER_DAY; b++) {
    token.volume24h -= token.volumeBuckets[b % BUCKETS_PER_DAY] ?? 0;
    token.volumeBuckets[b % BUCKETS_PER_DAY] = 0;
  }
  token.lastBucket = Math.max(token.lastBucket, bucket);
}

/** The ring's running total (kept incrementally: summing 288 buckets per point dominated the backfill). */
export function volume24hSats(token: DemoTokenState): number {
  return Math.max(0, token.volume24h);
}
