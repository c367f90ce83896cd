import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fakeWebDist, INDEX_HTML, type TestApp } from '../test-support/test-app.js';

describe('web app, docs and security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('never serves the page template or the server renderer as files', async () => {
    for (const url of ['/index.html', '/ssr/entry-server.js'])
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('loads the entry after the first paint, with the dashboard code beside it on dashboard pages only', async () => {
    const modules = async (url: string) => {
      const page = await t.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers.link, url).toBeUndefined();
      expect(page.body, url).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const boot = /<script data-entry="([^"]+)" data-preload="([^"]*)"[^>]*>/.exec(page.body);
      return [boot?.[1], boot?.[2]];
    };
    for (const url of [
      '/analytics',
      '/analytics?sort=price&order=asc',
      '/analytics/2jjj',
      '/analytics/ODAI?q=x',
    ])
      expect(await modules(url), url).toEqual([
        '/assets/index-abc123.js',
        '/assets/vendor-abc123.js /assets/analytics-page-def456.js',
      ]);
    expect(await modules('/')).toEqual(['/assets/index-abc123.js', '/assets/vendor-abc123.js']);
  });

  it('serves index.html for every page address when the build has no server renderer', async () => {
    const plain = await createTestApp({ env: { WEB_DIST_DIR: fakeWebDist({ renderer: false }) } });
    try {
      for (const url of ['/', '/analytics', '/nope', '/some/deep/path?x=1']) {
        const response = await plain.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toBe(INDEX_HTML);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    } finally {
      await plain.close();
    }
  });

  it('caches hashed assets for a year; a missing asset is a 404, not the page', async () => {
    const asset = await t.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const compressed = await t.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it.each(['/favicon.ico', '/ads.txt', '/humans.txt'])(
    'a missing file like %s is a 404, not the page',
    async (url) => {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/tokens/popular'],
    ['DELETE', '/api/chat/session'],
  ])('%s %s is a JSON 404, never the page', async (method, url) => {
    const response = await t.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'There is nothing at this address.', code: 'NOT_FOUND' });
  });

  it('sends the CSP and security headers on pages and API answers alike', async () => {
    for (const url of ['/', '/analytics', '/api/health', '/api/tokens/popular', '/api/nope']) {
      const { headers } = await t.inject({ method: 'GET', url });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves the contract at /api/openapi.json and a docs page at /api/docs', async () => {
    const document = await t.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().paths['/api/chat/message'].post.operationId).toBe('sendChatMessage');
    const docs = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
    const docsCsp = String(docs.headers['content-security-policy']);
    expect(docsCsp).not.toContain('upgrade-insecure-requests');
    expect(docsCsp).toMatch(/style-src [^;]*'unsafe-inline'/);
  });
});
