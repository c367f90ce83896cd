import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

const engine = fixtureEngine();

async function askAfter(before: string[], question: string) {
  const history = await replayHistory(engine, before);
  return engine.reply({ question, history });
}

describe('follow-ups that point into an earlier list', () => {
  it('resolves "the second one" and "the top one" in the order the answer listed them', async () => {
    expect((await askAfter(['top 3 by market cap'], 'and the second one?')).markdown).toMatch(
      /\*\*BITCAT\*\* \(id `2bct`\)/,
    );
    expect((await askAfter(['top gainers'], 'how many holders does the top one have?')).markdown).toMatch(
      /Holders: 2,310/,
    );
    expect((await askAfter(['top losers'], 'what is the top one trading at?')).markdown).toMatch(
      /0\.412 sats/,
    );
  });

  it('resolves "the other one" of a comparison, also after a question about the first', async () => {
    const pair = ['compare ODINDOG and GRIFFAIN'];
    expect((await askAfter(pair, 'the other one, its holders?')).markdown).toMatch(/Holders: 780/);
    const r = await askAfter([...pair, 'holders of ODINDOG'], 'and the other one?');
    expect(r.markdown).toMatch(/GRIFFAIN/);
  });

  it('keeps "it" on the first token of the last answer', async () => {
    expect((await askAfter(['which token has the most holders?'], 'what is its price?')).markdown).toMatch(
      /330\.189 sats/,
    );
  });
});
