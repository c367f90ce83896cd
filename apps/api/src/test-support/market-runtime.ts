import pino from 'pino';
import { type Config, loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { MarketRuntime } from '../market/market-runtime.js';

// Shared set-up for the market's service-level tests (not imported by production code).

export const silentLogger = pino({ level: 'silent' });

export function marketConfig(env: Record<string, string>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    ODIN_API_URL: 'https://odin.test/v1',
    ODIN_TIMEOUT_MS: '500',
    INGEST_INTERVAL_MS: '60000',
    ...env,
  });
}

export function marketRuntime(
  database: DatabaseHandle,
  env: Record<string, string>,
  now: () => number,
  demoHistoryMs = 6 * 3_600_000, // short histories keep tests fast; the full 7 days run in the bench
) {
  return new MarketRuntime({ config: marketConfig(env), database, logger: silentLogger, now, demoHistoryMs });
}

export const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Empties the market tables between tests (creating a PGlite database costs seconds; emptying it, milliseconds). */
export async function clearMarketTables(database: DatabaseHandle): Promise<void> {
  for (const table of ['price_points', 'token_analytics', 'tokens', 'market_meta'] as const) {
    await database.db.deleteFrom(table).execute();
  }
}
