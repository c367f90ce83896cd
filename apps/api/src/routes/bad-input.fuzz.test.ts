import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Hostile and broken input for every endpoint: never a 5xx, always the JSON error shape, and a
// refused request stores nothing. (Every response is also checked against the contract by t.inject.)
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
/** Percent-encodes every UTF-8 byte (lone surrogates become U+FFFD, as a browser would send). */
const enc = (value: string) =>
  [...Buffer.from(value)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const nasty = fc.constantFrom(
  "'; drop table chat_messages; --",
  "' or '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000\u0001\u001f',
  '\ud800 lone surrogate',
  '\u202eRTL override',
  '👩‍👩‍👧‍👦 zwj',
  'a\u200b\u200bb',
  '{{7*7}} #{7*7} <%= 7*7 %>',
  '../../etc/passwd',
  'x'.repeat(2001),
  'é'.repeat(20_000),
);
const text = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 300 }), nasty);
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), text, fc.constant(null));

describe('bad input (fast-check)', () => {
  let t: TestApp;
  let own: { sessionId: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    own = await t.newSession();
  });
  afterAll(async () => t?.close());

  const expectJsonError = (response: {
    statusCode: number;
    headers: Record<string, unknown>;
    json(): unknown;
  }) => {
    expect(response.statusCode).toBeLessThan(500);
    expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
    const { error } = response.json() as { error: string };
    expect(error).toEqual(expect.any(String));
    // A sentence for people, never validator jargon.
    expect(error).not.toMatch(
      /\b(body|params|querystring)(\/|\s+must)|must NOT|required property|must match (format|pattern)|FST_ERR/,
    );
    expect(error).toMatch(/[.!?]$/);
  };

  it('POST /api/chat/message: odd bodies, types, sizes and content types', async () => {
    const body = fc.oneof(
      fc
        .record(
          { sessionId: fc.oneof(fc.constant(own.sessionId), fc.uuid(), anyJson), message: anyJson },
          { requiredKeys: [] },
        )
        .map((b) => JSON.stringify(b)),
      fc.record({ sessionId: fc.constant(own.sessionId), message: text }).map((b) => JSON.stringify(b)),
      anyJson.map((v) => JSON.stringify(v) ?? ''),
      text, // mostly invalid JSON
    );
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      undefined,
    );
    const cookie = fc.oneof(
      fc.constant(own.cookie),
      fc.constant(undefined),
      text.map((v) => `odai_chat=${enc(v)}`),
    );
    await fc.assert(
      fc.asyncProperty(body, contentType, cookie, async (payload, type, cookieHeader) => {
        const before = await t.countRows();
        const headers: Record<string, string> = {};
        if (type) headers['content-type'] = type;
        if (cookieHeader) headers.cookie = cookieHeader;
        const response = await t.inject({ method: 'POST', url: '/api/chat/message', headers, payload });
        const after = await t.countRows();
        if (response.statusCode === 201) {
          expect(after.messages).toBe(before.messages + 2);
          return;
        }
        expectJsonError(response);
        expect(after).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it('GET /api/chat/messages/{sessionId}: odd ids and cookies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(text, fc.uuid()), fc.option(text), async (id, cookie) => {
        const headers = cookie === null ? {} : { cookie: `odai_chat=${enc(cookie)}` };
        const response = await t.inject({ method: 'GET', url: `/api/chat/messages/${enc(id)}`, headers });
        expectJsonError(response);
      }),
      { numRuns: RUNS },
    );
  });

  it('GET /api/analytics/token/{symbol}: odd symbols and day counts', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.option(fc.oneof(text, fc.integer().map(String))), async (symbol, days) => {
        const query = days === null ? '' : `?days=${enc(days)}`;
        const response = await t.inject({
          method: 'GET',
          url: `/api/analytics/token/${enc(symbol)}${query}`,
        });
        if (response.statusCode === 200) return;
        expectJsonError(response);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/chat/session refuses any body; the read endpoints ignore whatever else they are sent', async () => {
    const urls = fc.constantFrom(
      '/api/tokens/featured',
      '/api/tokens/popular',
      '/api/analytics/tokens',
      '/api/analytics/market-overview',
      '/api/health',
      '/api/ready',
    );
    await fc.assert(
      fc.asyncProperty(urls, text, fc.string(), async (url, junk, query) => {
        const created = await t.inject({
          method: 'POST',
          url: '/api/chat/session',
          headers: { 'content-type': 'application/json' },
          payload: junk,
        });
        // A body is refused from its headers (never read); an empty one is no body.
        if (Buffer.byteLength(junk) === 0) expect(created.statusCode).toBe(201);
        else expect(created.json()).toMatchObject({ code: 'BODY_NOT_ALLOWED' });
        const read = await t.inject({
          method: 'GET',
          url: `${url}?${enc(query)}=${enc(junk)}`,
          headers: { 'content-type': 'application/json' },
          payload: junk, // bodies on GET are ignored
        });
        expect(read.statusCode).toBe(200);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it('malformed URLs are JSON 400/404s', async () => {
    for (const url of [
      '/api/chat/messages/%E0%A4%A',
      '/api/analytics/token/%',
      '/api/%00',
      '/api/chat/messages/..%2F..%2Fetc',
    ]) {
      expectJsonError(await t.inject({ method: 'GET', url }));
    }
  });
});
