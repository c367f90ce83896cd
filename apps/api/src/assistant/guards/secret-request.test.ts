import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { mentionsSecret } from './secret-request.js';

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

  it('warns when a login file named first is handed over in the next sentence, with its 24 hours', async () => {
    const r = await ask(
      'My computer keeps a little login file for Odin. A guy in a chat offered to "fix my account" if I send it to him. Is that dangerous?',
    );
    expect(r.intent).toBe('secret_request');
    expect(r.markdown).toMatch(/JWT\) acts as you for 24 hours/);
    // How long the login lasts is a question about it, not handing it over.
    expect((await ask('does the login token last forever?')).intent).toBe('search_knowledge');
  });

  it('leaves how signing keeps keys to the guides, even where the visitor says they heard of it', async () => {
    const r = await ask(
      'how can the site sign bitcoin transactions without one person holding the private key? i heard something about "threshold"',
    );
    expect(r.intent).not.toBe('secret_request');
    expect(r.markdown).toMatch(/^Threshold signing/);
    // "I" in a sentence that names no secret is not the visitor's own key.
    const custody = await ask(
      "How does the bitcoin get held without one private key someone could nick? The site says 'threshold signing' and I just nodded along",
    );
    expect(custody.intent).not.toBe('secret_request');
    expect(
      mentionsSecret(
        'im paranoid about custody. if theres no single person with a private key how does odin even sign bitcoin stuff for deposits',
      ),
    ).toBe(false);
    // Wanting to understand something is no secret of one's own.
    expect(
      mentionsSecret(
        'As an engineer I would like to understand how the Internet Computer can control Bitcoin without any single party holding the private key. What is the mechanism called?',
      ),
    ).toBe(false);
    // Their own key is still theirs to keep.
    expect((await ask('i heard you can recover my seed phrase, can you?')).intent).toBe('secret_request');
  });

  it('warns when a login is handed over, whatever it is called, but not when asked how it works', async () => {
    const handed = await ask(
      "Some 'account manager' can boost my Odin account to VIP. He only needs me to send him my session file or login token. Is that how it works?",
    );
    expect(handed.intent).toBe('secret_request');
    expect(
      (await ask('someone wrote the odin login token lasts forever once you sign in. is that so?')).intent,
    ).not.toBe('secret_request');
  });

  it("warns first, then answers the message's other question, not the warning's own topic twice", async () => {
    const r = await ask(
      "Last time I got fooled by a token with the same name as a popular one. How do I make sure I'm buying the real token? And second question, if someone from support asks for my seed phrase to help me, is that ok?",
    );
    expect(r.intent).toBe('secret_request');
    expect(r.markdown.split('\n')[0]).toMatch(/scam/);
    expect(r.markdown).toMatch(/token id/);
    expect(r.sources.map((s) => s.ref)).toContain('security#copycat-tokens');
    const same = await ask('what is a seed phrase and where do i store it?');
    expect(same.sources.map((s) => s.ref)).not.toContain('security#copycat-tokens');
    expect(same.markdown.match(/never share your seed phrase/gi)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('tells a visitor who already typed part of a seed phrase to treat it as exposed', async () => {
    const r = await ask(
      'ok but what if i already typed the first 6 words before i got suspicious, what do i do now',
    );
    expect(r.intent).toBe('secret_request');
    expect(r.markdown.split('\n')[0]).toMatch(/exposed.*new wallet/);
  });

  it('adds nothing when no such secret is named', async () => {
    expect((await ask('support asked for my seed phrase')).markdown).not.toMatch(/24 hours/);
  });
});

describe('how long a login stays valid', () => {
  it('is how sign-in works, even with "I" in it; handing it over still warns', () => {
    expect(mentionsSecret('how long does an odin login session (jwt) last b4 i gotta sign in again')).toBe(
      false,
    );
    expect(mentionsSecret('can i send my jwt to support')).toBe(true);
  });
});
