import type { Schemas } from '@odai/contract';
import { type RouteTypes, routeSchemas } from '@odai/contract/server';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import type { MarketReader } from '../market/market-service.js';
import type { Lifecycle } from '../server/lifecycle.js';

export interface HealthRoutesOptions {
  /** MARKET_SOURCE: with `auto`, demo data means the live API was not reachable at start-up. */
  marketSetting: 'odin' | 'demo' | 'auto';
  database: DatabaseHandle;
  market: MarketReader;
  lifecycle: Lifecycle;
}

/** A readiness probe must answer quickly even when the database hangs. */
const DB_PROBE_TIMEOUT_MS = 2000;

async function databaseAnswers(database: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DB_PROBE_TIMEOUT_MS);
  });
  const probe = sql`select 1`.execute(database.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** /api/health (process up) and /api/ready (database answers; market data age). Never rate-limited. */
export async function healthRoutes(
  app: FastifyInstance,
  { database, market, lifecycle, marketSetting }: HealthRoutesOptions,
) {
  const startedAt = Date.now();
  app.route<RouteTypes<'getHealth'>>({
    ...routeSchemas.getHealth,
    handler: async (_request, reply): Promise<Schemas['Health']> => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
    },
  });
  app.route<RouteTypes<'getReadiness'>>({
    ...routeSchemas.getReadiness,
    handler: async (_request, reply) => {
      const databaseOk = await databaseAnswers(database);
      // A draining process still answers what it has in flight but should get no new traffic.
      const ok = databaseOk && !lifecycle.draining;
      const status = market.status();
      const lastIngestMs = status.lastIngestAt ? Date.parse(status.lastIngestAt) : null;
      const body: Schemas['Readiness'] = {
        status: ok ? 'ready' : 'not-ready',
        database: databaseOk ? 'ok' : 'down',
        market: {
          source: status.source,
          ingesting: status.ingesting,
          lastIngestAt: status.lastIngestAt,
          ingestAgeSeconds:
            lastIngestMs === null ? null : Math.max(0, Math.round((Date.now() - lastIngestMs) / 1000)),
          // Demo cycles always succeed; that says nothing about Odin.fun, so it is not "reachable".
          upstreamReachable: status.source === 'demo' ? false : status.upstreamReachable,
          demoFallback: status.source === 'demo' && marketSetting === 'auto',
        },
      };
      return reply
        .header('cache-control', 'no-store')
        .code(ok ? 200 : 503)
        .send(body);
    },
  });
}
