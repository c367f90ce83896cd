import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('request limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        CHAT_RATE_PER_MINUTE: '2',
        CHAT_RATE_PER_IP_PER_MINUTE: '5',
        SESSION_RATE_PER_IP_PER_HOUR: '6',
        READ_RATE_PER_IP_PER_MINUTE: '8',
      },
    });
  });
  afterAll(async () => t?.close());

  const send = (cookie: string, sessionId: string, ip = '10.0.0.1') =>
    t.inject({
      method: 'POST',
      url: '/api/chat/message',
      remoteAddress: ip,
      headers: { cookie },
      payload: { sessionId, message: 'hi' },
    });

  /** A raw body to POST /api/chat/message, as `cookie`'s visitor, with its content type. */
  const postRaw = (cookie: string, payload: string, contentType = 'application/json') =>
    t.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: { cookie, 'content-type': contentType },
      payload,
    });

  it('refuses a body above 16 KB with 413 and stores nothing', async () => {
    const { sessionId, cookie } = await t.newSession();
    const before = await t.countRows();
    const response = await postRaw(cookie, JSON.stringify({ sessionId, message: 'x'.repeat(17 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'The request is too large. The limit is 16 KB.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await t.countRows()).toEqual(before);
  });

  it('refuses a non-JSON body with 415 and invalid JSON with 400', async () => {
    const { sessionId, cookie } = await t.newSession();
    const text = await postRaw(cookie, `sessionId=${sessionId}`, 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: 'Send the request body as JSON.', code: 'UNSUPPORTED_MEDIA_TYPE' });
    const broken = await postRaw(cookie, '{"sessionId": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
    const poisoned = await postRaw(cookie, `{"sessionId":"${sessionId}","message":"x","__proto__":{"a":1}}`);
    expect(poisoned.statusCode).toBe(400);
  });

  it('limits chat sends per session with a sentence and Retry-After', async () => {
    const { sessionId, cookie } = await t.newSession();
    expect((await send(cookie, sessionId, '10.0.1.1')).statusCode).toBe(201);
    expect((await send(cookie, sessionId, '10.0.1.2')).statusCode).toBe(201);
    const limited = await send(cookie, sessionId, '10.0.1.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(
      /^You are sending messages too quickly\. Please wait \d+ seconds? and try again\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The weighted two-window estimate frees a slot up to 1.5 windows after a full window
    // (both sends early in a minute: the next minute still counts them at weight > 1/2).
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(90);
  });

  it('limits chat sends per IP across sessions', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { sessionId, cookie } = await t.newSession();
      statuses.push(
        (await send(cookie, sessionId, '10.0.2.1')).statusCode,
        (await send(cookie, sessionId, '10.0.2.1')).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('limits session creation and reads per IP', async () => {
    const created: number[] = [];
    for (let i = 0; i < 8; i++)
      created.push(
        (await t.inject({ method: 'POST', url: '/api/chat/session', remoteAddress: '10.0.3.1' })).statusCode,
      );
    expect(created).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
    const reads: number[] = [];
    for (let i = 0; i < 10; i++)
      reads.push(
        (await t.inject({ method: 'GET', url: '/api/tokens/popular', remoteAddress: '10.0.3.2' })).statusCode,
      );
    expect(reads).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
  });
});
