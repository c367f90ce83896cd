import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.js';
import { holdScripts } from '../support/hold-scripts.js';
import { useBrowser } from '../support/suite.js';

// Issue 14 follow-up (decision 041): before the page's scripts run, a click on the server-rendered
// chat cannot be heard. The server's HTML must not pretend otherwise: every control that asks is
// disabled and busy, and the field says the chat is starting. Once it has a session, they work.

const STARTING = 'Starting the chat…';
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/odai-e2e-shots';

/** Opens `/#chat` with every script held back until `release` is called. */
async function openWithScriptsHeld(open: (path: string) => Promise<Page>, baseUrl: string) {
  // A page to set the interception up on before the document under test loads.
  const page = await open('/robots.txt');
  const release = await holdScripts(page);
  await page.goto(`${baseUrl}/#chat`, { waitUntil: 'commit' });
  return { page, release };
}

describe.each([
  ['desktop', DESKTOP],
  ['375 px phone', PHONE],
])('chat before hydration (%s)', (_name, viewport) => {
  const b = useBrowser(viewport);

  it('says it is starting, takes no click it cannot answer, then answers the same click', async () => {
    const { page, release } = await openWithScriptsHeld(b.open, b.baseUrl);
    b.allowed.push(/favicon\.ico/); // Chromium asks for it beside the plain-text robots.txt
    const asks: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && /^\/api\/chat\/message(\/stream)?$/.test(path)) asks.push(path);
    });
    const suggested = page.locator('ul[aria-label="Suggested questions"]');
    const chip = suggested.locator('button').first();
    const input = page.locator('textarea[aria-label="Your question"]');
    const send = page.locator('button[aria-label="Send message"]');
    await chip.waitFor({ state: 'attached' });
    await chip.scrollIntoViewIfNeeded();

    // The server's HTML, no script run yet: disabled, busy, and the field says why.
    expect(await page.evaluate(() => Boolean(document.getElementById('chat')))).toBe(true);
    expect(await chip.isDisabled()).toBe(true);
    expect(await suggested.getAttribute('aria-busy')).toBe('true');
    expect(await input.isDisabled()).toBe(true);
    expect(await input.getAttribute('aria-busy')).toBe('true');
    expect(await input.getAttribute('placeholder')).toBe(STARTING);
    expect(await send.getAttribute('aria-busy')).toBe('true');
    expect(await page.getByPlaceholder(STARTING).isVisible()).toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/chat-starting-${viewport.width}.png` });

    // A visitor's click right away (a real mouse click where the chip is) is not taken.
    const box = await chip.boundingBox();
    if (!box) throw new Error('the chip is not laid out');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(300);
    expect(asks).toEqual([]);

    // The scripts arrive: the chat starts, and the busy marks and the notice go.
    release();
    await expect.poll(() => chip.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await suggested.getAttribute('aria-busy')).toBeNull();
    expect(await input.getAttribute('aria-busy')).toBeNull();
    expect(await input.getAttribute('placeholder')).not.toBe(STARTING);
    expect(await send.getAttribute('aria-busy')).toBeNull();
    expect(asks).toEqual([]); // the early click was not replayed behind the visitor's back

    // The same click now asks.
    const question = (await chip.innerText()).trim();
    await chip.click();
    const log = page.getByRole('log', { name: 'Chat messages' });
    await expect.poll(() => log.locator('button[aria-label="Copy answer"]').count()).toBe(1);
    expect(await log.innerText()).toContain(question);
    expect(asks.length).toBe(1);
  });
});
