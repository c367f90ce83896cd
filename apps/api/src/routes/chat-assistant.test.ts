import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('GET /api/chat/assistant and follow-up suggestions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('says which engine answers, that it does not stream, and offers the welcome questions', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/chat/assistant' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      engine: 'embedded',
      streaming: false,
      suggestions: t.assistant.welcomeSuggestions(),
    });
  });

  it('says llm when a model is configured', async () => {
    const llm = await createTestApp({
      database: t.database,
      env: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' },
    });
    try {
      expect((await llm.inject({ method: 'GET', url: '/api/chat/assistant' })).json().engine).toBe('llm');
    } finally {
      await llm.close();
    }
  });

  it('stores up to 3 follow-up suggestions with an answer and lists them', async () => {
    t.assistant.suggestions = ['One?', 'Two?', 'Three?', 'Four?'];
    try {
      const { sessionId, cookie } = await t.newSession();
      const sent = await t.send({ sessionId, cookie }, 'What is a bonding curve?');
      expect(sent.json().assistantMessage.suggestions).toEqual(['One?', 'Two?', 'Three?']);
      expect(sent.json().userMessage.suggestions).toBeUndefined();
      const listed = await t.listMessages({ sessionId, cookie });
      expect(listed.json().map((m: { suggestions?: string[] }) => m.suggestions)).toEqual([
        undefined,
        ['One?', 'Two?', 'Three?'],
      ]);
    } finally {
      t.assistant.suggestions = undefined;
    }
  });

  it('leaves suggestions out when the assistant offers none', async () => {
    const { sessionId, cookie } = await t.newSession();
    const sent = await t.send({ sessionId, cookie }, 'Hi');
    expect(sent.json().assistantMessage).not.toHaveProperty('suggestions');
  });
});
