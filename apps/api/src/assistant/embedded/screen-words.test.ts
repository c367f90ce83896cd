import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { DECLINE } from '../eval/declines.js';

// How visitors point at the screen ("the '24h transactions' box", "a yellow badge in the corner",
// "the little blurb") and colour a question ("is that a bad sign? feels like a restaurant with
// nobody inside"): none of it is the topic. False declines of the tuning set, decision 069.
const engine = fixtureEngine();
const ask = async (question: string) => (await engine.reply({ question, history: [] })).markdown;

describe('words about the screen are no topic', () => {
  it("reads a quoted label's box or card as the figure it holds", async () => {
    expect(await ask("what counts as one in the '24h transactions' box on the dashboard?")).toMatch(
      /transactions \(24 h\)/i,
    );
  });

  it("reads a badge's colour and place as nothing asked", async () => {
    const answer = await ask(
      'analytics page has a yellow "Demo data" badge in the corner. are these numbers real?',
    );
    expect(answer).toMatch(/simulated market/);
    // "How little" still asks for the minimum, and "the bottom of" a page is still a place.
    expect(await ask('how little btc can i withdraw to my bitcoin address')).toMatch(/50,000 sats/);
  });

  it('answers the description length however small the visitor calls it', async () => {
    expect(await ask('how long can the little blurb describing my coin be?')).toMatch(/100 characters/);
  });

  it('reads "a bad sign" as a risk and a likening told after the question as a remark', async () => {
    for (const question of [
      'a coin has only 6 owners. is that a bad sign or fine?',
      'Is a coin with, like, six holders a bad sign? Feels like a restaurant with nobody inside.',
    ]) {
      const answer = await ask(question);
      expect(answer).not.toMatch(DECLINE);
      expect(answer).toMatch(/fewer than 10 holders/);
      expect(answer).not.toMatch(/ckBTC/);
    }
  });
});

describe('the scene set before the question', () => {
  it('reads what the API or the page shows as the scene, not as the thing asked about', async () => {
    const answer = await ask(
      "In Odin's API a token has a field called 'bonded'. Is a bonded token the same thing as an ascended one?",
    );
    expect(answer).toMatch(/ascended token is "bonded"/);
    // Someone's own thing the guides never mention is still declined.
    expect(await ask("what is toniq labs' address")).toMatch(DECLINE);
  });

  it('reads chains named as guesses at what Odin needs as guesses', async () => {
    expect(await ask('do i need ETH or SOL for gas to trade on odin??')).toMatch(/do not buy a gas token/);
    expect(await ask('whats the gas fee on solana')).toMatch(DECLINE);
  });
});
