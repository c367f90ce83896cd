import { followUp, multi } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Messages that mix a guarded or chatty part with a real question, found while probing on
// 2026-11-26 (written before the fix): the thanks, the pick or the own-balance part swallowed the
// question beside it, and a greeting led a part's heading. Scored on main at 27257e6: 0/5 (2
// wrong-topic); 5/5 after.

export const MIXED_2026_11_26: EvalCase[] = [
  multi("thanks! one more thing, what's the minimum deposit?", [/deposit/i, /\d/]),
  multi('whats the price of odindog and is it a good buy?', [/330\.189 sats/, /not financial advice/i]),
  multi('should i buy bobai? also how many holders does it have', [/not financial advice/i, /Holders: 95/]),
  multi('whats my balance and what are the fees', [/don't track anyone's account/i, /1%/]),
  multi("hi! i'm new. what's odin and how do i start?", [/launchpad/i, /sign in/i]),
  // Added later the same day, before its fix (failed on 27257e6 too): a short follow-up two turns
  // after its topic leans on the question that named it, not on "how long does that take?".
  followUp(['how do i deposit btc', 'how long does that take?'], 'is there a fee?', [/10 sats|miner fee/i]),
];
