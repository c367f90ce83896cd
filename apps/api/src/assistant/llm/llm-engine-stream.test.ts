import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixtureLlmEngine } from '../../test-support/engines.js';
import {
  type StreamShape,
  sseResponse,
  textChunks,
  toolCallChunks,
} from '../../test-support/stream-fixtures.js';

const BASE = 'https://llm.test/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const setup = () => fixtureLlmEngine({ baseURL: BASE, level: 'info', timeoutMs: 3000 });

const request = (question: string) => ({
  sessionId: '6f1c1f9e-8a3b-4c55-9d7e-2f4b8c1a0e11',
  question,
  history: [],
});

type Upstream = { body: Record<string, unknown>; stopped: Promise<void> };

/**
 * Answers each model call from a script; records request bodies, and for each a promise that
 * settles when the engine stops that call early (request aborted, or the body released unread).
 */
function script(...responses: ((onCancel: () => void, stopped: Promise<void>) => Response)[]) {
  const calls: Upstream[] = [];
  server.use(
    http.post(`${BASE}/chat/completions`, async ({ request: req }) => {
      let stop!: () => void;
      const stopped = new Promise<void>((resolve) => {
        stop = resolve;
      });
      req.signal.addEventListener('abort', stop);
      calls.push({ body: (await req.json()) as Record<string, unknown>, stopped });
      return responses[Math.min(calls.length, responses.length) - 1]!(stop, stopped);
    }),
  );
  return calls;
}

const ANSWER =
  'ODINDOG trades at 330.189 sats per token, about 0.0000033 BTC. Its market cap is $6,934.12.\n\n- Holders: 11,151\n- 24h change: -3.42%\n\nDemo data as of 2026-11-21 14:05 UTC.';

describe.each(['openai', 'ollama'] as StreamShape[])('the streamed LLM answer (%s chunks)', (shape) => {
  it('runs a streamed tool call, then passes on whole checked sentences that make up the answer', async () => {
    const calls = script(
      () =>
        sseResponse(toolCallChunks(shape, [{ name: 'get_token_figures', arguments: { token: 'ODINDOG' } }])),
      () => sseResponse(textChunks(shape, ANSWER)),
    );
    const { engine } = setup();
    const deltas: string[] = [];
    const a = await engine.stream(request('price of odindog?'), (t) => deltas.push(t));
    expect(a.engine).toBe('llm');
    expect(deltas).toEqual([
      'ODINDOG trades at 330.189 sats per token, about 0.0000033 BTC. ',
      'Its market cap is $6,934.12.\n\n',
      '- Holders: 11,151\n',
      '- 24h change: -3.42%\n\n',
      'Demo data as of 2026-11-21 14:05 UTC.',
    ]);
    expect(deltas.join('')).toBe(a.markdown);
    expect(a.sources[0]).toMatchObject({ kind: 'live-data', ref: 'token:2jjj' });
    expect(calls[0]?.body.stream).toBe(true);
    const toolMessage = ((calls[1]?.body.messages ?? []) as { role: string; content: string }[]).find(
      (m) => m.role === 'tool',
    );
    expect(toolMessage?.content).toContain('330.189 sats per token');
  });

  it('gathers two tool calls streamed in one round and answers from both results', async () => {
    const calls = script(
      () =>
        sseResponse(
          toolCallChunks(shape, [
            { name: 'get_token_figures', arguments: { token: 'ODINDOG', figures: ['holders'] } },
            { name: 'get_market_overview', arguments: {} },
          ]),
        ),
      () =>
        sseResponse(
          textChunks(shape, "ODINDOG's 11,151 holders are about 68.5% of the 16,276 summed holders."),
        ),
    );
    const { engine } = setup();
    const a = await engine.stream(request('what share of holders is odindog?'), () => undefined);
    expect(a.engine).toBe('llm');
    const messages = (calls[1]?.body.messages ?? []) as {
      role: string;
      content: string;
      tool_call_id?: string;
    }[];
    const results = messages.filter((m) => m.role === 'tool');
    expect(results.map((m) => m.content.split('\n')[0])).toEqual([
      expect.stringContaining('ODINDOG'),
      expect.stringContaining('Market overview'),
    ]);
    expect(new Set(results.map((m) => m.tool_call_id)).size).toBe(2);
    expect(a.sources.map((s) => s.ref)).toEqual(expect.arrayContaining(['token:2jjj', 'market:overview']));
  });

  it('stops at a sentence with an invented figure, aborts the model call and answers with the embedded engine', async () => {
    const text =
      'Bonding-curve trades pay a 1% fee. The AMM fee is 0.7% after ascension. More text follows here.';
    const chunks = textChunks(shape, text);
    // The model would go on; the stream stays open until the engine lets go of it.
    const calls = script((onCancel, stopped) =>
      sseResponse(chunks, { hold: stopped, holdAfter: chunks.length - 3, onCancel }),
    );
    const { engine, logs } = setup();
    const deltas: string[] = [];
    const a = await engine.stream(request('What are the fees?'), (t) => deltas.push(t));
    await calls[0]?.stopped; // never settles unless the engine stopped the upstream call
    expect(deltas).toEqual(['Bonding-curve trades pay a 1% fee. ']);
    expect(a.engine).toBe('embedded-fallback');
    expect(a.markdown).toMatch(/0\.5%/);
    expect(logs.find((l) => l.level === 40)?.err?.message).toMatch(/not in its sources: 0\.7%/);
  });

  it('aborts the model call when the caller goes away, without a fallback, and logs an abort', async () => {
    const chunks = textChunks(
      shape,
      'Slippage is a cost. It is the gap between the price you expect and the one you get.',
    );
    const calls = script((onCancel, stopped) =>
      sseResponse(chunks, { hold: stopped, holdAfter: 8, onCancel }),
    );
    const { engine, logs } = setup();
    const client = new AbortController();
    const deltas: string[] = [];
    const answer = engine.stream(
      request('What is slippage?'),
      (t) => {
        deltas.push(t);
        client.abort(); // the visitor pressed Stop after the first sentence
      },
      client.signal,
    );
    await expect(answer).rejects.toThrow();
    await calls[0]?.stopped;
    expect(deltas).toEqual(['Slippage is a cost. ']);
    expect(logs).toEqual([
      expect.objectContaining({ level: 30, msg: 'LLM answer aborted: the client went away' }),
    ]);
  });
});

describe('the streamed LLM answer, failures', () => {
  it('falls back before any delta when the server answers 500', async () => {
    script(() => HttpResponse.json({ error: { message: 'boom', type: 'server_error' } }, { status: 500 }));
    const { engine } = setup();
    const deltas: string[] = [];
    const a = await engine.stream(request('What is slippage?'), (t) => deltas.push(t));
    expect(deltas).toEqual([]);
    expect(a.engine).toBe('embedded-fallback');
  });

  it('falls back on a chunk of the wrong shape', async () => {
    script(() => sseResponse([{ choices: [{ delta: { tool_calls: [{ index: 'x' }] } }] }]));
    const { engine } = setup();
    const a = await engine.stream(request('What is slippage?'), () => undefined);
    expect(a.engine).toBe('embedded-fallback');
  });
});
