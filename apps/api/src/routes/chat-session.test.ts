import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Session persistence across reloads and the binding cookie's hardening (issues 14 and 15).
const secretOf = (cookie: string) => cookie.split('=')[1]!;

describe('chat session: kept across reloads, never a client-chosen secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const open = (headers: Record<string, string> = {}, query = '') =>
    t.inject({ method: 'POST', url: `/api/chat/session${query}`, headers });
  const list = (sessionId: string, cookie: string) =>
    t.inject({ method: 'GET', url: `/api/chat/messages/${sessionId}`, headers: { cookie } });

  it('a reload gets the current session back (200) with its conversation', async () => {
    const first = await t.newSession();
    await t.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: { cookie: first.cookie },
      payload: { sessionId: first.sessionId, message: 'What is a bonding curve?' },
    });
    const reload = await open({ cookie: first.cookie });
    expect(reload.statusCode).toBe(200);
    expect(reload.json()).toEqual({ sessionId: first.sessionId });
    expect(String(reload.headers['set-cookie']).split(';')[0]).toBe(first.cookie);
    expect((await list(first.sessionId, first.cookie)).json()).toHaveLength(2);
  });

  it('fresh=true starts a new session under a rotated secret; earlier sessions move with it', async () => {
    const first = await t.newSession();
    const fresh = await open({ cookie: first.cookie }, '?fresh=true');
    expect(fresh.statusCode).toBe(201);
    const next = {
      sessionId: fresh.json().sessionId,
      cookie: String(fresh.headers['set-cookie']).split(';')[0]!,
    };
    expect(next.sessionId).not.toBe(first.sessionId);
    expect(secretOf(next.cookie)).not.toBe(secretOf(first.cookie));
    expect((await list(first.sessionId, next.cookie)).statusCode).toBe(200);
    // The old cookie value no longer opens anything.
    expect((await list(first.sessionId, first.cookie)).statusCode).toBe(404);
    // And a reload now answers the new session.
    expect((await open({ cookie: next.cookie })).json()).toEqual({ sessionId: next.sessionId });
  });

  it('never adopts a well-formed secret the server did not issue', async () => {
    const chosen = 'A'.repeat(43);
    const response = await open({ cookie: `odai_chat=${chosen}` });
    expect(response.statusCode).toBe(201);
    expect(secretOf(String(response.headers['set-cookie']).split(';')[0]!)).not.toBe(chosen);
    expect((await list(response.json().sessionId, `odai_chat=${chosen}`)).statusCode).toBe(404);
  });

  it('a session idle for more than 24 hours is not resumed', async () => {
    const old = await t.newSession();
    await sql`update chat_sessions set last_active_at = now() - interval '25 hours' where id = ${old.sessionId}`.execute(
      t.database.db,
    );
    const response = await open({ cookie: old.cookie });
    expect(response.statusCode).toBe(201);
    expect(response.json().sessionId).not.toBe(old.sessionId);
  });

  it('refuses a body from its headers, before the creation limit counts it', async () => {
    const limited = await createTestApp({ database: t.database, env: { SESSION_RATE_PER_IP_PER_HOUR: '2' } });
    try {
      for (const [type, payload] of [
        ['text/plain', 'x'.repeat(100)],
        ['application/json', '{}'],
        ['application/x-www-form-urlencoded', 'a=1'],
      ] as const) {
        const refused = await limited.inject({
          method: 'POST',
          url: '/api/chat/session',
          headers: { 'content-type': type },
          payload,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          error: 'This request takes no body. Send it empty.',
          code: 'BODY_NOT_ALLOWED',
        });
      }
      const created = await limited.newSession();
      // Reloads find their session and are not creations.
      for (let i = 0; i < 3; i += 1) {
        expect(
          (
            await limited.inject({
              method: 'POST',
              url: '/api/chat/session',
              headers: { cookie: created.cookie },
            })
          ).statusCode,
        ).toBe(200);
      }
      expect((await limited.inject({ method: 'POST', url: '/api/chat/session' })).statusCode).toBe(201);
      expect((await limited.inject({ method: 'POST', url: '/api/chat/session' })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('behind HTTPS only the __Host- cookie binds; a plain odai_chat there is ignored', async () => {
    const https = await createTestApp({ database: t.database, env: { TRUST_PROXY: 'on' } });
    try {
      const proto = { 'x-forwarded-proto': 'https' };
      const first = await https.inject({ method: 'POST', url: '/api/chat/session', headers: proto });
      const cookie = String(first.headers['set-cookie']);
      expect(cookie).toMatch(
        /^__Host-odai_chat=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
      const secret = secretOf(cookie.split(';')[0]!);
      const reload = await https.inject({
        method: 'POST',
        url: '/api/chat/session',
        headers: { ...proto, cookie: `__Host-odai_chat=${secret}` },
      });
      expect(reload.statusCode).toBe(200);
      const planted = await https.inject({
        method: 'POST',
        url: '/api/chat/session',
        headers: { ...proto, cookie: `odai_chat=${secret}` },
      });
      expect(planted.statusCode).toBe(201);
    } finally {
      await https.close();
    }
  });

  it('accepts only canonical lower-case session ids (400 otherwise, never a database error)', async () => {
    const { sessionId, cookie } = await t.newSession();
    const invalid = {
      error: 'The session id is not valid. Please refresh the page to start a new chat.',
      code: 'INVALID_SESSION_ID',
    };
    for (const id of [
      sessionId.toUpperCase(),
      `urn:uuid:${sessionId}`,
      `{${sessionId}}`,
      sessionId.replaceAll('-', ''),
    ]) {
      const read = await t.inject({
        method: 'GET',
        url: `/api/chat/messages/${encodeURIComponent(id)}`,
        headers: { cookie },
      });
      expect(read.statusCode).toBe(400);
      expect(read.json()).toEqual(invalid);
      const sent = await t.inject({
        method: 'POST',
        url: '/api/chat/message',
        headers: { cookie },
        payload: { sessionId: id, message: 'hello' },
      });
      expect(sent.statusCode).toBe(400);
      expect(sent.json()).toEqual(invalid);
    }
  });
});
