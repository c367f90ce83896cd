import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

// Ten questions a helper wrote from SPEC.md alone at the start of the 2026-11-29 08:49 session (ten
// J), asked once at cd2c804: the answers fixed after that, each beside a counter-case.
const engine = fixtureEngine();
const ask = async (question: string, before: string[] = []) =>
  engine.reply({ question, history: await replayHistory(engine, before) });

describe('ten J', () => {
  it('declines "is it worth aping into that one" as a pick, not a price', async () => {
    const r = await ask('ok is it worth aping into that one or is that just asking to get rekt', [
      'which token is the most volatile on odin rn',
    ]);
    expect(r.intent).toBe('advice_request');
    expect(r.markdown).toMatch(/not financial advice/);
    // What to check before aping stays the checklist question it was.
    expect((await ask('what should i check before i ape in')).intent).not.toBe('advice_request');
  });

  it('refuses writing a cover letter as outside its job', async () => {
    const r = await ask('can u help me write a cover letter for a barista job lol its due tmrw');
    expect(r.intent).toBe('off_task');
    expect(r.markdown).toMatch(/^I can't help with that/);
    // Writing a token's description at launch is still the launching guide's.
    expect((await ask('do i have to write a description when launching?')).intent).not.toBe('off_task');
  });

  it('says first that it cannot see a withdrawal the visitor "tried" hours ago', async () => {
    const r = await ask('tried withdrawing btc to my ledger like 2 hrs ago and it still says pending wtf');
    expect(r.markdown).toMatch(/^I can't see your account or transactions/);
    // How long withdrawing takes, asked in general, is the guides' alone.
    expect((await ask('how long does withdrawing take')).markdown).not.toMatch(/can't see your account/);
  });
});
