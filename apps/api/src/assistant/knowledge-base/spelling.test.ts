import { describe, expect, it } from 'vitest';
import { editDistance, Speller } from './spelling.js';

const speller = new Speller(
  new Map([
    ['fees', 5],
    ['less', 1],
    ['bonding', 4],
    ['curve', 4],
    ['work', 1],
    ['slippage', 3],
  ]),
);

describe('typo correction', () => {
  it('fixes short and long typos to the knowledge base words', () => {
    expect(speller.correct('fess')).toBe('fees'); // one edit from "fees" and "less": frequency wins
    expect(speller.correct('curv')).toBe('curve');
    expect(speller.correct('bondng')).toBe('bonding');
    expect(speller.correct('wrok')).toBe('work'); // a swap of two letters is one edit
    expect(speller.correct('slipage')).toBe('slippage');
  });

  it('leaves known words, short words, numbers and far-off words alone', () => {
    expect(speller.correct('less')).toBe('less');
    expect(speller.correct('fe')).toBe('fe');
    expect(speller.correct('2027')).toBe('2027');
    expect(speller.correct('binance')).toBe('binance');
    // Two edits apart and only eight letters long: a different word, not a typo.
    expect(new Speller(new Map([['average', 3]])).correct('leverage')).toBe('leverage');
  });

  it('never changes the first letter of a short word, but knows the word is close to ours', () => {
    const words = new Speller(
      new Map([
        ['watch', 2],
        ['coin', 3],
      ]),
    );
    expect(words.correct('catch')).toBe('catch');
    expect(words.resembles('catch')).toBe(true);
    expect(words.resembles('join')).toBe(true);
    expect(words.resembles('pizza')).toBe(false);
  });

  it('leaves real words alone that are one edit from ours ("stop" is not "step")', () => {
    const words = new Speller(
      new Map([
        ['step', 3],
        ['form', 2],
      ]),
      undefined,
      new Set(['stop', 'farm']),
    );
    expect(words.correct('stop')).toBe('stop');
    expect(words.correct('stops')).toBe('stops');
    expect(words.correct('farm')).toBe('farm');
    // Neither corrected nor passed over as an everyday word: it names a topic.
    expect(words.resembles('stop')).toBe(false);
    expect(words.correct('stpe')).toBe('step');
  });

  it('leaves an adverb of a known word alone ("completely" is not "complete")', () => {
    const withComplete = new Speller(new Map([['complete', 2]]));
    expect(withComplete.correct('completely')).toBe('completely');
    expect(withComplete.correct('compleet')).toBe('complete');
  });

  it('reads a three-letter word as one of ours with a letter left out, unless it is a real word', () => {
    const words = new Speller(
      new Map([
        ['fees', 5],
        ['what', 9],
        ['both', 4],
        ['sold', 2],
        ['care', 1],
      ]),
      undefined,
      new Set(['bot', 'sol', 'car']),
    );
    expect(words.correct('fes')).toBe('fees');
    expect(words.correct('wht')).toBe('what');
    // Real words and abbreviations stay: "trading bot", "85 sol", "my car".
    expect(words.correct('bot')).toBe('bot');
    expect(words.correct('sol')).toBe('sol');
    expect(words.correct('car')).toBe('car');
    // Only an added letter, first letter kept: "whe" is no "what", "hat" no "what".
    expect(words.correct('hat')).toBe('hat');
    expect(words.correct('fez')).toBe('fez');
  });

  it('prefers dropping a doubled letter to changing one ("runns" is "runs", not "runes")', () => {
    const words = new Speller(
      new Map([
        ['runes', 9],
        ['runs', 1],
      ]),
    );
    expect(words.correct('runns')).toBe('runs');
    expect(words.correct('runess')).toBe('runes');
  });

  it('reads a dropped, doubled or swapped letter of a long word as any known word, an inflection too', () => {
    // "platform" and "deposited" are known (a body uses them) but no target of a changed letter.
    const words = new Speller(
      new Map([
        ['platform', 1],
        ['deposit', 3],
        ['whole', 1],
      ]),
      ['deposit'],
    );
    expect(words.correct('platorm')).toBe('platform');
    expect(words.correct('plaftorm')).toBe('platform');
    expect(words.correct('depoited')).toBe('deposited');
    expect(words.correct('depossit')).toBe('deposit');
    // A changed letter still needs a target: "whale" is no typo of the body's "whole".
    expect(words.correct('whale')).toBe('whale');
  });

  it('measures optimal-string-alignment distance', () => {
    expect(editDistance('wrok', 'work', 2)).toBe(1);
    expect(editDistance('fess', 'fees', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('light stemming and inflections', () => {
  it('strips plural "es" after ch/sh/x/z only', async () => {
    const { stem } = await import('./stem.js');
    expect(stem('launches')).toBe('launch');
    expect(stem('fees')).toBe('fee');
    expect(stem('passes')).toBe('pass');
  });

  it('takes "-ing" and "-ed" forms back to the base the guides use', async () => {
    const { stem } = await import('./stem.js');
    for (const [word, base] of [
      ['buying', 'buy'],
      ['selling', 'sell'],
      ['launching', 'launch'],
      ['swapping', 'swap'],
      ['trading', 'trade'],
      ['traded', 'trade'],
      ['pricing', 'price'],
      ['graduated', 'graduate'],
      ['listed', 'list'],
    ] as [string, string][])
      expect(stem(word), word).toBe(stem(base));
    // The curve's name, "-eed" words and words where "ing" is no suffix stay whole.
    expect(stem('bonding')).toBe('bonding');
    expect(stem('seed')).toBe('seed');
    expect(stem('string')).toBe('string');
    // Irregular past forms about money.
    expect(stem('paid')).toBe(stem('pay'));
    expect(stem('lost')).toBe(stem('lose'));
  });

  it('never "corrects" an inflection of a known word', () => {
    const known = new Speller(
      new Map([
        ['sell', 2],
        ['setting', 3],
      ]),
    );
    expect(known.correct('selling')).toBe('selling');
    expect(known.knows('selling')).toBe(true);
  });

  it('matches inflections but not other words that share a prefix', async () => {
    const { TermSet } = await import('./term-match.js');
    const set = new TermSet(['swap', 'form', 'curve']);
    expect(set.match('swapping')).toBeGreaterThan(0);
    expect(set.match('curv')).toBeGreaterThan(0);
    expect(set.match('format')).toBe(0);
  });
});
