import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { FakeMarket } from '../test-support/fake-market.js';
import { createAssistant } from './create-assistant.js';
import { EmbeddedEngine } from './embedded/embedded-engine.js';
import { LlmEngine } from './llm/llm-engine.js';

const deps = (env: NodeJS.ProcessEnv) => ({
  config: loadConfig(env),
  market: new FakeMarket(),
  logger: pino({ level: 'silent' }),
});

describe('createAssistant', () => {
  it('returns the embedded engine without OpenAI settings', () => {
    expect(createAssistant(deps({}))).toBeInstanceOf(EmbeddedEngine);
  });

  it('returns the LLM engine with a key or a base URL (e.g. a local Ollama)', () => {
    expect(createAssistant(deps({ OPENAI_API_KEY: 'sk-test' }))).toBeInstanceOf(LlmEngine);
    expect(createAssistant(deps({ OPENAI_BASE_URL: 'http://localhost:11434/v1' }))).toBeInstanceOf(LlmEngine);
  });

  it('answers offline with the embedded engine', async () => {
    const a = await createAssistant(deps({})).answer({
      sessionId: 's',
      question: 'What are the fees?',
      history: [],
    });
    expect(a.engine).toBe('embedded');
    expect(a.markdown).toContain('1%');
  });
});
