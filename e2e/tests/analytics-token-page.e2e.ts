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
    // The dashboard's code is preloaded with the entry, as on /analytics (route-preloads.json).
    const preloads = (html: string) =>
      /<script data-entry="[^"]+" data-preload="([^"]*)"[^>]*>/.exec(html)?.[1];
    const dashboard = await (await page.request.get(`${b.baseUrl}/analytics`)).text();
    expect(preloads(dashboard)).toMatch(/ \/assets\/analytics-page-[\w-]+\.js$/);
    const html = await ok.text();
    expect(preloads(html)).toBe(preloads(dashboard));
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

  it('keeps the chart window in the URL: shared, reloaded (server-rendered), back and forward, keyboard', async () => {
    const page = await b.open('/analytics');
    const id = await page.locator('[data-token-id]').first().getAttribute('data-token-id');
    const pressed = () => page.locator('[aria-label="Chart time range"] [aria-pressed="true"]').innerText();
    // The server renders the window the URL names (before any script runs).
    const html = await (await page.request.get(`${b.baseUrl}/analytics/${id}?range=30d`)).text();
    expect(html.split('aria-label="Chart time range"')[1]).toMatch(/aria-pressed="true"[^>]*>(<[^>]+>)*30d/);

    await page.goto(`${b.baseUrl}/analytics/${id}?range=24h`);
    await waitForHydration(page, '[aria-label="Chart time range"] button');
    expect(await pressed()).toBe('24h');
    // Keyboard only: Tab to 7d, Enter; then to 30d, Space.
    await page.locator('[aria-label="Chart time range"] button').first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/analytics/${id}`);
    await expect.poll(pressed).toBe('7d');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.waitForURL(`**/analytics/${id}?range=30d`);
    await expect.poll(pressed).toBe('30d');
    // Focus stayed on the button pressed.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('30d');

    await page.goBack();
    await page.waitForURL(`**/analytics/${id}`);
    await expect.poll(pressed).toBe('7d');
    await page.goBack();
    await page.waitForURL(`**/analytics/${id}?range=24h`);
    await expect.poll(pressed).toBe('24h');
    await page.goForward();
    await page.goForward();
    await page.waitForURL(`**/analytics/${id}?range=30d`);
    await expect.poll(pressed).toBe('30d');
    await page.reload();
    await waitForHydration(page, '[aria-label="Chart time range"] button');
    expect(await pressed()).toBe('30d');

    // Close keeps the list's view but not the window.
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${b.baseUrl}/analytics`);
  });

  it('has the site top bar, whose section links lead back to the landing page', async () => {
    const page = await b.open('/analytics');
    const chat = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI Chat' });
    expect(await chat.getAttribute('href')).toBe('/#chat');
  });
});
