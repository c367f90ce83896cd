// Market benchmarks: one ingest cycle for 1,000 tokens (CPU time), recomputing the overview for
// 10,000 tokens, reading one token's 7-day detail (2,016 points) from PGlite, and the demo
// market's first start (7 days of history for 60 tokens). Run alone: `npx tsx bench/market.bench.ts`.
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { SeriesPoint } from '../src/market/analytics/series.js';
import { tokenFigures } from '../src/market/analytics/token-analytics.js';
import { runIngestCycle } from '../src/market/ingest/ingest-cycle.js';
import type { MarketDriver } from '../src/market/ingest/market-driver.js';
import { SeriesCache } from '../src/market/ingest/series-cache.js';
import { MarketRuntime } from '../src/market/market-runtime.js';
import { buildView } from '../src/market/market-view.js';
import { type MarketPoint, type MarketToken, pointOf } from '../src/market/model.js';
import { insertPoints } from '../src/market/store/price-points-repository.js';
import { upsertTokens } from '../src/market/store/tokens-repository.js';
import { readTokenDetail } from '../src/market/token-detail.js';

const NOW = Date.UTC(2026, 10, 22, 0, 0, 0);
const STEP = 300_000;

function syntheticToken(i: number, price: number): MarketToken {
  return {
    id: `b${i.toString(36)}`,
    name: `Bench ${i}`,
    symbol: `B${i}`,
    description: '',
    creator: null,
    bonded: i % 3 === 0,
    sold: String(1_000_000 + (i % 15_000_000)),
    totalSupply: '21000000',
    priceSats: price.toFixed(6),
    btcLiquiditySats: i % 3 === 0 ? '30000000' : '0',
    tokenLiquidity: '0',
    volume24hSats: '123456',
    holders: 100 + (i % 900),
    txnCount: String(1000 + i),
    createdAt: null,
  };
}

/** 24 h of 5-minute history (288 points) for `count` tokens: a random walk per token. */
function syntheticSeries(count: number): Map<string, SeriesPoint[]> {
  const series = new Map<string, SeriesPoint[]>();
  for (let i = 0; i < count; i++) {
    let price = 1 + (i % 50);
    const points: SeriesPoint[] = [];
    for (let s = 288; s >= 0; s--) {
      price *= Math.exp(0.01 * Math.sin(i * 7 + s * 13));
      points.push({ ts: NOW - s * STEP, priceSats: price, txnCount: 1000 + i - s });
    }
    series.set(`b${i.toString(36)}`, points);
  }
  return series;
}

function measure<T>(fn: () => Promise<T>) {
  return async () => {
    const cpu = process.cpuUsage();
    const wall = performance.now();
    const result = await fn();
    const used = process.cpuUsage(cpu);
    return { result, wallMs: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 };
  };
}

export async function run(): Promise<void> {
  const rows: Record<string, string | number>[] = [];
  const row = (name: string, r: { wallMs: number; cpuMs: number }, note = '') =>
    rows.push({ benchmark: name, 'wall ms': Math.round(r.wallMs), 'cpu ms': Math.round(r.cpuMs), note });

  // 1. One ingest cycle for 1,000 tokens (PGlite: the database's CPU is in-process, so counted).
  const database = await createDatabase({});
  await migrateToLatest(database.db);
  const series = syntheticSeries(1000);
  const cache = new SeriesCache({
    series,
    firstPointAt: new Map([...series].map(([id, p]) => [id, p[0]!.ts])),
  });
  const tokens = Array.from({ length: 1000 }, (_, i) =>
    syntheticToken(i, series.get(`b${i.toString(36)}`)!.at(-1)!.priceSats),
  );
  let tick = 0;
  const driver: MarketDriver = {
    source: 'odin',
    featuredId: 'b0',
    observe: async (now) => ({
      btcUsd: '97000',
      tokens,
      points: tokens.map((t) => pointOf(t, now, '97000')),
    }),
    state: () => ({ tick: tick++ }),
  };
  await runIngestCycle(database.db, driver, cache, new Date(NOW + 60_000)); // warm-up: first upsert inserts
  const cycle = await measure(async () => {
    const result = await runIngestCycle(database.db, driver, cache, new Date(NOW + 120_000));
    return buildView({
      version: 1,
      source: 'odin',
      asOf: result.at,
      btcUsd: result.btcUsd,
      tokens: result.tokens,
      figures: result.figures,
      featuredId: 'b0',
    });
  })();
  row('ingest cycle, 1,000 tokens (store + analytics + snapshot)', cycle, 'PGlite in-process');

  // 2. Recomputing the analytics and overview for 10,000 tokens (pure CPU, no database).
  const bigSeries = syntheticSeries(10_000);
  const bigTokens = Array.from({ length: 10_000 }, (_, i) =>
    syntheticToken(i, bigSeries.get(`b${i.toString(36)}`)!.at(-1)!.priceSats),
  );
  const overview = await measure(async () => {
    const figures = bigTokens.map((t) => tokenFigures(t, bigSeries.get(t.id)!, NOW - 2 * 86_400_000, NOW));
    return buildView({
      version: 1,
      source: 'odin',
      asOf: new Date(NOW),
      btcUsd: '97000',
      tokens: bigTokens,
      figures,
      featuredId: null,
    });
  })();
  row('analytics + overview + snapshot, 10,000 tokens', overview, '288 points each');

  // 3. One token's 7-day detail (2,016 points) from PGlite.
  const history: MarketPoint[] = Array.from({ length: 2016 }, (_, s) => ({
    tokenId: 'b1',
    ts: new Date(NOW - (2016 - s) * STEP),
    priceSats: (1 + s / 1000).toFixed(4),
    volume24hSats: '5000',
    holders: 10,
    txnCount: String(s),
    btcUsd: '97000',
  }));
  await insertPoints(database.db, 'odin', history);
  await upsertTokens(database.db, 'odin', tokens, new Date(NOW));
  const view = cycle.result;
  await readTokenDetail(database.db, view, 'b1', 7, NOW + 60_000);
  const runs = 20;
  const detail = await measure(async () => {
    let points = 0;
    for (let i = 0; i < runs; i++)
      points = (await readTokenDetail(database.db, view, 'b1', 7, NOW + 60_000))!.priceHistory.length;
    return points;
  })();
  row(
    'token detail, 7 days, per read',
    { wallMs: detail.wallMs / runs, cpuMs: detail.cpuMs / runs },
    `${detail.result} points, mean of ${runs}`,
  );
  await database.close();

  // 4. Demo first start: 7 days × 5 minutes × 60 tokens generated and stored in PGlite.
  const demoDb = await createDatabase({});
  await migrateToLatest(demoDb.db);
  const demo = new MarketRuntime({
    config: loadConfig({ MARKET_SOURCE: 'demo' }),
    database: demoDb,
    logger: pino({ level: 'silent' }),
  });
  const first = await measure(() => demo.start())();
  const points = await demoDb.db
    .selectFrom('price_points')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  row('demo market first start (7-day backfill)', first, `${points.n} points stored, PGlite`);
  await demo.stop();
  await demoDb.close();

  console.table(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
