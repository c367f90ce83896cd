import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { asksHowItCompares } from './figure-in-context.js';

describe('asking how a figure compares', () => {
  it.each([
    'is that a lot?',
    'is it high for odin',
    'thats good right?',
    'is that normal',
    'ok and is that alot compared to other tokens',
    'how does that compare to other tokens',
    'how many holders does ODINDOG have compared to other tokens',
  ])('%s', (q) => {
    expect(asksHowItCompares(q)).toBe(true);
  });

  it.each([
    'is it a good time to buy a token on the bonding curve right now',
    'how much is the fee',
    'how does the bonding curve on odin compare to the one on pump.fun and other launchpads',
  ])('not %s', (q) => {
    expect(asksHowItCompares(q)).toBe(false);
  });
});

describe('where a token figure stands', () => {
  const engine = fixtureEngine();
  const ask = async (before: string[], question: string) => {
    const history = [];
    for (const earlier of before) {
      const r = await engine.reply({ question: earlier, history });
      history.push(
        { isUser: true, message: earlier },
        { isUser: false, message: r.markdown, sources: r.sources },
      );
    }
    return (await engine.reply({ question, history })).markdown;
  };

  it('gives each of the figures just asked, not a question back', async () => {
    const text = await ask(['ODINDOG price and holders?'], 'ok and is that alot compared to other tokens');
    expect(text).toMatch(/highest price per token of the 7 tokens/);
    expect(text).toMatch(/highest number of holders of the 7 tokens/);
  });

  it('places a named token among the others when the comparison is asked with the figure', async () => {
    const text = await ask([], 'how many holders does ODINDOG have compared to other tokens');
    expect(text).toMatch(/ODINDOG.*highest number of holders.*11,151.*lowest is \*\*Bitcat Copy\*\*/s);
  });

  it('still asks which figure after all of them', async () => {
    expect(await ask(['ODINDOG'], 'is that a lot')).toMatch(/^Which of \*\*ODINDOG\*\*/);
  });
});
