import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.js';
import { waitForHydration } from '../support/hydrated.js';
import { type RunningServer, startServer } from '../support/server.js';

// A server of its own with a 2-second ingest cycle: each new snapshot is pushed over
// /api/analytics/events, and open pages refetch what they show (no polling).
describe('live updates, pushed', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ INGEST_INTERVAL_MS: '2000' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the dashboard refetches on each snapshot event and says it is live', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      const seen: string[] = [];
      page.on('response', async (response) => {
        if (!response.url().endsWith('/api/analytics/market-overview')) return;
        const body = (await response.json().catch(() => null)) as { asOf: string } | null;
        if (body) seen.push(body.asOf);
      });
      await page.goto(`${server.baseUrl}/analytics`);
      await waitForHydration(page, 'input[type="search"]');
      await page.getByText('Live updates').waitFor();
      const rendered = await page.locator('main').innerText();
      // Two new snapshots arrive and are refetched (the page embedded the first one).
      await expect.poll(() => new Set(seen).size, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      // Refetched per event, not polled: at most one read more than there were snapshots.
      expect(seen.length).toBeLessThanOrEqual(new Set(seen).size + 1);
      // "Updated N ago" restarts from the new snapshot.
      await expect.poll(() => page.locator('main').innerText()).toMatch(/Updated (just now|\d+ s ago)/);
      expect(rendered).toContain('Token Performance');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the landing page's popular tokens refetch on a snapshot event", async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await page.goto(`${server.baseUrl}/`);
      const refetched = await page.waitForResponse((r) => r.url().endsWith('/api/tokens/popular'), {
        timeout: 15_000,
      });
      expect(refetched.status()).toBe(200);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
