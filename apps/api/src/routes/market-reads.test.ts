import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_CACHE_CONTROL } from '../http/cached-snapshot-reply.js';
import { fixtureSnapshot } from '../test-support/fake-market.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// The market reads served from the snapshot (source, as-of time, 503 before the first one) and their
// HTTP caching (docs/decisions/021-http-caching-of-market-reads.md). Every response here is also
// checked against the contract by the test app (headers of the 304 included).
const SNAPSHOT_READS = [
  '/api/tokens/featured',
  '/api/tokens/popular',
  '/api/analytics/tokens',
  '/api/analytics/market-overview',
];
const MARKET_READS = [...SNAPSHOT_READS, '/api/analytics/token/ODINDOG'];

describe('market reads: the snapshot with its source, strong ETags, 304s and shared-cache headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it.each(SNAPSHOT_READS)('%s serves the snapshot with its source and as-of time', async (url) => {
    t.market.current = fixtureSnapshot(1);
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-data-source']).toBe('demo');
    expect(response.headers['x-data-as-of']).toBe('2026-11-21T14:05:00.000Z');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it.each(SNAPSHOT_READS)('%s answers 503 JSON before the first snapshot', async (url) => {
    t.market.current = null;
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('MARKET_NOT_READY');
    expect(response.headers['retry-after']).toBe('30');
    t.market.current = fixtureSnapshot(1);
  });

  it.each(MARKET_READS)(
    '%s: a strong ETag and the cache policy; 304 without a body on a match',
    async (url) => {
      t.market.current = fixtureSnapshot(1);
      const first = await t.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{20}"$/); // strong: no W/ prefix
      expect(first.headers['cache-control']).toBe(MARKET_CACHE_CONTROL);
      expect(MARKET_CACHE_CONTROL).toMatch(/max-age=0.*s-maxage=\d+.*stale-while-revalidate=\d+/);

      const again = await t.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(MARKET_CACHE_CONTROL);

      // A list of tags, or a weak form of the same tag, matches too (RFC 9110 weak comparison).
      for (const header of [`"other", ${etag}`, `W/${etag}`, '*']) {
        const matched = await t.inject({ method: 'GET', url, headers: { 'if-none-match': header } });
        expect(matched.statusCode).toBe(304);
      }
      const other = await t.inject({ method: 'GET', url, headers: { 'if-none-match': '"stale"' } });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    },
  );

  it('the tag is a digest of the bytes: equal across snapshot versions, new when the data changes', async () => {
    t.market.current = fixtureSnapshot(30);
    const before = await t.inject({ method: 'GET', url: '/api/tokens/popular' });
    t.market.current = fixtureSnapshot(31); // a new cycle with the same data
    const same = await t.inject({
      method: 'GET',
      url: '/api/tokens/popular',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(same.statusCode).toBe(304);
    t.market.current = { ...fixtureSnapshot(32), popular: [] };
    const changed = await t.inject({
      method: 'GET',
      url: '/api/tokens/popular',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual([]);
    expect(changed.headers.etag).not.toBe(before.headers.etag);
  });

  it('errors carry no validator and are not cacheable', async () => {
    t.market.current = null;
    const response = await t.inject({ method: 'GET', url: '/api/analytics/tokens' });
    expect(response.statusCode).toBe(503);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBeUndefined();
    t.market.current = fixtureSnapshot(1);
  });
});
