import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// A page on another site can fire no-cors POSTs at the API: they must be refused before any
// per-IP limit counts them, so that page cannot lock the visitor (or their NAT) out.
const HOST = 'odai.test';
const CROSS_SITE = {
  error: 'This request came from another website and was refused. Please use ODAI directly.',
  code: 'CROSS_SITE_REQUEST',
};

describe('same-origin writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SESSION_RATE_PER_IP_PER_HOUR: '2',
        CHAT_RATE_PER_IP_PER_MINUTE: '2',
        ALLOWED_ORIGINS: 'https://chat.partner.example',
      },
    });
  });
  afterAll(async () => t?.close());

  const post = (url: string, headers: Record<string, string>, payload?: string) =>
    t.inject({ method: 'POST', url, headers: { host: HOST, ...headers }, payload });

  it('refuses cross-site writes with 403 JSON and the security headers, and counts none of them', async () => {
    const attacks: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: `http://${HOST}.evil.example` },
    ];
    for (const headers of attacks) {
      for (let i = 0; i < 3; i += 1) {
        const session = await post('/api/chat/session', headers);
        expect(session.statusCode).toBe(403);
        expect(session.json()).toEqual(CROSS_SITE);
        expect(session.headers['content-security-policy']).toContain("default-src 'self'");
        const message = await post('/api/chat/message', { ...headers, 'content-type': 'text/plain' }, 'hi');
        expect(message.statusCode).toBe(403);
      }
    }
    // Requests with no Origin but a non-JSON body (a form) are 415 and not counted either.
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/chat/message', { 'content-type': 'text/plain' }, 'hi')).statusCode).toBe(415);
    }
    // The visitor's own page still gets its quota: a session and two messages.
    const own = { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' };
    const created = await post('/api/chat/session', own);
    expect(created.statusCode).toBe(201);
    const cookie = String(created.headers['set-cookie']).split(';')[0]!;
    for (let i = 0; i < 2; i += 1) {
      const sent = await post(
        '/api/chat/message',
        { ...own, cookie, 'content-type': 'application/json' },
        JSON.stringify({ sessionId: created.json().sessionId, message: `question ${i}` }),
      );
      expect(sent.statusCode).toBe(201);
    }
  });

  it('lets the own origin (default port or not), configured origins, tools and cross-site reads through', async () => {
    expect((await post('/api/chat/session', { origin: `http://${HOST}` }, undefined)).statusCode).not.toBe(
      403,
    );
    const withPort = await t.inject({
      method: 'POST',
      url: '/api/chat/session',
      headers: { host: `${HOST}:80`, origin: `http://${HOST}` },
    });
    expect(withPort.statusCode).not.toBe(403);
    const partner = await post('/api/chat/session', {
      origin: 'https://chat.partner.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(partner.statusCode).not.toBe(403);
    const read = await t.inject({
      method: 'GET',
      url: '/api/tokens/popular',
      headers: { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });
});
