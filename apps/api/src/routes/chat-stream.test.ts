import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Assistant } from '../assistant/assistant.js';
import { sharedKnowledgeBase } from '../assistant/knowledge-base/knowledge-base.js';
import { LlmEngine } from '../assistant/llm/llm-engine.js';
import { fixtureEngine } from '../test-support/engines.js';
import { parseEventStream } from '../test-support/event-stream.js';
import { FakeMarket } from '../test-support/fake-market.js';
import {
  type StreamShape,
  sseResponse,
  textChunks,
  toolCallChunks,
} from '../test-support/stream-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const BASE = 'https://llm.test/v1';
const ENDPOINT = `${BASE}/chat/completions`;
const server = setupServer();
// The disconnect test talks to a real listening app; only the model's address is mocked.
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (req, print) => {
      if (!new URL(req.url).hostname.startsWith('127.0.0.1')) print.error();
    },
  }),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const logs: { level: number; msg: string }[] = [];
// Built after msw is listening: the OpenAI client keeps the fetch it found when constructed.
const newEngine = () =>
  new LlmEngine({
    kb: sharedKnowledgeBase(),
    market: new FakeMarket(),
    embedded: fixtureEngine(),
    logger: pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line)) }),
    baseURL: BASE,
    model: 'gpt-4o-mini',
    timeoutMs: 5000,
  });

/** Each model call answered from the script; `stopped` settles when the engine stops a call early. */
function script(...responses: ((onCancel: () => void, stopped: Promise<void>) => Response)[]) {
  const calls: { stopped: Promise<void> }[] = [];
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      let stop!: () => void;
      const stopped = new Promise<void>((resolve) => {
        stop = resolve;
      });
      request.signal.addEventListener('abort', stop);
      calls.push({ stopped });
      return responses[Math.min(calls.length, responses.length) - 1]!(stop, stopped);
    }),
  );
  return calls;
}

const ANSWER = 'ODINDOG trades at 330.189 sats per token. Its 24h change is -3.42%.\n\n- Holders: 11,151';

