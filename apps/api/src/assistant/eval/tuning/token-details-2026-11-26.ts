import { abstain, know, liveFigure as live } from '../case-builders.js';
import { DECLINE } from '../declines.js';
import type { EvalCase } from '../eval-case.js';

// A tracked token's details that ODAI's data does not hold (creator, age, links, who its holders
// are), its price in other units, lists by stage with the figure asked, averages, and how-to
// questions that name a token. Written by the lead while probing on 2026-11-26, before the
// changes they led to; scored on main at 27257e6: 1/13 (6 wrong-topic); 13/13 after.

// A detail the data lacks is an abstention about that token: the decline, and which token.
const lacks = (question: string, token: RegExp, before?: string[]): EvalCase => ({
  kind: 'abstain',
  question,
  ...(before ? { before } : {}),
  expect: [DECLINE, token, /odin\.fun\/token\//],
});

export const TOKEN_DETAILS_2026_11_26: EvalCase[] = [
  lacks('who are the top holders', /ODAI/, ['holders of ODAI']),
  lacks('how old is griffain', /GRIFFAIN/),
  lacks('who created bobai', /BOBAI|BOBBY AI/),
  lacks('when did ODINDOG ascend', /ODINDOG/),
  lacks('does GRIFFAIN have a discord', /GRIFFAIN/),
  live('whats the price of odindog in btc', /Price in BTC: 0\.00000330189 BTC per token/),
  live('whats bobai price in usd', /In USD: ODAI quotes prices in sats[^\n]*\$8,652\.00/),
  live(
    'list all tokens on the bonding curve with their prices',
    /3 of the 7 tokens[\s\S]*price 1\.9312 sats/,
  ),
  live('whats the average market cap', /Total market cap: \$246,074\.52[\s\S]*no averages/),
  live('average holders per token?', /Tracked tokens: 7[\s\S]*no averages/),
  live('show me all tokens that ascended last week', /does not record when each token ascended/),
  know('trading', 'how do i buy griffain', [/sign in/i, /deposit/i], /sign in/i),
  abstain('what is the ODINDOG roadmap'),
];
