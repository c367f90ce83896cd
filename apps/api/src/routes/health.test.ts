import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createTestDatabase } from '../test-support/test-database.js';

describe('health routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('/api/health answers while the process is up', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('/api/ready reports the database and the market data age', async () => {
    t.market.marketStatus = {
      source: 'demo',
      ingesting: true,
      lastIngestAt: new Date(Date.now() - 90_000).toISOString(),
      upstreamReachable: false,
    };
    const response = await t.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'ready',
      database: 'ok',
      market: { source: 'demo', ingesting: true, upstreamReachable: false },
    });
    expect(body.market.ingestAgeSeconds).toBeGreaterThanOrEqual(89);
    expect(body.market.ingestAgeSeconds).toBeLessThan(120);
  });

  it('/api/ready says honestly when auto mode fell back to the demo market', async () => {
    // The demo ingester's cycles succeed, which used to read as "Odin.fun reachable".
    t.market.marketStatus = {
      source: 'demo',
      ingesting: true,
      lastIngestAt: new Date().toISOString(),
      upstreamReachable: true,
    };
    const fellBack = (await t.inject({ method: 'GET', url: '/api/ready' })).json().market;
    expect(fellBack).toMatchObject({ source: 'demo', upstreamReachable: false, demoFallback: true });
    const configured = await createTestApp({ database: t.database, env: { MARKET_SOURCE: 'demo' } });
    try {
      configured.market.marketStatus = t.market.marketStatus;
      const chosen = (await configured.inject({ method: 'GET', url: '/api/ready' })).json().market;
      expect(chosen).toMatchObject({ source: 'demo', upstreamReachable: false, demoFallback: false });
    } finally {
      await configured.close();
    }
    t.market.marketStatus = { ...t.market.marketStatus, source: 'odin' };
    const live = (await t.inject({ method: 'GET', url: '/api/ready' })).json().market;
    expect(live).toMatchObject({ source: 'odin', upstreamReachable: true, demoFallback: false });
  });

  it('/api/ready says null before the first ingest', async () => {
    t.market.marketStatus = { source: null, ingesting: false, lastIngestAt: null, upstreamReachable: false };
    const body = (await t.inject({ method: 'GET', url: '/api/ready' })).json();
    expect(body.market).toMatchObject({ source: null, lastIngestAt: null, ingestAgeSeconds: null });
  });

  it('/api/ready answers 503 when the database does not answer', async () => {
    const database = await createTestDatabase();
    const own = await createTestApp({ database });
    try {
      await database.close();
      const response = await own.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not-ready', database: 'down' });
    } finally {
      await own.close();
      await database.dispose().catch(() => {});
    }
  });

  it('health routes are never rate-limited', async () => {
    const limited = await createTestApp({ database: t.database, env: { READ_RATE_PER_IP_PER_MINUTE: '1' } });
    try {
      // The limit is live in this instance: a second market read is refused...
      expect((await limited.inject({ method: 'GET', url: '/api/tokens/popular' })).statusCode).toBe(200);
      expect((await limited.inject({ method: 'GET', url: '/api/tokens/popular' })).statusCode).toBe(429);
      // ...while the probes keep answering.
      for (let i = 0; i < 5; i++) {
        expect((await limited.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        expect((await limited.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});
