import { describe, expect, inject, it } from 'vitest';

// robots.txt names the sitemap by its absolute address; the sitemap lists every page worth
// indexing, a dashboard page per token included, and each of those pages is a real page.
describe('robots.txt and the sitemap', () => {
  const baseUrl = inject('baseUrl');

  it('robots.txt points at the sitemap on this host', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(new RegExp(`^Sitemap: ${baseUrl}/sitemap\\.xml$`, 'm'));
  });

  it('the sitemap lists a page per token of the market, and they render', async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const tokens = (await (await fetch(`${baseUrl}/api/analytics/tokens`)).json()) as { id: string }[];
    const tokenPages = locs.filter((loc) => loc.startsWith(`${baseUrl}/analytics/`));
    expect(tokenPages.sort()).toEqual(tokens.map((t) => `${baseUrl}/analytics/${t.id}`).sort());
    for (const loc of tokenPages.slice(0, 3)) {
      const page = await fetch(loc);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1');
    }
  });
});
