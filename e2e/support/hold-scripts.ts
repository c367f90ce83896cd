import type { Page } from 'playwright-core';

/**
 * Holds every app script the page asks for until the returned `release` is called, so a test
 * can look at (and click on) the server's markup before React hydrates it. Navigate with
 * `waitUntil: 'commit'` afterwards: DOMContentLoaded waits for the held module scripts.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
