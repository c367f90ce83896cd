import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('chat session isolation', () => {
  let t: TestApp;
  let owner: { sessionId: string; cookie: string };
  let stranger: { sessionId: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.newSession();
    stranger = await t.newSession();
    await t.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: { cookie: owner.cookie },
      payload: { sessionId: owner.sessionId, message: 'my secret question' },
    });
  });
  afterAll(async () => t?.close());

  const NOT_FOUND = {
    error: 'Chat session not found. Please refresh the page to start a new one.',
    code: 'SESSION_NOT_FOUND',
  };
  const strangers = () =>
    [
      ['another browser', { cookie: stranger.cookie }],
      ['no cookie', {}],
      ['a forged cookie', { cookie: `odai_chat=${'A'.repeat(43)}` }],
      ['a malformed cookie', { cookie: 'odai_chat=%%%; other=1' }],
    ] as const;

  it('only the binding browser can read a session; everyone else gets the same 404', async () => {
    expect(
      (
        await t.inject({
          method: 'GET',
          url: `/api/chat/messages/${owner.sessionId}`,
          headers: { cookie: owner.cookie },
        })
      ).statusCode,
    ).toBe(200);
    for (const [, headers] of strangers()) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/chat/messages/${owner.sessionId}`,
        headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect(response.body).not.toContain('secret');
    }
    // An unknown id answers exactly like a wrong cookie, so ids cannot be probed.
    const unknown = await t.inject({
      method: 'GET',
      url: `/api/chat/messages/${crypto.randomUUID()}`,
      headers: { cookie: owner.cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND);
  });

  it('nobody else can post into a session, and nothing is stored when they try', async () => {
    const before = await t.countRows();
    for (const [, headers] of strangers()) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/chat/message',
        headers,
        payload: { sessionId: owner.sessionId, message: 'injected' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await t.countRows()).toEqual(before);
    expect(t.assistant.calls.some((c) => c.question === 'injected')).toBe(false);
  });
});
