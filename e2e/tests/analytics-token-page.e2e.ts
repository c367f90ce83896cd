import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/hydrated.js';
import { useBrowser } from '../support/suite.js';

/** A token's own page: deep link, reload, back/forward, 404, Escape and focus. */
describe('token pages (/analytics/:token)', () => {
  const b = useBrowser();

  it('opens from a row (URL pushed), survives a reload, and back/forward move between list and token', async () => {
    const page = await b.open('/analytics');
    const row = page.locator('[data-token-id]').first();
    const id = await row.getAttribute('data-token-id');
    await waitForHydration(page, '[data-token-id]');
    await row.click();
    await page.waitForURL(`**/analytics/${id}`);
    const heading = page.locator('#detail-title');
    await heading.waitFor();
    // The heading is the name, then the ticker in a span.
    const name = (await heading.evaluate((el) => el.firstChild?.textContent ?? '')).trim();
    await expect.poll(() => page.title()).toContain(name);
    // The detail came into view and focus is on its heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('detail-title');
    await expect
      .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight))
      .toBe(true);

    await page.reload();
    await page.locator('#detail-title').waitFor();
    expect(await page.locator('#detail-title').innerText()).toContain(name);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain(name);

    await page.goBack();
    await page.waitForURL('**/analytics');
    await page.locator('#detail-title').waitFor({ state: 'detached' });
    await page.goForward();
    await page.waitForURL(`**/analytics/${id}`);
    await page.locator('#detail-title').waitFor();

    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/analytics');
    await expect.poll(() => page.title()).toBe('Token Analytics Dashboard — ODAI');
  });

  it('is rendered by the server with its token, and an unknown token is a 404 page', async () => {
    const page = await b.open('/analytics');
    const id = await page.locator('[data-token-id]').first().getAttribute('data-token-id');
    const ok = await page.request.get(`${b.baseUrl}/analytics/${id}`);
    expect(ok.status()).toBe(200);
    const html = await ok.text();
    expect(html).toContain('id="detail-title"');
    expect(html).toMatch(/<title>[^<]+— Token Analytics — ODAI<\/title>/);

    b.allowed.push(/\/analytics\/no-such-token/, /api\/analytics\/token\/no-such-token/);
    const missing = await page.goto(`${b.baseUrl}/analytics/no-such-token`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });

  it('opens rows of the ranked tabs; Escape closes and focus returns to the row', async () => {
    const page = await b.open('/analytics');
    await waitForHydration(page, '[role="tab"]');
    await page.getByRole('tab', { name: /Most Volatile/ }).click();
    const row = page.getByRole('tabpanel').locator('[data-token-id]').first();
    const id = await row.getAttribute('data-token-id');
    await row.click();
    await page.waitForURL(`**/analytics/${id}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('detail-title');
    await page.keyboard.press('Escape');
    await page.waitForURL('**/analytics');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-token-id')))
      .toBe(id);
  });

  it('reads 24h / 7d / 30d windows with the range buttons', async () => {
    const page = await b.open('/analytics');
    const id = await page.locator('[data-token-id]').first().getAttribute('data-token-id');
    await page.goto(`${b.baseUrl}/analytics/${id}`);
    await waitForHydration(page, '[aria-label="Chart time range"] button');
    const ranges = page.getByRole('group', { name: 'Chart time range' });
    const asked = page.waitForRequest((r) => r.url().includes(`/api/analytics/token/${id}?range=24h`));
    await ranges.getByRole('button', { name: '24h', exact: true }).click();
    await asked;
    await expect
      .poll(() => ranges.getByRole('button', { name: '24h', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.locator('.recharts-area-area').first().waitFor();
    // The demo market stores 7 days at most: the 30-day window says what it covers.
    await ranges.getByRole('button', { name: '30d', exact: true }).click();
    await page.getByText(/History is stored from/).waitFor();
  });

  it('has the site top bar, whose section links lead back to the landing page', async () => {
    const page = await b.open('/analytics');
    const chat = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI Chat' });
    expect(await chat.getAttribute('href')).toBe('/#chat');
  });
});
