import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';

// Set CW (2026-11-27, an outsider's): visitors asking what is allowed, possible or limited.
const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('limits and rules', () => {
  it('reads "cant i sell before it ascends??" as "can i sell before it ascends?"', async () => {
    expect((await ask('cant i sell before it ascends??')).markdown).toMatch(
      /^Yes, you can sell back to the curve/,
    );
  });

  it("gives the curve's start price for the lowest price a new token starts at, not a ranking", async () => {
    expect((await ask('whats the lowest price a new token starts at')).markdown).toMatch(/0\.118 sats/);
    expect((await ask('which token has the lowest price')).intent).toBe('get_tokens_by_price');
  });

  it('answers "can i put a $ or a space in my ticker" with the ticker rule', async () => {
    expect((await ask('can i put a $ or a space in my ticker')).markdown).toMatch(
      /^A ticker must be 3 to 10/,
    );
  });

  it('answers whether one can sell, after a token, from the guides, not with its figures', async () => {
    const history = await replayHistory(engine, ['is ODAI still on the bonding curve']);
    const reply = await engine.reply({
      question: 'so can i sell it before it ascends or am i stuck',
      history,
    });
    // The guides answer (which passage leads is retrieval's business), not ODAI's figures again.
    expect(reply.intent).toBe('search_knowledge');
    expect(reply.markdown).not.toMatch(/Price: 1\.9312/);
  });
});
