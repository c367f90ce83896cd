import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { DAY_MS } from '../analytics/series.js';
import type { MarketSource } from '../market-service.js';
import { buildView, type MarketView } from '../market-view.js';
import { OdinClient } from '../odin/odin-client.js';
import { readRecentSeries } from '../store/price-points-repository.js';
import { applyRetention } from '../store/retention.js';
import { knownTokenIds } from '../store/tokens-repository.js';
import { DemoDriver } from './demo-driver.js';
import { runIngestCycle } from './ingest-cycle.js';
import type { MarketDriver } from './market-driver.js';
import { OdinDriver } from './odin-driver.js';
import { SeriesCache } from './series-cache.js';

const RETENTION_EVERY_MS = 3_600_000;

/** The ingesting role: one driver, its series cache, and the cycle that turns them into views. */
export class IngestLeader {
  upstreamReachable = true;
  failures = 0;
  private version = 0;
  private lastRetention = 0;

  private constructor(
    private readonly database: DatabaseHandle,
    private readonly driver: MarketDriver,
    private readonly cache: SeriesCache,
    private readonly logger: Logger,
  ) {}

  get source(): MarketSource {
    return this.driver.source;
  }

  /** Picks the source (auto: live unless the API cannot be reached now) and loads the last day. */
  static async open(
    config: Config,
    database: DatabaseHandle,
    logger: Logger,
    now: Date,
    demoHistoryMs?: number,
  ): Promise<IngestLeader> {
    const client = new OdinClient({ baseUrl: config.ODIN_API_URL, timeoutMs: config.ODIN_TIMEOUT_MS });
    let source: MarketSource = config.MARKET_SOURCE === 'demo' ? 'demo' : 'odin';
    if (config.MARKET_SOURCE === 'auto') {
      try {
        await client.btcUsd();
      } catch (err) {
        logger.warn({ err }, 'Odin.fun API unreachable at start-up; serving the demo market');
        source = 'demo';
      }
    }
    const driver: MarketDriver =
      source === 'demo'
        ? await DemoDriver.open(database.db, config.DEMO_SEED, now, demoHistoryMs)
        : new OdinDriver(
            client,
            config.MARKET_TOP_N,
            config.FEATURED_TOKEN_ID ?? null,
            await knownTokenIds(database.db, 'odin'),
            logger,
          );
    const recent = await readRecentSeries(
      database.db,
      source,
      new Date(now.getTime() - DAY_MS - 15 * 60_000),
    );
    logger.info({ source }, 'market ingest leader');
    return new IngestLeader(database, driver, new SeriesCache(recent), logger);
  }

  /** Runs one cycle; returns the new view, or null when the source failed (the last view stays). */
  async cycle(at: Date): Promise<MarketView | null> {
    const started = Date.now();
    try {
      const result = await runIngestCycle(this.database.db, this.driver, this.cache, at);
      this.upstreamReachable = true;
      this.failures = 0;
      this.logger.info(
        {
          source: this.source,
          tokens: result.tokens.length,
          points: result.pointsStored,
          ms: Date.now() - started,
        },
        'market ingest cycle',
      );
      await this.retain(at);
      return buildView({
        version: ++this.version,
        source: this.source,
        asOf: at,
        btcUsd: result.btcUsd,
        tokens: result.tokens,
        figures: result.figures,
        featuredId: this.driver.featuredId,
      });
    } catch (err) {
      this.failures++;
      this.upstreamReachable = false;
      this.logger.warn(
        { err, source: this.source, failures: this.failures },
        'market ingest failed; keeping last data',
      );
      return null;
    }
  }

  private async retain(at: Date): Promise<void> {
    if (at.getTime() - this.lastRetention < RETENTION_EVERY_MS) return;
    this.lastRetention = at.getTime();
    await applyRetention(this.database.db, this.source, at);
  }
}
