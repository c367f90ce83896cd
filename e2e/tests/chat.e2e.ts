import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/suite.js';

describe('chat', () => {
  const b = useBrowser();

  async function ready(path = '/#chat') {
    const page = await b.open(path);
    const input = page.getByRole('textbox', { name: 'Your question' });
    // The chat hydrates when its lazily loaded chunk arrives, after the page's load event.
    await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
    return { page, input, log: page.getByRole('log', { name: 'Chat messages' }) };
  }

  it('greets with the help topics and notes that answers take a few seconds', async () => {
    const { page, log } = await ready();
    await expect.poll(() => log.innerText()).toMatch(/bonding curve/i);
    expect(await page.getByText(/may take a few seconds/).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
  });

  it('sends with Enter, shows Thinking..., then the answer with its sources', async () => {
    const { page, input, log } = await ready();
    // Hold the answer back a moment so the pending state is observable.
    await page.route('**/api/chat/message', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await input.fill('How does the bonding curve work?');
    await input.press('Enter');
    await page.getByText('Thinking...').waitFor();
    await page.getByText('Thinking...').waitFor({ state: 'detached' });
    await expect.poll(() => log.innerText()).toMatch(/How does the bonding curve work\?/);
    await expect.poll(() => log.getByRole('list', { name: 'Sources' }).count()).toBeGreaterThan(0);
    expect(await log.innerText()).toMatch(/bonding curve/i);
    expect(await input.inputValue()).toBe('');
  });

  it('makes a new line with Shift+Enter instead of sending', async () => {
    const { page, input } = await ready();
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/chat/message')) sent++;
    });
    await input.fill('first line');
    await input.press('Shift+Enter');
    await input.pressSequentially('second line');
    expect(await input.inputValue()).toBe('first line\nsecond line');
    expect(sent).toBe(0);
  });

  it('keeps the text and shows the server sentence when a send is refused', async () => {
    const { page, input } = await ready();
    b.allowed.push(/429.*\/api\/chat\/message/);
    await page.route('**/api/chat/message', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '20' },
        body: JSON.stringify({
          error: 'You are sending messages too quickly. Please wait 20 seconds and try again.',
        }),
      }),
    );
    await input.fill('Is this kept?');
    await input.press('Enter');
    const toast = page.getByRole('alert').filter({ hasText: 'Error' });
    await expect.poll(() => toast.innerText()).toMatch(/sending messages too quickly/);
    expect(await input.inputValue()).toBe('Is this kept?');
  });

  it('refuses a 2,001-character message with a clear sentence', async () => {
    const { page } = await ready();
    b.allowed.push(/400.*\/api\/chat\/message/);
    const answer = await page.evaluate(async () => {
      const session = await fetch('/api/chat/session', { method: 'POST' }).then((r) => r.json());
      const response = await fetch('/api/chat/message', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: session.sessionId, message: 'x'.repeat(2001) }),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/2,000/);
  });

  it('renders an XSS payload as inert text', async () => {
    const { page, input, log } = await ready();
    const payload =
      '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>[link](javascript:window.__xss=3)';
    await input.fill(payload);
    await input.press('Enter');
    await expect.poll(() => log.innerText()).toContain('<img src=x onerror="window.__xss=1">');
    await page.getByText('Thinking...').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await log.locator('img, script').count()).toBe(0);
    expect(await log.locator('a[href^="javascript:"]').count()).toBe(0);
  });
});
