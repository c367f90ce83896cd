import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';
import { inNativeOrder } from './learner-english.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('a learner of English', () => {
  it.each([
    ['what means ascension?', 'what is the meaning of ascension?'],
    ['it is possible to put my bitcoins in the pool?', 'is it possible to put my bitcoins in the pool?'],
    ['how much cost one token when it is created?', 'how much does one token cost when it is created?'],
    ['who is created you?', 'who created you?'],
    ['what you are able to do for me?', 'what can you do for me?'],
    ['you are a human or a robot?', 'are you a human or a robot?'],
    ['the price move very much. why this happen?', 'the price move very much. why does this happen?'],
    ['which is the minimum for retire ckBTC?', 'which is the minimum for withdraw ckBTC?'],
    ['ok and the market cap of him?', 'ok and the market cap of it?'],
  ])('reads "%s" as "%s"', (typed, read) => {
    expect(inNativeOrder(typed)).toBe(read);
  });

  it('leaves a person as a person, and retirement as retirement', () => {
    expect(inNativeOrder('the dev wrote me, he has sold?')).toBe('the dev wrote me, he has sold?');
    expect(inNativeOrder('can i use odin for my retirement savings?')).toBe(
      'can i use odin for my retirement savings?',
    );
    // "It is possible" that states rather than asks stays.
    expect(inNativeOrder('it is possible that fees change.')).toBe('it is possible that fees change.');
  });

  it('gets the answer a native phrasing gets', async () => {
    expect((await ask('who is created you? you are from the odin team?')).markdown).toMatch(/unofficial/i);
    expect((await ask('you are a human or a robot?')).markdown).toMatch(/\bAI\b|assistant/);
    expect(
      (await ask('when I retire the bitcoin to my own address outside, which fees I am paying?')).markdown,
    ).toMatch(/miner fee/);
    const history = await replayHistory(engine, ['how much holders has ICONFUCIUS?']);
    const him = await engine.reply({ question: 'ok and the market cap of him?', history });
    expect(him.markdown).toMatch(/ICONFUCIUS[\s\S]*\$26,250\.00/);
  });

  it('declines a call asked in a learner word order', async () => {
    for (const question of [
      'ODINDOG will go up next week? say me the price for december please',
      'I have 0.05 BTC, which coin I should buy for make more money fast?',
      'my BOBBY AI is down 18%, I sell now or I wait? tell me only yes or no',
      '2h4c at -18.6% rn... buy the dip or nah',
    ])
      expect((await ask(question)).intent).toBe('advice_request');
  });
});
