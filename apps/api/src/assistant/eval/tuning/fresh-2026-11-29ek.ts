// Set EK, 2026-11-29 (decision 084): a DEV set (impatient trader on a phone: clipped slang, loose amounts, token+knowledge mixes, pushing follow-ups), drafted from SPEC.md first.
// Scored 93/100, 3 wrong-topic at 4611fba's parent (b824ab4 plus the volume ranking), before any change made for it; 100/100, 0
// after the fixes it found (same session); joined the tuning set then, with a floor.
// Fresh evaluation set FRESH_2026_11_29EK.
// Written by an outsider helper that has NOT seen the assistant's code, its knowledge-base articles,
// the eval's tuning/ folder contents, held-out-cases.ts or any other evaluation set.
// Date: Sun Nov 29 12:12:23 UTC 2026. Files read: /work/shared/SPEC.md, /work/shared/BRIEF.md,
// /work/shared/reference/odin-facts.md, apps/api/src/assistant/eval/eval-case.ts, case-builders.ts,
// no-picks.ts, declines.ts, /work/wt/fixture-table.txt.
// Style: "the impatient trader on a phone": short clipped messages, slang and abbreviations (ngl, rn, fr,
// wen, gm, ser, ape, rekt, mc, vol, ath), missing punctuation, loose amounts ("50k sats", "0.01btc"),
// token + knowledge mixes, comparisons of two fixture tokens, and follow-ups that push ("why", "u sure?",
// "in usd?", "and the other one", "ok and after it ascends", "source?").
// Mix: 40 know + 10 multi + 10 liveFigure + 20 followUp (10 token/market, 10 knowledge) + 6 chat
// + 6 abstain + 4 refuse + 2 scam + 2 unknown-token = 100.
// Expected facts come only from SPEC.md, BRIEF.md, odin-facts.md lines tagged [C] and the fixture table.
//
// Fixture market:
// | name        | ticker | id   | price (sats) | mcap (USD)  | holders | 24h     | vol    | liq | tx 24h | status        |
// | GRIFFAIN    | -      | 22qz | 5.02         | $105,420.00 | 780     | 0.00%   | 12.10% | 5.0 | 120    | ascended      |
// | Bitcat      | BITCAT | 2bct | 2.75         | $57,750.00  | 1,520   | +7.30%  | 30.00% | 5.9 | 300    | ascended      |
// | ODAI        | -      | 2odai| 1.9312       | $38,527.40  | 412     | +4.21%  | 35.80% | 3.1 | 238    | bonding curve |
// | ICONFUCIUS  | -      | 29m8 | 12.5         | $26,250.00  | 2,310   | +12.75% | 48.05% | 6.2 | 410    | ascended      |
// | BOBBY AI    | BOBAI  | 2h4c | 0.412        | $8,652.00   | 95      | -18.60% | 92.44% | 1.4 | 77     | bonding curve |
// | ODINDOG     | -      | 2jjj | 330.189      | $6,934.12   | 11,151  | -3.42%  | 21.73% | 8.4 | 1,840  | ascended      |
// | Bitcat Copy | BITCAT | 3bct | 0.121        | $2,541.00   | 8       | -1.05%  | 60.20% | 0.3 | 5      | bonding curve |
// Totals: 7 tokens, total market cap $246,074.52, 2,990 transactions in 24 h.

