import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { TOPIC_QUESTIONS } from './welcome-suggestions.js';

describe('welcome suggestions', () => {
  it('offers one question per main topic and one about the largest tracked token', () => {
    const suggestions = fixtureEngine().welcomeSuggestions();
    expect(suggestions).toHaveLength(6);
    expect(suggestions.slice(0, 5)).toEqual(TOPIC_QUESTIONS);
    expect(suggestions[5]).toBe('How is GRIFFAIN doing today?'); // the fixture's largest market cap
  });

  it('are each answered by the embedded engine, from the guides or the live figures', async () => {
    const engine = fixtureEngine();
    for (const question of engine.welcomeSuggestions()) {
      const reply = await engine.reply({ question, history: [] });
      expect(reply.intent, question).not.toBe('no_match');
      expect(reply.sources.length, question).toBeGreaterThan(0);
    }
    const live = await engine.reply({ question: 'How is GRIFFAIN doing today?', history: [] });
    expect(live.sources[0]?.ref).toBe('token:22qz');
  });

  it('offers only the topics before the first market snapshot', () => {
    expect(fixtureEngine({ empty: true }).welcomeSuggestions()).toEqual(TOPIC_QUESTIONS);
  });
});
