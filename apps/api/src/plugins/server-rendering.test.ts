import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSnapshot } from '../test-support/fake-market.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const renderNumber = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1]);

describe('server-rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { READ_RATE_PER_IP_PER_MINUTE: '3' } });
  });
  afterAll(async () => t?.close());

  it('renders a page from the API in process, into the template, with its state block', async () => {
    const response = await t.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain('<title>Page / &lt;&amp;&gt;</title>');
    expect(html).toContain('<meta name="description" content="A &quot;test&quot; page" />');
    expect(html).not.toContain('ODAI test'); // the template's own title is replaced
    // The renderer's read went through the real route: status, headers and contract-shaped bytes.
    expect(html).toMatch(/<div id="root"><main data-render="\d+">200 demo \[\{"id":"/);
    expect(html).toContain('<script type="application/json" id="odai-state">{"page":"/"}</script>');
  });

  it('renders a page once per snapshot version, then serves the cached bytes', async () => {
    const first = renderNumber((await t.inject({ method: 'GET', url: '/analytics' })).body);
    const again = renderNumber((await t.inject({ method: 'GET', url: '/analytics?utm=x' })).body);
    expect(again).toBe(first);
    t.market.current = fixtureSnapshot(2);
    const next = renderNumber((await t.inject({ method: 'GET', url: '/analytics' })).body);
    expect(next).toBeGreaterThan(first);
  });

  it("is not limited by the visitors' read limit (its reads are the server's own)", async () => {
    for (let version = 10; version < 16; version++) {
      t.market.current = fixtureSnapshot(version);
      expect((await t.inject({ method: 'GET', url: '/' })).body).toContain('>200 demo ');
    }
    // A visitor's reads still are, even with the header name the renderer uses.
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const response = await t.inject({
        method: 'GET',
        url: '/api/tokens/popular',
        headers: { 'x-odai-page-render': 'guess' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });

  it('sends brotli or gzip when accepted, each with its own tag, and 304 when the tag matches', async () => {
    const plain = await t.inject({ method: 'GET', url: '/' });
    const br = await t.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const revalidated = await t.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(br.headers.etag);
  });

  it('answers unknown page addresses 404 with the rendered 404 page, rendered once for all', async () => {
    const first = await t.inject({ method: 'GET', url: '/nope' });
    expect(first.statusCode).toBe(404);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.body).toContain('<title>Not found</title>');
    expect(first.body).toContain('<h1>404</h1>');
    const other = await t.inject({ method: 'GET', url: '/some/deep/path?x=1' });
    expect(other.statusCode).toBe(404);
    expect(other.headers.etag).toBe(first.headers.etag);
    // A 404 is never answered 304.
    const conditional = await t.inject({
      method: 'GET',
      url: '/nope',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(conditional.statusCode).toBe(404);
  });

  it('keeps /api unknowns JSON 404s and HEAD answers without a body', async () => {
    const api = await t.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const head = await t.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('serves the page for the browser to render when server rendering fails', async () => {
    const response = await t.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('odai-state');
  });
});
