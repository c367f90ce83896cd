import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { thresholdAsked } from './tokens-over-threshold.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('tokens past a limit', () => {
  it.each([
    ['any coin with more than 1000 holders?', { metric: 'holders', above: true, value: 1000 }],
    ['tokens with mcap over $50k', { metric: 'marketCap', above: true, value: 50_000 }],
    ['coins under 1 sat', { metric: 'price', above: false, value: 1 }],
    ['which tokens have at least 30% volatility', { metric: 'volatility', above: true, value: 30 }],
    ['is anything up more than 10% today', { metric: 'change24h', above: true, value: 10, said: '+10%' }],
    ['any coins down over 20%', { metric: 'change24h', above: false, value: -20, said: '-20%' }],
    ['tokens with 24h change over 3%', { metric: 'change24h', above: true, value: 3 }],
  ])('reads %s', (question, expected) => {
    expect(thresholdAsked(question)).toMatchObject(expected);
  });

  it.each([
    'what happens if more than 80% is sold',
    // The visitor's own coin in a story is no limit on the market.
    'I lost a lot on a coin that dropped 90% in an hour. what happened?',
    'is odindog over 100 sats',
    'the price jumped more than 10%',
    'is ODINDOG up more than 10%?',
    'any coins down less than 5%',
  ])('leaves %s alone', (question) => {
    expect(thresholdAsked(question)).toBeNull();
  });

  it('counts and lists them, largest first', async () => {
    const r = await ask('any coin with more than 1000 holders?');
    expect(r.markdown).toMatch(/^3 of the 7 tokens ODAI tracks have more than 1000 holders\./);
    expect(r.sources.filter((s) => s.ref.startsWith('token:')).map((s) => s.ref)).toEqual([
      'token:2jjj',
      'token:29m8',
      'token:2bct',
    ]);
    expect((await ask('how many coins have over 500 transactions')).markdown).toMatch(
      /^1 of the 7 tokens ODAI tracks has/,
    );
  });
});
