import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { feeAmountAsked } from './fee-for-amount.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('the trading fee on the amount a visitor names', () => {
  it('works out a round trip in both phases', async () => {
    const r = await ask('if i buy 0.01 btc worth and sell it all again how much do i lose in fees');
    expect(r.intent).toBe('fee_for_amount');
    expect(r.markdown).toMatch(/bonding curve \(1% each way\): about 0\.0002 BTC \(20,000 sats\)/);
    expect(r.markdown).toMatch(/AMM pool \(0\.5% each way\): about 0\.0001 BTC \(10,000 sats\)/);
    expect(r.markdown).toMatch(/Price impact/);
  });

  it('answers only the phase named, in sats too', async () => {
    const pool = await ask('how much fee do i pay on 50k sats in the pool');
    expect(pool.markdown).toMatch(/0\.5%\): 0\.0000025 BTC \(250 sats\)/);
    expect(pool.markdown).not.toMatch(/bonding curve/);
    const curve = await ask("what's the fee on a 0.5 btc buy on the bonding curve");
    expect(curve.markdown).toMatch(/1%\): 0\.005 BTC \(500,000 sats\)/);
    expect(curve.markdown).not.toMatch(/AMM pool/);
    // "hasn't graduated" is still the curve, though "graduated" names the pool.
    const notYet = await ask(
      'if i buy 100k sats worth of a token that hasnt graduated yet how much goes to fees',
    );
    expect(notYet.markdown).toMatch(/bonding curve \(1%\): 0\.00001 BTC/);
    expect(notYet.markdown).not.toMatch(/AMM pool/);
  });

  it.each(['what is the fee', 'what is the minimum deposit in sats', 'I sent 0.01 btc, when does it arrive'])(
    'leaves questions without an amount and a fee alone: %s',
    (question) => {
      expect(feeAmountAsked(question)).toBeNull();
    },
  );
});

describe('the fee on an amount of a named token', () => {
  it('charges the phase the token is in, with its data label', async () => {
    const pool = await ask('how much do i pay if i buy 5000 sats of odindog');
    expect(pool.markdown).toMatch(/\*\*ODINDOG\*\* \(id `2jjj`\), which has ascended/);
    expect(pool.markdown).toMatch(/0\.5%\): 0\.00000025 BTC \(25 sats\)/);
    expect(pool.markdown).not.toMatch(/bonding curve \(1%\)/);
    expect(pool.markdown).toMatch(/demo data/);
    expect(pool.sources[0]?.ref).toBe('token:2jjj');
    // A phase named in the question wins; no token, both phases.
    const named = await ask('whats the fee on 0.01 btc of odindog on the bonding curve');
    expect(named.markdown).toMatch(/bonding curve \(1%\)/);
    expect((await ask('whats the fee on 0.01 btc')).markdown).toMatch(/bonding curve[\s\S]*AMM pool/);
  });
});
