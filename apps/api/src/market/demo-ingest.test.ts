import { openapiDocument } from '@odai/contract/server';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearMarketTables, DECIMAL, marketRuntime } from '../test-support/market-runtime.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';

// The snapshot and token detail are what the routes serialise: check them against the contract's
// component schemas directly, so a shape or decimal-format slip fails here, next to its cause.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats.default(ajv);
ajv.addSchema(openapiDocument as object, 'odai');
const schema = (name: string) => ajv.compile({ $ref: `odai#/components/schemas/${name}` });
function expectValid(name: string, value: unknown): void {
  const validate = schema(name);
  const ok = validate(value);
  expect(ok, `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

const NOW = Date.UTC(2026, 10, 22, 1, 0, 0);
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(() => clearMarketTables(database));
afterAll(() => database.dispose());

/** How many price points are stored for `tokenId`. */
async function storedPoints(tokenId: string): Promise<number> {
  const row = await database.db
    .selectFrom('price_points')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('token_id', '=', tokenId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('demo market ingest', () => {
  it('serves a complete demo snapshot with ODAI featured and contract-shaped figures', async () => {
    const market = marketRuntime(database, { MARKET_SOURCE: 'demo' }, () => NOW);
    await market.start();
    const snapshot = market.snapshot()!;
    expect(snapshot.source).toBe('demo');
    expect(market.status()).toMatchObject({ source: 'demo', ingesting: true, upstreamReachable: true });
    expect(snapshot.featured).toMatchObject({
      id: '2odai',
      symbol: 'ODAI',
      description: 'The AI guide to Odin.fun, as a token.',
      bonded: false,
      source: 'demo',
      url: 'https://odin.fun/token/2odai',
    });
    expect(Number(snapshot.featured!.status)).toBeGreaterThan(50);
    expect(snapshot.popular).toHaveLength(20);
    const caps = snapshot.popular.map((t) => Number(t.marketCap));
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
    const { overview, topGainers, topLosers, mostVolatile } = snapshot.overview;
    expect(overview.totalTokens).toBe(snapshot.tokens.length);
    expect(overview.totalMarketCap).toMatch(/^\d+\.\d{2}$/);
    expect(topGainers.every((a) => Number(a.priceChange24h) > 0)).toBe(true);
    expect(topLosers.every((a) => Number(a.priceChange24h) < 0)).toBe(true);
    expect(mostVolatile.length).toBe(10);
    const ids = new Set(snapshot.tokens.map((t) => t.id));
    for (const row of [...topGainers, ...topLosers, ...mostVolatile]) expect(ids.has(row.tokenId)).toBe(true);
    for (const t of snapshot.tokens) {
      const a = t.analytics!;
      for (const v of [
        t.price,
        t.marketCap,
        t.volume24h,
        t.progress,
        a.priceChange24h,
        a.volatility,
        a.liquidityScore,
      ])
        expect(v).toMatch(DECIMAL);
      expect(Number(a.liquidityScore)).toBeLessThanOrEqual(10);
      // Curve progress: 100 exactly once ascended, below it on the curve.
      if (t.bonded) expect(t.progress).toBe('100.00');
      else expect(Number(t.progress)).toBeLessThan(100);
    }
    // The featured token's "status" is the same curve progress.
    expect(snapshot.tokens.find((t) => t.id === '2odai')!.progress).toBe(snapshot.featured!.status);
    // 6 h of generated history (tests keep it short): partial figures, flagged.
    expect(snapshot.tokens.find((t) => t.id === '2odai')!.analytics).toMatchObject({
      partial: true,
      historyHours: 5.9,
    }); // first point after the first 5-minute step
    const detail = await market.tokenDetail('OdAi', 1);
    expect(detail?.token.id).toBe('2odai');
    expect(detail?.token.progress).toBe(snapshot.featured!.status);
    expect(detail?.token.volume24h).toMatch(DECIMAL);
    expect(detail?.priceHistory.length).toBe(72); // one point per 5-minute step
    const times = detail!.priceHistory.map((p) => p.timestamp);
    expect(times).toEqual([...times].sort());
    await market.stop();
  });

  it('is the same market for the same seed, and a restart continues from the stored state', async () => {
    const env = { MARKET_SOURCE: 'demo', DEMO_SEED: '99' };
    const twin = marketRuntime(database, env, () => NOW);
    await twin.start();
    const twinTokens = twin.snapshot()!.tokens;
    await twin.stop();
    await clearMarketTables(database);

    let clock = NOW;
    const first = marketRuntime(database, env, () => clock);
    await first.start();
    expect(first.snapshot()!.tokens).toEqual(twinTokens);
    await first.stop();
    clock += 60_000;
    const restarted = marketRuntime(database, env, () => clock);
    await restarted.start();
    expect(await storedPoints('2odai')).toBe(73); // the first run's 72 points + one: no second backfill
    expect(restarted.snapshot()!.asOf).toBe(new Date(clock).toISOString());
    await restarted.stop();

    // Another seed is another market: the old demo history is replaced, not mixed in.
    const reseeded = marketRuntime(database, { MARKET_SOURCE: 'demo', DEMO_SEED: '100' }, () => clock);
    await reseeded.start();
    expect(await storedPoints('2odai')).toBe(73); // a fresh 6 h backfill up to now + 60 s, nothing from seed 99
    expect(reseeded.snapshot()!.tokens).not.toEqual(twinTokens);
    await reseeded.stop();
  });

  it('a follower (INGEST=off) serves what the ingesting process stored', async () => {
    let clock = NOW;
    const leader = marketRuntime(database, { MARKET_SOURCE: 'demo' }, () => clock);
    await leader.start();
    const follower = marketRuntime(database, { MARKET_SOURCE: 'auto', INGEST: 'off' }, () => clock);
    await follower.start();
    expect(follower.status()).toMatchObject({ source: 'demo', ingesting: false });
    expect(follower.snapshot()!.tokens).toEqual(leader.snapshot()!.tokens);
    expect(follower.snapshot()!.featured).toEqual(leader.snapshot()!.featured);
    clock += 60_000;
    await leader.runOnce();
    await follower.runOnce();
    expect(follower.status().lastIngestAt).toBe(new Date(clock).toISOString());
    expect(follower.snapshot()!.overview).toEqual(leader.snapshot()!.overview);
    await follower.stop();
    await leader.stop();
  });

  it('matches the contract: featured, popular, tokens, overview and detail', async () => {
    const market = marketRuntime(database, { MARKET_SOURCE: 'demo' }, () => NOW);
    await market.start();
    const snapshot = market.snapshot()!;
    expectValid('FeaturedToken', snapshot.featured);
    for (const t of snapshot.popular) expectValid('PopularToken', t);
    for (const t of snapshot.tokens) expectValid('Token', t);
    expectValid('MarketOverviewResponse', snapshot.overview);
    expectValid('TokenDetailResponse', await market.tokenDetail('ODAI', 7));
    await market.stop();
  });
});
