import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('allows crawling and names the sitemap by its absolute address on the host asked', async () => {
    const response = await t.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'odai.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('User-agent: *\nAllow: /\n\nSitemap: http://odai.example/sitemap.xml\n');
  });

  it('behind a trusted proxy, names the address the visitor used', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const response = await proxied.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: '10.0.0.5:5000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'odai.example' },
      });
      expect(response.body).toMatch(/^Sitemap: https:\/\/odai\.example\/sitemap\.xml$/m);
    } finally {
      await proxied.close();
    }
  });

  it('ignores forwarded headers when the proxy is not trusted', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'odai.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.body).toMatch(/^Sitemap: http:\/\/odai\.example\/sitemap\.xml$/m);
  });
});
