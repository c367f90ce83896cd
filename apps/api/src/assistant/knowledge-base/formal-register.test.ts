import { describe, expect, it } from 'vitest';
import { knowledgeCoverage } from './coverage.js';
import { plainRegister } from './formal-register.js';
import { sharedKnowledgeBase } from './knowledge-base.js';

const kb = sharedKnowledgeBase();

describe('the formal register', () => {
  it('puts formal words and phrases in plain words', () => {
    expect(plainRegister('What, precisely, does that signify?')).toBe('What, , does that mean?');
    expect(plainRegister('To which destinations may I withdraw?')).toBe('To which addresses may I withdraw?');
    expect(plainRegister('What does the term "etching" mean in the context of Odin.fun tokens?')).toBe(
      'What does "etching" mean on Odin.fun tokens?',
    );
    expect(plainRegister('How does one determine reliably which one is which?')).toBe(
      'how do i tell which is the original ?',
    );
  });

  it.each([
    ['What does the term "etching" mean in the context of Odin.fun tokens?', 'runes-basics#'],
    [
      'To which destinations may I withdraw: a Bitcoin address, an Internet Computer principal, or anything else?',
      'deposits-withdrawals#',
    ],
    [
      'When I withdraw to a native Bitcoin address, which fees are deducted from the amount, specifically?',
      '',
    ],
    ['How would you describe Odin.fun, precisely, in one or two sentences?', 'what-is-odin#overview'],
    ['What is the opening price of a new token on the curve?', 'bonding-curves#start-price'],
    // A name proposed in quotes is an example, not a topic.
    [
      "is 'The Great Bitcoin Dog Of Odin Valhalla' ok as a token name or too long",
      'launching-a-token#name-rules',
    ],
    // The technical register: a developer's setup and field names.
    [
      "who's behind odin tech-wise, like whose github org publishes the docs + sdk",
      'what-is-odin#who-runs-it',
    ],
    ['i dont want to hardcode fees in my bot, which endpoint exposes the live fee params', 'fees#'],
    ['priceChange24h: rolling 24h window or since 00:00 utc?', 'reading-analytics#24h-change'],
    ['in my scraper should i key tokens by ticker? seeing dupes', ''],
  ])('no longer declines a plain question asked formally: %s', (question, section) => {
    const c = knowledgeCoverage(kb, question);
    expect(c.covered).toBe(true);
    expect(c.hit?.section.ref.startsWith(section)).toBe(true);
  });

  it.each([
    [
      "on the fee table there's a 0.25% referral line. what is that, is it like a finders fee when you introduce a friend to your bank?",
      'fees#',
    ],
    [
      'So are odin coins on the bitcoin blockchain from the start, like my shares are on the register from the day i buy them?',
      '',
    ],
    ['wetin be the blockchain odin dey run on?? na bitcoin mainnet itself or another chain', ''],
    ['paano mag deposit sa odin po', 'deposits-withdrawals#'],
    [
      'How long do I stay logged in once I have signed in, my bank throws me out after five minutes!',
      'what-is-odin#signing-in',
    ],
  ])(
    "reads past a comparison or a remark about the visitor's world, and words of other Englishes: %s",
    (question, section) => {
      const c = knowledgeCoverage(kb, question);
      expect(c.covered).toBe(true);
      expect(c.hit?.section.ref.startsWith(section)).toBe(true);
    },
  );

  it('still declines a formal question about what the guides do not cover', () => {
    expect(knowledgeCoverage(kb, 'What, precisely, are the listing requirements of Binance?').covered).toBe(
      false,
    );
  });
});
