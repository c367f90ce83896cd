import { describe, expect, it } from 'vitest';
import { phraseNames } from './phrase-names.js';

// Words the guides use, for the test: everything else is new.
const GUIDE = new Set([
  'bonding',
  'curve',
  'ticker',
  'length',
  'max',
  'sats',
  'satoshi',
  'dog',
  'pig',
  'lost',
]);
const isNew = (w: string) => !GUIDE.has(w);

describe('phraseNames', () => {
  it('takes the whole name of several lower-case words in a token place', () => {
    expect(phraseNames('how many holders does moon pig inu have', isNew)).toEqual(['moon pig inu']);
    expect(phraseNames('purple koala holders + price', isNew)).toEqual(['purple koala']);
    expect(phraseNames('mcap of captain sats the third', isNew)).toEqual(['captain sats']);
    expect(phraseNames('is grumpy walrus sats on odin? whats its mcap', isNew)).toEqual([
      'grumpy walrus sats',
    ]);
    // "called" names it even when every word is one the guides use.
    expect(phraseNames('a token called satoshi dog or smth like that', isNew)).toEqual(['satoshi dog']);
  });

  it('finds none without a cue, without a new word, or across punctuation', () => {
    expect(phraseNames('max ticker length on odin?', isNew)).toEqual([]);
    expect(phraseNames('the bonding curve price', isNew)).toEqual([]);
    expect(phraseNames('my koala friends are here', isNew)).toEqual([]);
    expect(phraseNames('price of koala, purple holders', isNew)).toEqual([]);
    // An apostrophe ends a run: "what's zorblax's market cap" is the one-word slots' to read.
    expect(phraseNames("what's zorblax's market cap", isNew)).toEqual([]);
  });
});
