import { buildApp } from './app.js';
import { createAssistant } from './assistant/create-assistant.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { EventStreamHub } from './http/event-stream-hub.js';
import { createMarketService } from './market/create-market-service.js';
import { createShutdown } from './server/graceful-shutdown.js';
import { createLifecycle } from './server/lifecycle.js';
import { createServerLogger } from './server/logger.js';

// The process entry: one port serves the web app, /api/* and runs the market ingester.

/** Serving continues this long after SIGTERM/SIGINT before the listener closes (see createShutdown). */
const SHUTDOWN_DRAIN_MS = 1000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    // Before the logger exists (its level is configuration too): plain stderr, then stop.
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const { logger, flushSync } = createServerLogger(config);
  // Buffered log lines are written before any exit, so the last requests and the shutdown are logged.
  const exit = (code: number) => {
    flushSync();
    process.exit(code);
  };
  const database = await createDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  logger.info({ database: database.kind }, 'database opened');
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');

  const market = createMarketService({ config, database, logger });
  const assistant = createAssistant({ config, market, logger });
  const lifecycle = createLifecycle();
  const events = new EventStreamHub();
  const app = await buildApp({ config, database, market, assistant, logger, lifecycle, events });

  const shutdown = createShutdown({
    app,
    market,
    database,
    logger,
    lifecycle,
    events,
    drainMs: SHUTDOWN_DRAIN_MS,
    onTimeout: () => exit(1),
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      shutdown(signal).then(
        () => exit(0),
        (err) => {
          logger.error({ err }, 'shutdown failed');
          exit(1);
        },
      );
    });
  }

  await app.listen({ host: config.HOST, port: config.PORT });
  // Reads answer 503 until the first snapshot exists; serving starts without waiting for it.
  market.start().catch((err) => logger.error({ err }, 'the market service failed to start'));
}

main().catch((err) => {
  process.stderr.write(
    `ODAI failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
