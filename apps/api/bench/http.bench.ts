// HTTP benchmark: each read endpoint and the chat send, served by the real app (PGlite, the demo
// market, the embedded assistant) on a real port, beside a raw node:http server answering the
// same bytes in the same run. 50 connections, ~5 s each. Targets: cached reads ≥ 0.6× raw and
// p99 ≤ 10 ms. Run alone: `npx tsx bench/http.bench.ts`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { createAssistant } from '../src/assistant/create-assistant.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createMarketService } from '../src/market/create-market-service.js';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  /** Per-connection headers and body (chat sends use one session per connection). */
  perClient?: () => { headers: Record<string, string>; body: string };
}

/** A raw server that answers every request with exactly these bytes (the ceiling for Node here). */
function rawServer(status: number, contentType: string, body: Buffer): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(status, { 'content-type': contentType, 'content-length': body.length });
      res.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function load(url: string, target: Target) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    method: target.method ?? 'GET',
    setupClient: target.perClient
      ? (client) => {
          const { headers, body } = target.perClient!();
          client.setHeadersAndBody(headers, body);
        }
      : undefined,
  });
}

export async function run(): Promise<void> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    MARKET_SOURCE: 'demo',
    READ_RATE_PER_IP_PER_MINUTE: '1000000',
    CHAT_RATE_PER_MINUTE: '10000',
    CHAT_RATE_PER_IP_PER_MINUTE: '100000',
    SESSION_RATE_PER_IP_PER_HOUR: '100000',
  });
  const logger = pino({ level: 'silent' });
  const database = await createDatabase({});
  await migrateToLatest(database.db);
  const market = createMarketService({ config, database, logger });
  await market.start();
  if (!market.snapshot()) {
    console.log('http bench skipped: the market service produced no snapshot (nothing to read).');
    await market.stop();
    await database.close();
    return;
  }
  const assistant = createAssistant({ config, market, logger });
  const app = await buildApp({ config, database, market, assistant });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const symbol = market.snapshot()!.tokens[0]?.symbol ?? 'ODAI';
  const sessions = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const res = await fetch(`${base}/api/chat/session`, { method: 'POST' });
      return {
        sessionId: ((await res.json()) as { sessionId: string }).sessionId,
        cookie: res.headers.getSetCookie()[0]!.split(';')[0]!,
      };
    }),
  );
  let next = 0;
  const targets: Target[] = [
    { name: 'GET /api/tokens/featured', path: '/api/tokens/featured' },
    { name: 'GET /api/tokens/popular', path: '/api/tokens/popular' },
    { name: 'GET /api/analytics/tokens', path: '/api/analytics/tokens' },
    { name: 'GET /api/analytics/market-overview', path: '/api/analytics/market-overview' },
    { name: `GET /api/analytics/token/${symbol} (7 d, queried)`, path: `/api/analytics/token/${symbol}` },
    { name: 'GET /api/health', path: '/api/health' },
    {
      name: 'POST /api/chat/message (stored + embedded answer)',
      path: '/api/chat/message',
      method: 'POST',
      perClient: () => {
        const session = sessions[next++ % sessions.length]!;
        return {
          headers: { 'content-type': 'application/json', cookie: session.cookie },
          body: JSON.stringify({ sessionId: session.sessionId, message: 'What is a bonding curve?' }),
        };
      },
    },
  ];

  const rows = [];
  for (const target of targets) {
    const sample = target.perClient?.();
    const probe = await fetch(`${base}${target.path}`, {
      method: target.method ?? 'GET',
      headers: sample?.headers,
      body: sample?.body,
    });
    const bytes = Buffer.from(await probe.arrayBuffer());
    const raw = await rawServer(probe.status, probe.headers.get('content-type') ?? 'application/json', bytes);
    const rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}${target.path}`;
    const appResult = await load(`${base}${target.path}`, target);
    const rawResult = await load(rawUrl, target);
    raw.close();
    rows.push({
      endpoint: target.name,
      status: probe.status,
      bytes: bytes.length,
      'req/s': Math.round(appResult.requests.average),
      'p50 ms': appResult.latency.p50,
      'p99 ms': appResult.latency.p99,
      'raw req/s': Math.round(rawResult.requests.average),
      ratio: Number((appResult.requests.average / rawResult.requests.average).toFixed(2)),
      'non-2xx': appResult.non2xx,
    });
  }
  console.table(rows);
  console.log('Targets: cached reads (first four rows) ≥ 0.6× raw, p99 ≤ 10 ms.');
  await app.close();
  await market.stop();
  await database.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
