import { describe, expect, it } from 'vitest';
import { noMatchReply } from '../embedded/no-match-reply.js';
import { abstainReply } from '../knowledge-base/abstain-reply.js';
import { sharedKnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { DECLINE } from './declines.js';

describe('DECLINE (the eval reads the stance of a reply, not one wording)', () => {
  const kb = sharedKnowledgeBase();

  it.each([
    abstainReply(kb).markdown,
    abstainReply(kb, ['binance']).markdown,
    noMatchReply(kb).markdown,
    // A guide passage whose point is that nobody publishes the figure asked for.
    'Odin has a mint fee setting, but no public source gives its value, so check the live figure in the app before you launch.',
    'Only tokens that have ascended can be etched, and public sources do not say who triggers etching, when it happens, or who pays the on-chain cost.',
    'Its value is not published in the sources we use, so check the app.',
    'ODAI has no reliable definition of Odin\'s "King of the hill": Odin publishes none.',
    "Odin's exact launch date is uncertain: one article says February 2025, another January 2025.",
    "I can't write or fix code, scripts or trading bots: I'm ODAI's guide to Odin.fun.",
    "I can't write code, scripts or trading bots: I'm ODAI's guide to Odin.fun.",
    "I don't track anyone's account, so I have no reliable answer about your own balance.",
    // The stance in the second sentence still opens the reply.
    "I can't change how I work, but I'm happy to help. I don't have a grounded answer to that.",
    // One part of a multi-part reply declining.
    '**What is the fee on the curve?**\n\nThe fee is 1%.\n\n**What does Binance charge?**\n\nODAI has no reliable answer to that about binance: it is not in the guides I answer from.',
  ])('counts as a decline: %s', (reply) => {
    expect(DECLINE.test(reply)).toBe(true);
  });

  it.each([
    // A stance in an aside is not the reply's.
    "Odin's official website is https://odin.fun, and its SDK is public at https://github.com/Toniq-Labs (whether the trading canister's own code is public, our sources do not say). Its docs link a Discord invite.",
    // The answer came first; a detail further down that nobody publishes does not undo it.
    'A BTC deposit is credited after Bitcoin confirmations. That usually takes about an hour. The exact count Odin waits for is not published in our sources.',
    'To buy, sign in and deposit BTC.\n\nThe exact minimum is not documented in our sources, and I cannot tell you which token to buy.',
    'Buy on the curve, this is educational information, **not financial advice**. Splitting orders reduces impact.',
    'The fee is 1% on the bonding curve and 0.5% in the AMM pool.',
  ])('is an answer, not a decline: %s', (reply) => {
    expect(DECLINE.test(reply)).toBe(false);
  });
});
