import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantRequest } from '../assistant/assistant.js';
import { containsPastedSecret } from '../chat/secrets.js';
import { FakeAssistant } from '../test-support/fake-assistant.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('chat routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('creates a session with a random UUID and an HttpOnly, SameSite=Lax binding cookie', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/chat/session' });
    expect(response.statusCode).toBe(201);
    expect(response.json().sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^odai_chat=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/chat');
    expect(cookie).toMatch(/Max-Age=\d{7,}/);
    expect(cookie).not.toContain('Secure'); // plain HTTP with COOKIE_SECURE=auto
  });

  it('marks the cookie Secure behind HTTPS (COOKIE_SECURE=auto with a trusted proxy) or always', async () => {
    const behindProxy = await createTestApp({ database: t.database, env: { TRUST_PROXY: 'on' } });
    const always = await createTestApp({ database: t.database, env: { COOKIE_SECURE: 'always' } });
    const never = await createTestApp({
      database: t.database,
      env: { COOKIE_SECURE: 'never', TRUST_PROXY: 'on' },
    });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const cookieOf = async (app: TestApp, headers: Record<string, string> = {}) =>
        String(
          (await app.inject({ method: 'POST', url: '/api/chat/session', headers })).headers['set-cookie'],
        );
      expect(await cookieOf(behindProxy, https)).toMatch(/^__Host-odai_chat=.*; Path=\/;.*Secure/);
      expect(await cookieOf(behindProxy)).not.toContain('Secure');
      expect(await cookieOf(t, https)).not.toContain('Secure'); // the proxy header is not trusted by default
      expect(await cookieOf(always)).toContain('Secure');
      expect(await cookieOf(never, https)).not.toContain('Secure');
    } finally {
      await Promise.all([behindProxy.close(), always.close(), never.close()]);
    }
  });

  it('stores the question, then the answer with its sources, and lists them oldest first', async () => {
    const { sessionId, cookie } = await t.newSession();
    const sent = await t.send({ sessionId, cookie }, '  What is a bonding curve?  ');
    expect(sent.statusCode).toBe(201);
    const { userMessage, assistantMessage } = sent.json();
    expect(userMessage).toMatchObject({ message: 'What is a bonding curve?', isUser: true });
    expect(userMessage.sources).toBeUndefined();
    expect(assistantMessage).toMatchObject({ isUser: false, engine: 'embedded' });
    expect(assistantMessage.sources).toHaveLength(1);

    await t.send({ sessionId, cookie }, 'And then?');
    // The second question reached the assistant with the first exchange as history, sources included.
    const last = t.assistant.calls.at(-1)!;
    expect(last.history.map((m) => m.isUser)).toEqual([true, false]);
    expect(last.history[1]!.sources).toEqual(assistantMessage.sources);

    const listed = await t.listMessages({ sessionId, cookie });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((m: { message: string }) => m.message)).toEqual([
      'What is a bonding curve?',
      assistantMessage.message,
      'And then?',
      expect.stringContaining('And then?'),
    ]);
  });

  it('lists an empty array for a new session', async () => {
    const { sessionId, cookie } = await t.newSession();
    const listed = await t.listMessages({ sessionId, cookie });
    expect(listed.json()).toEqual([]);
  });

  it('refuses an empty or too long message with a sentence, storing nothing', async () => {
    const { sessionId, cookie } = await t.newSession();
    const before = await t.countRows();
    const blank = await t.send({ sessionId, cookie }, ' \n\t ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'Please write a message before sending.', code: 'MESSAGE_EMPTY' });
    const long = await t.send({ sessionId, cookie }, 'é'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      error: 'Your message is too long: 2,001 characters. The limit is 2,000.',
      code: 'MESSAGE_TOO_LONG',
    });
    const exact = await t.send({ sessionId, cookie }, '😀'.repeat(2000));
    expect(exact.statusCode).toBe(201);
    expect((await t.countRows()).messages).toBe(before.messages + 2);
  });

  it('drops invisible control characters (PostgreSQL cannot store NUL) before the length check', async () => {
    const { sessionId, cookie } = await t.newSession();
    const sent = await t.send({ sessionId, cookie }, '\u0000he\u0007llo\n');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().userMessage.message).toBe('hello');
    const onlyControls = await t.send({ sessionId, cookie }, '\u0000\u0001');
    expect(onlyControls.statusCode).toBe(400);
  });

  it('keeps the question and answers 503 with a sentence when the assistant fails', async () => {
    const { sessionId, cookie } = await t.newSession();
    t.assistant.failWith = new Error('engine exploded: secret detail');
    try {
      const sent = await t.send({ sessionId, cookie }, 'Will this be lost?');
      expect(sent.statusCode).toBe(503);
      expect(sent.json()).toEqual({
        error:
          'The assistant could not answer right now. Your message was saved; please try again in a moment.',
        code: 'ASSISTANT_UNAVAILABLE',
      });
      expect(sent.body).not.toContain('secret detail');
    } finally {
      t.assistant.failWith = undefined;
    }
    const listed = await t.listMessages({ sessionId, cookie });
    expect(listed.json()).toEqual([expect.objectContaining({ message: 'Will this be lost?', isUser: true })]);
  });

  it('never stores a pasted recovery phrase or key; the assistant still sees the question to warn', async () => {
    const phrase = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
    const { sessionId, cookie } = await t.newSession();
    const assistant = t.assistant;
    const sent = await t.send({ sessionId, cookie }, `Is my wallet safe? ${phrase}`);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().userMessage.message).toBe('Is my wallet safe? [secret removed]');
    expect(assistant.calls.at(-1)?.question).toContain(phrase);
    const listed = await t.listMessages({ sessionId, cookie });
    const stored = listed.json() as { isUser: boolean; message: string }[];
    expect(stored.filter((m) => m.isUser).map((m) => m.message)).toEqual([
      'Is my wallet safe? [secret removed]',
    ]);
  });

  it('a phrase pasted in two halves over two messages: neither half is stored, the assistant sees it whole', async () => {
    const words = 'legal winner thank year wave sausage worth useful legal winner thank yellow'.split(' ');
    const { sessionId, cookie } = await t.newSession();
    const first = await t.send(
      { sessionId, cookie },
      `here is the first part ${words.slice(0, 6).join(' ')}`,
    );
    expect(first.json().userMessage.message).toBe(`here is the first part ${words.slice(0, 6).join(' ')}`);
    const second = await t.send({ sessionId, cookie }, words.slice(6).join(' '));
    expect(second.json().userMessage.message).toBe('[secret removed]');
    // Its guard must see a secret: the question it gets holds both halves.
    expect(containsPastedSecret(t.assistant.calls.at(-1)?.question ?? '')).toBe(true);
    // The history handed over already has the first half removed.
    expect(
      t.assistant.calls
        .at(-1)
        ?.history.filter((m) => m.isUser)
        .map((m) => m.message),
    ).toEqual(['here is the first part [secret removed]']);
    const listed = (await t.listMessages({ sessionId, cookie })).json() as {
      isUser: boolean;
      message: string;
    }[];
    expect(listed.filter((m) => m.isUser).map((m) => m.message)).toEqual([
      'here is the first part [secret removed]',
      '[secret removed]',
    ]);
  });

  it('two ordinary questions in a row are stored and asked as written', async () => {
    const { sessionId, cookie } = await t.newSession();
    await t.send({ sessionId, cookie }, 'What is the price of ODINDOG?');
    const second = await t.send({ sessionId, cookie }, 'And what about the holders, volume and liquidity?');
    expect(second.json().userMessage.message).toBe('And what about the holders, volume and liquidity?');
    expect(t.assistant.calls.at(-1)?.question).toBe('And what about the holders, volume and liquidity?');
    const listed = (await t.listMessages({ sessionId, cookie })).json() as {
      isUser: boolean;
      message: string;
    }[];
    expect(listed.filter((m) => m.isUser).map((m) => m.message)).toEqual([
      'What is the price of ODINDOG?',
      'And what about the holders, volume and liquidity?',
    ]);
  });

  it('does not store a secret an assistant quoted back either', async () => {
    class EchoAssistant extends FakeAssistant {
      override async answer(request: AssistantRequest) {
        return { markdown: `You said: ${request.question}`, sources: [], engine: 'embedded' as const };
      }
    }
    const echo = await createTestApp({ database: t.database, assistant: new EchoAssistant() });
    try {
      const { sessionId, cookie } = await echo.newSession();
      const key = 'e8f32e723decf4051aefac8e2c93c9c5b214313817cdb01a1494b917c8436b35';
      const sent = await echo.send({ sessionId, cookie }, `my key ${key}`);
      expect(sent.json().assistantMessage.message).toBe('You said: my key [secret removed]');
    } finally {
      await echo.close();
    }
  });
});
