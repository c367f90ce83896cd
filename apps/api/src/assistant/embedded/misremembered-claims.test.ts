import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

// Visitors who state a half-remembered or wrong fact and ask us to confirm it (set CT of
// 2026-11-27, written by an outsider): the answer must carry the right fact, not the wrong one.
const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('claims checked by the visitor', () => {
  it.each([
    ['so whats the 90% thing before it goes to the pool', /80%/],
    ['the sign in with bitcoin message stays valid for like an hour right', /5 minutes/],
    ['price always pumps right when it ascends cuz of the new pool yeah', /does not jump/],
    ['the coins on odin are ordinals right, like inscriptions', /not Ordinals inscriptions/],
    ['tokens on the curve are already real runes on bitcoin right?', /not a Rune at launch/],
    ['so after bonding the token moves to the raydium pool?', /its own AMM pool/],
    ['only the dev can add liquidity to the pool after ascension right', /^Anyone can add liquidity/],
  ])('%s', async (question, fact) => {
    const lead = (await ask(question)).markdown.split('\n\n')[0];
    expect(lead).toMatch(fact);
  });

  it('answers a fact every token shares from the guides, even when a token is named', async () => {
    expect((await ask('what is the total supply of ODAI?')).markdown).toMatch(
      /^Every Odin token is created with a fixed supply of 21 M/,
    );
    // Two claims in one breath: each is checked.
    const both = (
      await ask('i thought the odai token had a 100M supply and fees were 2% per trade, is that right?')
    ).markdown;
    expect(both).toMatch(/supply of 21 M/);
    expect(both).toMatch(/1% fee on bonding-curve trades/);
    // The fee of a named token is the one its stage decides (decision 084): ODINDOG has ascended.
    expect((await ask('does ODINDOG pay the same 1% fee')).markdown).toMatch(
      /^\*\*ODINDOG\*\* \(id `2jjj`\) has ascended, .*the fee is 0\.5% \(the 1% bonding-curve fee no longer applies\)/,
    );
    // A live figure asked of the token is still its figures.
    expect((await ask('ODINDOG price and fees')).intent).toBe('get_token_figures');
  });

  it('reads "X is the next Y so i should buy now yeah?" as a call', async () => {
    expect((await ask('bitcat is the next odindog so i should buy now yeah?')).intent).toBe('advice_request');
    // A how-to with "should" in it is not.
    expect((await ask('what i should check before i buy a token?')).intent).not.toBe('advice_request');
  });
});
