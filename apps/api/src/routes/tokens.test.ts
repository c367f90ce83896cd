import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSnapshot } from '../test-support/fake-market.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('/api/tokens/*: featured and popular tokens from the snapshot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

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
