import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { regionalInEnglish } from './other-languages.js';

describe('words of other Englishes inside a question', () => {
  it('reads Pidgin, Taglish and Singlish words in English and drops the particles', () => {
    expect(regionalInEnglish('magkano po ang ZORBLAX ngayon?')).toBe('how much is the ZORBLAX now?');
    expect(regionalInEnglish('wetin be the blockchain odin dey run on??')).toBe(
      'what be the blockchain odin is run on??',
    );
    expect(regionalInEnglish('what is the fee on the curve')).toBe('what is the fee on the curve');
  });

  it('answers them as the English question', async () => {
    const engine = fixtureEngine();
    const ask = (question: string) => engine.reply({ question, history: [] });
    expect((await ask('magkano po ang ZORBLAX ngayon?')).markdown).toMatch(
      /couldn't find a token called \*\*ZORBLAX\*\*/,
    );
    expect(
      (await ask('after ascending how is the price decided, is it the x*y=k thing from uniswap?')).markdown,
    ).toMatch(/constant-product/);
  });
});
