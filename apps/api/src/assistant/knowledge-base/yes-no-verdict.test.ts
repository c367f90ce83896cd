import { describe, expect, it } from 'vitest';
import { withVerdict, yesNoForm, yesNoVerdict } from './yes-no-verdict.js';

describe('yes/no verdicts read from the answering sentence', () => {
  it('says Yes when the sentence allows the very action, with the condition asked', () => {
    for (const [q, s] of [
      [
        'can i sell before it ascends',
        "You can sell back to the curve at any time before ascension, at the curve's current price.",
      ],
      [
        'can i change my token image after launch?',
        "The image can be changed after launch: Odin's API and SDK have an update for a token's image, but our sources describe no way to change a token's name.",
      ],
      [
        'does odin let me withdraw to a bitcoin address',
        'To withdraw, choose BTC to a Bitcoin address, which pays a Bitcoin miner fee plus a ckBTC minter fee.',
      ],
      [
        'is there a withdrawal fee?',
        'A BTC withdrawal to a Bitcoin address pays a Bitcoin miner fee plus a ckBTC minter fee; both vary.',
      ],
      [
        'does odin have a public api?',
        'Odin has a public REST API at https://api.odin.fun/v1 with tokens, trades, holders and prices; reading needs no key.',
      ],
      [
        'do i have my own deposit address',
        'Each Odin account has its own Bitcoin deposit address and its own Runes deposit address.',
      ],
    ]) {
      expect(yesNoVerdict(q as string, s as string), q).toBe('Yes');
    }
  });

  it('says No when the sentence denies it once', () => {
    for (const [q, s] of [
      [
        'does the price jump when a token moves to the pool?',
        'The price does not jump when a token moves to the pool: 0.2 BTC divided by 4.2 M tokens is about 4.76 sats per token.',
      ],
      [
        'are token names unique on odin?',
        'Names are not unique on Odin, so reusing a popular one is possible but looks like a copycat.',
      ],
      [
        'can a bitcoin transfer be reversed?',
        'A Bitcoin transfer cannot be reversed, so BTC sent to a wrong address is normally lost.',
      ],
      [
        'do i need a password to sign in',
        'You sign in at odin.fun with a Bitcoin wallet through Sign-In With Bitcoin (SIWB): the wallet signs a login message and there is no separate password.',
      ],
      [
        'do i need to know how to code to launch a token',
        "To launch a token you fill in Odin's creation form, and the token starts trading on the bonding curve right away; no coding is needed, and a token is created in seconds:",
      ],
    ]) {
      expect(yesNoVerdict(q as string, s as string), q).toBe('No');
    }
  });

  it('gives no verdict where it would not be reliable', () => {
    for (const [q, s] of [
      // A condition the sentence does not state ("more than").
      [
        'can i lose more than i put in',
        'Any memecoin can lose most or all of its value, so you can lose everything you put into one.',
      ],
      // The question's words far apart: nothing about running on Bitcoin itself.
      [
        'does odin run on the bitcoin chain itself?',
        'Odin runs its order logic, balances and pools in canisters, the smart contracts of the Internet Computer (ICP), a blockchain that can hold and sign for Bitcoin.',
      ],
      // A contrast, not a verdict.
      [
        'is my balance on odin self-custody?',
        "Balances on Odin are entries in Odin's canisters, and the platform holds the pooled BTC, so commentators compare it to an account on an exchange rather than self-custody.",
      ],
      // A negative question, typed without the apostrophe.
      [
        'can i get stuck with a coin i cant sell',
        'A honeypot is a token you can buy but cannot sell, usually because its code blocks selling.',
      ],
      // A hedge is a stance.
      [
        'is there a minimum deposit?',
        "A community trading tool reports a minimum trade of 500 sats' worth, a minimum deposit of 5,000 sats.",
      ],
      ['is there staking on odin?', 'Our sources describe no staking or yield for simply holding a token.'],
      // A choice, and a number the sentence does not give.
      ['is odin on solana or bitcoin?', 'It works in the same spirit as pump.fun on Solana.'],
      ['is the amm fee 1%', "Swaps in an ascended token's AMM pool pay a 0.5% fee."],
      // "KYC is an identity check some exchanges require": not Odin's rule.
      ['do i need kyc', 'KYC ("know your customer") is an identity check some exchanges require.'],
    ]) {
      expect(yesNoVerdict(q as string, s as string), q).toBeUndefined();
    }
  });

  it('reads the form of the question', () => {
    expect(yesNoForm('is it possible to buy my own token at launch')?.form).toBe('can');
    expect(yesNoForm('am i able to rename my coin')?.form).toBe('can');
    expect(yesNoForm('does odin let me withdraw')?.form).toBe('can');
    expect(yesNoForm('do i need kyc')?.form).toBe('need');
    expect(yesNoForm('is there a fee to deposit')?.form).toBe('have');
    expect(yesNoForm('does every token have 21m supply')?.form).toBe('have');
    expect(yesNoForm('are names unique')?.form).toBe('copula');
    expect(yesNoForm('does the price jump when it ascends')).toEqual({ form: 'do', verb: 'jump' });
    expect(yesNoForm('what is the fee')).toBeUndefined();
    expect(yesNoForm("can't i sell")).toBeUndefined();
  });

  it('opens with the verdict, lower-casing the first word unless it is a name', () => {
    expect(withVerdict('Yes', 'You can sell back.')).toBe('Yes, you can sell back.');
    expect(withVerdict('Yes', 'A BTC withdrawal pays a fee.')).toBe('Yes, a BTC withdrawal pays a fee.');
    expect(withVerdict('Yes', 'Odin has a public REST API.')).toBe('Yes, Odin has a public REST API.');
    expect(withVerdict('No', 'ckBTC is not BTC.')).toBe('No, ckBTC is not BTC.');
  });
});
