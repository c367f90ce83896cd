import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

const engine = fixtureEngine();

async function askAfter(before: string[], question: string) {
  const history = await replayHistory(engine, before);
  return engine.reply({ question, history });
}

describe('a ranking asked again', () => {
  it('ranks the same figure the other way', async () => {
    const r = await askAfter(['most holders?'], 'and the least?');
    expect(r.intent).toBe('ranking_follow_up');
    expect(r.markdown).toMatch(/^\*\*Bitcat Copy\*\* .*has the fewest holders.*: 8 holders/);
  });

  it('turns gainers into losers and keeps a count asked', async () => {
    const r = await askAfter(['top gainers'], 'and the worst 2?');
    expect(r.markdown).toMatch(/Top losers/);
    expect(r.markdown.match(/^- #\d/gm)).toHaveLength(2);
  });

  it('ranks by another figure asked', async () => {
    const r = await askAfter(['top 3 by market cap'], 'and by liquidity?');
    expect(r.markdown).toMatch(/highest liquidity score/);
  });

  it('leaves "the top one" and questions with no ranking before alone', async () => {
    expect((await askAfter(['top gainers'], 'and the top one?')).intent).toBe('get_token_figures');
    expect((await askAfter(['price of odindog'], 'and the least?')).intent).not.toBe('ranking_follow_up');
  });
});
