import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningServer, startServer } from '../support/server.js';
import { useBrowser } from '../support/suite.js';

// Issue 15, finding 1: any web page could spend a visitor's per-IP quotas with no-cors POSTs
// (session creation and chat sends), then the visitor's own page could neither start a chat nor
// send. Here the attacker's page is on http://localhost:…, the site on http://127.0.0.1:…:
// different sites to the browser, one IP to the server, exactly as a NAT'd household.
const SESSIONS_PER_HOUR = 4;
const SENDS_PER_MINUTE = 4;

function attackerPage(target: string): string {
  return `<!doctype html><title>evil</title><script>
    window.attack = async () => {
      const shots = [];
      for (let i = 0; i < ${SESSIONS_PER_HOUR * 3}; i++) {
        shots.push(fetch('${target}/api/chat/session', { method: 'POST', mode: 'no-cors', credentials: 'include' }));
        shots.push(fetch('${target}/api/chat/session', { method: 'POST', mode: 'no-cors', body: 'x' }));
      }
      for (let i = 0; i < ${SENDS_PER_MINUTE * 3}; i++) {
        shots.push(fetch('${target}/api/chat/message', { method: 'POST', mode: 'no-cors', credentials: 'include',
          headers: { 'content-type': 'text/plain' }, body: '{"sessionId":"x","message":"hi"}' }));
      }
      await Promise.allSettled(shots);
      return shots.length;
    };
  </script>`;
}

describe('a cross-site page cannot lock a visitor out', () => {
  const b = useBrowser();
  let site: RunningServer;
  let evil: Server;
  let evilUrl: string;

  beforeAll(async () => {
    site = await startServer({
      SESSION_RATE_PER_IP_PER_HOUR: String(SESSIONS_PER_HOUR),
      CHAT_RATE_PER_IP_PER_MINUTE: String(SENDS_PER_MINUTE),
    });
    evil = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(attackerPage(site.baseUrl));
    });
    const port = await freePort();
    await new Promise<void>((listening) => evil.listen(port, 'localhost', listening));
    evilUrl = `http://localhost:${(evil.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    evil?.close();
    await site?.stop();
  });

  it('after an attack page fires no-cors POSTs, the visitor still starts a chat and sends', async () => {
    const attackerContext = await b.browser.newContext();
    const attacker = await attackerContext.newPage();
    // Each shot reaches the server; the browser then withholds the answer from the page
    // (Cross-Origin-Resource-Policy), which is how an attacker's no-cors fetch ends either way.
    const answered: string[] = [];
    attacker.on('requestfailed', (request) => answered.push(request.failure()?.errorText ?? ''));
    await attacker.goto(evilUrl);
    const shots = await attacker.evaluate(() =>
      (window as unknown as { attack: () => Promise<number> }).attack(),
    );
    await attackerContext.close();
    expect(shots).toBe(SESSIONS_PER_HOUR * 6 + SENDS_PER_MINUTE * 3);
    expect(answered).toHaveLength(shots);
    expect(new Set(answered)).toEqual(new Set(['net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin']));

    // The visitor's own page, on the site, from the same IP.
    b.baseUrl = site.baseUrl;
    const page = await b.open('/#chat');
    const input = page.getByRole('textbox', { name: 'Your question' });
    await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
    const log = page.getByRole('log', { name: 'Chat messages' });
    for (const question of ['What is a bonding curve?', 'How do fees work?']) {
      await input.fill(question);
      await input.press('Enter');
      await expect.poll(() => log.innerText(), { timeout: 15_000 }).toContain(question);
      await page.getByText('Thinking...').waitFor({ state: 'detached' });
    }
    expect(await page.getByText(/Failed to create chat session|too many/i).count()).toBe(0);
  });
});
