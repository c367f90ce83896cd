import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedKnowledgeBase } from '../assistant/knowledge-base/knowledge-base.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('sitemap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('lists the landing, the dashboard, the guides index and every guide, on the host asked', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'odai.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.slice(0, 3)).toEqual([
      'http://odai.example/',
      'http://odai.example/analytics',
      'http://odai.example/guides',
    ]);
    const articles = sharedKnowledgeBase().articles;
    expect(locs.slice(3)).toEqual(articles.map((a) => `http://odai.example/guides/${a.slug}`));
    expect(articles.length).toBeGreaterThan(5);
  });
});