describe('POST /api/chat/message/stream', () => {
  let t: TestApp<Assistant>;
  beforeAll(async () => {
    t = await createTestApp<Assistant>({ assistant: newEngine(), env: { OPENAI_BASE_URL: BASE } });
  });
  afterAll(async () => t?.close());

  async function post(payload: unknown, cookie?: string) {
    return t.inject({
      method: 'POST',
      url: '/api/chat/message/stream',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  }

  it('is served, and announced, when the LLM engine is configured', async () => {
    const described = await t.inject({ method: 'GET', url: '/api/chat/assistant' });
    expect(described.json()).toMatchObject({ engine: 'llm', streaming: true });
    const embedded = await createTestApp({ database: t.database });
    try {
      expect((await embedded.inject({ method: 'GET', url: '/api/chat/assistant' })).json().streaming).toBe(
        false,
      );
      const { sessionId, cookie } = await embedded.newSession();
      const refused = await embedded.send({ sessionId, cookie }, 'hi', '/api/chat/message/stream');
      expect(refused.statusCode).toBe(404);
    } finally {
      await embedded.close();
    }
  });

  it.each(['openai', 'ollama'] as StreamShape[])(
    'sends the stored question, checked sentences, then the stored answer (%s chunks, streamed tool call)',
    async (shape) => {
      script(
        () =>
          sseResponse(
            toolCallChunks(shape, [{ name: 'get_token_figures', arguments: { token: 'ODINDOG' } }]),
          ),
        () => sseResponse(textChunks(shape, ANSWER)),
      );
      const { sessionId, cookie } = await t.newSession();
      const response = await post({ sessionId, message: '  price of odindog?' }, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toBeDefined();
      const events = parseEventStream(response.body);
      expect(events.map((e) => e.event)).toEqual(['user', 'delta', 'delta', 'delta', 'assistant']);
      expect(events[0]?.data).toMatchObject({ isUser: true, message: 'price of odindog?' });
      const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
      expect(deltas).toEqual([
        'ODINDOG trades at 330.189 sats per token. ',
        'Its 24h change is -3.42%.\n\n',
        '- Holders: 11,151',
      ]);
      const answer = events[4]?.data as { message: string; engine: string; sources: { ref: string }[] };
      expect(answer).toMatchObject({ isUser: false, engine: 'llm', message: deltas.join('') });
      expect(answer.sources[0]?.ref).toBe('token:2jjj');
      const listed = await t.listMessages({ sessionId, cookie });
      expect(listed.json()).toEqual([events[0]?.data, events[4]?.data]);
    },
  );

  it('stops at an invented figure and sends the embedded answer, marked as fallback', async () => {
    const chunks = textChunks('openai', 'Curve trades pay a 1% fee. Pool trades pay 0.9%. And more.');
    const calls = script((onCancel, stopped) =>
      sseResponse(chunks, { hold: stopped, holdAfter: chunks.length - 2, onCancel }),
    );
    const { sessionId, cookie } = await t.newSession();
    const events = parseEventStream((await post({ sessionId, message: 'What are the fees?' }, cookie)).body);
    await calls[0]?.stopped;
    expect(events.map((e) => e.event)).toEqual(['user', 'delta', 'assistant']);
    expect(events[1]?.data).toEqual({ text: 'Curve trades pay a 1% fee. ' });
    expect(events[2]?.data).toMatchObject({
      engine: 'embedded-fallback',
      message: expect.stringContaining('0.5%'),
    });
  });

  it('refuses before the answer starts with the usual JSON errors, storing nothing', async () => {
    const { sessionId, cookie } = await t.newSession();
    const before = await t.countRows();
    const empty = await post({ sessionId, message: '   ' }, cookie);
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'MESSAGE_EMPTY']);
    const wrongCookie = await post({ sessionId, message: 'hi' }, 'odai_chat=not-the-secret');
    expect([wrongCookie.statusCode, wrongCookie.json().code]).toEqual([404, 'SESSION_NOT_FOUND']);
    const invalid = await post({ sessionId, message: 42 }, cookie);
    expect(invalid.statusCode).toBe(400);
    expect(await t.countRows()).toEqual(before);
  });

  it('counts against the same per-session send limit as POST /api/chat/message', async () => {
    script(() =>
      sseResponse(textChunks('openai', 'Slippage is the gap between the expected and the paid price.')),
    );
    const limited = await createTestApp<Assistant>({
      database: t.database,
      assistant: newEngine(),
      env: { OPENAI_BASE_URL: BASE, CHAT_RATE_PER_MINUTE: '1' },
    });
    try {
      const { sessionId, cookie } = await limited.newSession();
      const send = (url: string) =>
        limited.inject({
          method: 'POST',
          url,
          headers: { cookie },
          payload: { sessionId, message: 'What is slippage?' },
        });
      expect((await send('/api/chat/message/stream')).statusCode).toBe(200);
      const refused = await send('/api/chat/message/stream');
      expect([refused.statusCode, refused.headers['content-type'], refused.json().code]).toEqual([
        429,
        'application/json; charset=utf-8',
        'RATE_LIMITED',
      ]);
      expect((await send('/api/chat/message')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('never stores or forwards a pasted recovery phrase; the guardrail answers', async () => {
    // No handler: a request to the model would fail the test.
    const phrase = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
    const { sessionId, cookie } = await t.newSession();
    const events = parseEventStream(
      (await post({ sessionId, message: `Is my wallet safe? ${phrase}` }, cookie)).body,
    );
    expect(events.map((e) => e.event)).toEqual(['user', 'assistant']);
    expect(events[0]?.data).toMatchObject({ message: 'Is my wallet safe? [secret removed]' });
    expect(events[1]?.data).toMatchObject({ engine: 'embedded' });
    expect(JSON.stringify(events)).not.toContain('sausage');
  });

  it('sends an error event when the engine fails, keeping the question', async () => {
    const failing: Assistant = {
      welcomeSuggestions: () => t.assistant.welcomeSuggestions(),
      answer: () => Promise.reject(new Error('down')),
      stream: (_request, onDelta) => {
        onDelta('A first sentence. ');
        return Promise.reject(new Error('down'));
      },
    };
    const f = await createTestApp<Assistant>({
      database: t.database,
      assistant: failing,
      env: { OPENAI_BASE_URL: BASE },
    });
    try {
      const { sessionId, cookie } = await f.newSession();
      const response = await f.send({ sessionId, cookie }, 'hi there', '/api/chat/message/stream');
      const events = parseEventStream(response.body);
      expect(events.map((e) => e.event)).toEqual(['user', 'delta', 'error']);
      expect(events[2]?.data).toMatchObject({ code: 'ASSISTANT_UNAVAILABLE' });
      const listed = await f.listMessages({ sessionId, cookie });
      expect(listed.json()).toEqual([events[0]?.data]);
    } finally {
      await f.close();
    }
  });

  it('aborts the model call when the client goes away, and stores no answer', async () => {
    const chunks = textChunks(
      'ollama',
      'Slippage is a cost. It is the gap between the price you expect and the one you get.',
    );
    const calls = script((onCancel, stopped) =>
      sseResponse(chunks, { hold: stopped, holdAfter: 7, onCancel }),
    );
    const { sessionId, cookie } = await t.newSession();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const firstEvents = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/chat/message/stream',
          headers: { cookie, 'content-type': 'application/json' },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            if (text.includes('event: delta')) {
              req.destroy(); // the visitor pressed Stop (or closed the tab) after the first sentence
              resolve(text);
            }
          });
          res.on('error', () => undefined);
        },
      );
      req.on('error', (err) => (err.message.includes('socket hang up') ? undefined : reject(err)));
      req.end(JSON.stringify({ sessionId, message: 'What is slippage?' }));
    });
    expect(firstEvents).toContain('event: user');
    await calls[0]?.stopped; // never settles unless the upstream fetch was aborted
    await expect
      .poll(() => logs.some((l) => l.msg === 'LLM answer aborted: the client went away'))
      .toBe(true);
    const listed = await t.listMessages({ sessionId, cookie });
    expect(listed.json()).toEqual([expect.objectContaining({ isUser: true, message: 'What is slippage?' })]);
  });
});
