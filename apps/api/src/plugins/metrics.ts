import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Engine } from '../assistant/assistant.js';
import type { EventStreamHub } from '../http/event-stream-hub.js';
import type { IngestCycle, MarketReader } from '../market/market-service.js';

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

/** One answered request, by route pattern (also for the answers given before the router). */
export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  requestSeconds.observe({ route, method, status: String(status) }, seconds);
}

/** Incremented by the rate limiter for each 429, by limiter name. */
export const rateLimitRefusals = new Counter({
  name: 'odai_rate_limit_refusals_total',
  help: 'Requests refused with 429, by limiter.',
  labelNames: ['limiter'] as const,
  registers: [registry],
});

let hubForStreams: EventStreamHub | undefined;
/** Read from the event-stream hub at scrape time, so it cannot drift from the streams it holds. */
export const openEventStreams = new Gauge({
  name: 'odai_open_event_streams',
  help: 'Market event streams (GET /api/analytics/events) currently open.',
  registers: [registry],
  collect() {
    if (hubForStreams) this.set(hubForStreams.openStreams);
  },
});

const ingestCycleSeconds = new Histogram({
  name: 'odai_ingest_cycle_duration_seconds',
  help: 'Wall time of one ingest cycle run by this process, by source and outcome (ok|failed).',
  labelNames: ['source', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});

function observeIngestCycle({ source, seconds, ok }: IngestCycle): void {
  ingestCycleSeconds.observe({ source, outcome: ok ? 'ok' : 'failed' }, seconds);
}

/**
 * Stored assistant answers. `engine` is the engine that was asked: `embedded`, `openai` (the
 * OpenAI API) or `ollama` (any other OpenAI-compatible server set by OPENAI_BASE_URL);
 * `fallback="true"` when the LLM failed and the embedded engine answered in its place.
 */
const assistantAnswers = new Counter({
  name: 'odai_assistant_answers_total',
  help: 'Assistant answers stored, by engine (embedded|openai|ollama) and fallback (true|false).',
  labelNames: ['engine', 'fallback'] as const,
  registers: [registry],
});

/** Which LLM a deployment talks to, for the answers' `engine` label. */
export function llmKind(baseUrl: string | undefined): 'openai' | 'ollama' {
  return !baseUrl || new URL(baseUrl).hostname.endsWith('openai.com') ? 'openai' : 'ollama';
}

/** Counts one stored answer; `llm` is the configured LLM's kind (llmKind), if any. */
export function countAnswer(engine: Engine, llm: 'openai' | 'ollama' | undefined): void {
  if (engine === 'embedded' || !llm) assistantAnswers.inc({ engine: 'embedded', fallback: 'false' });
  else assistantAnswers.inc({ engine: llm, fallback: String(engine === 'embedded-fallback') });
}

let marketForAge: MarketReader | undefined;
new Gauge({
  name: 'odai_market_snapshot_age_seconds',
  help: 'Seconds since the last finished ingest cycle, i.e. the age of the market data served (-1 before the first).',
  registers: [registry],
  collect() {
    const asOf = marketForAge?.status().lastIngestAt;
    this.set(asOf ? Math.max(0, (Date.now() - Date.parse(asOf)) / 1000) : -1);
  },
});

/**
 * Observes every answered request, each ingest cycle, the market data's age and the open event
 * streams; serves /metrics on `port` (0: any free port).
 */
export async function useMetrics(
  app: FastifyInstance,
  sources: { market: MarketReader; events: EventStreamHub },
  listen: { host: string; port: number | undefined },
): Promise<Server | undefined> {
  if (listen.port === undefined) return undefined;
  marketForAge = sources.market;
  hubForStreams = sources.events;
  const stopObservingCycles = sources.market.onIngestCycle?.(observeIngestCycle);
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the URL: ids and tickers would make one series per visitor.
    observeRequest(
      request.routeOptions.url ?? 'unmatched',
      request.method,
      reply.statusCode,
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
    stopObservingCycles?.();
    await new Promise<void>((closed) => server.close(() => closed()));
  });
  return server;
}
