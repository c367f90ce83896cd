import { followUp, liveFigure as live } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Probes of a token's change asked as a direction or over a longer window, limits on the change,
// "what's hot", verdicts after a comparison, and a pointer with no list to point at. Written by the
// lead on 2026-11-26 after an outsider's "is that up or down from yesterday?" got a bonding-curve
// section, before the changes they led to; scored on main at 27257e6 (before any of them): 1/15
// with 12 wrong-topic answers; 15/15 after (and 19/19 with the four at the end).

const ODINDOG_DOWN = /ODINDOG[^\n]*\bdown\b[^\n]*-3\.42%/;
const ODAI_UP = /ODAI[^\n]*\bup\b[^\n]*\+4\.21%/;

export const LIVE_2026_11_26: EvalCase[] = [
  followUp(['whats the price of odindog'], 'is that up or down from yesterday?', [ODINDOG_DOWN]),
  followUp(['how is ODAI doing'], 'did it go up today?', [ODAI_UP]),
  followUp(['how is ODAI doing', 'did it go up today?'], 'and compared to last week?', [
    /no weekly change/i,
    /\+4\.21%/,
    /\/analytics\/2odai/,
  ]),
  followUp(['holders of bobai'], 'and how has that changed since last week?', [/no weekly change/i, /BOBAI/]),
  followUp(['top 3 tokens by market cap'], 'is the second one up or down today', [
    /BITCAT[^\n]*\bup\b[^\n]*\+7\.30%/,
  ]),
  live('how did ODINDOG do this week', /no weekly change[^\n]*ODINDOG/i),
  live('odai performance this month', /no monthly change[^\n]*ODAI/i),
  live(
    'is anything on odin up more than 10% today',
    /1 of the 7 tokens[^\n]*more than \+10%[\s\S]*ICONFUCIUS/,
  ),
  live('any coins down more than 10% today', /less than -10%[\s\S]*BOBAI/),
  live('which tokens gained at least 5%', /2 of the 7 tokens[\s\S]*ICONFUCIUS[\s\S]*BITCAT/),
  live("what's hot today", /Top gainers[\s\S]*ICONFUCIUS/),
  live('is ODINDOG up more than 10%?', ODINDOG_DOWN),
  followUp(['compare odai and bobai'], 'which one is better', [/no picks/i, /ODAI[\s\S]*BOBAI/]),
  followUp(['what is a rune'], 'tell me more about the first one', [/which one do you mean/i]),
  followUp(['top gainers'], 'tell me about the second one', [/BITCAT/, /\d/]),
  // Four more, written with the first fifteen and scored on main at 27257e6 (1/4), changed after
  // them: a figure in context, the stage alone, the figure in play when comparing, the chart.
  followUp(['bobai market cap'], 'is that a lot?', [/5th highest market cap of the 7 tokens/, /GRIFFAIN/]),
  followUp(['odindog'], 'what stage is it in', [/^\*\*ODINDOG\*\* \(id `2jjj`\) has ascended/]),
  followUp(['how many people hold ICONFUCIUS', 'and GRIFFAIN?'], 'which of the two has more', [
    /Holders: ICONFUCIUS 2,310 · GRIFFAIN 780/,
  ]),
  live('griffain chart', /\(\/analytics\/22qz\)/),
];
