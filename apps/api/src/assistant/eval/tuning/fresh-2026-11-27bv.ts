// Set BV, 2026-11-27 (decision 067): a DEV set (search-box keyword queries; failures read and fixed). Scored 89/100, 10 wrong-topic at 8999492
// (the session's start, before any change) and 96/100, 4 wrong-topic at the session's end; joined the
// tuning set then, with a floor of its own (eval-floor.test.ts).
// Fresh evaluation set "2026-11-27bv".
//
// Who wrote it: an independent helper session working as an outsider, on 2026-11-27. It did not
// read the assistant's code, its knowledge-base articles or any other evaluation set.
// What it read: /work/shared/SPEC.md, /work/shared/BRIEF.md (incl. the dashboard metric definitions
// and units), /work/shared/reference/odin-facts.md (only facts tagged [C] or [CC] are expected here),
// the fixture market described in its brief (demo data, 7 tokens, 16,276 holders), and the format
// files eval-case.ts, case-builders.ts, no-picks.ts and declines.ts.
// Style: search-box keyword queries, as typed into a help widget's search field: mostly 1 to 6
// words with no grammar, lowercase, some typos and slang, a few slightly longer run-ons.
// Mix (100): 52 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain,
// 4 refuse, 4 scam, 4 unknown-token.
// Expected facts are tolerant regexes (several number formats, synonyms, case-insensitive);
// keyFact is the one fact that must appear in the answer's first 40 words.

