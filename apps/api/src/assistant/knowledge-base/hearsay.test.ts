import { describe, expect, it } from 'vitest';
import { knowledgeCoverage } from './coverage.js';
import { isHearsay, withoutHearsay } from './hearsay.js';
import { sharedKnowledgeBase } from './knowledge-base.js';

describe('a claim to check (hearsay)', () => {
  it('keeps the claim, without where it was heard and the ask to check it', () => {
    for (const [question, claim] of [
      ['saw a tweet saying odin.fun runs on solana, is that true?', 'odin.fun runs on solana'],
      ['minimum deposit is 0.01 btc i read on reddit, true?', 'minimum deposit is 0.01 btc'],
      ['guy on discord says first buyer pays 1 sat per token, right?', 'first buyer pays 1 sat per token'],
      ['tiktok said you need metamask to use odin. do i?', 'you need metamask to use odin. do i?'],
      [
        'heard odin coins are not real runes, only numbers in some database. true or fud?',
        'odin coins are not real runes, only numbers in some database',
      ],
      [
        'saw a thread that half of the supply goes into the pool when it ascends, true?',
        'half of the supply goes into the pool when it ascends',
      ],
      ['someone in telegram said the fee is 2% lol', 'the fee is 2%'],
      ['saw odin.fun all over my timeline, what even is it?', 'saw odin.fun , what even is it?'],
      ['my cousin keeps banging on about odin.fun, whats the gist?', 'my cousin odin.fun, whats the gist?'],
    ] as const) {
      expect(withoutHearsay(question)).toBe(claim);
    }
  });

  it('leaves questions that pass on no claim alone', () => {
    for (const q of [
      'how do i read the chart',
      'is the curve fee 1%, right?',
      'what does the tweet button do',
    ]) {
      expect(isHearsay(q)).toBe(false);
      expect(withoutHearsay(q)).toBe(q);
    }
  });

  it('answers the claim from the guides: where it was heard names no topic', () => {
    const kb = sharedKnowledgeBase();
    for (const [q, ref] of [
      ['saw a tweet saying odin.fun runs on solana, is that true?', 'what-is-odin#overview'],
      ['minimum deposit is 0.01 btc i read on reddit, true?', 'deposits-withdrawals#minimum-amounts'],
      ['tiktok said you need metamask to use odin. do i?', 'what-is-odin#signing-in'],
      // Where it came up ("mentioned on twitter") names no topic either.
      [
        'saw odin fun mentioned on twitter, someone said its basically pump fun but for bitcoin. is that accurate??',
        'what-is-odin#overview',
      ],
      // The short ask after the claim points back at it: the claim is what it asks about.
      [
        'tweet said odin coins graduate at 69k market cap same as pump. is it same number on odin?',
        'bonding-curves#ascension',
      ],
    ] as const) {
      const c = knowledgeCoverage(kb, q);
      expect(c.covered, `${q}: ${c.why.join(', ')}`).toBe(true);
      expect(c.hit?.section.ref).toBe(ref);
    }
  });
});
