import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

// Visitors who tell what they saw (on a token page, the dashboard, in Telegram) and then ask: the
// failures of dev set CP and of the outsider's ten of this session (decision 069). What they saw is
// their story, not a scam pattern, a secret, a token to look up or a limit over the market.
const engine = fixtureEngine();
const ask = async (question: string) => {
  const r = await engine.reply({ question, history: [] });
  return { text: r.markdown, intent: r.intent };
};

describe('what the visitor saw, then the question', () => {
  it('answers what Odin is when Odin.fun itself was shilled, and still warns of a token pushed in DMs', async () => {
    const odin = await ask(
      "saw odin.fun shilled in a telegram group, guy says its 'pump.fun but on bitcoin'. what is it actually??",
    );
    expect(odin.text).toMatch(/launchpad/);
    expect(odin.text).not.toMatch(/scam pattern/);
    expect((await ask('a guy in telegram is pushing a token called MOONX, says buy now')).intent).toBe(
      'scam_warning',
    );
  });

  it('reads a featured card as part of the page, and a paid featured spot as the scam it is', async () => {
    expect(
      (await ask('featured card says ODAI 1.93 sats, is that current? and whats its 24h change')).text,
    ).toMatch(/ODAI/);
    expect((await ask('guy offers to get my coin featured for 0.05 btc')).intent).toBe('scam_warning');
  });

  it('explains who holds the key to "my deposit address", and still warns when one is asked for', async () => {
    const custody = await ask(
      "read on a forum that the btc addresses use 'threshold ecdsa'. so who holds the private key for my deposit address??",
    );
    expect(custody.text).toMatch(/threshold/i);
    expect((await ask('who holds my private key? support asked for it')).intent).toBe('secret_request');
  });

  it('defines a stage the dashboard shows, and reads a tried ticker as the form rule asked', async () => {
    expect(
      (await ask("the dashboard says stage 'ascended' for ODINDOG. ascended means what exactly?")).text,
    ).toMatch(/80%/);
    const ticker = await ask(
      "tried the ticker BITCOINDOGE and the form says invalid ticker. what's the rule?",
    );
    expect(ticker.text).toMatch(/3 to 10 upper-case letters/);
    expect((await ask('price of BITCOINDOGE')).text).toMatch(
      /couldn't find a token called \*\*BITCOINDOGE\*\*/,
    );
  });

  it("answers one token's figures told as seen with the checks, not a list of tokens over a limit", async () => {
    const answer = await ask(
      'token has 6 holders, no X verification, still on the curve, chart up 200% in an hour. safe to ape?',
    );
    expect(answer.text).toMatch(/fewer than 10 holders/);
    expect((await ask('any tokens up more than 10% today')).intent).toBe('tokens_over_threshold');
  });

  it('explains a market cap jump with flat holders and "is somebody pumping it" from the guides', async () => {
    const answer = await ask(
      'why did the market cap go up 300% in 24h but the holder count barely changed? is somebody pumping it',
    );
    expect(answer.text).toMatch(/without adding a single holder/);
    expect(answer.text).toMatch(/pump and dump/);
    expect(answer.text).not.toMatch(/Top gainers/);
  });

  it('answers how each of two quoted dashboard figures is worked out', async () => {
    const answer = await ask(
      "two things on the dashboard i dont get: 'volatility' and 'liquidity score'. how is each one worked out?",
    );
    expect(answer.text).toMatch(/standard deviation/);
    expect(answer.text).toMatch(/monotonic map/);
  });

  it("reads what the top holders own as that token's concentration, not a request for the holders ranking", async () => {
    for (const question of [
      'token has 20 holders and the top 3 holders own like 60% of supply and the dev wallet just sold a bunch. is this a rug?',
      'the top 3 holders own like 60% of supply and the dev wallet just sold a bunch, is this a rug pull',
    ]) {
      const answer = await ask(question);
      expect(answer.text, question).toMatch(/rug pull/i);
      expect(answer.text, question).not.toMatch(/has the most holders/);
    }
    // The ranking itself is still asked the way it always was.
    expect((await ask('top 3 holders?')).intent).toBe('get_tokens_by_holders');
    expect((await ask('which token has the most holders and the top 3 by volume')).intent).toBe('multi_part');
  });

  it('says who to contact after a deposit that has not arrived, under the note that ODAI cannot see it', async () => {
    const answer = await ask(
      'I deposited BTC about 2 hours ago and it still doesnt show in my odin balance. tx has 3 confirmations already. is my money lost?? who do i contact',
    );
    expect(answer.text).toMatch(/^I can't see your account/);
    expect(answer.text).toMatch(/6 confirmations/);
    expect(answer.text).toMatch(/help centre: https:\/\/help\.odin\.fun/);
    // Without the question, no contact line.
    expect((await ask('sent btc 2 hours ago and its still not showing, is it lost?')).text).not.toMatch(
      /help centre/,
    );
  });

  it('reads a sign-in pop-up left open as a login message that expired', async () => {
    const answer = await ask(
      'left the sign-in popup open for 10 min and now it gives an error when i sign, why?',
    );
    expect(answer.text).toMatch(/^The login message itself expires 5 minutes after it is issued/);
  });

  it('converts a BTC balance read from the API from millisats', async () => {
    const answer = await ask('the /balances endpoint returned 500000000000 for btc, how much is that?');
    expect(answer.text).toMatch(/500,000,000,000 millisats = 5 BTC/);
  });
});
