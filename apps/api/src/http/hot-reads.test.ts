import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLifecycle } from '../server/lifecycle.js';
import { fixtureSnapshot } from '../test-support/fake-market.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { HotReads } from './hot-reads.js';

const CACHED_READS = [
  '/api/tokens/featured',
  '/api/tokens/popular',
  '/api/analytics/tokens',
  '/api/analytics/market-overview',
];
/** Written by Node per connection and per moment, not by either path. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive']);
const READ_LIMIT = 40;

type Line = Record<string, unknown>;

describe('cached reads answered before the router (hot-reads.ts)', () => {
  let t: TestApp;
  let base: string;
  const lines: Line[] = [];
  const lifecycle = createLifecycle();
  const serve = vi.spyOn(HotReads.prototype, 'serve');
  /** Whether the last request was answered before the router. */
  const answeredHot = () => serve.mock.results.at(-1)?.value === true;

  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    t = await createTestApp({
      logger: logger as unknown as FastifyBaseLogger,
      lifecycle,
      env: { READ_RATE_PER_IP_PER_MINUTE: String(READ_LIMIT) },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    lines.length = 0;
  });

  async function get(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${base}${path}`, { headers });
    const seen: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!PER_CONNECTION.has(name)) seen[name] = value;
    });
    return { status: response.status, headers: seen, body: await response.text(), hot: answeredHot() };
  }

  it("answers each cached read with Fastify's exact status, headers and bytes, and a 304 likewise", async () => {
    t.market.current = fixtureSnapshot(1);
    for (const path of CACHED_READS) {
      const viaFastify = await get(path); // the first read of a snapshot builds its bytes
      const hot = await get(path);
      expect(viaFastify.hot, path).toBe(false);
      expect(hot.hot, path).toBe(true);
      expect(hot).toEqual({ ...viaFastify, hot: true });
      expect(hot.status).toBe(200);

      const etag = hot.headers.etag as string;
      const notModified = await get(path, { 'if-none-match': etag });
      expect(notModified.hot).toBe(true);
      const injected = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
      expect(notModified.status).toBe(304);
      expect(injected.statusCode).toBe(304);
      const fastifyHeaders = Object.fromEntries(
        Object.entries(injected.headers).filter(([name]) => !PER_CONNECTION.has(name)),
      );
      expect(notModified.headers).toEqual(fastifyHeaders);
    }
  });

  it('logs one access line like Fastify’s, with ids from the same sequence', async () => {
    t.market.current = fixtureSnapshot(2);
    await get('/api/tokens/popular');
    await get('/api/tokens/popular');
    const [viaFastify, hot] = lines.filter((line) => line.msg === 'request');
    expect(Object.keys(hot ?? {})).toEqual(Object.keys(viaFastify ?? {}));
    expect(hot).toMatchObject({ method: 'GET', route: '/api/tokens/popular', status: 200, level: 30 });
    const ids = [viaFastify?.reqId, hot?.reqId].map((id) => Number.parseInt(String(id).slice(4), 36));
    expect(ids[1]).toBe((ids[0] as number) + 1);
    expect(lifecycle.inFlight).toBe(0);
  });

  it('leaves to Fastify what is not a plain read: a new snapshot, a query, HEAD, a body, draining', async () => {
    t.market.current = fixtureSnapshot(3);
    expect((await get('/api/tokens/featured')).hot).toBe(false); // bytes not built for version 3 yet
    expect((await get('/api/tokens/featured')).hot).toBe(true);
    expect((await get('/api/tokens/featured?x=1')).hot).toBe(false);
    expect((await get('/api/tokens/featured/')).hot).toBe(false);
    await fetch(`${base}/api/tokens/featured`, { method: 'HEAD' });
    expect(answeredHot()).toBe(false);
    lifecycle.draining = true;
    try {
      const draining = await get('/api/tokens/featured');
      expect(draining.hot).toBe(false);
    } finally {
      lifecycle.draining = false;
    }
  });

  it('counts against the read limit, and past it Fastify answers the 429', async () => {
    t.market.current = fixtureSnapshot(4);
    const statuses: number[] = [];
    for (let i = 0; i < READ_LIMIT + 5; i++)
      statuses.push((await get('/api/analytics/market-overview')).status);
    // Earlier tests of this file used part of the minute's allowance; what is left is served, then refused.
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);
    const refused = await get('/api/analytics/market-overview');
    expect(refused.hot).toBe(false);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.headers['content-security-policy']).toBeDefined();
  });
});
