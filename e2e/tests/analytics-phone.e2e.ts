import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.js';
import { waitForHydration } from '../support/hydrated.js';
import { useBrowser } from '../support/suite.js';

const SHOTS = '/tmp/h13-web';

describe('dashboard at 375 px, keyboard only', () => {
  const b = useBrowser(PHONE);

  it('keeps the tabs on one scrolling row and the table inside the screen', async () => {
    const page = await b.open('/analytics');
    const tabs = page.getByRole('tablist');
    const tops = await page
      .getByRole('tab')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    expect(await tabs.evaluate((el) => el.scrollWidth > el.clientWidth || el.clientWidth <= 375)).toBe(true);
    // The page itself does not scroll sideways; the table does, inside its region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('opens and closes a token with the keyboard alone', async () => {
    const page = await b.open('/analytics');
    await waitForHydration(page, 'tbody [data-token-id]');
    const first = page.locator('tbody [data-token-id]').first();
    const id = await first.getAttribute('data-token-id');
    await first.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/analytics/${id}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('detail-title');
    mkdirSync(SHOTS, { recursive: true });
    await page.locator('.recharts-area-area').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/dashboard-375.png`, fullPage: false });
    await page.keyboard.press('Escape');
    await page.waitForURL('**/analytics');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-token-id')))
      .toBe(id);
  });
});

describe('dashboard at 1280 px', () => {
  const b = useBrowser(DESKTOP);

  it('shows a token open beside its list (screenshot)', async () => {
    const page = await b.open('/analytics');
    const id = await page.locator('tbody [data-token-id]').nth(2).getAttribute('data-token-id');
    await page.goto(`${b.baseUrl}/analytics/${id}`);
    await page.locator('.recharts-area-area').first().waitFor();
    mkdirSync(SHOTS, { recursive: true });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
    await page.goto(`${b.baseUrl}/analytics`);
    await page.screenshot({ path: `${SHOTS}/dashboard-list-1280.png` });
  });
});
