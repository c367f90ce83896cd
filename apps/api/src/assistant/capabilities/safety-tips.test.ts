import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

const ask = (question: string) => fixtureEngine().reply({ question, history: [] });

describe('safety questions', () => {
  it.each([
    'how do i stay safe',
    'any tips to not get scammed',
    'how do i protect my account',
    'security tips?',
  ])('lead with the concrete tips: %s', async (question) => {
    const r = await ask(question);
    expect(r.intent).toBe('safety_tips');
    expect(r.markdown).toMatch(/^In brief: never share your seed phrase or keys/);
    expect(r.sources[0]?.ref).toBe('security#staying-safe-on-odin');
  });

  it('leaves the checks before buying to the guide that lists them', async () => {
    const r = await ask('how do i not get rugged on here. what should i check before aping');
    expect(r.intent).not.toBe('safety_tips');
    // The rug-pull guide or the checklist before buying: both list what to check.
    expect(r.sources[0]?.ref).toMatch(/^security#(?:rug-pulls|checks-before-you-buy)$/);
  });

  it('adds what the guides say about the action asked about', async () => {
    const r = await ask('is it safe to connect my wallet');
    expect(r.markdown).toMatch(/^In brief: never share your seed phrase/);
    expect(r.markdown).toMatch(/\n\n[^\n]*\bsign/i);
  });
});
