// HTTP benchmark: each read endpoint and the chat send, served by the real app (PGlite, the demo
// market, the embedded assistant) on a real port, beside a raw node:http server answering the
// same bytes in the same run. 50 connections, 6 s each (three alternating rounds of 2 s, after 1 s
// of warm-up each). Targets: cached reads ≥ 0.75× raw
// and p99 ≤ 10 ms; server-rendered pages ≥ 0.6× raw. Run alone: `npx tsx bench/http.bench.ts`.

import { execFile } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { createAssistant } from '../src/assistant/create-assistant.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createMarketService } from '../src/market/create-market-service.js';
import { createServerLogger } from '../src/server/logger.js';

const run$ = promisify(execFile);
const AUTOCANNON = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin', 'autocannon');
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 3; // each of DURATION_S / ROUNDS seconds
const WARM_UP_S = 1; // per target and server, not counted: the first requests run code V8 has not compiled yet

/** Mean throughput; the worse of the rounds' latency percentiles (conservative). */
function combine(results: LoadResult[]): LoadResult {
  return {
    requests: { average: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length },
    latency: {
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
    },
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  /** Headers and body to send (chat sends: one session, limits raised for the run). */
  perClient?: () => { headers: Record<string, string>; body?: string };
}

/** Pages are fetched as a browser does: compressed (the app keeps each encoding's bytes per snapshot). */
const AS_A_BROWSER = () => ({ headers: { 'accept-encoding': 'br, gzip' } });

/** One request as the load tool will send it; the bytes exactly as they crossed the wire. */
function probe(url: string, target: Target): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const sample = target.perClient?.();
  return new Promise((resolve, reject) => {
    const req = request(url, { method: target.method ?? 'GET', headers: sample?.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = new Headers();
        for (const [key, value] of Object.entries(res.headers)) {
          for (const v of [value ?? []].flat()) headers.append(key, v);
        }
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end(sample?.body);
  });
}

/** Per-connection headers Node writes itself. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * A raw server answering every request with the app's exact response: same status, same
 * headers (security headers included: a dozen headers cost Node as much as routing does) and
 * same body bytes. The ceiling for Node on this machine.
 */
function rawServer(status: number, headers: Headers, body: Buffer): Promise<Server> {
  const replay: Record<string, string | string[]> = { 'content-length': String(body.length) };
  headers.forEach((value, key) => {
    if (!HOP_HEADERS.has(key)) replay[key] = key === 'set-cookie' ? headers.getSetCookie() : value;
  });
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(status, replay);
      res.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
}

/**
 * Load comes from autocannon in its own process: in this process it would compete with the
 * server for the one event loop and measure itself as much as the app.
 */
async function load(url: string, target: Target, seconds = DURATION_S / ROUNDS): Promise<LoadResult> {
  const args = ['-j', '-c', String(CONNECTIONS), '-d', String(seconds), '-m', target.method ?? 'GET'];
  const sample = target.perClient?.();
  for (const [key, value] of Object.entries(sample?.headers ?? {})) args.push('-H', `${key}=${value}`);
  if (sample?.body) args.push('-b', sample.body);
  const { stdout } = await run$(AUTOCANNON, [...args, url]);
  return JSON.parse(stdout) as LoadResult;
}

export async function run(): Promise<void> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    MARKET_SOURCE: 'demo',
    // Above anything one run can send (≈ 50k req/s × 6 s × 9 rows): a 429 is cheaper than a read.
    READ_RATE_PER_IP_PER_MINUTE: '100000000',
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
  // As `pnpm start` runs: the production logger (buffered JSON lines, one access line per request)
  // at info level, writing to a file instead of this terminal.
  const logFile = join(tmpdir(), `odai-bench-access-${process.pid}.log`);
  const access = createServerLogger(
    { LOG_LEVEL: 'info', NODE_ENV: 'production' },
    { fd: openSync(logFile, 'a') },
  );
  console.log(`Logging ON (info, one access line per request) → ${logFile}`);
  const app = await buildApp({ config, database, market, assistant, logger: access.logger });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const symbol = market.snapshot()!.tokens[0]?.symbol ?? 'ODAI';
  const sessions = await Promise.all(
    Array.from({ length: 2 }, async () => {
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
    {
      name: `GET /api/analytics/token/${symbol} (7 d, cached per snapshot)`,
      path: `/api/analytics/token/${symbol}`,
    },
    { name: 'GET /api/health', path: '/api/health' },
    // Server-rendered pages (cached per snapshot version, like the JSON); target ≥ 0.6× raw.
    { name: 'GET / (server-rendered page, br)', path: '/', perClient: AS_A_BROWSER },
    { name: 'GET /analytics (server-rendered page, br)', path: '/analytics', perClient: AS_A_BROWSER },
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

  const only = process.env.BENCH_HTTP_ONLY; // e.g. "featured": run the rows whose name contains it
  const rows = [];
  for (const target of targets.filter((t) => !only || t.name.includes(only))) {
    const { status, headers, body: bytes } = await probe(`${base}${target.path}`, target);
    const raw = await rawServer(status, headers, bytes);
    const rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}${target.path}`;
    await load(`${base}${target.path}`, target, WARM_UP_S);
    await load(rawUrl, target, WARM_UP_S);
    // Alternate app and raw in thirds, so load from anything else on the machine hits both alike.
    const appRuns = [];
    const rawRuns = [];
    for (let round = 0; round < ROUNDS; round++) {
      appRuns.push(await load(`${base}${target.path}`, target));
      rawRuns.push(await load(rawUrl, target));
    }
    const appResult = combine(appRuns);
    const rawResult = combine(rawRuns);
    raw.close();
    rows.push({
      endpoint: target.name,
      status,
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
  console.log(
    'Targets: cached reads (first four rows) ≥ 0.75× raw, p99 ≤ 10 ms; server-rendered pages ≥ 0.6× raw (logging on).',
  );
  access.flushSync();
  await app.close();
  await market.stop();
  await database.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
