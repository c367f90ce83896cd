import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MarketReader } from '../market/market-service.js';

// Prometheus metrics (decision 025), served on their own port (METRICS_PORT) so they are never
// reachable through the public listener. Other code sets the gauges and counters exported here.

export const registry = new Registry();

const requestSeconds = new Histogram({
  name: 'odai_http_request_duration_seconds',
  help: 'Time to answer a request, by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

/** Incremented by the rate limiter for each 429, by limiter name. */
export const rateLimitRefusals = new Counter({
  name: 'odai_rate_limit_refusals_total',
  help: 'Requests refused with 429, by limiter.',
  labelNames: ['limiter'] as const,
  registers: [registry],
});

/** Open server-sent event streams; the code that opens and closes streams sets it. */
export const openEventStreams = new Gauge({
  name: 'odai_open_event_streams',
  help: 'Server-sent event streams currently open.',
  registers: [registry],
});

let marketForAge: MarketReader | undefined;
new Gauge({
  name: 'odai_market_snapshot_age_seconds',
  help: 'Age of the market data being served (-1 before the first ingest).',
  registers: [registry],
  collect() {
    const asOf = marketForAge?.status().lastIngestAt;
    this.set(asOf ? Math.max(0, (Date.now() - Date.parse(asOf)) / 1000) : -1);
  },
});

/** Observes every answered request and the market data's age; serves /metrics on `port` (0: any free port). */
export async function useMetrics(
  app: FastifyInstance,
  market: MarketReader,
  listen: { host: string; port: number | undefined },
): Promise<Server | undefined> {
  if (listen.port === undefined) return undefined;
  marketForAge = market;
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the URL: ids and tickers would make one series per visitor.
    const route = request.routeOptions.url ?? 'unmatched';
    requestSeconds.observe(
      { route, method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const server: Server = createServer(async (request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    const body = await registry.metrics();
    response.writeHead(200, { 'content-type': registry.contentType }).end(body);
  });
  await new Promise<void>((listening) => server.listen(listen.port, listen.host, listening));
  app.addHook('onClose', async () => {
    await new Promise<void>((closed) => server.close(() => closed()));
  });
  return server;
}
