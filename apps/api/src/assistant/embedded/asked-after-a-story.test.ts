import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

// Questions from the tuning set's outsider sets that were declined or misread because of how they
// were told, not what they asked (2026-11-27).
const CASES: [string, RegExp][] = [
  // An aside word removed with its full stop lost the sentence that asks.
  ['Got maybe five minutes while the pasta boils. What do I fill in to make my own coin on Odin?', /ticker/i],
  // "How on earth" only exclaims.
  [
    'Two coins have the exact same name AND ticker. How on earth do I know which one is the real one?',
    /token id/i,
  ],
  ['what on earth is a bonding curve?', /price/i],
  // Aping is when, not what: the checks, not a refusal to pick.
  ['how do i tell if a new coin is super risky before i ape in', /^Before you buy, check/],
  // A Telegram claim is where the figure was heard; the holders are asked.
  ['iconfucius holders, telegram said 10k, real number?', /Holders: 2,310/],
  ['what are those short codes like 2jjj in token links', /unique code/i],
  // A curve that hits its target has ascended (last session's outsider ten: was declined).
  ['what exactly happens when it hits the bonding curve target', /80\s?%/],
  // The impersonal "you": whether anyone can swap, not a request to ODAI.
  [
    'Do I always have to go back to BTC between coins? Can you swap one token straight for another?',
    /swap one of its tokens directly/,
  ],
  // Whether ODAI can see the visitor's things, not how signing in works or Odin's X account.
  ['can you see my wallet', /no access to your wallet/],
  ['can odai see my account', /no access to your wallet/],
  // Why it is asked, after the question, is no part of it; nor are other people's bots.
  [
    'can i buy some of my own coin at the exact moment i create it, so bots dont grab the cheap start before me?',
    /pre-buy/,
  ],
  // Keys holding the platform's bitcoin are custody, not the visitor's secret.
  [
    'Is there one single private key holding all the bitcoin on their side, or is it threshold signing?',
    /threshold/i,
  ],
  // A claim about how far a buy moved a token's price is the price-impact guide's example.
  ['someone said buying 1 BTC of ODINDOG moved the price like 33%, legit?', /32\.9%/],
  // On Odin one launches a token, which can later become a Rune (this session's outsider ten).
  ['how do i create my own rune on here', /creation form/],
  // A "recovery" that costs a fee up front is the send-first scam.
  [
    'a gentleman on Discord says he can recover it, provided I pay him a small fee up front first',
    /^\*\*This is a scam/,
  ],
];

describe('a question told with a story', () => {
  const engine = fixtureEngine();
  it.each(CASES)('answers %s', async (question, fact) => {
    const r = await engine.reply({ question, history: [] });
    expect(r.markdown).toMatch(fact);
  });
});
