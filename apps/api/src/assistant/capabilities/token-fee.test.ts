import { describe, expect, it } from 'vitest';
import { fixtureEngine, replyAfter } from '../../test-support/engines.js';

const engine = fixtureEngine();

const chat = (...turns: string[]) => replyAfter(engine, ...turns);

describe("a named token's trade fee", () => {
  it('gives the curve fee for a token on its curve and the pool fee once it ascends', async () => {
    const now = await chat('fee if i buy bobai rn');
    expect(now.intent).toBe('get_token_figures');
    expect(now.markdown).toMatch(
      /^\*\*BOBBY AI\*\* \(BOBAI, id `2h4c`\) is still on its bonding curve, so .*1% curve fee/,
    );
    expect(now.sources.map((s) => s.ref)).toEqual(['fees#trading-fees-at-a-glance', 'token:2h4c']);
    const later = await chat('fee if i buy bobai rn', 'ok and after it ascends');
    expect(later.markdown).toMatch(/^Once \*\*BOBBY AI\*\* .* ascends, .*the fee is 0\.5%, half the 1%/);
  });

  it('gives the pool fee for an ascended token, naming a copy with its ticker', async () => {
    const r = await chat('is bitcat still on the curve and whats the fee if i buy it');
    expect(r.markdown).toMatch(/has ascended: it trades in its AMM pool/);
    expect(r.markdown).toMatch(/the fee is 0\.5% \(the 1% bonding-curve fee no longer applies\)/);
    expect(r.markdown).toMatch(/Bitcat Copy\*\* \(BITCAT, id `3bct`\)/);
  });

  it('leaves other fees and amounts to the guides and the fee calculator', async () => {
    expect((await chat('whats the fee to launch a token like odindog')).intent).not.toBe('get_token_figures');
    expect((await chat('odindog price', 'whats the withdrawal fee for it')).intent).not.toBe(
      'get_token_figures',
    );
    expect((await chat('whats the fee if i buy 100k sats of odindog')).intent).toBe('fee_for_amount');
    expect((await chat('fee on 100k sats of odindog')).intent).toBe('fee_for_amount');
  });
});
