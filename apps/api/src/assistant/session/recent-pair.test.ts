import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

const engine = fixtureEngine();

async function askAfter(before: string[], question: string) {
  const history = await replayHistory(engine, before);
  return engine.reply({ question, history });
}

describe('questions about the pair a conversation showed', () => {
  it('compares the pair of the last comparison on the figure asked', async () => {
    const r = await askAfter(['compare bobai and odai'], 'which one is more liquid');
    expect(r.intent).toBe('compare_tokens');
    expect(r.markdown).toMatch(/Liquidity score: BOBAI 1\.4 \/ 10 · ODAI 3\.1 \/ 10/);
  });

  it('pairs the last two tokens asked about one by one, older first', async () => {
    const r = await askAfter(['price of odindog', 'price of bobai'], 'compare them');
    expect(r.markdown).toMatch(/^Comparing \*\*ODINDOG\*\* .* and \*\*BOBBY AI\*\*/);
  });

  it('leaves "which one" to the rankings when no pair was shown', async () => {
    const r = await askAfter([], 'which one has the most holders');
    expect(r.intent).toBe('get_tokens_by_holders');
  });
});
