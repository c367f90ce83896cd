import { describe, expect, it } from 'vitest';
import { sharedKnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { tokenLikeNames } from './unknown-token.js';

const kb = sharedKnowledgeBase();

describe('names where chat puts them', () => {
  it.each([
    'whats the deal with blimpo',
    'blimpo any good?',
    'anyone know blimpo',
    'is blimpo worth it',
    "how's blimpo",
    'blimpo still alive?',
    'who holds blimpo',
    'market cap blimpo',
    'how many holders blimpo',
    'where is blimpo on the curve',
    'i want to buy some blimpo how',
    'can u look up blimpo for me',
    'info blimpo',
    'check blimpo',
    'did blimpo ascend yet?',
    'is blimpo close to ascension yet',
    'how far is blimpo from graduating',
    'blimpo ascended yet?',
    'blimpo rugged?',
    'blimpo dev sold?',
    'is blimpo near the end of its curve',
    'blimpo progress',
  ])('finds blimpo in %s', (question) => {
    expect(tokenLikeNames(question, kb)).toEqual(['blimpo']);
  });

  it.each([
    'whats the deal with fees',
    "how's it going",
    "how's the market",
    'is staking worth it',
    'anyone know how to withdraw',
    'who holds the keys',
    'price chart',
    'market cap ranking',
    'holders chart',
    'did it ascend yet',
    'did the dev rug',
    'where is my token on the curve',
    'check my balance',
    'crypto any good',
    'lookup transactions',
    'is bitcoin still alive',
    'is it close to ascension',
    'how far is a token from ascension',
    'token rugged?',
    'is my coin close to graduating',
  ])('finds none in %s', (question) => {
    expect(tokenLikeNames(question, kb)).toEqual([]);
  });
});

describe('names as the bare subject of a value or a direction', () => {
  it.each([
    'how much is blimpo',
    'how much is one blimpo rn',
    'how much is BLIMPO?',
    'is blimpo up or down today',
    'did blimpo go up or down',
    'has blimpo gone up or down this week',
    'blimpo green or red today?',
  ])('finds blimpo in %s', (question) => {
    expect(tokenLikeNames(question, kb).map((n) => n.toLowerCase())).toEqual(['blimpo']);
  });

  // Out of a token's slot everyday words are no names: stop words, words of the guides in any
  // inflection, English endings, everyday short words, chains and platforms in any case.
  it.each([
    'how much is it',
    'how much is gas',
    'how much is too much',
    'how much is enough',
    'how much is a sat',
    'how much is the fee',
    'how much is withdrawing',
    'how much is verification',
    'how much is shipping',
    'how much is insurance',
    'how much is staked',
    'how much is expensive',
    'how much is oil',
    'how much is gold',
    'how much is rent',
    'how much is max',
    'how much is ethereum',
    'how much is solana',
    'how much is a token?',
    'is it up or down today',
    'is the market up or down today',
    'is bitcoin up or down today',
    'is twitter up or down',
    'is sentiment up or down',
    'is activity up or down today',
    'did price go up or down',
    'has volume gone up or down',
    'market up or down today?',
    'green or red today?',
  ])('finds none in %s', (question) => {
    expect(tokenLikeNames(question, kb)).toEqual([]);
  });
});
