import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.js';
import { holdScripts } from '../support/hold-scripts.js';
import { waitForHydration } from '../support/hydrated.js';
import { type RunningServer, startServer } from '../support/server.js';
import { useBrowser } from '../support/suite.js';

/** The market reads each page embeds: the browser must not send them on load. */
const PAGE_READS = /\/api\/(tokens\/(featured|popular)|analytics\/(tokens|market-overview))$/;

describe('server-rendered pages without JavaScript', () => {
  const b = useBrowser();

  it('/ shows the hero, the featured token, the guides, the fees and the popular tokens, with figures', async () => {
    const context = await b.browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${b.baseUrl}/`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toMatch(/AI Chat Assistant.*Bitcoin Runes/);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Bitcoin Runes/);
      // The hero, complete: the featured banner (its data is in the page), both calls to action, the indicator.
      const hero = page.locator('section[aria-labelledby="hero-title"]');
      expect(await hero.getByRole('link', { name: /Featured.*ODAI/ }).getAttribute('href')).toBe('#odai');
      expect(await hero.getByRole('link', { name: 'Start Chatting' }).getAttribute('href')).toBe('#chat');
      expect(await hero.getByRole('link', { name: 'View Analytics' }).getAttribute('href')).toBe(
        '/analytics',
      );
      expect(await hero.innerText()).toMatch(/AI Assistant Online/);
      const featured = await page.locator('#odai').innerText();
      expect(featured).toMatch(/Featured Token/);
      expect(featured).toMatch(/\d[\d.,]* sats/);
      expect(featured).toMatch(/[+-]\d+\.\d{2}%/);
      expect(featured).toMatch(/\$\d/);
      const guides = await page.locator('#guides').innerText();
      expect(guides).toMatch(/What is Odin\.fun\?/);
      expect(guides).toMatch(/Fee Structure[\s\S]*1%[\s\S]*0\.5%[\s\S]*0\.25%/);
      expect(await page.locator('#community li').count()).toBe(4);
      expect(await page.locator('#community').innerText()).toMatch(/\$\d[\d.]*[KM]?/);
    } finally {
      await context.close();
    }
  });

  it('/analytics shows its four cards and the token list, with figures', async () => {
    const context = await b.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${b.baseUrl}/analytics`);
      expect(await page.title()).toBe('Token Analytics Dashboard — ODAI');
      const main = await page.locator('main').innerText();
      expect(main).toMatch(/Total Tokens\s*\d+/);
      expect(main).toMatch(/Total Holders\s*[\d.]+K?/);
      expect(main).toMatch(/24h Transactions\s*[\d.]+K?/);
      expect(main).toMatch(/Total Market Cap\s*\$\d/);
      const rows = page.getByRole('region', { name: 'All tokens list' }).locator('tr:has([data-token-id])');
      expect(await rows.count()).toBeGreaterThan(10);
      // Each row with its figures: price in sats, the 24 h change (two decimals), market cap in USD.
      expect(await rows.first().innerText()).toMatch(/sats[\s\S]*[+-]?\d+\.\d{2}%[\s\S]*\$[\d.,]+[KM]?/);
      expect(await page.getByRole('tab', { name: /All Tokens/ }).getAttribute('aria-selected')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('answers an unknown address 404 with the 404 page', async () => {
    const context = await b.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${b.baseUrl}/nope`);
      expect(response?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('404 Page Not Found');
    } finally {
      await context.close();
    }
  });
});

describe('hydration', () => {
  const b = useBrowser();
  // Its own server whose market does not move during the test: a snapshot landing between the
  // server's render and the page's event stream is news, and the page rightly refetches for it
  // (the shared server's demo market moves every minute, so a slow machine saw that happen).
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ INGEST_INTERVAL_MS: '3600000' });
    b.baseUrl = server.baseUrl;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(['/', '/analytics'])(
    '%s: the client takes over the server markup (same nodes, no warning) and refetches nothing',
    async (path) => {
      // A page to set the interceptors up on before the document under test loads.
      const page = await b.open('/robots.txt');
      b.allowed.push(/favicon\.ico/); // Chromium asks for it beside a plain-text document
      const reads: string[] = [];
      page.on('request', (request) => {
        if (PAGE_READS.test(new URL(request.url()).pathname)) reads.push(request.url());
      });
      // Hold the scripts until the server's heading has been marked, then let the app start.
      const release = await holdScripts(page);
      await page.goto(`${b.baseUrl}${path}`, { waitUntil: 'commit' });
      await page.locator('h1').waitFor();
      await page.evaluate(() => {
        (document.querySelector('h1') as HTMLElement & { fromServer?: boolean }).fromServer = true;
      });
      release();
      // Hydrated: React has claimed the server's nodes (it keeps its fiber on each). A click before
      // that would be lost, as it would be for a visitor.
      await page.waitForFunction(() => {
        const control = document.querySelector('textarea, [role="tab"]');
        return control !== null && Object.keys(control).some((key) => key.startsWith('__reactFiber'));
      });
      if (path === '/') {
        await page.getByRole('textbox', { name: 'Your question' }).waitFor();
        await expect
          .poll(() => page.getByRole('textbox', { name: 'Your question' }).isEnabled(), { timeout: 15_000 })
          .toBe(true);
      } else {
        await page.getByRole('tab', { name: /Top Gainers/ }).click();
        await page.getByRole('heading', { name: 'Top Gainers (24h)' }).waitFor();
      }
      expect(
        await page.evaluate(
          () => (document.querySelector('h1') as HTMLElement & { fromServer?: boolean }).fromServer,
        ),
      ).toBe(true);
      expect(reads).toEqual([]);
    },
  );

  it('client-side navigation still shows the loading states', async () => {
    const page = await b.open('/analytics');
    await page.getByRole('tab', { name: /All Tokens/ }).waitFor();
    // A click on the server-rendered link before hydration is a full page load, not client-side.
    await waitForHydration(page, '[role="tab"]');
    // Long enough to outlast the download of the landing's lazily loaded sections on a busy machine.
    await page.route('**/api/tokens/featured', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByLabel('Loading featured token').waitFor();
    await page.getByRole('heading', { name: 'Featured Token' }).waitFor();
  });
});
