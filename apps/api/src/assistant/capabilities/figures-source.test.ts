import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

const ask = async (question: string, before: string[], source: 'demo' | 'odin' = 'demo') => {
  const engine = fixtureEngine({ source });
  return engine.reply({ question, history: await replayHistory(engine, before) });
};

describe('where the figures just given come from', () => {
  it('names the demo market, the as-of time and the token, after a ranking or a figure', async () => {
    const r = await ask('source? where is that number from', ['which token had the most transactions today']);
    expect(r.intent).toBe('figures_source');
    expect(r.markdown).toMatch(
      /^The figures in my last answer \(ODINDOG and the others listed\) come from ODAI's built-in simulated market: they are \*\*demo data\*\*/,
    );
    expect(r.markdown).toMatch(/as of 2026-11-21 14:05 UTC/);
    // A simulated token has no Odin.fun page to send anyone to.
    expect(r.markdown).not.toMatch(/odin\.fun\/token/);
    expect(r.sources[0]?.ref).toBe('reading-analytics#where-the-data-comes-from');
    expect((await ask('is that live data?', ['price of odindog'])).intent).toBe('figures_source');
  });

  it("names Odin.fun's API on live data", async () => {
    const r = await ask('where do you get that', ['price of odindog'], 'odin');
    expect(r.markdown).toMatch(/come from Odin\.fun's public API/);
    expect(r.markdown).toMatch(/check them on its Odin\.fun page: https:\/\/odin\.fun\/token\/2jjj\./);
    expect(r.markdown).not.toMatch(/demo/);
  });

  it('leaves "source?" after a guide answer to the guides', async () => {
    expect((await ask('source?', ['what is a bonding curve'])).intent).not.toBe('figures_source');
  });
});
