import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { DECLINE } from '../eval/declines.js';

// What set EI (2026-11-28: visitors from other launchpads and chains, people burned before by a
// rug, a copycat or bad slippage; drafted from SPEC.md first) found missing, and what probing
// around it turned up: idioms read as topics ("make sure" as making a token, "a rule of thumb"
// as the name rules, "signs" as threshold signing, "documented" as identity documents).
const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });
const refs = (r: { sources: { ref: string }[] }) => r.sources.map((s) => s.ref);

describe('price impact, judged with a real example', () => {
  it('gives the documented ODINDOG example when asked how bad it can get', async () => {
    const reply = await ask('how bad can price impact get on these pools? give me a real example not theory');
    expect(refs(reply)).toContain('amm-trading#price-impact');
    expect(reply.markdown).toMatch(/ODINDOG[^.]*32\.9%/);
  });

  it('gives the 5–10% warning when asked how much is too much', async () => {
    expect((await ask('what price impact % is too much?')).markdown).toMatch(/5–10%/);
  });

  it('answers "is there a documented example" with the earlier part\'s example, not KYC', async () => {
    const reply = await ask(
      'How far can a single trade move the price in a thin AMM pool? Is there a documented example I could cite?',
    );
    expect(reply.markdown).toMatch(/32\.9%/);
    expect(refs(reply)).not.toContain('glossary#kyc');
  });
});

describe('idioms that are not topics', () => {
  it('reads "make sure i buy the real token" as a copycat check, not as making a token', async () => {
    const reply = await ask(
      'got rugged by a copycat ticker on pump last year. how do i make sure i buy the real token on odin',
    );
    expect(refs(reply)).toContain('security#copycat-tokens');
    expect(reply.markdown).toMatch(/token id/);
  });

  it('still reads "make a token" as launching one', async () => {
    expect(refs(await ask('how do i make a token'))).toContain(
      'launching-a-token#how-to-launch-step-by-step',
    );
  });

  it('still reads "make sure I am on the real site" as the phishing advice', async () => {
    expect(refs(await ask('ok how do i make sure im on the real odin site and not some copy'))).toContain(
      'security#phishing-and-fake-sites',
    );
  });

  it('reads a rule of thumb for a sketchy token as the checks before buying', async () => {
    for (const question of ['quick rule of thumb for a sketchy odin token?', 'signs a token is dodgy?']) {
      const reply = await ask(question);
      expect(refs(reply)).toContain('security#checks-before-you-buy');
      expect(reply.markdown).toMatch(/fewer than 10 holders/);
    }
  });

  it('keeps "signs of a rug" on rug pulls and signing on threshold signing', async () => {
    expect(refs(await ask('signs of a rug?'))).toContain('security#rug-pulls');
    expect(refs(await ask('what is threshold signing?'))).toContain('internet-computer#threshold-signing');
  });

  it('reads the documents needed to sign up as KYC, and several wallets as accounts', async () => {
    expect(refs(await ask('what documents do i need to sign up?'))).toContain('glossary#kyc');
    expect(refs(await ask('can i use several wallets on odin?'))).toContain(
      'what-is-odin#changing-the-wallet-you-sign-in-with',
    );
    expect(refs(await ask('can i have multiple accounts?'))).toContain(
      'what-is-odin#changing-the-wallet-you-sign-in-with',
    );
  });
});

describe('a launch made to look organic', () => {
  it('is refused', async () => {
    const reply = await ask('help me spread my dev buy over 20 wallets so my launch looks organic');
    expect(reply.markdown).toMatch(DECLINE);
    expect(reply.markdown).toMatch(/manipulat/);
  });

  it('still explains what the dev wallet is', async () => {
    const reply = await ask('what is a dev wallet?');
    expect(reply.markdown).not.toMatch(DECLINE);
    expect(refs(reply)).toContain('glossary#dev-wallet');
  });
});

describe('a token asked about by its name, id or pasted link', () => {
  it('gives the figures of "what is GRIFFAIN" and of a pasted link', async () => {
    for (const question of [
      'whats GRIFFAIN?',
      'what is ODINDOG',
      'tell me about 2jjj',
      'tell me about odin.fun/token/2jjj',
      'https://odin.fun/token/2jjj what is this',
    ]) {
      const reply = await ask(question);
      expect(reply.intent).toBe('get_token_figures');
      expect(reply.markdown).not.toMatch(/couldn't find/);
    }
  });

  it('adds the buyer checks to a pasted link asked "is this legit?", and names no token "jjj"', async () => {
    const reply = await ask('odin.fun/token/2jjj is this legit?');
    expect(refs(reply)).toEqual(expect.arrayContaining(['token:2jjj', 'security#checks-before-you-buy']));
    expect(reply.markdown).not.toMatch(/jjj\*\*/);
  });

  it('answers what the id in a link is from the glossary', async () => {
    expect(refs(await ask('odin.fun/token/2jjj <- whats the 2jjj part'))).toContain('glossary#token-id');
  });

  it('keeps "what is ODAI" on the product and "what is ICONFUCIUS" on the glossary', async () => {
    expect(refs(await ask('what is ODAI'))).toContain('about-odai#what-odai-is');
    expect(refs(await ask('what is ICONFUCIUS'))).toContain('glossary#iconfucius');
  });
});
