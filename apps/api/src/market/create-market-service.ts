import { MarketRuntime, type MarketRuntimeDeps } from './market-runtime.js';
import type { MarketService } from './market-service.js';

export type MarketServiceDeps = MarketRuntimeDeps;

/**
 * The market service the server runs: ingests (or follows the ingesting process) and serves
 * snapshots. `start()` resolves after the first view exists; on a first demo start that
 * includes generating 7 days of history, so a server may prefer not to await it before listening.
 */
export function createMarketService(deps: MarketServiceDeps): MarketService {
  return new MarketRuntime(deps);
}
