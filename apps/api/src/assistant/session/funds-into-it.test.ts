import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { afterAnswerCiting } from '../../test-support/history.js';
import { replayHistory } from '../eval/score.js';
import { withAccountForIt } from './funds-into-it.js';

describe('money into "it"', () => {
  it('reads "it" as the Odin account after a guide answer', () => {
    expect(
      withAccountForIt(
        'how do i actually get bitcoin into it',
        afterAnswerCiting('runes-basics#what-runes-are'),
      ),
    ).toBe('how do i actually get bitcoin into my Odin account');
    expect(withAccountForIt('how do i fund it?', afterAnswerCiting('what-is-odin#overview'))).toBe(
      'how do i fund my Odin account?',
    );
  });

  it('leaves "it" alone after a token answer, with no history, or where no money moves', () => {
    expect(withAccountForIt('how do i put btc into it', afterAnswerCiting('token:2jjj'))).toBe(
      'how do i put btc into it',
    );
    expect(withAccountForIt('how do i get bitcoin into it', [])).toBe('how do i get bitcoin into it');
    expect(withAccountForIt('how do i get into it', afterAnswerCiting('runes-basics#what-runes-are'))).toBe(
      'how do i get into it',
    );
  });

  it('answers the deposit steps after what Runes are (ten F #1)', async () => {
    const engine = fixtureEngine();
    const history = await replayHistory(engine, ['what even is a rune and why would i buy one on odin??']);
    const reply = await engine.reply({ question: 'ok and how do i actually get bitcoin into it', history });
    expect(reply.sources.map((s) => s.ref)).toEqual(['deposits-withdrawals#depositing-btc-step-by-step']);
  });
});
