import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { FakeMarket } from '../../test-support/fake-market.js';
import { textCompletion } from '../../test-support/openai-fixtures.js';
import { CAPABILITIES, openAiTools, TOOLS } from '../capabilities/registry.js';
import { sharedKnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { relevantSections } from '../knowledge-base/relevance.js';
import { LlmEngine } from './llm-engine.js';
import { runToolCall } from './run-tool-call.js';

// The model's tools are the registry's capabilities, nothing hand-kept beside them: a capability
// added there (a ranking by another metric, a count) reaches the model with no edit in llm/.
const BASE = 'https://llm.test/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const kb = sharedKnowledgeBase();
const deps = { kb, market: new FakeMarket() };
const withTools = CAPABILITIES.filter((c) => c.tool);

describe('the LLM engine’s tools', () => {
  it('are every capability with a tool side, once, with its description and generated parameters', () => {
    const tools = openAiTools();
    expect(tools.map((t) => t.function.name).sort()).toEqual(withTools.map((c) => c.name).sort());
    for (const c of withTools) {
      const sent = tools.find((t) => t.function.name === c.name)?.function;
      expect(sent, c.name).toEqual({
        name: c.name,
        description: c.description,
        parameters: c.tool?.parameters,
      });
    }
  });

  it('are what the engine sends to the model on each request', async () => {
    const bodies: { tools?: unknown }[] = [];
    server.use(
      http.post(`${BASE}/chat/completions`, async ({ request }) => {
        bodies.push((await request.json()) as { tools?: unknown });
        return HttpResponse.json(textCompletion('Odin.fun is a launchpad.'));
      }),
    );
    const engine = new LlmEngine({
      ...deps,
      embedded: fixtureEngine(),
      logger: pino({ level: 'silent' }),
      baseURL: BASE,
      model: 'm',
      timeoutMs: 5000,
    });
    await engine.answer({ sessionId: 's', question: 'What is Odin.fun?', history: [] });
    expect(bodies[0]?.tools).toEqual(JSON.parse(JSON.stringify(openAiTools())));
  });

  it('each run by name when the model calls it', async () => {
    for (const t of TOOLS) {
      const reply = await runToolCall(
        { id: 'call_1', type: 'function', function: { name: t.name, arguments: '{}' } },
        deps,
      );
      expect(reply.markdown, t.name).not.toMatch(/^Unknown tool/);
    }
  });

  it('search the same index the embedded engine and the prompt’s context read', async () => {
    for (const query of [
      'bonding curve ascension',
      'trading fees',
      'how do I deposit bitcoin',
      'seed phrase scam',
    ]) {
      const reply = await runToolCall(
        {
          id: 'call_2',
          type: 'function',
          function: { name: 'search_knowledge', arguments: JSON.stringify({ query }) },
        },
        deps,
      );
      const expected = relevantSections(kb, query).map((h) => h.section.ref);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(
        reply.sources.map((s) => s.ref),
        query,
      ).toEqual(expected);
      expect(expected[0], query).toBe(kb.index.query(query, 1)[0]?.section.ref);
    }
  });
});
