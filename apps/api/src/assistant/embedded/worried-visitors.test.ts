import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

// Worried or skeptical visitors who shout, apologise and look for tokens (set DG of 2026-11-28,
// written by an outsider; decision 072).
const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('worried visitors', () => {
  it('reads a shouted English word as emphasis, not a ticker', async () => {
    for (const question of [
      'my token has been stuck on the curve FOREVER. when does it actually ascend??',
      'how much does it ACTUALLY cost to create a token on odin?',
      'put 20k sats into a tiny token and i was instantly down like 30%. WAS IT A HACK or what',
    ])
      expect((await ask(question)).markdown).not.toMatch(/couldn't find a token/);
    // A made-up ticker in capitals is still looked up.
    expect((await ask('is ZORBLAX safe?')).markdown).toMatch(/couldn't find a token called \*\*ZORBLAX\*\*/);
  });

  it('accepts an apology for how they wrote', async () => {
    const r = await ask('sorry for yelling in caps earlier, rough week');
    expect(r.markdown).toMatch(/^No worries at all/);
    // An apology before a question is no small talk.
    expect((await ask('sorry, what is the fee?')).markdown).toMatch(/1% fee/);
  });

  it('says a token looked for on the dashboard is not tracked', async () => {
    expect((await ask("where's QUANTAPEPE on your dashboard?")).markdown).toMatch(
      /couldn't find a token called \*\*QUANTAPEPE\*\*/,
    );
  });

  it('reads the market cap at ascension as no market overview', async () => {
    const r = await ask('at what point does a token ascend, and how big is the market cap when it does?');
    expect(r.sources.map((s) => s.ref)).not.toContain('market:overview');
  });

  it('reads a remark on what is asked as no topic, and a platform shilled by family as no scam', async () => {
    expect((await ask("wtf does 'ascended' mean lol, sounds like a cult")).markdown).toMatch(
      /^A token reaches ascension/,
    );
    const cousin = await ask(
      'ok so my cousin keeps shilling odin.fun at every family dinner and i just nod... what even IS it?? sounds like a ponzi tbh',
    );
    expect(cousin.intent).toBe('search_knowledge');
    expect(cousin.markdown).toMatch(/^Odin\.fun is a launchpad/);
    // A token pushed in DMs is still a scam pattern.
    expect((await ask('someone is shilling ZORBLAX in my dms')).intent).toBe('scam_warning');
  });

  it('answers questions about ODAI itself from its own guide', async () => {
    expect((await ask('can other ppl read what i type in this chat')).markdown).toMatch(
      /other visitors do not see it/,
    );
    expect((await ask('got an error sending a really long message, is there a limit?')).markdown).toMatch(
      /2,000/,
    );
    expect((await ask('do i have to reload the analytics page to get new numbers')).markdown).toMatch(
      /reload/,
    );
    // People using the product are no token holders, and its token's future is no figure.
    expect((await ask('how many ppl use odai every day?')).intent).not.toBe('get_token_figures');
    expect((await ask('will the ODAI token go up next week? be honest')).intent).toBe('advice_request');
  });
});
