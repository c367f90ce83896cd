import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/hydrated.js';
import { useBrowser } from '../support/suite.js';

describe('token analytics dashboard', () => {
  const b = useBrowser();

  it('shows the loading text, then the header, cards and the demo label', async () => {
    const page = await b.open('/');
    await page.route('**/api/analytics/tokens', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    // Client-side navigation (with its loading text) needs the hydrated link; before the app's
    // code has run (it loads after first paint) the click is a full page load.
    await waitForHydration(page, 'a[href="/analytics"]');
    await page.getByRole('link', { name: 'View Analytics' }).click();
    await page.getByText('Loading analytics dashboard...').waitFor();
    await page.getByRole('heading', { name: 'Token Analytics Dashboard' }).waitFor();
    await page.getByText('Active tokens').waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('Real-time performance metrics and insights');
    for (const label of [
      'Total Tokens',
      'Active tokens',
      'Total Holders',
      'Unique holders',
      '24h Transactions',
      'Last 24 hours',
      'Total Market Cap',
      'USD value',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toMatch(/Total Market Cap\s*\$\d/);
    expect(text).toMatch(/Demo data/);
    expect(text).toMatch(/Updated/);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('switches between the four tabs', async () => {
    const page = await b.open('/analytics');
    const all = page.getByRole('tab', { name: /All Tokens/ });
    await all.waitFor();
    // The tabs are server-rendered: a click before hydration would do nothing.
    await waitForHydration(page, '[role="tab"]');
    expect(await all.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Token Performance' }).waitFor();
    await page.getByRole('tab', { name: /Top Gainers/ }).click();
    const gainers = page.getByRole('tabpanel');
    await page.getByRole('heading', { name: 'Top Gainers (24h)' }).waitFor();
    const gainersText = await gainers.innerText();
    expect(gainersText).toMatch(/#1/);
    expect(gainersText).not.toMatch(/\+\+/);
    await page.getByRole('tab', { name: /Top Losers/ }).click();
    await page.getByRole('heading', { name: 'Top Losers (24h)' }).waitFor();
    await page.getByRole('tab', { name: /Most Volatile/ }).click();
    await page.getByRole('heading', { name: 'Most Volatile Tokens' }).waitFor();
    const volatile = await page.getByRole('tabpanel').innerText();
    expect(volatile).toMatch(/Volatility score/);
    expect(volatile).toMatch(/\d+\.\d{2}%/);
  });

  it('opens a token with both charts and the four tiles, and closes it', async () => {
    const page = await b.open('/analytics');
    const firstRow = page.getByRole('tabpanel').locator('[data-token-id]').first();
    await waitForHydration(page, '[data-token-id]');
    await firstRow.click();
    const card = page.locator('[aria-labelledby="detail-title"]');
    await page.getByText('Price History').waitFor();
    await page.getByText('Trading Volume').waitFor();
    await expect.poll(() => page.locator('.recharts-area-area').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    const ticks = await card.locator('svg text').allTextContents();
    expect(ticks.some((t) => /^[A-Z][a-z]{2} \d{1,2}$/.test(t.trim()))).toBe(true);
    const detail = await card.innerText();
    for (const tile of ['24h Change', 'Holders', '24h Transactions', 'Liquidity Score'])
      expect(detail).toContain(tile);
    expect(detail).toMatch(/\d+\.\d\/10/);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Price History').waitFor({ state: 'detached' });
  });

  it('shows an error with a retry button when the overview fails, and recovers', async () => {
    const page = await b.open('/');
    b.allowed.push(/503.*\/api\/analytics\/market-overview/);
    // Reads fail until Retry is on screen: a new snapshot's event refetches a failed read too (the
    // stream's connect event does not), so a single failure could be recovered before it shows.
    let failing = true;
    await page.route('**/api/analytics/market-overview', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"error":"Market data is not available yet."}',
          })
        : route.continue(),
    );
    // A click before hydration would load /analytics from the server (overview embedded, no read).
    await waitForHydration(page, 'a[href="/analytics"]');
    await page.getByRole('link', { name: 'View Analytics' }).click();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    failing = false;
    // The live stream's next snapshot event may refetch (and recover) before the click lands.
    await retry.click({ timeout: 3000 }).catch(() => undefined);
    await page.getByRole('heading', { name: 'Token Analytics Dashboard' }).waitFor();
    await page.getByRole('tab', { name: /All Tokens/ }).waitFor();
  });
});
