import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import type { HistoryMessage } from '../assistant.js';
import type { Reply } from '../reply.js';
import { longerWindow } from './longer-window-reply.js';

const engine = fixtureEngine();

/** Asks each question in turn in one chat; returns the last answer. */
async function chat(...questions: string[]) {
  const history: HistoryMessage[] = [];
  let last: Reply | undefined;
  for (const question of questions) {
    last = await engine.reply({ question, history });
    history.push(
      { isUser: true, message: question },
      { isUser: false, message: last.markdown, sources: last.sources },
    );
  }
  if (!last) throw new Error('no question asked');
  return last;
}

describe('a token’s change, asked as a direction or over a longer window', () => {
  it('answers "did it go up?" with the direction first and the signed 24h change', async () => {
    const r = await chat('how is ODAI doing', 'did it go up today?');
    expect(r.markdown).toMatch(
      /^\*\*ODAI\*\* \(id `2odai`\) is up over the last 24 hours \(24h change: \+4\.21%\)/,
    );
    expect(r.markdown).not.toMatch(/Market cap:/);
  });

  it('reads "is that up or down from yesterday?" after a price as that token’s change', async () => {
    const r = await chat('whats the price of odindog', 'is that up or down from yesterday?');
    expect(r.markdown).toMatch(/ODINDOG\*\* \(id `2jjj`\) is down .*-3\.42%/);
    expect(r.sources.map((s) => s.ref)).toContain('token:2jjj');
  });

  it('says a week’s change is not among the figures, gives the 24h one and links the chart', async () => {
    const r = await chat('how is ODAI doing', 'and compared to last week?');
    expect(r.markdown).toMatch(/^ODAI has no weekly change for \*\*ODAI\*\*/);
    expect(r.markdown).toContain('+4.21%');
    expect(r.markdown).toContain('(/analytics/2odai)');
    const month = await chat('how did ODINDOG do this month');
    expect(month.markdown).toContain('(/analytics/2jjj?range=30d)');
  });

  it.each([
    ['compared to last week?', 'week'],
    ['7d change of BOBAI', 'week'],
    ['how did it do this month', 'month'],
    ['ytd performance', 'year'],
    ['what is its 24h change', null],
    ['weekend plans', null],
  ])('window of %s', (question, window) => {
    expect(longerWindow(question)).toBe(window);
  });
});
