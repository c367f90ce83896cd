import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { missingDetail } from './missing-detail.js';

describe('a detail of a token that the market data does not hold', () => {
  it('reads who made, the dev and the links as such details', () => {
    expect(missingDetail('who is the dev of 2jjj')?.('X')).toBe('who created X');
    expect(missingDetail('who made ODINDOG?')?.('X')).toBe('who created X');
    expect(missingDetail('does 2jjj have a telegram')?.('X')).toBe('the links or accounts of X');
  });

  it('does not read "or only the dev", a choice offered in a question of who may act', async () => {
    expect(missingDetail('can anyone add liquidity to the 2jjj pool or only the dev')).toBeNull();
    const reply = await fixtureEngine().reply({
      question: 'can anyone add liquidity to the 2jjj pool or only the dev',
      history: [],
    });
    expect(reply.sources.map((s) => s.ref)).toContain('amm-trading#adding-liquidity');
    expect(reply.markdown).toMatch(/^Anyone can add liquidity/);
  });
});
