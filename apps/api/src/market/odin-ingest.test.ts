import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearMarketTables, DECIMAL, marketRuntime } from '../test-support/market-runtime.js';
import { BTC_USD, CURVE_TOKEN, candles, ODINDOG, page } from '../test-support/odin-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import type { IngestCycle } from './market-service.js';
import { parseJsonExact } from './odin/odin-json.js';
import { odinToken } from './odin/odin-schemas.js';
import { toMarketToken } from './odin/odin-units.js';
import { upsertTokens } from './store/tokens-repository.js';

const BASE = 'https://odin.test/v1';
const NOW = Date.UTC(2026, 10, 22, 1, 0, 0);
const json = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'content-type': 'application/json' } });
const server = setupServer();
const healthy = [
  http.get(`${BASE}/tokens`, () => json(page([ODINDOG, CURVE_TOKEN]))),
  http.get(`${BASE}/currency/btc`, () => json(BTC_USD)),
  // Two hours of 5-minute candles before NOW (24 candles); the last one is 5 minutes old.
  http.get(`${BASE}/token/:id/feed`, ({ params }) =>
    json(candles(NOW / 1000 - 24 * 300, Array(24).fill(params.id === '2jjj' ? 300000 : 900))),
  ),
];

let database: TestDatabase;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(() => clearMarketTables(database));
afterAll(() => database.dispose());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('live Odin ingest', () => {
  it('stores exact values, backfills candles, builds the snapshot', async () => {
    server.use(...healthy);
    let clock = NOW;
    const market = marketRuntime(database, { MARKET_SOURCE: 'odin', FEATURED_TOKEN_ID: '2jjj' }, () => clock);
    await market.start();
    const row = await database.db
      .selectFrom('tokens')
      .selectAll()
      .where('id', '=', '2jjj')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'odin', price_sats: '330.189', btc_liquidity_sats: '302286688.964' });
    expect(Number(row.sold)).toBe(16_800_000);
    const snapshot = market.snapshot()!;
    expect(snapshot.source).toBe('odin');
    expect(snapshot.featured).toMatchObject({
      id: '2jjj',
      price: '330.189',
      marketCap: '6734509.91',
      priceUSD: '0.3206909483',
      status: '100.00',
      holders: 11151,
      url: 'https://odin.fun/token/2jjj',
    });
    expect(snapshot.popular.map((t) => t.id)).toEqual(['2jjj', '2k9q']);
    expect(snapshot.overview.overview).toMatchObject({
      totalTokens: 2,
      totalHolders: 11151 + 212,
      btcUsd: '97123.45',
    });
    // Backfilled 2 h from candles: 300 → 330.189 sats is +10.063 %, over partial history.
    const dog = snapshot.tokens.find((t) => t.id === '2jjj')!.analytics!;
    expect(dog).toMatchObject({ tokenId: '2jjj', priceChange24h: '10.06', partial: true });
    expect(dog.historyHours).toBeCloseTo(2, 0);
    for (const t of snapshot.tokens) {
      for (const v of [t.price, t.marketCap, t.analytics?.volatility, t.analytics?.liquidityScore])
        expect(v).toMatch(DECIMAL);
    }
    const detail = await market.tokenDetail('odindog', 1);
    expect(detail?.priceHistory).toHaveLength(25);
    expect(detail?.priceHistory.at(-1)).toMatchObject({ price: '330.189', marketCap: '6734509.91' });
    // Candles give no cumulative volume, and the first live point has none before it: no bars yet.
    expect(detail?.priceHistory.every((p) => p.volume === undefined)).toBe(true);
    // Five minutes later `volume` (cumulative, msat) has grown by 10^9 msat = 10^6 sats = 0.01 BTC.
    server.use(
      http.get(`${BASE}/tokens`, () =>
        json(page([ODINDOG.replace('"volume":2318842211045', '"volume":2319842211045'), CURVE_TOKEN])),
      ),
    );
    clock = NOW + 300_000;
    await market.runOnce();
    const later = await market.tokenDetail('odindog', 1);
    expect(later?.priceHistory.at(-1)).toMatchObject({ volume: '971.23' }); // 0.01 BTC at $97,123.45
    expect(later?.priceHistory.slice(0, -1).every((p) => p.volume === undefined)).toBe(true);
    clock += 60_000;
    await market.stop();
  });

  it('keeps the last good data through an outage', async () => {
    server.use(...healthy);
    let clock = NOW;
    const market = marketRuntime(database, { MARKET_SOURCE: 'odin' }, () => clock);
    const cycles: IngestCycle[] = [];
    market.onIngestCycle((cycle) => cycles.push(cycle));
    await market.start();
    const before = market.snapshot()!;
    expect(market.status()).toMatchObject({ source: 'odin', ingesting: true, upstreamReachable: true });
    server.use(http.get(`${BASE}/currency/btc`, () => json('{"error":"Forbidden"}', 403)));
    clock += 60_000;
    await market.runOnce();
    expect(market.snapshot()).toBe(before);
    expect(market.status()).toMatchObject({
      upstreamReachable: false,
      lastIngestAt: new Date(NOW).toISOString(),
    });
    const stored = await database.db.selectFrom('tokens').select('id').execute();
    expect(stored).toHaveLength(2);
    server.use(
      http.get(`${BASE}/tokens`, () => json('{"data":[{"id":"!!"}],"count":1,"page":1,"limit":100}')),
    );
    server.use(http.get(`${BASE}/currency/btc`, () => json(BTC_USD)));
    await market.runOnce();
    expect(market.snapshot()).toBe(before); // garbage never replaces good data
    // Every cycle is reported (metrics), the failed ones too.
    expect(cycles.map((c) => [c.source, c.ok])).toEqual([
      ['odin', true],
      ['odin', false],
      ['odin', false],
    ]);
    expect(cycles.every((c) => c.seconds > 0 && c.seconds < 10)).toBe(true);
    await market.stop();

    // A restart while the API is still blocked serves the stored data with its age.
    server.use(http.get(`${BASE}/currency/btc`, () => json('{}', 403)));
    clock += 60_000;
    const restarted = marketRuntime(database, { MARKET_SOURCE: 'odin' }, () => clock);
    await restarted.start();
    expect(restarted.snapshot()!.tokens.map((t) => t.id)).toEqual(before.tokens.map((t) => t.id));
    expect(restarted.status()).toMatchObject({
      source: 'odin',
      ingesting: true,
      upstreamReachable: false,
      lastIngestAt: new Date(NOW).toISOString(),
    });
    await restarted.stop();
  });

  it('auto mode falls back to the demo market when the API is blocked at start-up, without mixing', async () => {
    server.use(http.get(`${BASE}/currency/btc`, () => json('{}', 403)));
    const market = marketRuntime(database, { MARKET_SOURCE: 'auto', DEMO_SEED: '5' }, () => NOW);
    // Odin rows from an earlier live run must not leak into demo responses.
    await upsertTokens(
      database.db,
      'odin',
      [toMarketToken(odinToken.parse(parseJsonExact(ODINDOG)))],
      new Date(NOW),
    );
    await market.start();
    const snapshot = market.snapshot()!;
    expect(snapshot.source).toBe('demo');
    expect(snapshot.featured?.symbol).toBe('ODAI');
    expect(snapshot.tokens.some((t) => t.id === '2jjj')).toBe(false);
    expect(await market.tokenDetail('2jjj', 1)).toBeNull();
    await market.stop();
  }, 30_000);
});
