import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { sharedKnowledgeBase } from '../knowledge-base/knowledge-base.js';

// Visitors with a goal who ask how to get there (dev set CQ, decision 070): what they want to do is
// said in their words ("my winnings", "my ledger", "try this"), and the guides' answer is a how-to.
const engine = fixtureEngine();
const ask = async (question: string) => {
  const r = await engine.reply({ question, history: [] });
  return { text: r.markdown, intent: r.intent, refs: r.sources.map((s) => s.ref) };
};

describe('a goal, asked in the visitor’s words', () => {
  it('answers what a withdrawal costs, not a price prediction', async () => {
    const answer = await ask('what will it cost me to withdraw btc to my own bitcoin wallet?');
    expect(answer.intent).toBe('search_knowledge');
    expect(answer.text).toMatch(/miner fee/);
    expect((await ask('what will ODINDOG cost next week')).intent).toBe('advice_request');
  });

  it('reads "how do i try this" as a first buy and "my winnings to my ledger" as a withdrawal', async () => {
    expect((await ask('i have 20 dollars, how do i try this')).text).toMatch(/Deposit BTC/);
    const ledger = await ask('i want to move my winnings to my ledger');
    expect(ledger.refs[0]).toBe('deposits-withdrawals#withdrawing-step-by-step');
    // The ckBTC ledger canister is still the canister.
    expect((await ask('what is the ckbtc ledger')).text).toMatch(/mxzaz-hqaaa-aaaar-qaada-cai/);
  });

  it('asks a told figure\'s question of that figure: "liquidity score 1.4/10. what does that tell me"', async () => {
    const answer = await ask(
      'a token shows liquidity score 1.4/10. what does that tell me if i want to buy a lot?',
    );
    expect(answer.text).toMatch(/move the price by 2%/);
  });

  it('answers which wallet to sign in with, not threshold signing', async () => {
    const answer = await ask('What chain does Odin.fun run on, and what do I sign in with?');
    expect(answer.text).toMatch(/Internet Computer/);
    expect(answer.text).toMatch(/Bitcoin wallet/);
  });

  it('says what is known about paying with a card or other fiat, and declines a savings account', async () => {
    for (const question of [
      'can i buy with a credit card',
      'can I buy with apple pay',
      'can i pay with paypal',
    ]) {
      const answer = await ask(question);
      expect(answer.text, question).toMatch(/^Odin's API lists a Stripe session endpoint/);
      expect(answer.text, question).toMatch(/BTC deposit/);
    }
    expect((await ask('does odin offer savings accounts')).text).toMatch(/no reliable answer/);
    expect((await ask('is it safe to keep my savings on this site?')).text).not.toMatch(/no reliable answer/);
  });
});

describe('everyday words that were declined (decision 070)', () => {
  it.each([
    ['does odin have its own coin like a platform token?', /ODIN·FUN DAO/],
    ['do i have to sign up with an email or something? dont really want to give it out', /Bitcoin wallet/],
    ['how do i get a ref link to farm referrals', /referral/],
    ['withdraw options — L1 btc only or can i pull ckbtc out too', /ckBTC to an Internet Computer principal/],
    [
      'login keeps failing. i took a while to approve the signature in my wallet bc i was reading it, does it expire or smth',
      /expires 5 minutes after it is issued/,
    ],
    ['quote for ODAI pls', /Price: 1\.9312 sats/],
    ["How many 'shareholders' does GRIFFAIN have?", /Holders: 780/],
  ])('%s', async (question, expected) => {
    expect((await ask(question)).text).toMatch(expected);
  });

  it('keeps "took" as typed (no slip for "too") and still mends a letter typed twice', () => {
    const index = sharedKnowledgeBase().index;
    expect(index.respell('i took a while')).toBe('i took a while');
    expect(index.respell('whats the feee')).toBe('whats the fee');
  });
});
