import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';
import { splitQuestion } from './split-question.js';

// Ten questions a helper wrote from SPEC.md alone at the end of the 2026-11-28 night session (ten
// G): the ones answered half or wrong at f76f203, each beside a counter-case that must not move.
const engine = fixtureEngine();
const ask = async (question: string, before: string[] = []) =>
  engine.reply({ question, history: await replayHistory(engine, before) });
const refs = (r: { sources: { ref: string }[] }) => r.sources.map((s) => s.ref);

describe('ten G', () => {
  it('reads "my link for it" after the referral rebate as the referral link', async () => {
    const reply = await ask('where do i get my link for it', ['how does the referal rebate work on odin']);
    expect(refs(reply)).toEqual(['fees#referral-rebate']);
    expect(reply.markdown).toMatch(/odin\.fun\?r=/);
    // Asked alone, the links a creator adds to a coin are still the creation form.
    expect(refs(await ask('which social links can i add to my coin?'))).toContain(
      'launching-a-token#the-creation-form',
    );
  });

  it('says bitcoin comes first, after an age and "new to this"', async () => {
    const reply = await ask('im 72 and new to this. do i need to buy bitcoin first?');
    expect(refs(reply)).toEqual(['deposits-withdrawals#paying-with-a-card']);
    expect(reply.markdown).toMatch(/You need bitcoin first/);
    expect((await ask('im 72 and new to this')).markdown).toMatch(/welcome/i);
    // The card question still leads with what our sources say of card payments.
    expect((await ask('can i buy with a credit card?')).markdown).toMatch(/^Odin's API lists a Stripe/);
  });

  it('answers how fast a new token is live with the launch: created in seconds', async () => {
    const reply = await ask('how fast is my token live after i create it');
    expect(refs(reply)).toEqual(['launching-a-token#how-to-launch-step-by-step']);
    expect(reply.markdown).toMatch(/created in seconds/);
    expect(refs(await ask('how fast can i spin up a token?'))).toEqual([
      'launching-a-token#how-to-launch-step-by-step',
    ]);
    // How fast trades settle is still the Internet Computer's finality.
    expect(refs(await ask('how fast are trades on odin?'))).toEqual([
      'internet-computer#transaction-finality',
    ]);
  });

  it('splits a series of questions after a statement at each comma', () => {
    expect(
      splitQuestion(
        'i want to launch my own token, how much does it cost, how fast is it live and how many tokens do i get',
      ),
    ).toEqual([
      'i want to launch my own token, how much does it cost',
      'how fast is it live',
      'how many tokens do i get',
    ]);
    // A lone comma after a statement still asks one question.
    expect(splitQuestion('i want to launch my own token, how much does it cost')).toHaveLength(1);
  });

  it('says our sources give no minimum for a Runes withdrawal rather than the BTC one', async () => {
    const reply = await ask('what is the minimum for a runes withdrawal?');
    expect(refs(reply)).toEqual(['deposits-withdrawals#withdrawing-runes']);
    expect(reply.markdown).toMatch(/^Our sources give no minimum or usual time for a Runes withdrawal/);
    expect((await ask('what is the minimum deposit?')).markdown).toMatch(/5,000 sats/);
  });
});
