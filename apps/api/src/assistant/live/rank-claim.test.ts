import { describe, expect, it } from 'vitest';
import { fixtureEngine, replyAfter } from '../../test-support/engines.js';

const engine = fixtureEngine();
const ask = (...turns: string[]) => replyAfter(engine, ...turns);

describe('a claim that one token leads the market', () => {
  it('says no, who leads and where the named token ranks, then the ranking', async () => {
    const reply = await ask('my friend swears iconfucius has the most holders of any coin, true?');
    expect(reply.intent).toBe('get_tokens_by_holders');
    expect(reply.markdown).toMatch(
      /^\*\*No:\*\* \*\*ODINDOG\*\* \(id `2jjj`\) has the most holders of the 7 tokens ODAI tracks \(11,151 holders\); \*\*ICONFUCIUS\*\* \(id `29m8`\) is #2, with 2,310 holders\./,
    );
    expect(reply.markdown).toMatch(/demo data/);
  });

  it('says yes when it does, and names a token ranked below the list as a source', async () => {
    expect((await ask('is griffain the biggest token by market cap?')).markdown).toMatch(
      /^\*\*Yes:\*\* \*\*GRIFFAIN\*\*/,
    );
    const below = await ask('is odindog the biggest token by market cap?');
    expect(below.markdown).toMatch(/\*\*ODINDOG\*\* \(id `2jjj`\) is #6/);
    expect(below.sources.map((s) => s.ref)).toContain('token:2jjj');
  });

  it("leaves a named token's own story alone", async () => {
    expect(
      (await ask('I bought ODINDOG in one big order and got fewer tokens than expected')).intent,
    ).not.toMatch(/^get_tokens_by/);
  });
});
