import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

const engine = fixtureEngine();
const ask = async (question: string, before: string[] = []) =>
  engine.reply({ question, history: await replayHistory(engine, before) });

describe('how many tokens an amount buys', () => {
  it('divides by the price now and takes off the fee of the phase the token is in', async () => {
    // ODINDOG has ascended: 2,000,000 sats / 330.189 = 6,057; less the pool's 0.5%, 6,027.
    const pool = await ask('how many would i get for 0.02 btc, is that before or after fees', [
      'price of odindog',
    ]);
    expect(pool.intent).toBe('tokens_for_amount');
    expect(pool.markdown).toMatch(
      /^0\.02 BTC \(2,000,000 sats\) buys about \*\*6,027 tokens\*\* of \*\*ODINDOG\*\*/,
    );
    expect(pool.markdown).toMatch(/about 6,057 before the 0\.5% fee of its AMM pool/);
    expect(pool.markdown).toMatch(/demo data/);
    // BOBAI is on its curve: 50,000 / 0.412 = 121,359; less 1%, 120,146; its price rises as you buy.
    const curve = await ask('how many bobai do i get for 50k sats');
    expect(curve.markdown).toMatch(/\*\*120,146 tokens\*\*/);
    expect(curve.markdown).toMatch(/1% fee of the bonding curve/);
    expect(curve.markdown).toMatch(/price rises as you buy/);
    expect(curve.sources.map((s) => s.ref)).toEqual([
      'token:2h4c',
      'fees#bonding-curve-fee',
      'amm-trading#price-impact',
    ]);
  });

  it('needs a token: named, or the one just shown', async () => {
    expect((await ask('how many tokens can i buy with 0.001 btc')).intent).not.toBe('tokens_for_amount');
    expect((await ask('how many would i get for 0.02 btc', ['what is a bonding curve'])).intent).not.toBe(
      'tokens_for_amount',
    );
  });
});