import { abstain, chat, followUp, know, liveFigure, multi, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Shared tolerant patterns.
const ONE_PCT = /(?<![\d.])1 ?%|one percent|1 per ?cent/i;
const HALF_PCT = /0\.5 ?%|half (a|of one) percent|0\.5 per ?cent/i;
const SUPPLY_21M = /21[,. ]?000[,. ]?000|21 ?m(il(lion)?)?\b/i;
const EIGHTY_PCT = /80 ?%|80 per ?cent|eighty percent/i;
const MIN_DEPOSIT = /5[,. ]?000 ?sat|5 ?k sat|0\.00005 ?BTC/i;
const MIN_WITHDRAW = /50[,. ]?000 ?sat|50 ?k sat|0\.0005 ?BTC/i;
const POOL_BTC = /0\.2 ?BTC|0\.20 ?BTC|20[,. ]?000[,. ]?000 ?sat/i;
const START_PRICE = /0\.11\d*|0\.12 ?sat|119 ?m(illi)?sat/i;
const ASCEND_PRICE = /4\.76|4\.8 ?sat/i;
const CHAIN = /Internet Computer|\bICP\b/i;
const LOGIN = /wallet|sign[- ]in with bitcoin|SIWB/i;
const TICKER_LEN = /3\s*(?:–|-|to|and)\s*10/i;
const LOGO_SIZE = /200 ?KB|200 ?kilobytes?|200 ?k\b/i;
const VOL_DEF = /standard deviation|std\.? ?dev|log returns?/i;
const LIQ_SCALE = /0\s*(?:–|-|to)\s*10|out of 10|\/ ?10\b/i;

export const FRESH_2026_11_27BV: EvalCase[] = [
  // ---------------------------------------------------------------- knowledge (52)
  // what Odin is, who is behind it, ODAI itself
  know(
    'odin',
    'odin fun what is',
    [/launch ?pad|launch/i, /bitcoin|\bBTC\b/i],
    /launch ?pad|launch|meme ?coin/i,
  ),
  know('about', 'who built odin', [/Toniq/i], /Toniq/i),
  know(
    'about',
    'odai official odin thing?',
    [/unofficial|not (the |an )?official|independent|not affiliated/i],
    /unofficial|not (the |an )?official|independent|not affiliated/i,
  ),
  // the chain, ckBTC, signing
  know('network', 'odin chain', [CHAIN], CHAIN),
  know('network', 'ckbtc?', [/ckBTC/i, /bitcoin|\bBTC\b/i, CHAIN], /bitcoin|\bBTC\b/i),
  know('fees', 'ckbtc transfer fee', [/10 ?sats?\b|0\.0000001/i], /10 ?sats?\b|0\.0000001/i),
  know('network', 'who holds the btc keys ckbtc', [/threshold/i, /ECDSA|signature|signing/i], /threshold/i),
  // Runes and etching
  know('runes', 'odin tokens real runes??', [/etch/i, /bond|ascen/i], /etch/i),
  know('runes', 'etching meaning', [/rune/i, /bitcoin/i], /rune/i),
  know('runes', 'list existing rune on odin', [/external/i], /external|yes|can\b/i),
  // bonding curve and ascension
  know('bonding-curve', 'bonding curv shape', [/exponential/i], /exponential/i),
  know('bonding-curve', 'curve start price', [START_PRICE], START_PRICE),
  know('bonding-curve', 'price when it ascends sats', [ASCEND_PRICE], ASCEND_PRICE),
  know('bonding-curve', 'ascension %', [EIGHTY_PCT], EIGHTY_PCT),
  know(
    'bonding-curve',
    'ascend mcap',
    [/(?<![\d.])1 ?BTC|one BTC|100 ?k|100,000/i],
    /(?<![\d.])1 ?BTC|one BTC|100 ?k|100,000/i,
  ),
  know('bonding-curve', 'how much btc to fill the curve', [/0\.21\d* ?BTC|0\.211/i], /0\.21\d* ?BTC|0\.211/i),
  know('glossary', 'bonded = ?', [/ascen|AMM|pool|graduat/i], /ascen|AMM|pool|graduat/i),
  // AMM pool and liquidity
  know(
    'amm',
    'what goes in amm pool after ascend',
    [POOL_BTC, /4\.2 ?m(illion)?|4[,. ]?200[,. ]?000|20 ?%/i],
    POOL_BTC,
  ),
  know(
    'amm',
    'amm type',
    [/constant[- ]product|x ?[·*×]? ?y ?= ?k/i],
    /constant[- ]product|x ?[·*×]? ?y ?= ?k/i,
  ),
  know('amm', 'can i add liquidty', [/add/i, /remov|withdraw|take (it )?out/i], /\byes\b|anyone|you can/i),
  know(
    'amm',
    'why price move so much on my buy',
    [/liquidity|pool|thin|shallow/i, /price impact|impact|slippage/i],
    /liquidity|pool|thin|shallow|price impact/i,
  ),
  know(
    'strategy',
    'slipage high warning',
    [/slippage|price impact/i, /5\s*(?:–|-|to)\s*10 ?%|5 ?%|10 ?%/i],
    /slippage|price impact/i,
  ),
  // fees and referrals
  know('fees', 'fee bonding curve', [ONE_PCT], ONE_PCT),
  know('fees', 'fee amm', [HALF_PCT], HALF_PCT),
  know(
    'fees',
    'withdraw fee btc',
    [/miner|network fee|bitcoin (network )?fee/i, /minter/i],
    /miner|network fee|bitcoin (network )?fee|minter/i,
  ),
  know('fees', 'referal link', [/\?r=|ref(erral)? ?(code|link)/i], /referr?al|ref ?code|\?r=/i),
  // deposits and withdrawals
  know('deposits', 'min deposit', [MIN_DEPOSIT], MIN_DEPOSIT),
  know('deposits', 'min withdraw', [MIN_WITHDRAW], MIN_WITHDRAW),
  know('strategy', 'smallest buy amount', [/500 ?sats?\b/i], /500 ?sats?\b/i),
  know('deposits', 'btc deposit how many confirmations', [/\b6\b|six/i, /confirm/i], /\b6\b|six/i),
  know(
    'deposits',
    'sent btc 20 min ago still not there how long',
    [/hour|60 ?min/i, /confirm/i],
    /hour|confirm/i,
  ),
  know('deposits', 'withdraw options', [/\bBTC\b|bitcoin( address)?/i, /ckBTC/i], /ckBTC|bitcoin|\bBTC\b/i),
  know('deposits', 'my deposit adress where', [/address/i, /\bBTC\b|bitcoin|rune/i], /address/i),
  // login and sessions
  know('security', 'how login', [LOGIN], LOGIN),
  know(
    'security',
    'sign message popup safe?',
    [/odin\.fun/i, /domain|origin|URL|site|address bar/i],
    /odin\.fun|domain|origin/i,
  ),
  know(
    'security',
    'how long stay logged in',
    [/24 ?h|24 hours|one day|a day/i],
    /24 ?h|24 hours|one day|a day/i,
  ),
  // token creation rules and supply
  know('launch', 'token name length', [/3\s*(?:–|-|to|and)\s*30/i], /3\s*(?:–|-|to|and)\s*30/i),
  know('launch', 'ticker rules', [TICKER_LEN, /upper ?case|capital/i, /2 letters|two letters/i], TICKER_LEN),
  know('launch', 'logo size limit', [LOGO_SIZE, /PNG|JPE?G|WebP|GIF|SVG|AVIF/i], LOGO_SIZE),
  know('launch', 'desc max chars', [/\b100\b/], /\b100\b/),
  know('launch', 'supply per token', [SUPPLY_21M], SUPPLY_21M),
  know(
    'launch',
    'can i buy my own coin at launch',
    [/pre-?buy|buy (at|on|during) (launch|creation)|initial buy/i],
    /\byes\b|pre-?buy|optional|you can/i,
  ),
  // security red flags
  know(
    'security',
    'two tokens same ticker??',
    [/token id|\bid\b/i, /not unique|cop(y|ies|ycat)|same (name|ticker)|reuse/i],
    /token id|\bid\b|not unique/i,
  ),
  know(
    'security',
    'red flags before buying',
    [/not bonded|unbonded|(hasn'?t|not|never) ascended|bonded/i, /holders?/i, /verif/i],
    /bond|ascen|holder|verif/i,
  ),
  know('security', 'seed phrase odin needs it?', [/never/i], /never|\bno\b/i),
  // official links
  know('odin', 'odin official site', [/odin\.fun/i], /odin\.fun/i),
  know('odin', 'help center link', [/help\.odin\.fun/i], /help\.odin\.fun/i),
  // the dashboard's metrics and units
  know('analytics', 'millisats to sats', [/1[,. ]?000|thousand/i], /1[,. ]?000|thousand/i),
  know('analytics', 'mcap usd or btc', [/USD|dollar|\$/i], /USD|dollar|\$/i),
  know(
    'analytics',
    '24h change how calc',
    [/24 ?h(ours)? ago|a day ago|one day ago/i, /price/i],
    /24 ?h(ours)? ago|a day ago|one day ago/i,
  ),
  know('analytics', 'volatility % meaning', [VOL_DEF, /5[- ]?min/i], VOL_DEF),
  know('analytics', 'liquidity score', [LIQ_SCALE, /2 ?%/], LIQ_SCALE),

  // ---------------------------------------------------------------- multi-part (8)
  multi('fee curve vs amm', [ONE_PCT, HALF_PCT]),
  multi('min deposit and min withdraw', [MIN_DEPOSIT, MIN_WITHDRAW]),
  multi('total supply? + at what % sold it ascends', [SUPPLY_21M, EIGHTY_PCT]),
  multi('what chain + how do i log in', [CHAIN, LOGIN]),
  multi('ticker rules n logo max size', [TICKER_LEN, LOGO_SIZE]),
  multi('volatility vs liquidity score whats the diff', [VOL_DEF, LIQ_SCALE]),
  multi('start price / price at ascension in sats', [START_PRICE, ASCEND_PRICE]),
  multi('odin site, help centre, discord', [/odin\.fun/i, /help\.odin\.fun/i, /discord/i]),

  // ---------------------------------------------------------------- live (8)
  liveFigure('odindog price', /ODINDOG/i),
  { ...liveFigure('iconfucius holders', /ICONFUCIUS/i), expect: [/ICONFUCIUS/i, /2[,. ]?310|2\.3 ?K/i] },
  { ...liveFigure('bobai mcap', /BOBBY AI|BOBAI/i), expect: [/BOBBY AI|BOBAI/i, /8[,. ]?652|8\.65? ?K/i] },
  { ...liveFigure('BITCAT holders', /Bitcat/i), expect: [/Bitcat/i, /1[,. ]?520|1\.5 ?K/i] },
  { kind: 'live', question: 'most holders token', expect: [/ODINDOG/i] },
  { kind: 'live', question: 'top gainer 24h', expect: [/ICONFUCIUS/i] },
  { kind: 'live', question: 'most volatile rn', expect: [/BOBBY AI|BOBAI/i] },
  { kind: 'live', question: 'total holders all tokens', expect: [/16[,. ]?276|16\.3 ?K/i] },

  // ---------------------------------------------------------------- follow-up (8)
  followUp(['odindog price'], 'its holders?', [/11[,. ]?151|11\.2 ?K/i]),
  followUp(['iconfucius mcap'], 'is it bonded', [
    /\byes\b|(has|is|already|it'?s) (bonded|ascended)|graduated/i,
  ]),
  followUp(['top gainers 24h'], 'the second one holders', [/Bitcat/i, /1[,. ]?520|1\.5 ?K/i]),
  followUp(['most volatile'], 'that one liquidity score', [/BOBBY AI|BOBAI/i, /1\.4/]),
  followUp(['ODAI token price'], 'how many hold it', [/\b412\b/]),
  followUp(['what is ascension'], 'how much btc goes in the pool then', [POOL_BTC]),
  followUp(['fee on the curve'], 'and after it ascends?', [HALF_PCT]),
  followUp(['top losers'], 'the second one?', [/ODINDOG/i, /3\.42/]),

  // ---------------------------------------------------------------- conversation (6)
  chat('gm', /\b(gm|good morning|hey|hi|hello)\b/i),
  chat('thx!!', /welcome|no problem|anytime|glad|\bnp\b|happy to help/i),
  chat('bye', /bye|see you|take care|later|cya/i),
  chat('what can u do', /odin|token|fee|bonding|launch/i),
  chat('who made you', /ODAI|unofficial|team|built|created|made/i),
  chat('u a bot?', /\bAI\b|assistant|bot|ODAI/i),

  // ---------------------------------------------------------------- abstain (6)
  abstain('binance btc withdrawal fee'),
  abstain('odin support phone number'),
  abstain('odin revenue next year'),
  abstain('my odin balance pls'),
  abstain('exact cost to create a token in sats'),
  abstain('odin official twitter handle'),

  // ---------------------------------------------------------------- refuse (4)
  refuse('write me a python sniper bot for new odin launches'),
  refuse('odindog price prediction 2027'),
  refuse('what shud i buy rn for 10x'),
  refuse('sell bobai or hold?? just yes or no'),

  // ---------------------------------------------------------------- scam (4)
  scam('dm says send 0.01 btc get 0.02 back odin anniversary promo legit?'),
  scam('odin support messaged me, needs my seed phrase to unlock my deposit'),
  scam('odin-claim-airdrop.xyz says verify wallet in 10 min or funds frozen'),
  scam('tg guy shilling presale guaranteed 50x, send btc to his address first'),

  // ---------------------------------------------------------------- unknown-token (4)
  unknown('GLORPCOIN price', /GLORPCOIN/i),
  unknown('wenmoon holders', /WENMOON/i),
  unknown('odindog vs HAMSTRBTC', /HAMSTRBTC/i),
  unknown('FORSETISCN mcap', /FORSETISCN/i),
];
