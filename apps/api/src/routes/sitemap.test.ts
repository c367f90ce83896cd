import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedKnowledgeBase } from '../assistant/knowledge-base/knowledge-base.js';
import { fixtureSnapshot } from '../test-support/fake-market.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('sitemap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const locs = async (headers: Record<string, string> = { host: 'odai.example' }) => {
    const response = await t.inject({ method: 'GET', url: '/sitemap.xml', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  };

  it('lists the landing, the dashboard, the guides index and every guide, on the host asked', async () => {
    const listed = await locs();
    expect(listed.slice(0, 3)).toEqual([
      'http://odai.example/',
      'http://odai.example/analytics',
      'http://odai.example/guides',
    ]);
    const articles = sharedKnowledgeBase().articles;
    expect(listed.slice(3, 3 + articles.length)).toEqual(
      articles.map((a) => `http://odai.example/guides/${a.slug}`),
    );
    expect(articles.length).toBeGreaterThan(5);
  });

  it('lists a dashboard page for every token of the market snapshot, by the id a row opens', async () => {
    const tokens = t.market.snapshot()?.tokens ?? [];
    expect(tokens.length).toBeGreaterThan(2);
    const listed = await locs();
    const pages = listed.filter((loc) => loc?.startsWith('http://odai.example/analytics/'));
    expect(pages).toEqual(tokens.map((token) => `http://odai.example/analytics/${token.id}`));
    // Each listed page is one the server answers (a token it knows; e2e renders them).
    for (const token of tokens) expect(await t.market.tokenDetail(token.id, 1)).not.toBeNull();
  });

  it('follows the snapshot: a token that joins the market is listed on the next read', async () => {
    const snapshot = fixtureSnapshot(2);
    const newcomer = { ...snapshot.tokens[0]!, id: 'zz9x', name: 'NEWCOMER', symbol: 'NEWCOMER' };
    t.market.publish({ ...snapshot, tokens: [...snapshot.tokens, newcomer] });
    expect(await locs()).toContain('http://odai.example/analytics/zz9x');
  });
});

describe('sitemap before the first market snapshot', () => {
  it('lists the fixed pages and the guides, and no token pages', async () => {
    const t = await createTestApp();
    try {
      t.market.current = null;
      const response = await t.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'odai.example' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<loc>http://odai.example/guides</loc>');
      expect(response.body).not.toContain('/analytics/');
    } finally {
      await t.close();
    }
  });
});