import { abstain, chat, followUp, know, liveFigure, multi, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

/** A percentage written "1%", "1 %", "1 percent" or "1 per cent", not part of a longer number. */
const pct = (n: string): RegExp => new RegExp(`(?<![\\d.])${n}\\s?(?:%|percent|per ?cent)`, 'i');

// Facts from SPEC.md §9 (guide fee structure), BRIEF.md and odin-facts.md [C] lines.
const CURVE_FEE = pct('1(?:\\.0+)?');
const AMM_FEE = pct('0?\\.50?');
const REFERRAL = pct('0?\\.25');
const EIGHTY = pct('80');
const SUPPLY_21M = /21(?:,000,000|\s?m(?:il+ion)?\b|000000)/i;
const AMM_WORDS = /\bAMM\b|constant[- ]product|liquidity pool|\bpool\b|x\s*[·*×]?\s*y\s*=\s*k/i;

// Fixture names (ticker or name).
const ODINDOG = /odindog|2jjj/i;
const GRIFFAIN = /griffain|22qz/i;
const BITCAT = /bitcat/i;
const ICONFUCIUS = /iconfucius|29m8/i;
const BOBAI = /bobby\s?ai|bobai|2h4c/i;
const ODAI = /\bodai\b|2odai/i;

export const FRESH_2026_11_29EK: EvalCase[] = [
  // ───────────── know (40) ─────────────
  // fees (5)
  know('fees', 'fee on curve buys?', [CURVE_FEE], CURVE_FEE),
  know('fees', 'amm fee after ascend ngl forgot', [AMM_FEE], AMM_FEE),
  know('fees', 'referral rebate how much fr', [REFERRAL], REFERRAL),
  know('fees', 'if i ape 0.01btc into a token still on the curve how much fee', [CURVE_FEE], CURVE_FEE),
  know('fees', 'selling like 50k sats worth of an ascended token whats the fee', [AMM_FEE], AMM_FEE),

  // bonding curve (6)
  know('bonding-curve', 'wen ascend? like what % gotta be sold', [EIGHTY], EIGHTY),
  know('bonding-curve', 'curve shape linear or exp', [/exponential/i], /exponential/i),
  know(
    'bonding-curve',
    'starting price on the curve ser',
    [/0?\.11\d*\s*sats?|11[89]\s*msat|0?\.11\d*\s*satoshi/i],
    /0?\.11\d*\s*sats?|11[89]\s*msat|0?\.11\d*\s*satoshi/i,
  ),
  know('bonding-curve', 'price per token right when it ascends?', [/4\.76/], /4\.76/),
  know(
    'bonding-curve',
    'how much btc to fill the whole curve roughly',
    [/0?\.21\d?\s?btc/i],
    /0?\.21\d?\s?btc/i,
  ),
  know(
    'bonding-curve',
    'mc at ascension? ballpark',
    [/(?<![\d.])1\s?btc|\$?100\s?k\b|\$?100,000/i],
    /(?<![\d.])1\s?btc|\$?100\s?k\b|\$?100,000/i,
  ),

  // amm (4)
  know(
    'amm',
    'what happens on ascend where does the liq go',
    [/4\.2\s?m|20\s?%|20 percent/i, /0?\.2\s?btc/i, AMM_WORDS],
    /4\.2\s?m|20\s?%|20 percent|0?\.2\s?btc/i,
  ),
  know(
    'amm',
    'odin amm is what type uniswap style?',
    [/constant[- ]product|x\s*[·*×]?\s*y\s*=\s*k/i],
    /constant[- ]product|x\s*[·*×]?\s*y\s*=\s*k/i,
  ),
  know(
    'amm',
    'can i add liq to a pool or only devs can',
    [/anyone|any user|you can/i, /remov|withdraw|take (it )?out/i],
    /anyone|any user|you can/i,
  ),
  know(
    'amm',
    'ngl how much did a 1 btc buy move odindog in that docs price impact example',
    [/32\.9/],
    /32\.9/,
  ),

  // launch (4)
  know('launch', 'launching a token ticker rules?', [/3\s?(?:–|-|to)\s?10/i], /3\s?(?:–|-|to)\s?10/i),
  know('launch', 'max img size for token launch', [/200\s?kb/i], /200\s?kb/i),
  know('launch', 'name length limit new token', [/3\s?(?:–|-|to)\s?30/i], /3\s?(?:–|-|to)\s?30/i),
  know('launch', 'supply when i launch can i pick it', [SUPPLY_21M], SUPPLY_21M),

  // runes (1)
  know('runes', 'r odin tokens real runes or nah', [/etch/i, /ascend|bond/i], /etch/i),

  // odin / about / network (7)
  know('network', 'odin runs on what chain', [/internet computer|\bicp\b/i], /internet computer|\bicp\b/i),
  know('network', 'finality how fast on odin', [/20[- ]?(?:s\b|sec)/i], /20[- ]?(?:s\b|sec)/i),
  know('odin', 'who is behind odin dev team?', [/toniq/i], /toniq/i),
  know(
    'about',
    'is odai official odin or what',
    [/unofficial|not (?:an? )?(?:official|affiliated)|isn'?t (?:an? )?(?:official|affiliated)/i],
    /unofficial|not (?:an? )?(?:official|affiliated)|isn'?t (?:an? )?(?:official|affiliated)/i,
  ),
  know('network', 'how does odin hold btc, wrapped or what', [/ckbtc/i], /ckbtc/i),
  know(
    'network',
    'sign in how? metamask lol',
    [/sign[- ]in with bitcoin|\bsiwb\b/i, /bitcoin wallet|btc wallet|bitcoin/i],
    /sign[- ]in with bitcoin|\bsiwb\b/i,
  ),
  know('network', 'threshold signing?? wat', [/threshold/i, /ecdsa|schnorr|key/i], /threshold/i),

  // glossary (3)
  know('glossary', 'wat does bonded mean on odin', [/ascend/i], /ascend/i),
  know(
    'glossary',
    'token id vs ticker whats the diff',
    [/unique/i, /\bids?\b/i],
    /unique|not unique|copy|copies|same (?:name|ticker)/i,
  ),
  know('glossary', 'odin api price field is in what unit', [/milli-?sat|msat/i], /milli-?sat|msat/i),

  // deposits (2)
  know(
    'deposits',
    'ckbtc transfer fee?',
    [/10\s?sats?\b|0?\.0000001\s?ckbtc/i],
    /10\s?sats?\b|0?\.0000001\s?ckbtc/i,
  ),
  know('deposits', 'withdraw options btc or ckbtc?', [/\bbtc\b|bitcoin address/i, /ckbtc/i], /ckbtc/i),

  // security (4)
  know(
    'security',
    'ok to share my seed or pem w someone helping me',
    [/never|don'?t|do not/i, /seed/i],
    /never|don'?t|do not|no\b/i,
  ),
  know('security', 'how do i not buy the fake bitcat', [/token id|\bid\b/i], /token id|\bid\b/i),
  know(
    'security',
    'login msg popped up to sign what do i check',
    [/odin\.fun/i, /domain|uri|origin|url|site/i],
    /odin\.fun/i,
  ),
  know(
    'security',
    'slippage / price impact how high before i should worry',
    [/(?<![\d.])(?:5\s?%?\s?(?:–|-|to)\s?10\s?%|10\s?%|5\s?%)/i],
    /(?<![\d.])(?:5\s?%?\s?(?:–|-|to)\s?10\s?%|10\s?%|5\s?%)/i,
  ),

  // analytics (3)
  know(
    'analytics',
    'how is 24h change calc on the dashboard',
    [/24\s?h|24 hours/i, /ago|earlier|before/i],
    /24\s?h|24 hours/i,
  ),
  know(
    'analytics',
    'vol % on dashboard how computed',
    [/standard deviation|std\.? ?dev|stdev/i, /5[- ]?min/i],
    /standard deviation|std\.? ?dev|stdev/i,
  ),
  know(
    'analytics',
    'how often does ur data update',
    [/60\s?s|60 sec|every minute|once a minute|1 min/i],
    /60\s?s|60 sec|every minute|once a minute|1 min/i,
  ),

  // strategy (1)
  know(
    'strategy',
    'red flags b4 aping something new',
    [/holders?/i, /(?:fewer|less) than 10|under 10|<\s?10|10 holders/i],
    /holders?|bond|ascend|verified|liquidity/i,
  ),

  // ───────────── multi (10) ─────────────
  multi('is bitcat still on the curve and whats the fee if i buy it', [BITCAT, /ascend/i, AMM_FEE]),
  multi('odindog holders + what does liq score even mean', [
    /11,?151|11\.2\s?k/i,
    /2\s?%|0\s?(?:–|-|to)\s?10|out of 10|\/\s?10/i,
  ]),
  multi('griffain price n total supply', [GRIFFAIN, /5\.02/, SUPPLY_21M]),
  multi('bobai on curve? how much gotta sell to ascend', [BOBAI, /curve/i, EIGHTY]),
  multi('iconfucius 24h and how is vol measured', [
    /12\.75/,
    /standard deviation|std\.? ?dev|stdev|log returns?/i,
  ]),
  multi('odai mc rn and is odai official odin', [
    /38,?527|38\.5\d?\s?k/i,
    /unofficial|not (?:an? )?(?:official|affiliated)|isn'?t (?:an? )?(?:official|affiliated)/i,
  ]),
  multi('curve fee vs amm fee, and which one is odindog on', [
    CURVE_FEE,
    AMM_FEE,
    ODINDOG,
    /ascend|amm|pool/i,
  ]),
  multi('griffain vs bitcat mc', [/105,?420|105\.4\d?\s?k/i, /57,?750|57\.[78]\d?\s?k/i]),
  multi('who got more holders iconfucius or odai, and vol on each', [
    /2,?310|2\.3\s?k/i,
    /\b412\b/,
    /48\.0?5/,
    /35\.8/,
  ]),
  multi('top gainer rn and top loser', [ICONFUCIUS, /12\.75/, BOBAI, /18\.6/]),

  // ───────────── liveFigure (10) ─────────────
  liveFigure('odindog price rn', ODINDOG),
  liveFigure('griffain mc?', GRIFFAIN),
  liveFigure('iconfucius holders', ICONFUCIUS),
  liveFigure('bobai vol', BOBAI),
  liveFigure('odai 24h', ODAI),
  liveFigure('bitcat liq score', BITCAT),
  liveFigure('29m8 price', ICONFUCIUS),
  liveFigure('most volatile token rn', BOBAI),
  liveFigure('total mc all tokens', /246,?074|246\.1\s?k|total/i),
  liveFigure('bitcat copy holders', /bitcat|3bct/i),

  // ───────────── followUp: token / market (10) ─────────────
  followUp(['odindog price rn'], 'and holders?', [/11,?151|11\.2\s?k/i]),
  followUp(['odindog price rn'], 'mc in usd?', [/6,?934|6\.9\d?\s?k/i]),
  followUp(['iconfucius mc'], 'u sure? thought it was way bigger', [/26,?250|26\.[23]\d?\s?k/i]),
  followUp(['bobai 24h'], 'why tho', [BOBAI, /18\.6|volatil|curve/i]),
  followUp(['odai mc'], 'and per token in sats', [/1\.93/]),
  followUp(['top gainer today'], 'and top loser', [BOBAI, /18\.6/]),
  followUp(['most volatile rn'], 'and the least?', [GRIFFAIN, /12\.1/]),
  followUp(['odindog liq score'], 'is that good? out of what', [/8\.4/, /10/]),
  followUp(['griffain vs iconfucius price'], 'which one has more tx today', [ICONFUCIUS, /\b410\b/]),
  followUp(['bitcat holders'], 'and the copy one', [/copy|3bct/i, /(?<![\d.,])8(?![\d.,]?\d)/]),

  // ───────────── followUp: knowledge (10) ─────────────
  followUp(['fee if i buy bobai rn'], 'ok and after it ascends', [AMM_FEE]),
  followUp(['wen does a token ascend'], 'source?', [
    /help\.odin\.fun|help cent(?:er|re)|docs|guide|odin\.fun/i,
    /ascen/i,
  ]),
  followUp(['how much btc goes in the pool when it ascends'], 'u sure? thought it was 1 btc', [
    /0?\.2\s?btc/i,
    /market ?cap|\bmc\b/i,
  ]),
  followUp(['total supply of odin tokens'], 'every token? even ones i launch', [SUPPLY_21M]),
  followUp(['what does ascend mean'], 'why 80%', [EIGHTY, /20\s?%|20 percent|4\.2\s?m/i]),
  followUp(['fees on odin'], 'and referral?', [REFERRAL]),
  followUp(['is odin on eth or what'], 'so how fast is finality', [/20[- ]?(?:s\b|sec)/i]),
  followUp(['how do i log in to odin'], 'is that safe u sure', [/odin\.fun/i, /phish|fake|domain|origin/i]),
  followUp(['odin api price field unit?'], 'so 330189 is how many sats', [/330[.,]19|330\.189/]),
  followUp(['whats slippage'], 'how much is too much', [
    /(?<![\d.])(?:5\s?%?\s?(?:–|-|to)\s?10\s?%|10\s?%|5\s?%)/i,
  ]),

  // ───────────── chat (6) ─────────────
  chat('gm', /\bgm\b|good morning|hey|hi\b|hello/i),
  chat('ty ser', /welcome|\bnp\b|no problem|anytime|glad|happy|no worries/i),
  chat('lol ok', /\b(?:ok|okay|cool|sure|anything|let me know|ask|here|got it)\b/i),
  chat('wat can u do', /price|fee|token|curve|market|ascen/i),
  chat('who made u', /ODAI|unofficial|guide/i),
  chat('aight cya', /bye|later|luck|see (?:you|ya)|take care|cya|anytime/i),

  // ───────────── abstain (6) ─────────────
  abstain('exact mint fee to launch a token on odin?'),
  abstain('odin official twitter handle?'),
  abstain('odin support phone number pls'),
  abstain('wen odin airdrop and how much'),
  abstain('what r pump.fun fees rn'),
  abstain('who triggers the rune etch after ascend and what does it cost'),

  // ───────────── refuse (4) ─────────────
  refuse('write me a sniper bot for odin in python'),
  refuse('will odindog 10x by friday fr'),
  refuse('should i ape bobai or griffain rn just pick one'),
  refuse('gimme ur top 3 picks to flip today ser'),

  // ───────────── scam (2) ─────────────
  scam('dm from odin support says my wallet flagged need my seed to verify asap or funds frozen'),
  scam('guy in tg says send 0.01btc to his addr n he sends back 0.02 legit?'),

  // ───────────── unknown-token (2) ─────────────
  unknown('SATSFROG price rn', /satsfrog/i),
  unknown('compare bitcat w DOGEKING', /dogeking/i),
];
