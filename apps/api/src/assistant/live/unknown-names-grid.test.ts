import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { TOKEN_NOT_FOUND } from '../eval/declines.js';

// Made-up or untracked names in twenty slots a visitor puts a token in, in capitals, with `$`, in
// lower and title case: each must get "I couldn't find a token called …" with the name. Written
// before the value and opinion slots were added: 151 of these 160 passed ("what's moonpiggy worth",
// "what do you think of Snorkcat" were declined as topics).
const NAMES = ['ZORBLAX', '$FLUMP', 'moonpiggy', 'Snorkcat', 'PEPE2', 'BONK', 'wif', 'Glimmerfox'];
const SLOTS = [
  'price of {n}',
  '{n} price?',
  'how is {n} doing',
  'is {n} legit',
  'whats the mcap of {n}',
  '{n} holders',
  'tell me about {n} token',
  '{n} vs ODINDOG',
  'should i buy {n}',
  'is {n} a rug',
  '{n} chart',
  'when did {n} launch',
  '{n} 24h change',
  'has {n} ascended yet',
  'how many people hold {n}',
  "what's {n} worth",
  'what do you think of {n}',
  'is {n} on odin',
  'where can i buy {n}',
  'any news on {n}',
];

describe('untracked names in every slot', () => {
  it('are said not to be among the tracked tokens (at most 2 in 100 missed)', async () => {
    const engine = fixtureEngine();
    const missed: string[] = [];
    for (const slot of SLOTS) {
      for (const name of NAMES) {
        const question = slot.replace('{n}', name);
        const r = await engine.reply({ question, history: [] });
        const named = new RegExp(name.replace('$', ''), 'i').test(r.markdown);
        if (!TOKEN_NOT_FOUND.test(r.markdown) || !named) missed.push(`${question} → ${r.intent}`);
      }
    }
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual((NAMES.length * SLOTS.length * 2) / 100);
  }, 60_000);
});
