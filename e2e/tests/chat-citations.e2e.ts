import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.js';
import { useBrowser } from '../support/suite.js';

// Issue 14: the guides are pages, and an answer's citations open them at their section.

describe('chat citations and guide pages', () => {
  const b = useBrowser();

  it('a guide citation in an answer opens /guides/:article at its section', async () => {
    const page = await b.open('/#chat');
    const input = page.getByRole('textbox', { name: 'Your question' });
    await expect.poll(() => input.isEnabled()).toBe(true);
    await input.fill('What fees does Odin.fun charge?');
    await input.press('Enter');
    const sources = page.getByRole('list', { name: 'Sources' }).first();
    await sources.waitFor();
    const citation = sources.locator('a[href^="/guides/"]').first();
    const href = (await citation.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/guides\/[a-z0-9-]+#[a-z0-9-]+$/);
    await citation.press('Enter');
    await expect.poll(() => page.evaluate(() => location.pathname + location.hash)).toBe(href);
    const section = page.locator(`section#${href.split('#')[1]}`);
    await section.waitFor();
    // The cited section is at the top of the window (below the 72 px anchor margin), not the top of the article.
    await expect.poll(async () => Math.abs((await section.boundingBox())?.y ?? 999)).toBeLessThan(90);
  });

  it('opened from the address bar, a guide is server-rendered and lands on its #section', async () => {
    const response = await fetch(`${b.baseUrl}/guides/fees`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Fees and network costs');
    expect(html).toMatch(/<section[^>]+id="amm-fee"/);
    const page = await b.open('/guides/fees#amm-fee');
    const section = page.locator('section#amm-fee');
    await expect.poll(async () => Math.abs((await section.boundingBox())?.y ?? 999)).toBeLessThan(90);
    expect(await page.getByRole('region', { name: 'Sources' }).getByRole('link').count()).toBeGreaterThan(0);
    expect((await fetch(`${b.baseUrl}/guides/no-such-guide`)).status).toBe(404);
  });

  it('the guides index is linked from Quick Guides and listed in the sitemap', async () => {
    const page = await b.open('/#guides');
    await page.getByRole('link', { name: 'All guides' }).click();
    await page.getByRole('heading', { level: 1, name: 'Guides' }).waitFor();
    await expect.poll(() => page.locator('article').count()).toBeGreaterThan(5);
    const sitemap = await (await fetch(`${b.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('/guides/fees</loc>');
  });
});

describe('guide page (375 px phone)', () => {
  const b = useBrowser(PHONE);

  it('fits the phone and lands on its #section', async () => {
    const page = await b.open('/guides/bonding-curves#ascension');
    const section = page.locator('section#ascension');
    await expect.poll(async () => Math.abs((await section.boundingBox())?.y ?? 999)).toBeLessThan(90);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
