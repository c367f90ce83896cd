import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { MarketService } from './market-service.js';

export interface MarketServiceDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
}

/** The market service the server runs: ingests (or follows the ingesting process) and serves snapshots. */
export function createMarketService(_deps: MarketServiceDeps): MarketService {
  return {
    snapshot: () => null,
    tokenDetail: async () => null,
    status: () => ({ source: null, ingesting: false, lastIngestAt: null, upstreamReachable: false }),
    start: async () => {},
    stop: async () => {},
  };
}
