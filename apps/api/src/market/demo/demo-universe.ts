import {
  BUCKET_MS,
  BUCKETS_PER_DAY,
  DEMO_BTC_USD,
  type DemoState,
  type DemoTokenState,
} from './demo-state.js';
import { demoPrice } from './demo-trading.js';
import { Prng } from './prng.js';
import { ASCENSION_SOLD, curvePrice, POOL_SEED_SATS, POOL_SEED_TOKENS } from './venue-math.js';

const FIRST = [
  'Rune',
  'Satoshi',
  'Block',
  'Hash',
  'Moon',
  'Laser',
  'Stack',
  'Ordinal',
  'Mempool',
  'Halving',
  'Taproot',
  'Valhalla',
];
const SECOND = ['Cat', 'Frog', 'Dog', 'Owl', 'Wolf', 'Raven', 'Goat', 'Bear', 'Pepe', 'Fox', 'Whale', 'Ape'];
const DAY_MS = 24 * 3_600_000;
const TOKEN_COUNT = 60;

/**
 * A fresh demo market at `start`: ODAI (the featured token, on the curve at ~60% progress) and
 * 59 seeded tokens. About 40% have ascended into pools, the rest sit along the curve; six
 * launch during the 7 simulated days (two in the last day, so partial history shows up).
 */
export function createDemoUniverse(seed: number, start: number, now: number): DemoState {
  const rng = new Prng(seed);
  const tokens: DemoTokenState[] = [odai(rng, start)];
  const names = new Set(['ODAI']);
  while (tokens.length < TOKEN_COUNT) {
    const name = `${rng.pick(FIRST)} ${rng.pick(SECOND)}`;
    if (names.has(name)) continue;
    names.add(name);
    const index = tokens.length;
    const launchedAt =
      index >= TOKEN_COUNT - 2
        ? now - rng.between(3, 20) * 3_600_000
        : index >= TOKEN_COUNT - 6
          ? start + rng.between(0, 5) * DAY_MS
          : start - rng.between(2, 120) * DAY_MS;
    const fresh = launchedAt >= start;
    const bonded = !fresh && rng.next() < 0.4;
    const growth = Math.exp(rng.between(-0.5, 2.1)); // pool BTC relative to the seed
    const token: DemoTokenState = {
      ...base(
        rng,
        `2d${index.toString(36).padStart(2, '0')}${rng.int(0, 35).toString(36)}`,
        name,
        launchedAt,
      ),
      // Ticker: up to four letters of the first word and the second ("Valhalla Owl" → VALHOWL).
      symbol: name
        .split(' ')
        .map((word, i) => (i === 0 ? word.slice(0, 4) : word))
        .join('')
        .toUpperCase(),
      sold: bonded ? ASCENSION_SOLD : fresh ? 0 : rng.between(300_000, 16_000_000),
      bonded,
      poolSats: bonded ? POOL_SEED_SATS * growth : 0,
      poolTokens: bonded ? (POOL_SEED_SATS * POOL_SEED_TOKENS) / (POOL_SEED_SATS * growth) : 0,
      holders: fresh ? 1 : rng.int(bonded ? 400 : 20, bonded ? 12_000 : 900),
    };
    // Established tokens hover around today's price; fresh launches are pulled up the curve.
    token.anchorPrice = fresh ? curvePrice(rng.between(1_000_000, 12_000_000)) : demoPrice(token);
    tokens.push(token);
  }
  for (const token of tokens) token.txnCount = token.holders * rng.int(3, 9);
  return { version: 1, seed, rng: rng.state, clock: start, btcUsd: DEMO_BTC_USD, tokens };
}

function odai(rng: Prng, start: number): DemoTokenState {
  return {
    ...base(rng, '2odai', 'ODAI', start - 21 * DAY_MS),
    symbol: 'ODAI',
    description: 'The AI guide to Odin.fun, as a token.',
    sold: 10_100_000,
    bonded: false,
    poolSats: 0,
    poolTokens: 0,
    holders: 412,
    tradesPer5m: 3,
    anchorPrice: curvePrice(10_100_000),
  };
}

function base(rng: Prng, id: string, name: string, launchedAt: number) {
  return {
    id,
    name,
    description: `${name}: a token of ODAI's simulated demo market, not a real Odin.fun token.`,
    creator: `demo-creator-${rng.int(1000, 9999)}`,
    launchedAt,
    txnCount: 0,
    tradesPer5m: Math.exp(rng.between(-1, 2.5)), // ~0.4 to ~12 trades per 5 minutes
    sentiment: rng.between(-0.3, 0.3),
    anchorPrice: 0, // set by the caller once the venue is known
    volumeBuckets: new Array<number>(BUCKETS_PER_DAY).fill(0),
    lastBucket: Math.floor(launchedAt / BUCKET_MS),
    volume24h: 0,
    volumeTotal: 0,
  };
}
