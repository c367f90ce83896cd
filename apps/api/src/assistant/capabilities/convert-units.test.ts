import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { conversionAsked } from './convert-units.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('converting the visitor’s amount between BTC, sats and millisats', () => {
  it.each([
    ['api price 330189 mean how much sats?', /^\*\*330,189 millisats = 330\.189 sats\.\*\*/],
    ['1 btc = how many msat in api', /^\*\*1 BTC = 100,000,000,000 millisats\.\*\*/],
    ['how many sats is 0.01 btc', /^\*\*0\.01 BTC = 1,000,000 sats\.\*\*/],
    ['50,000 sats in btc', /^\*\*50,000 sats = 0\.0005 BTC\.\*\*/],
    ['1e-4 btc = how many sats?', /^\*\*0\.0001 BTC = 10,000 sats\.\*\*/],
    [
      'the api says price 330189 for odindog, wat unit is that??',
      /^\*\*330,189 millisats = 330\.189 sats\.\*\*/,
    ],
    // A BTC balance from the API is in millisats too, and reads best in BTC.
    [
      'the /balances endpoint returned 500000000000 for btc, how much is that?',
      /^\*\*500,000,000,000 millisats = 5 BTC\.\*\*/,
    ],
    [
      'api says my btc balance is 250000000, what is that in sats',
      /^\*\*250,000,000 millisats = 250,000 sats\.\*\*/,
    ],
  ])('%s', async (question, expected) => {
    const r = await ask(question);
    expect(r.intent).toBe('convert_units');
    expect(r.markdown).toMatch(expected);
    expect(r.sources[0]?.ref).toBe('glossary#sats-and-millisats');
  });

  it.each([
    'a 0.1 BTC buy pays what fee',
    'what is the minimum deposit in sats',
    'price of ODINDOG in sats',
    'is 5000 sats a lot',
    'how many sats is one btc worth of fees',
    'the api returned 1500 for btc fees',
    'my btc balance is 250000000',
  ])('leaves other questions that hold an amount alone: %s', (question) => {
    expect(conversionAsked(question)).toBeNull();
  });
});

describe('amounts and prices said the way visitors say them', () => {
  it.each([
    [
      'the docs example shows ODINDOG with a price of 330189. what is that in normal sats?',
      /^\*\*330,189 millisats = 330\.189 sats\.\*\*/,
    ],
    [
      'how many of those teeny milli-sat units make up one whole bitcoin?',
      /^\*\*1 BTC = 100,000,000,000 millisats\.\*\*/,
    ],
  ])('%s', async (question, expected) => {
    expect((await ask(question)).markdown).toMatch(expected);
  });
});
