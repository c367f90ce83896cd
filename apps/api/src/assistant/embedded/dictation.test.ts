import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { asTyped } from './dictation.js';

describe('a dictated question', () => {
  it('reads dictated symbols, spoken amounts and fillers as typed', () => {
    expect(asTyped('so um what even is odin dot fun')).toBe('so what even is odin.fun');
    expect(asTyped('whats see kay btc is it real bitcoin')).toBe('whats ckBTC is it real bitcoin');
    expect(asTyped('is the fee point five percent or one percent')).toBe(
      'is the fee 0.5 percent or 1 percent',
    );
    expect(asTyped('the twenty four hour change')).toBe('the 24 hour change');
    expect(asTyped('it says one point two k holders')).toBe('it says 1.2k holders');
    expect(asTyped('min deposit five thousand sats')).toBe('min deposit 5000 sats');
    expect(asTyped('two hundred and fifty sats')).toBe('250 sats');
  });

  it('leaves number words that count no amount alone', () => {
    for (const q of ['which one is the other one', 'the second one holders', 'one of them is a copy'])
      expect(asTyped(q)).toBe(q);
  });

  it('answers a dictated question as the typed one', async () => {
    const engine = fixtureEngine();
    const r = await engine.reply({ question: 'so um what even is odin dot fun', history: [] });
    expect(r.sources[0]?.ref).toBe('what-is-odin#overview');
  });
});
