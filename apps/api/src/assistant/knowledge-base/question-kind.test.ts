import { describe, expect, it } from 'vitest';
import { answersKind, questionKind } from './question-kind.js';
import { questionWords } from './question-words.js';

const kind = (q: string) => questionKind(questionWords(q));

describe('question kinds', () => {
  it('tells what sort of answer a question wants', () => {
    expect(kind('how much must be sold before the pool opens')).toBe('how-much');
    expect(kind('how long can a ticker be')).toBe('how-much');
    expect(kind('wen moon')).toBe('when');
    expect(kind('why does the price not jump')).toBe('why');
    expect(kind('who runs odin')).toBe('who');
    expect(kind('how do i cash out')).toBe('how');
    expect(kind('can i deposit ckBTC?')).toBe('yes-no');
    expect(kind('what is a rug pull')).toBe('what');
    // Price impact is a thing to define; the price is an amount.
    expect(kind('what is price impact?')).toBe('what');
    expect(kind('what is the price of a token at launch')).toBe('how-much');
    expect(kind('lost a bunch, when is the price impact too much')).toBe('how-much');
  });

  it('spells out chat shorthand first', () => {
    expect(questionWords("wat r the curve's fees")).toEqual(['what', 'are', 'the', 'curve', 'fees']);
    expect(questionWords('x*y=k?')).toEqual(['constant', 'product']);
    expect(questionWords('how do i cash out')).toContain('withdraw');
    expect(questionWords('constructor toString')).toEqual(['constructor', 'tostring']);
    expect(questionWords('how do i put bitcoin on odin')).toContain('deposit');
  });

  it('recognises sentences shaped like an answer of that kind', () => {
    expect(answersKind('A ticker must be 3 to 10 characters.', 'how-much')).toBe(true);
    expect(answersKind('A token ascends once 80% has sold.', 'when')).toBe(true);
    expect(answersKind('Bob Bodily is co-founder.', 'who')).toBe(true);
  });
});
