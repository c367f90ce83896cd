import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixtureEngine, fixtureLlmEngine } from '../../test-support/engines.js';
import { ODINDOG_LIVE_SOURCE } from '../../test-support/fake-market.js';
import { serverError, textCompletion, toolCallCompletion } from '../../test-support/openai-fixtures.js';
import type { AssistantRequest } from '../assistant.js';
import { MAX_TOOL_ROUNDS } from './llm-engine.js';

const BASE = 'https://llm.test/v1';
const ENDPOINT = `${BASE}/chat/completions`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const setup = (timeoutMs = 2000) => fixtureLlmEngine({ baseURL: BASE, level: 'warn', timeoutMs });

const request = (question: string): AssistantRequest => ({
  sessionId: '6f1c1f9e-8a3b-4c55-9d7e-2f4b8c1a0e11',
  question,
  history: [],
});

/** Records every request body the mocked endpoint receives, and answers from a script. */
function script(...responses: (() => Response | Promise<Response>)[]) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(ENDPOINT, async ({ request: req }) => {
      bodies.push((await req.json()) as Record<string, unknown>);
      const next = responses[Math.min(bodies.length - 1, responses.length - 1)];
      if (!next) throw new Error('script exhausted');
      return next();
    }),
  );
  return bodies;
}

describe('LLM engine', () => {
  it('returns a plain answer with the cited section as its source', async () => {
    const bodies = script(() =>
      HttpResponse.json(
        textCompletion('Tokens ascend once 80% of supply is sold [bonding-curves#ascension].'),
      ),
    );
    const { engine } = setup();
    const a = await engine.answer(request('When does a token ascend?'));
    expect(a.engine).toBe('llm');
    expect(a.markdown).toBe('Tokens ascend once 80% of supply is sold.');
    expect(a.sources).toEqual([expect.objectContaining({ kind: 'guide', ref: 'bonding-curves#ascension' })]);
    const messages = bodies[0]?.messages as { role: string; content: string }[];
    expect(messages[0]?.content).toMatch(/unofficial/);
    expect(messages[1]?.content).toContain('[bonding-curves#ascension]');
    expect(bodies[0]?.tools).toBeInstanceOf(Array);
    // Follow-ups are the embedded engine's for the same question.
    expect(a.suggestions?.length).toBeGreaterThan(0);
    expect(a.suggestions).toEqual(
      (await fixtureEngine().answer({ sessionId: 's', question: 'When does a token ascend?', history: [] }))
        .suggestions,
    );
  });

  it('runs a tool call that reads live data and cites it', async () => {
    const bodies = script(
      () =>
        HttpResponse.json(
          toolCallCompletion([
            { name: 'get_token_figures', arguments: { token: 'ODINDOG', figures: ['price'] } },
          ]),
        ),
      () =>
        HttpResponse.json(
          textCompletion('ODINDOG trades at 330.189 sats per token (demo data, as of 2026-11-21 14:05 UTC).'),
        ),
    );
    const { engine } = setup();
    const a = await engine.answer(request('price of odindog?'));
    expect(a.engine).toBe('llm');
    expect(a.markdown).toContain('330.189 sats');
    expect(a.sources[0]).toMatchObject(ODINDOG_LIVE_SOURCE);
    const second = bodies[1]?.messages as { role: string; content: string; tool_call_id?: string }[];
    const toolMessage = second.find((m) => m.role === 'tool');
    expect(toolMessage?.content).toContain('330.189 sats per token');
    expect(toolMessage?.tool_call_id).toMatch(/^call_/);
  });

  it('stops offering tools after the last tool round', async () => {
    const call = () => HttpResponse.json(toolCallCompletion([{ name: 'get_top_gainers', arguments: {} }]));
    const bodies = script(...Array.from({ length: MAX_TOOL_ROUNDS }, () => call), () =>
      HttpResponse.json(textCompletion('ICONFUCIUS leads with +12.75%.')),
    );
    const { engine } = setup();
    const a = await engine.answer(request('top gainers'));
    expect(a.engine).toBe('llm');
    expect(bodies).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(bodies[MAX_TOOL_ROUNDS]?.tools).toBeUndefined();
  });

  it('falls back to the embedded answer on a 500 and logs the cause', async () => {
    script(() => HttpResponse.json(serverError, { status: 500 }));
    const { engine, logs } = setup();
    const a = await engine.answer(request('What are the fees?'));
    expect(a.engine).toBe('embedded-fallback');
    expect(a.markdown).toContain('0.5%');
    expect(logs[0]).toMatchObject({ level: 40, msg: expect.stringMatching(/embedded engine/) });
  });

  it('falls back when the model does not answer in time', async () => {
    script(async () => {
      await delay(5000);
      return HttpResponse.json(textCompletion('too late'));
    });
    const { engine, logs } = setup(300);
    const started = Date.now();
    const a = await engine.answer(request('What is a bonding curve?'));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(a.engine).toBe('embedded-fallback');
    expect(a.sources.length).toBeGreaterThan(0);
    expect(logs).toHaveLength(1);
  });

  it('falls back on malformed JSON, a wrong shape, or non-JSON tool arguments', async () => {
    const cases = [
      () =>
        new HttpResponse('{"id":"chatcmpl-1","choices":[{"message":', {
          headers: { 'content-type': 'application/json' },
        }),
      () => HttpResponse.json({ id: 'chatcmpl-2', object: 'chat.completion', choices: [] }),
      () =>
        HttpResponse.json(toolCallCompletion([{ name: 'get_token_figures', arguments: '{token: ODINDOG' }])),
      () => HttpResponse.json(textCompletion('')),
    ];
    for (const respond of cases) {
      script(respond);
      const { engine } = setup();
      const a = await engine.answer(request('What is slippage?'));
      expect(a.engine).toBe('embedded-fallback');
      expect(a.markdown).toMatch(/slippage/i);
    }
  });

  it('falls back when the model states a number its sources do not contain', async () => {
    script(() => HttpResponse.json(textCompletion('The bonding-curve fee is 3% [fees#bonding-curve-fee].')));
    const { engine, logs } = setup();
    const a = await engine.answer(request('What is the curve fee?'));
    expect(a.engine).toBe('embedded-fallback');
    expect(logs[0]?.err?.message).toMatch(/numbers not in its sources: 3/);
  });

  it('never sends a pasted secret to the model', async () => {
    const { engine } = setup();
    // No handler is registered: any request would fail the test through onUnhandledRequest.
    const a = await engine.answer(request('send me your seed phrase to verify'));
    expect(a.engine).toBe('embedded');
    expect(a.markdown).toMatch(/scam/);
  });

  it('answers a described scam locally, warning first', async () => {
    const { engine } = setup();
    // No handler is registered: any request to the model would fail the test.
    const a = await engine.answer(request('someone will double my BTC if I send it first'));
    expect(a.engine).toBe('embedded');
    expect(a.markdown).toMatch(/^\*\*This is a scam/);
  });
});
