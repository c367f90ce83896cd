// Token-detail cache-miss probe (issue 15): 10,000 distinct junk keys on
// GET /api/analytics/token/{symbol} — unknown tokens, tickers in random case, ids, every `days`
// value and named range — against the demo market on PGlite. Prints the database reads they cost,
// the detail cache's largest size and the time per request. Run alone:
// `npx tsx bench/detail-cache.bench.ts [requests]`. (Heap is not reported: app.inject itself keeps
// ~28 kB per request until the app closes, which real HTTP requests do not.)
import { pathToFileURL } from 'node:url';
import type { KyselyPlugin } from 'kysely';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { LruCache } from '../src/http/lru-cache.js';
import { MarketRuntime } from '../src/market/market-runtime.js';
import { FakeAssistant } from '../src/test-support/fake-assistant.js';

/** A deterministic stream of numbers in [0, 1) (mulberry32), so two runs ask the same keys. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function randomCase(text: string, next: () => number): string {
  return [...text].map((c) => (next() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join('');
}

export async function run(requests = 10_000): Promise<void> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    MARKET_SOURCE: 'demo',
    READ_RATE_PER_IP_PER_MINUTE: '1000000',
  });
  const database = await createDatabase({});
  await migrateToLatest(database.db);
  let reads = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      if (args.node.kind === 'SelectQueryNode') reads++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const counted = { ...database, db: database.db.withPlugin(counter) };
  const market = new MarketRuntime({ config, database: counted, logger: pino({ level: 'silent' }) });
  await market.start();
  // One snapshot for the whole probe: a new one (every minute) would empty the caches by itself.
  await market.stop();
  const app = await buildApp({ config, database, market, assistant: new FakeAssistant() });
  await app.ready();

  // The largest size any LRU cache reaches during the probe (the detail cache is one of them).
  let largest = 0;
  const set = LruCache.prototype.set;
  LruCache.prototype.set = function (this: LruCache<unknown>, key, value) {
    set.call(this, key, value);
    largest = Math.max(largest, (this as unknown as { entries: Map<string, unknown> }).entries.size);
  };

  const tokens = market.snapshot()!.tokens;
  const next = random(15);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const keys = new Set<string>();
  while (keys.size < requests) {
    const days = 1 + Math.floor(next() * 90);
    const roll = next();
    const token = pick(tokens);
    const symbol =
      roll < 0.4
        ? `zz${Math.floor(next() * 1e9).toString(36)}` // unknown
        : roll < 0.7
          ? randomCase(token.symbol, next) // a ticker in any case
          : token.id;
    const query = next() < 0.1 ? `range=${pick(['24h', '7d', '30d'])}` : `days=${days}`;
    keys.add(`/api/analytics/token/${encodeURIComponent(symbol)}?${query}`);
  }

  reads = 0;
  const statuses = new Map<number, number>();
  const started = performance.now();
  for (const url of keys) {
    const { statusCode } = await app.inject({ method: 'GET', url });
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  }
  const ms = performance.now() - started;
  console.log(
    `${keys.size.toLocaleString('en-US')} distinct junk keys over ${tokens.length} demo tokens: ` +
      `${reads.toLocaleString('en-US')} database reads, largest cache ${largest} entries, ` +
      `${(ms / keys.size).toFixed(2)} ms per request`,
    Object.fromEntries(statuses),
  );
  LruCache.prototype.set = set;
  await app.close();
  await database.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run(Number(process.argv[2] ?? 10_000));
}
