import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSnapshot } from '../test-support/fake-market.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Line = Record<string, unknown>;

describe('access log: one line per request', () => {
  let t: TestApp;
  const lines: Line[] = [];
  const requestLines = () => lines.filter((line) => line.msg === 'request');
  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    t = await createTestApp({ logger });
    t.market.current = fixtureSnapshot(1);
  });
  afterAll(async () => t?.close());

  it('logs method, route template, status, milliseconds and the request id, once', async () => {
    lines.length = 0;
    await t.inject({ method: 'GET', url: '/api/analytics/token/ODINDOG?days=7' });
    expect(requestLines()).toHaveLength(1);
    const [line] = requestLines();
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/analytics/token/:symbol',
      status: 200,
      reqId: expect.any(String),
    });
    expect(line?.ms).toEqual(expect.any(Number));
    // Fastify's own two lines per request are off.
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });

  it('logs errors, 304s and unmatched paths with their status, each request with its own id', async () => {
    lines.length = 0;
    const first = await t.inject({ method: 'GET', url: '/api/tokens/popular' });
    await t.inject({
      method: 'GET',
      url: '/api/tokens/popular',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    await t.inject({ method: 'GET', url: '/api/nope?x=1' });
    const logged = requestLines().map(({ route, status }) => ({ route, status }));
    expect(logged).toEqual([
      { route: '/api/tokens/popular', status: 200 },
      { route: '/api/tokens/popular', status: 304 },
      { route: '/api/nope', status: 404 },
    ]);
    expect(new Set(requestLines().map((l) => l.reqId)).size).toBe(3);
  });

  it("a server-rendered page is one line: the renderer's in-process reads are not logged", async () => {
    lines.length = 0;
    t.market.current = fixtureSnapshot(2); // a new version: the page renders (and reads the API)
    const response = await t.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(requestLines().map(({ route, status }) => ({ route, status }))).toEqual([
      { route: '/', status: 200 },
    ]);
  });
});
