import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSnapshot } from '../test-support/fake-market.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const TOKEN_URLS = ['/api/tokens/featured', '/api/tokens/popular'];

describe('/api/tokens/*: featured and popular tokens from the snapshot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it.each(TOKEN_URLS)('%s serves the snapshot with its source and as-of time', async (url) => {
    t.market.current = fixtureSnapshot(1);
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-data-source']).toBe('demo');
    expect(response.headers['x-data-as-of']).toBe('2026-11-21T14:05:00.000Z');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('re-serializes only when the snapshot version changes', async () => {
    t.market.current = fixtureSnapshot(10);
    const first = await t.inject({ method: 'GET', url: '/api/tokens/popular' });
    // Same version, different content: the cached bytes are served (no work on the hot path).
    t.market.current = { ...fixtureSnapshot(10), popular: [] };
    expect((await t.inject({ method: 'GET', url: '/api/tokens/popular' })).body).toBe(first.body);
    t.market.current = { ...fixtureSnapshot(11), popular: [] };
    expect((await t.inject({ method: 'GET', url: '/api/tokens/popular' })).json()).toEqual([]);
  });

  it('shapes cached bodies by the contract: fields it does not define are not sent', async () => {
    const snapshot = fixtureSnapshot(20);
    (snapshot.popular[0] as Record<string, unknown>).internalNote = 'not for clients';
    t.market.current = snapshot;
    const response = await t.inject({ method: 'GET', url: '/api/tokens/popular' });
    expect(response.body).not.toContain('internalNote');
  });

  it.each(TOKEN_URLS)('%s answers 503 JSON before the first snapshot', async (url) => {
    t.market.current = null;
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('MARKET_NOT_READY');
    expect(response.headers['retry-after']).toBe('30');
    t.market.current = fixtureSnapshot(1);
  });

  it('answers 404 JSON when no featured token is configured', async () => {
    t.market.current = { ...fixtureSnapshot(30), featured: null };
    const response = await t.inject({ method: 'GET', url: '/api/tokens/featured' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'There is no featured token right now.',
      code: 'FEATURED_NOT_CONFIGURED',
    });
    t.market.current = fixtureSnapshot(31);
  });
});
