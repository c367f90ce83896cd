import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { needsSubject, withSubject } from './inherit-subject.js';

describe('a part with no subject of its own', () => {
  it.each([
    'do i have to do anything',
    'is it expensive',
    'how long until it shows up',
    'how much does it cost',
    'why do some tokens have the same one',
  ])('needs one: %s', (part) => expect(needsSubject(part)).toBe(true));

  it.each(['whats the smallest trade i can do', 'is ODAI liquid', 'how do i deposit', 'what is a rune'])(
    'has one: %s',
    (part) => expect(needsSubject(part)).toBe(false),
  );

  it("is asked of the earlier part's topic words", () => {
    expect(withSubject('is it expensive', ['can i make a token'])).toBe('how much does it cost make token');
    expect(withSubject('how long until it shows up', ['whats the min deposit'])).toBe(
      'how long until it shows up deposit',
    );
  });

  it('leaves out a half the earlier answer already covers instead of declining it', async () => {
    const engine = fixtureEngine();
    const r = await engine.reply({
      question: "What's a ticker and why do some tokens have the same one?",
      history: [],
    });
    expect(r.markdown).toMatch(/not unique/);
    expect(r.markdown).not.toMatch(/no reliable answer/);
  });

  it('borrows from the nearest earlier part that names a subject', () => {
    expect(withSubject('how long does it take', ['how do i deposit', 'whats the minimum'])).toBe(
      'how long does it take deposit',
    );
  });

  it('asks a part with a topic word of its own alone first', async () => {
    const r = await fixtureEngine().reply({
      question: 'how much does it cost to launch and how long until it ascends',
      history: [],
    });
    expect(r.markdown).toMatch(/\*\*How long until it ascends\?\*\*\n\nA token reaches ascension/);
  });

  it('gets the earlier subject in an answer', async () => {
    const r = await fixtureEngine().reply({ question: 'can i make a token? is it expensive', history: [] });
    expect(r.intent).toBe('multi_part');
    expect(r.markdown).toMatch(/\*\*Is it expensive\?\*\*\n\nOdin has a mint fee/);
    expect(r.markdown).not.toMatch(/highest price per token/);
  });
});
