import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.js';
import { waitForHydration } from '../support/hydrated.js';
import { useBrowser } from '../support/suite.js';

describe('landing page (375 px phone)', () => {
  const b = useBrowser(PHONE);

  it('collapses the top bar into a menu that toggles and closes when a link is picked', async () => {
    const page = await b.open('/');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const open = page.getByRole('button', { name: 'Open menu' });
    // The server-rendered button does nothing until React has hydrated it (a loaded CI run clicked first).
    await waitForHydration(page, 'button[aria-label="Open menu"]');
    await open.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.locator('a[href="#community"]').click();
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#community');
  });

  it('has a floating chat button that jumps to the chat, and no horizontal scrolling', async () => {
    const page = await b.open('/');
    const floating = page.getByRole('link', { name: 'Jump to chat' });
    await floating.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#chat');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('fits the dashboard on a phone', async () => {
    const page = await b.open('/analytics');
    await page.getByRole('heading', { name: 'Token Analytics Dashboard' }).waitFor();
    await page.getByRole('tab', { name: /All Tokens/ }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
