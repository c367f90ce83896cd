import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { FakeMarket } from '../../test-support/fake-market.js';
import { GOOD, type GroundingCase, INVENTED } from '../../test-support/grounding-cases.js';
import { ollamaTextCompletion, ollamaToolCallCompletion } from '../../test-support/ollama-fixtures.js';
import { textCompletion, toolCallCompletion } from '../../test-support/openai-fixtures.js';
import { sharedKnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { LlmEngine } from './llm-engine.js';

// The grounding check measured end to end: recorded answers in each server's response shape go
// through the engine (tool round, then the answer), and the share that falls back is printed.
const PROVIDERS = {
  openai: { baseURL: 'https://api.openai.test/v1', text: textCompletion, tools: toolCallCompletion },
  ollama: {
    baseURL: 'http://ollama.test:11434/v1',
    text: ollamaTextCompletion,
    tools: ollamaToolCallCompletion,
  },
} as const;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function fallbackRate(provider: keyof typeof PROVIDERS, cases: GroundingCase[]) {
  const p = PROVIDERS[provider];
  const fellBack: string[] = [];
  for (const c of cases) {
    let round = 0;
    const logs: string[] = [];
    server.resetHandlers(
      http.post(`${p.baseURL}/chat/completions`, () => {
        round += 1;
        return HttpResponse.json(round === 1 && c.calls.length > 0 ? p.tools(c.calls) : p.text(c.answer));
      }),
    );
    const engine = new LlmEngine({
      kb: sharedKnowledgeBase(),
      market: new FakeMarket(),
      embedded: fixtureEngine(),
      logger: pino({ level: 'warn' }, { write: (line: string) => logs.push(line) }),
      baseURL: p.baseURL,
      model: 'test-model',
      timeoutMs: 5000,
    });
    const a = await engine.answer({ sessionId: 's', question: c.question, history: [] });
    // Only the grounding check counts: a fallback for any other reason would hide a broken fixture.
    if (a.engine === 'embedded-fallback') fellBack.push(c.answer);
    if (logs.some((l) => !l.includes('numbers not in its sources')))
      throw new Error(`${c.question}: ${logs}`);
  }
  const rate = (100 * fellBack.length) / cases.length;
  return { rate, fellBack, label: `${fellBack.length}/${cases.length} = ${rate.toFixed(0)}%` };
}

describe.each(Object.keys(PROVIDERS) as (keyof typeof PROVIDERS)[])(
  'grounding fallback rate (%s shape)',
  (provider) => {
    it(`is 0% on ${GOOD.length} good answers quoting, rounding or computing from tool figures`, async () => {
      const { rate, fellBack, label } = await fallbackRate(provider, GOOD);
      process.stdout.write(`grounding ${provider}: good answers falling back ${label}\n`);
      expect(fellBack).toEqual([]);
      expect(rate).toBe(0);
    });

    it(`is 100% on ${INVENTED.length} answers that invent a figure`, async () => {
      const { rate, fellBack, label } = await fallbackRate(provider, INVENTED);
      process.stdout.write(`grounding ${provider}: inventing answers falling back ${label}\n`);
      expect(INVENTED.filter((c) => !fellBack.includes(c.answer)).map((c) => c.answer)).toEqual([]);
      expect(rate).toBe(100);
    });
  },
);
