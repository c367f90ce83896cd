import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { useBrowser } from '../support/suite.js';

// Issue 14: in LLM mode the answer streams, and Stop or Escape cancels it, keyboard only, at
// desktop and 375 px. The server runs its LLM engine against a fake OpenAI endpoint that streams
// a word every 100 ms (support/fake-llm.ts), so the answer takes ~7 s and can be stopped midway.

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/odai-e2e-shots';
const QUESTION = 'How does the bonding curve work?';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({}, { llm: { delayMs: 100 } });
});
afterAll(async () => {
  await server?.stop();
});

describe.each([
  ['desktop', DESKTOP, 1280],
  ['375 px phone', PHONE, 375],
])('chat streaming from an LLM (%s)', (_name, viewport, width) => {
  const b = useBrowser(viewport);

  let abandonedBefore = 0;

  async function askByKeyboard(): Promise<Page> {
    b.baseUrl = server.baseUrl;
    abandonedBefore = server.llm?.abandoned() ?? 0;
    const page = await b.open('/#chat');
    const input = page.getByRole('textbox', { name: 'Your question' });
    await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
    // The assistant's description says it streams before the chat uses the stream.
    await expect
      .poll(() => page.evaluate(() => fetch('/api/chat/assistant').then((r) => r.json())))
      .toMatchObject({
        engine: 'llm',
        streaming: true,
      });
    for (let i = 0; i < 80 && !(await input.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.type(QUESTION);
    await page.keyboard.press('Enter');
    // The first sentence arrives, then more: the answer grows while the field stays busy.
    const stopButton = page.getByRole('button', { name: 'Stop answer' });
    await stopButton.waitFor();
    await expect.poll(() => streamedText(page), { timeout: 15_000 }).toMatch(/sets the price of a new token/);
    const early = (await streamedText(page)).length;
    await expect
      .poll(async () => (await streamedText(page)).length, { timeout: 6000 })
      .toBeGreaterThan(early);
    expect(await input.getAttribute('readonly')).not.toBeNull();
    expect(await input.getAttribute('aria-busy')).toBe('true');
    expect(await isFocused(page)).toBe(true);
    return page;
  }

  /** The assistant bubble being streamed (the last bubble of the log). */
  const streamedText = (page: Page) => page.locator('[role="log"] .odai-chat-bubble').last().innerText();
  const isFocused = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Your question');

  async function expectStopped(page: Page) {
    const input = page.getByRole('textbox', { name: 'Your question' });
    const stopped = page.getByLabel('Stopped answer');
    await stopped.waitFor();
    const kept = await stopped.innerText();
    // The part shown so far stays, marked; the rest of the answer never comes.
    expect(kept).toMatch(/sets the price of a new token/);
    expect(kept).toMatch(/Stopped\. This partial answer is not saved/);
    expect(kept).not.toMatch(/what each trade costs you/);
    expect(await page.getByRole('button', { name: 'Stop answer' }).count()).toBe(0);
    // The field is editable again, focused, and Send works again.
    expect(await input.getAttribute('readonly')).toBeNull();
    expect(await input.getAttribute('aria-busy')).toBeNull();
    expect(await isFocused(page)).toBe(true);
    expect(await page.getByRole('button', { name: 'Send message' }).isEnabled()).toBe(true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('and the fees?');
    expect(await input.inputValue()).toBe('and the fees?');
    // The question is kept by the server; the model call was stopped, not left to run.
    expect(await page.getByRole('log', { name: 'Chat messages' }).innerText()).toContain(QUESTION);
    await expect.poll(() => server.llm?.abandoned() ?? 0).toBe(abandonedBefore + 1);
    await page.waitForTimeout(1500);
    expect(await stopped.innerText()).toBe(kept);
  }

  it('Enter sends, the answer streams, Escape stops it and keeps what was shown', async () => {
    const page = await askByKeyboard();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/chat-streaming-${width}.png` });
    await page.keyboard.press('Escape');
    await expectStopped(page);
    await page.screenshot({ path: `${SHOTS}/chat-stopped-${width}.png` });
  });

  it('the Stop button stops it too', async () => {
    const page = await askByKeyboard();
    await page.getByRole('button', { name: 'Stop answer' }).click();
    await expectStopped(page);
  });

  it('a streamed answer that runs to its end is stored, with sources and follow-ups', async () => {
    const page = await askByKeyboard();
    const log = page.getByRole('log', { name: 'Chat messages' });
    await expect
      .poll(() => log.getByRole('list', { name: 'Sources' }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await log.innerText()).toMatch(/what each trade costs you/);
    expect(await page.getByRole('button', { name: 'Stop answer' }).count()).toBe(0);
    expect(
      await page.getByRole('list', { name: 'Follow-up questions' }).getByRole('button').count(),
    ).toBeGreaterThan(0);
    expect(await isFocused(page)).toBe(true);
  });
});
