import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromePath)) {
    throw new Error(
      `No browser at ${chromePath}. Install Debian's Chromium (apt-get install -y chromium) or set CHROME_PATH.`,
    );
  }
  return chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 740 };

/**
 * A page that records every console error, uncaught exception and failed request (4xx/5xx or
 * network failure). Tests assert `problems` is empty, except for what they expect on purpose.
 */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chromium logs "Failed to load resource" for every 4xx/5xx; the URL lets a test that provokes
    // one on purpose excuse both that log line and the response.
    if (message.type() === 'error')
      problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A navigation cancels fetches still in flight; that is the browser's doing, not a failure.
    if (reason.includes('ERR_ABORTED')) return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return { context, page, problems };
}
