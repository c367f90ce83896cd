import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script, no type declarations.
import { describingWordsModule } from '../../../scripts/gen-describing-words.mjs';
import { knowledgeCoverage } from './coverage.js';
import { sharedKnowledgeBase } from './knowledge-base.js';
import { isStoryWord } from './story-words.js';

const noGuideUses = () => false;

describe('story words', () => {
  it('reads people, idiom nouns and describing words no guide uses as story, not topic', () => {
    for (const w of [
      'cousin',
      'flatmate',
      'coworker',
      'gist',
      'nutshell',
      'ballpark',
      'hefty',
      'nerdy',
      'huh',
    ]) {
      expect(isStoryWord(w, noGuideUses)).toBe(true);
    }
  });

  it('keeps nouns, verbs, adverbs and describing words a guide uses', () => {
    for (const w of ['pizza', 'phone', 'binance', 'personally', 'exactly', 'stake']) {
      expect(isStoryWord(w, noGuideUses)).toBe(false);
    }
    expect(isStoryWord('volatile', () => true)).toBe(false);
  });

  it('lets a question told with a story reach its topic, and still declines what no guide covers', () => {
    const kb = sharedKnowledgeBase();
    const told = knowledgeCoverage(
      kb,
      'my cousin keep talking about odin.fun, what is it actually? i am not a crypto person',
    );
    expect(told.covered).toBe(true);
    expect(told.hit?.section.ref).toBe('what-is-odin#overview');
    expect(knowledgeCoverage(kb, 'my cousin wants the odin support phone number').covered).toBe(false);
    // How the visitor heard of it, and when, tell no topic: "won't shut up about", "at thanksgiving".
    for (const q of [
      'ok my cousin wont shut up about odin.fun and i genuinely have no clue what it is. explain like im 12?',
      'ok so my cousin would not shut up about odin.fun at thanksgiving lol. whats the gist, like what actually is it?',
    ]) {
      const heard = knowledgeCoverage(kb, q);
      expect(heard.covered).toBe(true);
      expect(heard.hit?.section.ref).toBe('what-is-odin#overview');
    }
  });

  it('matches the list generated from en-lexicon (pnpm --filter @odai/api gen:words)', async () => {
    const { readFile } = await import('node:fs/promises');
    const committed = await readFile(new URL('./describing-words.generated.ts', import.meta.url), 'utf8');
    expect(committed).toBe(describingWordsModule());
  });
});
