import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DemoMarket } from '../demo/demo-market.js';
import { isDemoState } from '../demo/demo-state.js';
import { readMeta } from '../store/meta-repository.js';
import type { CycleInput, MarketDriver } from './market-driver.js';

/** The demo simulator as a market source: restores its persisted state, or starts a fresh 7-day market. */
export class DemoDriver implements MarketDriver {
  readonly source = 'demo' as const;
  readonly featuredId = '2odai'; // ODAI, the product's own token, in demo mode

  private constructor(private readonly market: DemoMarket) {}

  static async open(db: Kysely<Database>, seed: number, now: Date, historyMs?: number): Promise<DemoDriver> {
    const meta = await readMeta(db, 'demo');
    const state = meta?.state;
    if (isDemoState(state) && state.seed === seed) return new DemoDriver(DemoMarket.restore(state));
    // A new market (first start or another seed): the old demo rows would mix two histories.
    for (const table of ['price_points', 'token_analytics', 'tokens', 'market_meta'] as const) {
      await db.deleteFrom(table).where('source', '=', 'demo').execute();
    }
    return new DemoDriver(DemoMarket.create(seed, now.getTime(), historyMs));
  }

  async observe(now: Date): Promise<CycleInput> {
    const points = this.market.advance(now.getTime());
    return { btcUsd: this.market.btcUsd, tokens: this.market.tokens(), points };
  }

  state(): unknown {
    return this.market.state();
  }
}
