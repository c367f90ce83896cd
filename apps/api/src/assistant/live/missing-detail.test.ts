import { describe, expect, it } from 'vitest';
import { missingDetail } from './missing-detail.js';

describe('a token detail ODAI does not hold', () => {
  it.each([
    "what is ODINDOG's twitter",
    'ODINDOG telegram link?',
    'is ODINDOG on twitter',
    'who made ODINDOG',
  ])('is asked for in %s', (question) => {
    expect(missingDetail(question)).not.toBeNull();
  });

  // Where something was said or seen is no detail asked for: the holders, the token id.
  it.each([
    'iconfucius holders, telegram said 10k, real number?',
    'twitter guys say ODINDOG has 5k holders, true?',
    'what are those short codes like 2jjj in the links',
  ])('is not asked for in %s', (question) => {
    expect(missingDetail(question)).toBeNull();
  });
});
