import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

// Set EM's misses, fixed in general form (decision 084).
const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('guards and unknown names, set EM', () => {
  it.each([
    [
      'a bot in the group says "deposit 0.005 btc to activate your withdrawal" before i can take my funds out',
      'send-first',
    ],
    ['influencer DMed me an exclusive mint link, says only 50 spots left, pay now to whitelist', 'urgency'],
    ['some1 offered to "double my runes" if i transfer them to his wallet for an hour', 'doubling'],
  ])('warns first: %s', async (question) => {
    const r = await ask(question);
    expect(r.intent).toBe('scam_warning');
    expect(r.markdown).toMatch(/^\*\*(?:This is a scam|Be careful)/);
  });

  it('greets back "heyy whats up" and says it cannot see someone else’s wallet', async () => {
    expect((await ask('heyy whats up')).intent).toBe('conversation');
    const wallet = await ask('how much btc is in the wallet of the odin founder');
    expect(wallet.intent).toBe('personal_account');
    // A token's dev holdings are a figure, not someone's wallet.
    expect((await ask('what should i check on odin before buying, like dev holdings?')).intent).not.toBe(
      'personal_account',
    );
  });

  it('reads a name of two capitalised words as one untracked name, not a guide term or a venue', async () => {
    expect((await ask('holders of Moon Kitty?')).markdown).toMatch(
      /couldn't find a token called \*\*Moon Kitty\*\*/,
    );
    expect((await ask('can u pull up the price of this rune called SATOSHI PICKLE')).markdown).toMatch(
      /\*\*SATOSHI PICKLE\*\*/,
    );
    expect((await ask('price of Internet Computer token')).intent).not.toBe('unknown_token');
    expect((await ask('holders of Bitcat Copy')).intent).toBe('get_token_figures');
  });
});
