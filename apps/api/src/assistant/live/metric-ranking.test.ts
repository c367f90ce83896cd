import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('whole-market rankings', () => {
  it.each([
    [
      'which token has the most holders?',
      'get_tokens_by_holders',
      /^\*\*ODINDOG\*\* \(id `2jjj`\) has the most holders of the 7 tokens ODAI tracks: 11,151 holders\./,
    ],
    ['top 3 tokens by market cap', 'get_tokens_by_market_cap', /\*\*GRIFFAIN\*\*.*\$105,420\.00/],
    ['which coin is the least liquid', 'get_tokens_by_liquidity', /Bitcat Copy.*0\.3 \/ 10/],
    ['most traded token in the last 24h', 'get_tokens_by_transactions', /ODINDOG.*1,840 transactions/],
    ['least volatile token', 'get_tokens_by_volatility', /GRIFFAIN.*12\.10%/],
    ['smallest market cap token', 'get_tokens_by_market_cap', /Bitcat Copy.*\$2,541\.00/],
    ['cheapest token', 'get_tokens_by_price', /Bitcat Copy.*0\.121 sats per token/],
    ['which coin has the highest price', 'get_tokens_by_price', /ODINDOG.*330\.189 sats per token/],
    ['top 3 by vol', 'get_tokens_by_volume', /ODINDOG.*1,840 transactions/],
  ])('%s', async (question, intent, lead) => {
    const r = await ask(question);
    expect(r.intent).toBe(intent);
    expect(r.markdown).toMatch(lead);
    expect(r.markdown).toMatch(/demo data.*2026-11-21 14:05 UTC/);
  });

  it('lists as many as asked, each listed token as a source in list order', async () => {
    const r = await ask('top 3 by market cap');
    expect(r.markdown.match(/^- #\d/gm)).toHaveLength(3);
    expect(r.sources.filter((s) => s.ref.startsWith('token:')).map((s) => s.ref)).toEqual([
      'token:22qz',
      'token:2bct',
      'token:2odai',
    ]);
  });

  it('ranks by transactions, and says so, where the tokens carry no 24 h volume', async () => {
    const r = await ask('top 3 by volume');
    expect(r.intent).toBe('get_tokens_by_volume');
    expect(r.markdown).toMatch(/no 24 h volume/);
  });

  it('answers totals from the overview', async () => {
    expect((await ask('how many tokens do you track?')).markdown).toMatch(/Tracked tokens: 7/);
    expect((await ask('total holders across all tokens')).markdown).toMatch(/16,276/);
    expect((await ask('how many holders in total')).markdown).toMatch(/16,276/);
    expect((await ask('total 24h transactions')).markdown).toMatch(/2,990/);
    const volume = await ask('whats the total trading volume');
    expect(volume.markdown).toMatch(/no total trading volume/);
  });

  it('counts and lists tokens by stage', async () => {
    const ascended = await ask('how many tokens have ascended');
    expect(ascended.intent).toBe('get_tokens_by_stage');
    expect(ascended.markdown).toMatch(/^4 of the 7 tokens ODAI tracks have ascended/);
    const curve = await ask("which coins haven't graduated yet");
    expect(curve.markdown).toMatch(/^3 of the 7 tokens ODAI tracks are still on their bonding curve/);
    expect((await ask('how many tokens must be sold to ascend')).intent).not.toBe('get_tokens_by_stage');
    expect((await ask('what happens to tokens that have ascended')).intent).not.toBe('get_tokens_by_stage');
  });

  it('reads "top 10 tokens" and the size of the market', async () => {
    expect((await ask('top 10 tokens')).intent).toBe('get_tokens_by_market_cap');
    expect((await ask('Which one is the biggest?')).intent).toBe('get_tokens_by_market_cap');
    expect((await ask('which token is the biggest')).intent).toBe('get_tokens_by_market_cap');
    expect((await ask('whats the biggest token by holders')).intent).toBe('get_tokens_by_holders');
    expect((await ask('what token has the most people holding it')).intent).toBe('get_tokens_by_holders');
    expect((await ask('which tokens graduated')).intent).toBe('get_tokens_by_stage');
    expect((await ask('how much is all of it worth together')).intent).toBe('get_market_overview');
    expect((await ask('top 5 tokens by holders')).intent).toBe('get_tokens_by_holders');
    expect((await ask('how big is the market')).markdown).toMatch(/\$246,074\.52/);
    // How a figure is made up is a guide question, not a ranking.
    expect((await ask('market cap of token on odin is price multiply by what')).intent).toBe(
      'search_knowledge',
    );
    expect((await ask('what is the formula for market cap')).intent).toBe('search_knowledge');
    // A creator's question about the coin they make asks for its supply, not the market's count.
    const own = await ask('so if i make a token i get to pick how many coins exist right');
    expect(own.intent).not.toBe('get_market_overview');
    expect(own.markdown).toMatch(/^Every Odin token is created with a fixed supply of 21 M/);
  });

  it('lists the tracked tokens, largest market cap first', async () => {
    const r = await ask('list all tokens');
    expect(r.intent).toBe('list_tokens');
    expect(r.markdown.match(/^- #\d/gm)).toHaveLength(7);
    expect((await ask('does okx list odin tokens')).intent).not.toBe('list_tokens');
  });

  it('reads "most valuable" as market cap and ranks by 24h change on request', async () => {
    expect((await ask("What's the most valuable token?")).markdown).toMatch(/^\*\*GRIFFAIN\*\*/);
    expect((await ask('Rank all tokens by 24h change')).intent).toBe('get_top_gainers');
  });

  it('reads "market capitalization" as market cap', async () => {
    expect((await ask('Which token has the lowest market capitalization?')).markdown).toMatch(
      /Bitcat Copy.*\$2,541\.00/,
    );
    expect((await ask('combined market capitalisation of all tokens')).markdown).toMatch(/\$246,074\.52/);
  });

  it('ranks the 24h change in plain words', async () => {
    expect((await ask('worst coin today')).intent).toBe('get_top_losers');
    expect((await ask('which token pumped the most today')).intent).toBe('get_top_gainers');
    expect((await ask('highest 24h change')).intent).toBe('get_top_gainers');
    expect((await ask('Which tokens have gone up today?')).intent).toBe('get_top_gainers');
    expect((await ask('Which tokens are down today?')).intent).toBe('get_top_losers');
    expect((await ask('Which token has the most volatility?')).intent).toBe('get_most_volatile');
    expect((await ask('Which token had the largest price drop in the last 24 hours?')).intent).toBe(
      'get_top_losers',
    );
  });

  it('leaves questions about a figure alone', async () => {
    expect((await ask('What does the liquidity score mean?')).intent).toBe('search_knowledge');
    expect((await ask('how many tokens must be sold before the pool opens')).intent).not.toBe(
      'get_market_overview',
    );
    // A named token's own figure, even in words a total or a ranking uses.
    expect((await ask('total market cap of ODINDOG')).markdown).toMatch(/\$6,934\.12/);
    const bought = await ask('I bought ODINDOG in one big order and got fewer tokens, why');
    expect(bought.intent).not.toBe('get_tokens_by_price');
    // Why questions, and how others do something, are for the guides whatever ranking words they use.
    const jumped = await ask('bought a coin and the price jumped way more than i expected, why??');
    expect(jumped.intent).not.toBe('get_tokens_by_price');
    expect((await ask('how do ppl find whats trending on odin')).intent).not.toBe('get_top_gainers');
    expect((await ask('how do i see the top gainers')).intent).toBe('get_top_gainers');
  });
});
