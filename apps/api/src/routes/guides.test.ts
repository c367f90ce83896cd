import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedKnowledgeBase } from '../assistant/knowledge-base/knowledge-base.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('guide routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('lists every knowledge-base article with its sections and a short plain description', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/guides' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const guides = response.json() as { slug: string; description: string; sections: { slug: string }[] }[];
    expect(guides.map((g) => g.slug)).toEqual(sharedKnowledgeBase().articles.map((a) => a.slug));
    const fees = guides.find((g) => g.slug === 'fees')!;
    expect(fees.sections.map((s) => s.slug)).toContain('trading-fees-at-a-glance');
    for (const guide of guides) {
      expect(guide.description.length).toBeGreaterThan(20);
      expect(guide.description.length).toBeLessThanOrEqual(201);
      expect(guide.description).not.toMatch(/\*\*|\]\(/);
    }
  });

  it('serves one guide with its sections as Markdown and its sources; every citation ref resolves', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/guides/fees' });
    expect(response.statusCode).toBe(200);
    const guide = response.json();
    expect(guide).toMatchObject({ slug: 'fees', title: 'Fees and network costs' });
    expect(guide.sections[0]).toMatchObject({ slug: 'trading-fees-at-a-glance' });
    expect(guide.sections[0].markdown).toContain('a 1% fee on bonding-curve trades');
    expect(guide.sources).toContain('https://github.com/Toniq-Labs/odin-docs');
    for (const article of sharedKnowledgeBase().articles) {
      const served = (await t.inject({ method: 'GET', url: `/api/guides/${article.slug}` })).json();
      for (const section of article.sections) {
        const [slug, anchor] = section.ref.split('#');
        expect(slug).toBe(served.slug);
        expect(served.sections.map((s: { slug: string }) => s.slug)).toContain(anchor);
      }
      // The sections' question lists feed retrieval only; the pages never show them.
      for (const s of served.sections as { markdown: string }[]) expect(s.markdown).not.toMatch(/<!--|-->/);
    }
  });

  it('answers 404 for an unknown guide and 400 for a malformed address', async () => {
    const missing = await t.inject({ method: 'GET', url: '/api/guides/no-such-guide' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'There is no guide at this address.', code: 'GUIDE_NOT_FOUND' });
    const bad = await t.inject({ method: 'GET', url: '/api/guides/Bad%20Slug' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_ARTICLE');
  });
});
