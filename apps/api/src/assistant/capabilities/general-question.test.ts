import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

// Set CV (2026-11-27, an outsider's): visitors name the token they look at while asking how Odin
// works. The guides answer; the token's figures would not.
const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('a general question that names a token', () => {
  it.each([
    ['can i withdraw my GRIFFAIN to my wallet', 'deposits-withdrawals#'],
    ['is the ODAI curve linear?', 'bonding-curves#'],
    ['liquidity score 8.4/10 on odindog, wtf does that number mean', 'reading-analytics#liquidity-score'],
    ['what price does odai ascend at in sats', 'bonding-curves#'],
    // The page is where the label was seen, not what is asked about.
    ["What does 'ascended' mean on ODINDOG's page?", 'bonding-curves#ascension'],
    ['what is the total supply of ODAI?', 'launching-a-token#supply'],
    ['min deposit to buy some odai?', 'deposits-withdrawals#minimum-amounts'],
  ])('%s → the guides', async (question, ref) => {
    const reply = await ask(question);
    expect(reply.intent).not.toBe('get_token_figures');
    expect(reply.sources[0]?.ref).toContain(ref);
  });

  it.each([
    'can u show me the market cap of GRIFFAIN pls',
    'how did ODINDOG do this week',
    'ODINDOG mc?',
    'how much is one ODINDOG in sats right now',
  ])('%s → still the figures', async (question) => {
    expect((await ask(question)).intent).toBe('get_token_figures');
  });

  it('answers the trade fee of the token just given by its stage (decision 084)', async () => {
    const history = await replayHistory(engine, ['whats odindog trading at']);
    const reply = await engine.reply({ question: "So what's the trading fee on it now?", history });
    expect(reply.intent).toBe('get_token_figures');
    expect(reply.markdown).toMatch(/^\*\*ODINDOG\*\* \(id `2jjj`\) has ascended, .* the fee is 0\.5%/);
  });

  it('answers a can-i after a token from the guides', async () => {
    for (const [before, question, fact] of [
      ['griffain liquidity?', 'can i add liquidity to its pool?', /anyone can add liquidity/i],
    ] as const) {
      const history = await replayHistory(engine, [before]);
      const reply = await engine.reply({ question, history });
      expect(reply.intent).toBe('search_knowledge');
      expect(reply.markdown).toMatch(fact);
    }
  });

  it("reads a token's supply as the shared supply, not as a detail the data lacks", async () => {
    expect((await ask('is griffains supply fixed or can the dev mint more later')).markdown).toMatch(/21 M/);
  });

  // Set CY (2026-11-27, an outsider's): a token and a guide topic, typed as a search.
  it.each([
    ['griffain ascension when', /80%/],
    ['bobai ticker rules', /3 to 10/],
    ['odindog wallet login', /Bitcoin wallet/],
    // A figure at a stage of the curve is the guides' too.
    ['odai ascension mcap', /about 1 BTC/],
    ['bobai how buy', /sign in, fund your balance/],
  ])('%s → the guides', async (question, fact) => {
    const reply = await ask(question);
    expect(reply.intent).toBe('search_knowledge');
    expect(reply.markdown).toMatch(fact);
  });

  it.each([
    'griffain liq score',
    'Bitcat mc rn',
    'odindog tx 24h',
    'is snekz a copy of bitcat',
    'quote for ODAI pls',
    'how many ppl hold ICONFUCIUS',
  ])('%s → not the guides', async (question) => {
    expect((await ask(question)).intent).not.toBe('search_knowledge');
  });

  it('reads slang figure words as figures: mc, liq, tx', async () => {
    expect((await ask('ODINDOG mc?')).markdown).toMatch(/Market cap: \$6,934\.12/);
    expect((await ask('griffain liq score')).markdown).toMatch(/Liquidity score: 5\.0/);
    expect((await ask('odindog tx 24h')).markdown).toMatch(/Transactions \(24 h\): 1,840/);
  });
});
