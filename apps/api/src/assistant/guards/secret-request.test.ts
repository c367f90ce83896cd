import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('secret requests', () => {
  it('warns first and answers what the secret named is, from the guide', async () => {
    const r = await ask(
      'a bot maker asked for my jwt so it can trade for me, whats a jwt and is that ok to share',
    );
    expect(r.intent).toBe('secret_request');
    expect(r.markdown.split('\n')[0]).toMatch(/scam/);
    expect(r.markdown).toMatch(/JWT\) acts as you for 24 hours/);
  });

  it('adds nothing when no such secret is named', async () => {
    expect((await ask('support asked for my seed phrase')).markdown).not.toMatch(/24 hours/);
  });
});
