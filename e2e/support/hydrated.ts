import type { Page } from 'playwright-core';

/**
 * Waits until React has hydrated the element (its props are attached): a server-rendered page
 * looks ready before its script runs, and a click before hydration does nothing.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps'));
  }, selector);
}
