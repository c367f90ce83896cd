import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { plainIdioms } from './chat-idioms.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });
const refs = (r: { sources: { ref: string }[] }) => r.sources.map((s) => s.ref);

describe('idioms read as the guides word them', () => {
  it('reads a floor as a minimum, a coin starting "at" as its starting price, cranking as setting', () => {
    expect(plainIdioms('is there a floor?')).toContain('a minimum');
    expect(plainIdioms('whats the floor price')).toContain('floor price');
    expect(plainIdioms('what does a brand new coin start at')).toContain('coin starting price');
    // Said already: "what price does it start trading at in the pool" keeps its words.
    expect(plainIdioms('what price does a token start trading at in the pool')).toContain('start trading at');
    expect(plainIdioms('if i just crank it to 20%')).toMatch(/\bset it\s+to 20%/);
    expect(plainIdioms('whats the main risk aping late on the curve')).toContain('buying late');
    expect(plainIdioms('what is cheque btc is it real bitcoin')).toContain('what is ckbtc');
    expect(plainIdioms('how can i spot a sketchy token')).toContain('how can i check');
    // The pool's spot price stays a price.
    expect(plainIdioms('how to spot price in the pool')).toContain('spot price');
  });

  it('answers the minimum withdrawal and the start price asked that way', async () => {
    const floor = await ask(
      'tried to withdrawl 20k sats to my btc address and it didnt go thru. is there a floor?',
    );
    expect(refs(floor)).toEqual(['deposits-withdrawals#minimum-amounts']);
    expect(floor.markdown).toMatch(/50,000 sats/);
    const start = await ask(
      'what does a brand new coin start at on odin, in sats per token, before anyone buys',
    );
    expect(refs(start)).toEqual(['bonding-curves#start-price']);
    expect(start.markdown).toMatch(/^A brand-new token costs about 0\.118 sats per token/);
  });
});
