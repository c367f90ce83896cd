import { describe, expect, it } from 'vitest';
import { fixtureEngine, replyAfter } from '../../test-support/engines.js';

// Ten questions a helper wrote from SPEC.md alone at the start of the 2026-11-29 19:10 session (ten
// M): the ones answered half or wrong at 3f04525, each beside a counter-case that must not move.
const engine = fixtureEngine();
const ask = (...turns: string[]) => replyAfter(engine, ...turns);
const refs = (r: { sources: { ref: string }[] }) => r.sources.map((s) => s.ref);
const SCORE = 'wat does "liquidity score" on the analytics page actually mean, is a 6/10 bad??';
const SLIPPAGE = 'whats a good slippage to set when buying on the amm side? my buys keep failing';

describe('ten M', () => {
  it('ranks by the figure just explained when asked "which token has the highest one"', async () => {
    const ranking = await ask(SCORE, 'which token has the highest one right now');
    expect(ranking.intent).toBe('get_tokens_by_liquidity');
    expect(ranking.markdown).toMatch(/^\*\*ODINDOG\*\* \(id `2jjj`\) has the highest liquidity score/);
    // Another figure of its own is still that figure's ranking.
    expect((await ask(SCORE, 'which token has the most holders')).intent).toBe('get_tokens_by_holders');
  });

  it('keeps "crank it to 20%" on the slippage limit just explained', async () => {
    const reply = await ask(SLIPPAGE, 'ok so if i just crank it to like 20% whats the worst that can happen');
    expect(refs(reply)).toEqual(['amm-trading#slippage']);
    expect(reply.markdown).toMatch(/A looser limit lets more trades through but accepts a worse fill/);
    // Alone, 20% is still the pool's share at ascension.
    expect(refs(await ask('what happens to the other 20% at ascension'))).toContain(
      'bonding-curves#ascension',
    );
  });

  it('says the guides know nothing of sandwich bots, then what a slippage limit does', async () => {
    const reply = await ask(
      'r there sandwich bots / frontrunners on odin like on uniswap, can someone see my buy before it goes thru and jump ahead of me',
    );
    expect(reply.markdown).toMatch(/^Our sources say nothing about front-running or sandwich bots on Odin\./);
    expect(reply.markdown).toMatch(/slippage limit/);
  });

  it('answers a whale dump with the whale section, no protection described', async () => {
    const reply = await ask(
      'if a whale holding 30% of a token just dumps it all after it ascends what happens to the price? is there any kind of protection against that',
    );
    expect(refs(reply)).toEqual(['glossary#whale']);
    expect(reply.markdown).toMatch(/^Our sources describe no protection against a large holder selling/);
    expect(refs(await ask('what is a whale?'))).toEqual(['glossary#whale']);
  });

  it('refuses to fix code, and still answers a question about its own bot project', async () => {
    const reply = await ask(
      'can u help me fix my python script, its supposed to scrape coinmarketcap prices but keeps throwing a 403',
    );
    expect(reply.intent).toBe('out_of_job');
    expect(reply.markdown).toMatch(/^I can't write or fix code/);
    expect((await ask('how do i fix a failed trade')).intent).not.toBe('out_of_job');
  });
});
