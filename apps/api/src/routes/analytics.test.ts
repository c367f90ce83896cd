import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSnapshot } from '../test-support/fake-market.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('/api/analytics/*: the dashboard lists and token details', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('serves a token detail by id or ticker, any case, with 7 days by default', async () => {
    for (const symbol of ['2jjj', 'ODINDOG', 'odindog', 'OdinDog']) {
      const response = await t.inject({ method: 'GET', url: `/api/analytics/token/${symbol}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().token.symbol).toBe('ODINDOG');
      expect(response.headers['x-data-source']).toBe('demo');
    }
    // One read for all four: the cache is keyed by the token's id.
    expect(t.market.detailCalls.at(-1)).toEqual({ symbolOrId: '2jjj', days: 7 });
    await t.inject({ method: 'GET', url: '/api/analytics/token/odindog?days=30' });
    expect(t.market.detailCalls.at(-1)).toEqual({ symbolOrId: 'odindog', days: 30 });
  });

  it('queries a token detail once per snapshot version and key', async () => {
    t.market.current = fixtureSnapshot(40);
    const before = t.market.detailCalls.length;
    const first = await t.inject({ method: 'GET', url: '/api/analytics/token/2jjj?days=3' });
    const second = await t.inject({ method: 'GET', url: '/api/analytics/token/2jjj?days=3' });
    expect(second.body).toBe(first.body);
    expect(second.headers['x-data-as-of']).toBe(first.headers['x-data-as-of']);
    expect(t.market.detailCalls.length).toBe(before + 1);
    t.market.current = fixtureSnapshot(41);
    await t.inject({ method: 'GET', url: '/api/analytics/token/2jjj?days=3' });
    expect(t.market.detailCalls.length).toBe(before + 2);
  });

  it('maps a named range to its days; the range wins over days', async () => {
    t.market.current = fixtureSnapshot(50);
    for (const [query, days] of [
      ['range=24h', 1],
      ['range=7d', 7],
      ['range=30d', 30],
      ['range=30d&days=2', 30],
      ['days=2', 2],
    ] as const) {
      const response = await t.inject({ method: 'GET', url: `/api/analytics/token/2jjj?${query}` });
      expect(response.statusCode).toBe(200);
      expect(t.market.detailCalls.at(-1)).toEqual({ symbolOrId: '2jjj', days });
    }
  });

  it('shares one cached detail between the id and the ticker in any case', async () => {
    t.market.current = fixtureSnapshot(60);
    const before = t.market.detailCalls.length;
    const bodies = new Set<string>();
    for (const symbol of ['2jjj', 'ODINDOG', 'odindog']) {
      const response = await t.inject({ method: 'GET', url: `/api/analytics/token/${symbol}?range=7d` });
      bodies.add(response.body);
    }
    // `days=7` is the same window as `range=7d`.
    bodies.add((await t.inject({ method: 'GET', url: '/api/analytics/token/OdinDog?days=7' })).body);
    expect(bodies.size).toBe(1);
    expect(t.market.detailCalls.length).toBe(before + 1);
    await t.inject({ method: 'GET', url: '/api/analytics/token/2jjj?range=30d' });
    expect(t.market.detailCalls.length).toBe(before + 2);
  });

  it('answers 400 for an unknown range', async () => {
    for (const range of ['1y', '24H', '', '7']) {
      const response = await t.inject({ method: 'GET', url: `/api/analytics/token/2jjj?range=${range}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The range must be one of 24h, 7d or 30d.',
        code: 'INVALID_RANGE',
      });
    }
  });

  it('answers 404 for an unknown token and 400 for a malformed one or bad days', async () => {
    const unknown = await t.inject({ method: 'GET', url: '/api/analytics/token/NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'No token with the id or ticker "NOPE" was found.',
      code: 'TOKEN_NOT_FOUND',
    });
    const malformed = await t.inject({
      method: 'GET',
      url: `/api/analytics/token/${encodeURIComponent('<script>')}`,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('INVALID_SYMBOL');
    for (const days of ['0', '91', 'abc', '1.5']) {
      const response = await t.inject({ method: 'GET', url: `/api/analytics/token/odindog?days=${days}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The number of days must be a whole number from 1 to 90.',
        code: 'INVALID_DAYS',
      });
    }
  });
});
