import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('a later part that ends on "that"', () => {
  it('asks it of the earlier part: the market cap at ascension, not market cap in general', async () => {
    const r = await ask('price right at the moment a token ascends? and what mcap is that');
    expect(r.intent).toBe('multi_part');
    expect(r.markdown).toMatch(/4\.76 sats/);
    expect(r.markdown).toMatch(/\*\*What mcap is that\?\*\*\n\nThe market cap at ascension is about 1 BTC/);
    expect(r.sources.map((s) => s.ref)).toContain('bonding-curves#ascension');
  });
});
