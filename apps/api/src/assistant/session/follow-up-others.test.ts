import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

// Follow-ups found by an outsider set (BJ, 2026-11-27) and by asking around it.
async function chat(...questions: string[]) {
  const engine = fixtureEngine();
  const history = await replayHistory(engine, questions.slice(0, -1));
  return engine.reply({ question: questions.at(-1) ?? '', history });
}

describe('follow-ups that move on', () => {
  it('reads "the other one" after BITCAT as the other BITCAT', async () => {
    expect((await chat('price of bitcat 2bct', 'what about the other one')).markdown).toMatch(
      /^\*\*Bitcat Copy\*\*/,
    );
    expect((await chat('holders of Bitcat Copy', 'what about the other one')).markdown).toMatch(
      /^\*\*BITCAT\*\* \(id `2bct`\)/,
    );
  });

  it('reads "what about <a name>" after a token as that name, tracked or not', async () => {
    expect((await chat('holders of GRIFFAIN', 'what about ploxxo')).markdown).toMatch(
      /couldn't find a token called \*\*ploxxo\*\*/,
    );
  });

  it('reads "what about the fees" after a token as the fees, not the token again', async () => {
    const r = await chat('holders of GRIFFAIN', 'what about fees');
    expect(r.sources[0]?.ref).toMatch(/^fees#/);
  });

  it('answers "how are you" before greeting', async () => {
    expect((await chat('hows it going')).markdown).toMatch(/^Hi! Doing well, thanks for asking\./);
  });

  it('reads "what is ODINDOG doing today" as its figures', async () => {
    expect((await chat('what is ODINDOG doing today')).markdown).toMatch(/^\*\*ODINDOG\*\* \(id `2jjj`\)/);
  });
});
