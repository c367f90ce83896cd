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
    // A request to tell asks what it tells.
    expect(kind('can you explain in simple words what odin.fun actually is?')).toBe('what');
    expect(kind('could you tell me how much the fee is')).toBe('how-much');
    expect(kind('what is a rug pull')).toBe('what');
    // Price impact is a thing to define; the price is an amount.
    expect(kind('what is price impact?')).toBe('what');
    expect(kind('what is the price of a token at launch')).toBe('how-much');
    expect(kind('lost a bunch, when is the price impact too much')).toBe('how-much');
    // The smallest amount is an amount too.
    expect(kind('how little btc can i withdraw')).toBe('how-much');
    expect(kind('whats the least i can trade')).toBe('how-much');
    expect(kind('smallest withdrawal amount?')).toBe('how-much');
    expect(kind('how cheap are tokens when they first come out')).toBe('how-much');
    // A duration typed as a noun, or with "till"/"b4", asks how long.
    expect(kind('deposit time?')).toBe('how-much');
    expect(kind('how long b4 my btc shows up')).toBe('how-much');
    // A scene set before the question word: the question is what follows it.
    expect(kind('When I pull my BTC back out to my own wallet, what fees come off it?')).toBe('what');
    expect(kind('if my token ascends, how much btc goes into the pool')).toBe('how-much');
    expect(kind('when does a token ascend')).toBe('when');
    expect(kind('when can i sell what i bought')).toBe('when');
    // Limits in the plural ask for the figures too.
    expect(kind('what are the length limits on the name')).toBe('how-much');
  });

  it('reads chat forms of questions for a figure', () => {
    expect(questionWords('how long b4 my btc shows up')).toEqual(
      expect.arrayContaining(['before', 'take', 'deposit']),
    );
    expect(questionWords('how long till it arrives')).toContain('until');
    expect(questionWords('withdrawal time?').join(' ')).toBe('how long withdrawal takes');
    // BTC arriving is a deposit, unless the visitor is withdrawing.
    expect(questionWords('when will my btc be credited')).toContain('deposit');
    expect(questionWords('i withdrew, when will my btc show up in my wallet')).not.toContain('deposit');
    // "How many coins get minted" asks for the supply, not the mint fee.
    expect(questionWords('how many coins get minted when i launch')).toContain('supply');
    expect(questionWords('how many tokens can i create')).not.toContain('supply');
    // "How much is a token at launch" asks for its price; what launching costs stays a cost.
    expect(questionWords('how much is a token at launch').join(' ')).toContain('price of one token');
    expect(questionWords('how much does a token cost to launch').join(' ')).not.toContain('price');
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
