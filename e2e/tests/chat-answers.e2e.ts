import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.js';
import { useBrowser } from '../support/suite.js';

// Issue 14: answers are readable where they land, and the chat is driven by keyboard alone.

async function ready(open: (path: string) => Promise<Page>) {
  const page = await open('/#chat');
  const input = page.getByRole('textbox', { name: 'Your question' });
  // The chat hydrates with the landing's lazily loaded sections, after the page's load event.
  await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
  return { page, input, log: page.getByRole('log', { name: 'Chat messages' }) };
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, as a keyboard user would; returns
 * the focused element's text.
 */
async function tabTo(page: Page, test: string, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 60) {
  for (let i = 0; i < limit; i++) {
    const text = await page.evaluate(
      (t) => (document.activeElement?.matches(t) ? (document.activeElement.textContent ?? '') : null),
      test,
    );
    if (text !== null) return text.trim();
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${test}`);
}

const INPUT = 'textarea[aria-label="Your question"]';

const answers = (page: Page) =>
  page.locator('[role="log"] .odai-chat-bubble:has(button[aria-label="Copy answer"])');

describe.each([
  ['desktop', DESKTOP],
  ['375 px phone', PHONE],
])('chat answers (%s)', (name, viewport) => {
  const b = useBrowser(viewport);

  it('keeps focus in the input and shows the first line of the new answer', async () => {
    const { page, input, log } = await ready(b.open);
    await tabTo(page, INPUT);
    await page.keyboard.type('How does the bonding curve work?');
    await page.keyboard.press('Enter');
    await expect.poll(() => answers(page).count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Your question',
    );
    const answerTop = async () => (await answers(page).first().boundingBox())?.y ?? Number.NaN;
    if (name === 'desktop') {
      // The answer's first line sits at the top of the 24rem list (below its 16 px padding).
      // A short answer cannot rise that far: then the list is scrolled to its end, answer in view.
      const listTop = (await log.boundingBox())?.y ?? 0;
      const atEnd = () => log.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1);
      await expect
        .poll(async () => {
          const offset = (await answerTop()) - listTop - 16;
          return Math.abs(offset) < 4 || (offset > 0 && offset < 200 && (await atEnd()));
        })
        .toBe(true);
      expect((await log.boundingBox())?.height).toBeCloseTo(384, -1);
    } else {
      // No box inside a box: the list is as tall as its messages and the page scrolls to the answer.
      expect(await log.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
      await expect.poll(answerTop).toBeGreaterThanOrEqual(56);
      await expect.poll(answerTop).toBeLessThan(200);
    }
    // The next question can be typed straight away.
    await page.keyboard.type('and fees?');
    expect(await input.inputValue()).toBe('and fees?');
  });

  it('keyboard only: a welcome suggestion sends, a follow-up sends, Copy copies, New chat starts over', async () => {
    const { page, log } = await ready(b.open);
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.baseUrl });
    const welcome = page.getByRole('list', { name: 'Suggested questions' });
    await expect.poll(() => welcome.getByRole('button').count()).toBeGreaterThanOrEqual(4);
    // From the input, Shift+Tab walks back into the conversation.
    await tabTo(page, INPUT);
    const question = await tabTo(page, '[aria-label="Suggested questions"] button', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => answers(page).count()).toBe(1);
    expect(await log.innerText()).toContain(question);

    // Asking moved focus to the input, ready for typing; the follow-ups are just behind it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Your question',
    );
    // Every welcome question is one the engine answers with follow-ups (decision 035).
    const followUps = page.getByRole('list', { name: 'Follow-up questions' });
    await expect.poll(() => followUps.getByRole('button').count()).toBeGreaterThan(0);
    const followUp = await tabTo(page, '[aria-label="Follow-up questions"] button', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => answers(page).count()).toBe(2);
    expect(await log.innerText()).toContain(followUp);

    await tabTo(page, 'button[aria-label="Copy answer"]', 'Shift+Tab');
    await page.keyboard.press('Enter');
    // The answer's Markdown: its first line, marks removed, is what the bubble shows.
    const copied = () => page.evaluate(() => navigator.clipboard.readText());
    await expect.poll(async () => (await copied()).length).toBeGreaterThan(40);
    const firstLine = (await copied()).split('\n')[0]?.replace(/[*`]/g, '') ?? '';
    expect(await log.innerText()).toContain(firstLine);

    await tabTo(page, 'button[data-new-chat]', 'Shift+Tab', 120);
    await page.keyboard.press('Enter');
    await expect.poll(() => answers(page).count()).toBe(0);
    await expect.poll(() => log.innerText()).toMatch(/your unofficial guide/);
  });
});
