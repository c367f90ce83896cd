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
