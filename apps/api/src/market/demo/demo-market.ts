import { formatNumber } from '../decimal.js';
import type { MarketPoint, MarketToken } from '../model.js';
import { TOTAL_SUPPLY_TOKENS } from '../model.js';
import { BUCKET_MS, type DemoState, type DemoTokenState } from './demo-state.js';
import { demoPrice, tradeFor, volume24hSats } from './demo-trading.js';
import { createDemoUniverse } from './demo-universe.js';
import { Prng } from './prng.js';

const HISTORY_MS = 7 * 24 * 3_600_000;

/**
 * The deterministic demo market: the same seed and the same sequence of `advance(now)` calls
 * always give the same tokens and points. The first call backfills 7 days of 5-minute history;
 * later calls simulate the time since the previous one (5-minute steps across long gaps, so a
 * restart after a pause fills the gap too).
 */
export class DemoMarket {
  private constructor(private readonly data: DemoState) {}

  /** A new market whose history starts 7 days (2,016 five-minute steps) before `now`. */
  static create(seed: number, now: number, historyMs = HISTORY_MS): DemoMarket {
    const start = Math.floor((now - historyMs) / BUCKET_MS) * BUCKET_MS;
    return new DemoMarket(createDemoUniverse(seed, start, now));
  }

  static restore(state: DemoState): DemoMarket {
    return new DemoMarket(structuredClone(state));
  }

  state(): DemoState {
    return this.data;
  }

  get btcUsd(): string {
    return this.data.btcUsd;
  }

  /** Simulates up to `now` and returns the points recorded on the way (one per token per step). */
  advance(now: number): MarketPoint[] {
    const rng = new Prng(this.data.rng);
    const points: MarketPoint[] = [];
    while (this.data.clock < now) {
      const next = Math.min(now, this.data.clock + BUCKET_MS);
      for (const token of this.data.tokens) tradeFor(token, rng, next - this.data.clock, next);
      this.data.clock = next;
      for (const token of this.data.tokens) {
        if (token.launchedAt <= next) points.push(this.point(token, next));
      }
    }
    this.data.rng = rng.state;
    return points;
  }

  /** The launched tokens in our units. */
  tokens(): MarketToken[] {
    return this.data.tokens.filter((t) => t.launchedAt <= this.data.clock).map(toMarketToken);
  }

  private point(token: DemoTokenState, at: number): MarketPoint {
    return {
      tokenId: token.id,
      ts: new Date(at),
      priceSats: formatNumber(demoPrice(token), 8, false),
      volume24hSats: formatNumber(volume24hSats(token), 3, false),
      volumeTotalSats: formatNumber(token.volumeTotal ?? 0, 3, false),
      holders: token.holders,
      txnCount: String(token.txnCount),
      btcUsd: this.data.btcUsd,
    };
  }
}

function toMarketToken(token: DemoTokenState): MarketToken {
  return {
    id: token.id,
    name: token.name,
    symbol: token.symbol,
    description: token.description,
    creator: token.creator,
    bonded: token.bonded,
    sold: formatNumber(token.sold, 3, false),
    totalSupply: String(TOTAL_SUPPLY_TOKENS),
    priceSats: formatNumber(demoPrice(token), 8, false),
    btcLiquiditySats: formatNumber(token.poolSats, 3, false),
    tokenLiquidity: formatNumber(token.poolTokens, 3, false),
    volume24hSats: formatNumber(volume24hSats(token), 3, false),
    holders: token.holders,
    txnCount: String(token.txnCount),
    createdAt: new Date(token.launchedAt).toISOString(),
  };
}
