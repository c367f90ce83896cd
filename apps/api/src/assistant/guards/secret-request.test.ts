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

  it('leaves how signing keeps keys to the guides, even where the visitor says they heard of it', async () => {
    const r = await ask(
      'how can the site sign bitcoin transactions without one person holding the private key? i heard something about "threshold"',
    );
    expect(r.intent).not.toBe('secret_request');
    expect(r.markdown).toMatch(/^Threshold signing/);
    // Their own key is still theirs to keep.
    expect((await ask('i heard you can recover my seed phrase, can you?')).intent).toBe('secret_request');
  });

  it('adds nothing when no such secret is named', async () => {
    expect((await ask('support asked for my seed phrase')).markdown).not.toMatch(/24 hours/);
  });
});
