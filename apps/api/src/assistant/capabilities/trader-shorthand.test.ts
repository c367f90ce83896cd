import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

// Set EK's clipped trader messages (decision 084): comparisons asked as "who got more", several
// figures compared at once, a shared fact typed beside a figure, "liq" and "vol".
const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('trader shorthand', () => {
  it('compares "who got more X, A or B" and says which is higher on each figure asked', async () => {
    const r = await ask('who got more holders iconfucius or odai, and vol on each');
    expect(r.intent).toBe('compare_tokens');
    expect(r.markdown).toMatch(/ICONFUCIUS has the higher holder count and volatility of the two\./);
    expect(r.markdown).toMatch(/- Volatility \(24 h\): ICONFUCIUS 48\.05% · ODAI 35\.80%/);
    const split = await ask('compare odindog and bobai price and mcap');
    expect(split.markdown).toMatch(
      /ODINDOG has the higher price per token; BOBAI has the higher market cap of the two\./,
    );
  });

  it('adds the supply every token shares beside the figures asked', async () => {
    const r = await ask('griffain price n total supply');
    expect(r.markdown).toMatch(/- Price: 5\.02 sats per token\n- Supply: 21 M tokens, fixed/);
  });

  it('reads "liq" as liquidity in a guide question', async () => {
    const r = await ask('what does liq score even mean');
    expect(r.markdown).toMatch(/^The liquidity score runs from 0 to 10/);
  });
});
