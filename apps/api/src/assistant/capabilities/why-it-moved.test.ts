import { describe, expect, it } from 'vitest';
import { fixtureEngine, replyAfter } from '../../test-support/engines.js';

const engine = fixtureEngine();

const chat = (...turns: string[]) => replyAfter(engine, ...turns);

describe('why a token moved', () => {
  it('says the data shows the move, not its cause, then what moves the price where it trades', async () => {
    const r = await chat('bobai 24h', 'why tho');
    expect(r.intent).toBe('why_it_moved');
    expect(r.markdown).toMatch(
      /^ODAI's data shows how far a token moved, not why: \*\*BOBBY AI\*\* \(BOBAI, id `2h4c`\) is down 18\.60% over the last 24 h/,
    );
    expect(r.markdown).toMatch(/can't say what caused the move/);
    expect(r.markdown).toMatch(
      /bonding curve, where the price rises with each purchase and falls back with each sale: a drop/,
    );
    expect(r.markdown).toMatch(/simulated by ODAI, so no outside event caused this one/);
  });

  it('finds the token in a list ("the first one") or by name, in its pool once ascended', async () => {
    const first = await chat('whats dumping the hardest today', 'why did the first one crash like that');
    expect(first.markdown).toMatch(/\*\*BOBBY AI\*\* \(BOBAI, id `2h4c`\) is down 18\.60%/);
    const pumping = await chat('why is iconfucius pumping');
    expect(pumping.markdown).toMatch(/ICONFUCIUS\*\* \(id `29m8`\) is up 12\.75%/);
    expect(pumping.markdown).toMatch(/AMM pool \(x·y = k\).*a rise means more was bought than sold/);
  });

  it('leaves how prices work and one trade’s effect to the guides', async () => {
    expect((await chat('why does the price go up when people buy')).intent).toBe('search_knowledge');
    expect((await chat("Why did ODINDOG's price move so much when someone bought 1 BTC?")).intent).toBe(
      'search_knowledge',
    );
    expect((await chat('why tho')).intent).not.toBe('why_it_moved');
  });
});
