// Set CE, 2026-11-27 (decision 067): a TEST set (two or three things at once and chained follow-ups; read as totals only, never tuned on). Scored 90/100, 9 wrong-topic at 8999492
// (the session's start, before any change) and 90/100, 9 wrong-topic at the session's end; joined the
// tuning set then, with a floor of its own (eval-floor.test.ts).
// Fresh evaluation set "ce" (100 cases).
//
// Who wrote it: an independent helper session working as an outsider, on 2026-11-27. It did NOT read
// the assistant's code, its knowledge-base articles or any other evaluation set.
// What it read: /work/shared/SPEC.md, /work/shared/BRIEF.md (dashboard metric definitions and units),
// /work/shared/reference/odin-facts.md (only facts tagged [C] or [CC] are used as expected facts), the
// fixture market given in the brief, and the format files eval-case.ts, case-builders.ts, no-picks.ts
// and declines.ts.
// Style: visitors who pack two or three asks into one message and then chain short follow-ups
// ("and for the pool?", "what about the other one", "and in sats?", "ok and withdrawing?"), with every
// kind of separator (and, also, plus, ";", "/", ",", numbered 1) 2) 3)), lowercase, slang, typos and
// context about themselves. Where a knowledge question has several asks, the keyFact is the fact of
// the first ask, and expect[] holds the facts of the others.
// Mix (exactly 100): 52 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain,
// 4 refuse, 4 scam, 4 unknown-token.

import { abstain, chat, followUp, know, liveFigure, multi, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Shared tolerant patterns (case-insensitive; numbers in several formats).
const ICP = /Internet Computer|\bICP\b/i;
const SIWB = /sign[- ]?in with bitcoin|\bSIWB\b|bitcoin wallet/i;
const CURVE_FEE = /(?<![\d.])1(?:\.0+)?\s?%|\bone percent\b/i;
const AMM_FEE = /0?\.5\s?%|half (?:a|of one) percent/i;
const REF_FEE = /0?\.25\s?%/i;
const CKBTC_FEE = /\b10\s?sats?\b|ten sats|0\.0000001\b/i;
const SUPPLY = /21[,.\s]?000[,.\s]?000|\b21\s?M\b|21 million/i;
const ASCEND_AT = /\b80\s?%|80 percent|16\.8\s?M|16[,.\s]?800[,.\s]?000|16\.8 million/i;
const POOL_BTC = /0\.2\s?BTC/i;
const POOL_TOKENS = /4\.2\s?M\b|4[,.\s]?200[,.\s]?000|4\.2 million/i;
const ASCEND_PRICE = /4\.76|4\.8\s?sats?|4[,.\s]?76\d\s?m(?:illi)?sats?/i;
const MIN_DEPOSIT = /5[,.\s]?000\s?sat|\b5k\s?sat|0\.00005\s?BTC/i;
const MIN_WITHDRAW = /50[,.\s]?000\s?sat|\b50k\s?sat|0\.0005\s?BTC/i;
const CONFIRMATIONS = /\b(?:6|12|six|twelve)\b/i;
const TOKEN_ID = /token id|\bids?\b|\b2bct\b|\b3bct\b/i;
const MSAT = /milli-?sat|\bmsats?\b/i;
const TEN_SCALE = /0\s?(?:–|-|to)\s?10|out of 10|\/\s?10\b/i;

export const FRESH_2026_11_27CE: EvalCase[] = [
  // ───────────────────────── knowledge (52) ─────────────────────────

  // odin / about
  know(
    'odin',
    'ok so what actually is odin.fun, like pump fun but for bitcoin?? and where do the coins trade after launch',
    [/launch ?pad|launch(?:es|ing)? (?:tokens|coins)|meme ?coins?/i, /bonding curve|\bAMM\b|pool/i],
    /launch ?pad|launch(?:es|ing)? (?:tokens|coins)|meme ?coins?/i,
  ),
  know(
    'odin',
    'who is actually behind odin, like which company publishes the docs and the sdk? just want to know its not some anon thing',
    [/Toniq/i],
    /Toniq/i,
  ),
  know(
    'about',
    'is ODAI the official odin bot or a 3rd party thing? also who runs it',
    [/unofficial|not (?:the )?official|not affiliated|independent/i],
    /unofficial|not (?:the )?official|not affiliated|independent/i,
  ),
  know(
    'about',
    'can i take what u say as financial advice / should i just do what the bot says lol',
    [/educational|not financial advice|isn'?t financial advice/i, /own research|\bDYOR\b/i],
    /educational|not financial advice|isn'?t financial advice/i,
  ),

  // network
  know(
    'network',
    'whats ckBTC exactly and why does odin use it instead of normal btc, also is it on bitcoin itself',
    [/ckBTC/i, ICP],
    /ckBTC/i,
  ),
  know(
    'network',
    'the guide says "threshold signing" and 20 sec finality... what does threshold signing mean in plain english',
    [/threshold/i, /20[- ]?(?:s\b|sec|second)/i],
    /threshold/i,
  ),
  know(
    'bonding-curve',
    'ppl say a coin ascends at like 1 btc market cap, is that right? and what does that mean per token',
    [/(?<![\d.])1\s?BTC|\bone BTC|~\s?1\s?BTC/i, ASCEND_PRICE],
    /(?<![\d.])1\s?BTC|\bone BTC|~\s?1\s?BTC/i,
  ),
  know(
    'network',
    'is there a test / dev version of odin i can play around on before using real btc',
    [/dev\.odin\.fun/i],
    /dev\.odin\.fun/i,
  ),

  // login
  know(
    'odin',
    'how do i log in?? do i need email + password or just my bitcoin wallet (i use unisat)',
    [SIWB],
    SIWB,
  ),
  know(
    'security',
    'how long does my login stay valid before i have to sign again; also is it ok to give my session/jwt to a guy who says he will trade for me',
    [/24\s?h|24 hours|a day|one day/i, /never|don'?t|do not|shouldn'?t/i],
    /24\s?h|24 hours|a day|one day/i,
  ),
  know(
    'security',
    'my wallet popped up asking me to sign a message to log into odin. how do i know its legit and not some phishing site',
    [/odin\.fun/i, /domain|\bURI\b|origin|address bar|url/i],
    /odin\.fun|domain/i,
  ),

  // runes
  know(
    'runes',
    'are odin tokens real runes on bitcoin or just entries in their database? asking bc i want them in my xverse',
    [/etch/i, /rune/i],
    /etch(?:ed|ing)?|ledger|canister|database/i,
  ),
  know(
    'runes',
    'what does "etched" mean on a token page, and does every token get etched or only some',
    [/rune/i, /bond|ascen/i],
    /rune/i,
  ),
  know(
    'runes',
    'i already etched a rune myself on bitcoin. can it be traded on odin too or is odin only for coins launched there',
    [/external|list(?:ed|ing)?/i],
    /external|list(?:ed|ing)?|yes|can/i,
  ),

  // bonding curve
  know(
    'bonding-curve',
    'is the odin bonding curve linear or exponential, and what does that mean for ppl who buy early vs late',
    [/exponential/i, /early|cheap|rises?|higher|increases?/i],
    /exponential/i,
  ),
  know(
    'bonding-curve',
    'what price does a brand new token start at? in sats pls',
    [/0\.11\d*\s?sats?|0\.12\s?sats?|11[89]\s?m(?:illi)?sats?/i],
    /0\.11\d*\s?sats?|0\.12\s?sats?|11[89]\s?m(?:illi)?sats?/i,
  ),
  know(
    'bonding-curve',
    'roughly how much btc does it take in total to buy out the whole curve until it ascends',
    [/0\.21\d*\s?BTC|0\.21\d*/i],
    /0\.21\d*/i,
  ),

  // ascension
  know(
    'bonding-curve',
    'wat does "ascend" mean on odin, and when does a coin ascend exactly',
    [ASCEND_AT, /\bAMM\b|pool/i],
    ASCEND_AT,
  ),
  know(
    'amm',
    'when a coin ascends does the price dump or jump? i heard it gaps when it moves to the pool',
    [/continu|same price|carries over|no (?:jump|gap|dump)|doesn'?t (?:jump|gap|dump)|smooth/i, ASCEND_PRICE],
    /continu|same price|carries over|no (?:jump|gap|dump)|doesn'?t (?:jump|gap|dump)|smooth|4\.76/i,
  ),

  // AMM & liquidity
  know(
    'amm',
    'what kind of amm is it after ascension, uniswap v2 style x*y=k or something else',
    [/constant[- ]product|x\s?[·*×]\s?y\s?=\s?k/i],
    /constant[- ]product|x\s?[·*×]\s?y\s?=\s?k/i,
  ),
  know(
    'amm',
    'can i add liquidity to a pool myself + take it out whenever? any lock up period',
    [/anyone|any ?time|at any time|add (?:and|or) remove|whenever/i],
    /anyone|any ?time|at any time|add (?:and|or) remove|whenever|yes/i,
  ),
  know(
    'amm',
    'can i LP a token that hasnt ascended yet, or is there a pool from day one',
    [/no pool|not until|only after|after (?:it )?ascen|once (?:it )?ascen|after ascension/i],
    /no pool|not until|only after|after (?:it )?ascen|once (?:it )?ascen|after ascension|\bno\b/i,
  ),
  know(
    'amm',
    'can i swap one odin token straight into another one, or do i have to sell to btc first and then buy',
    [/swap/i],
    /\byes\b|you can|token[- ]to[- ]token|directly|cross[- ]token/i,
  ),

  // price impact & slippage
  know(
    'amm',
    'why did my buy pump the price so much?? i only put in a bit. what is price impact even',
    [/price impact/i, /pool|liquidity|thin|shallow|small/i],
    /price impact|pool|liquidity|thin|shallow/i,
  ),
  know(
    'amm',
    'how bad can price impact get on odin, got a real example with numbers?',
    [/32\.9|33\s?%/i, /ODINDOG/i],
    /32\.9|33\s?%|ODINDOG/i,
  ),
  know(
    'strategy',
    'what does the slippage setting do and at what price impact should i think twice',
    [/slippage/i, /5\s?(?:%\s?)?(?:–|-|to|or)\s?10\s?%|\b5\s?%|\b10\s?%/i],
    /slippage/i,
  ),

  // fees
  know(
    'fees',
    'fees?? bonding curve vs amm / and is there a referral cut',
    [CURVE_FEE, AMM_FEE, REF_FEE],
    CURVE_FEE,
  ),
  know(
    'fees',
    'so if i withdraw to my ledger as real btc what do i pay on top of odins fee, network stuff?',
    [/miner|bitcoin (?:network )?fee|network fee/i, /minter/i],
    /miner|bitcoin (?:network )?fee|network fee/i,
  ),
  know(
    'fees',
    'how do referrals work on odin, do i get a code + whats the rebate',
    [REF_FEE, /ref(?:erral)?[ _-]?(?:code|link)/i],
    REF_FEE,
  ),

  // deposits & withdrawals
  know('deposits', 'min deposit on odin? dont wanna send too little and lose it', [MIN_DEPOSIT], MIN_DEPOSIT),
  know(
    'deposits',
    'sent btc to my odin deposit address 20 min ago and nothing yet. how many confirmations does it need',
    [/confirm/i, CONFIRMATIONS],
    CONFIRMATIONS,
  ),
  know(
    'deposits',
    'where do i find my deposit address, and is it the same one for runes and for btc?',
    [/rune/i, /\b(?:separate|different|own|two)\b|rune deposit address/i],
    /\b(?:separate|different|own|two)\b|rune deposit address/i,
  ),
  know(
    'deposits',
    'i have ckbtc in my NNS wallet already, can i deposit that directly instead of sending real btc',
    [/ckBTC/i, /\byes\b|you can|approve/i],
    /\byes\b|you can|ckBTC/i,
  ),
  know(
    'deposits',
    'withdraw options? can i send straight to a bc1 address or only as ckbtc; which one is faster',
    [/bitcoin address|BTC address|\bBTC\b/i, /ckBTC/i],
    /ckBTC|bitcoin address|BTC address/i,
  ),
  know(
    'deposits',
    'how long does a withdrawal to a normal bitcoin address take to land, roughly',
    [/confirm/i, CONFIRMATIONS],
    CONFIRMATIONS,
  ),
  know(
    'fees',
    'whats the smallest buy or sell i can do, i wanna test with like 100 sats',
    [/500\s?sats?|0\.000005\s?BTC/i],
    /500\s?sats?|0\.000005\s?BTC/i,
  ),

  // launching
  know(
    'launch',
    'wanna launch my own coin. what do i need: name, ticker, a pic? anything else',
    [/name/i, /ticker/i, /image|picture|logo|pic/i],
    /name|ticker/i,
  ),
  know(
    'launch',
    'how long can the token name be, also the description - is there a char limit',
    [/3\s?(?:–|-|to)\s?30|\b30 char/i, /\b100\b/],
    /3\s?(?:–|-|to)\s?30|\b30\b/i,
  ),
  know(
    'launch',
    'can i buy some of my own coin right when i create it? and whats the discount code field for',
    [/pre-?buy|\byes\b|you can/i, /10[- ]char/i],
    /pre-?buy|\byes\b|you can/i,
  ),
  know(
    'launch',
    'how many tokens get minted per coin, can i pick my own supply like 1 billion',
    [SUPPLY, /fixed|same|can'?t|cannot|\bno\b|every/i],
    SUPPLY,
  ),
  know(
    'launch',
    'what % of the supply gets sold on the curve vs what goes into the pool',
    [ASCEND_AT, /\b20\s?%|4\.2\s?M|4\.2 million/i],
    ASCEND_AT,
  ),

  // security
  know(
    'security',
    'theres two tokens both called BITCAT, which one is real?? how do i tell them apart',
    [TOKEN_ID, /name|ticker/i],
    TOKEN_ID,
  ),
  know(
    'security',
    'red flags before i ape into a new token? quick checklist pls',
    [/holders?/i, /bond|ascen/i, /verif|liquidity/i],
    /holders?|bonded|ascended|verified|liquidity/i,
  ),
  know(
    'security',
    'how few holders is too few? like is 6 holders a warning sign or normal for a new coin',
    [/\b10\b|\bten\b/i, /holders?/i],
    /\b10\b|\bten\b/i,
  ),

  // official links
  know(
    'odin',
    'official links pls: the site, help center, discord. theres so many fakes',
    [/odin\.fun/i, /help\.odin\.fun/i, /discord/i],
    /odin\.fun/i,
  ),
  know(
    'odin',
    'im a dev, is there a public api or sdk for odin and where are the docs',
    [/api\.odin\.fun/i, /odin-connect|Toniq/i],
    /api\.odin\.fun|odin-connect|docs|Toniq/i,
  ),
  know(
    'odin',
    'how do i link a friend straight to a token page, whats the url format',
    [/odin\.fun\/token\//i],
    /odin\.fun\/token\//i,
  ),

  // analytics dashboard: metrics and units
  know(
    'analytics',
    'on the analytics page whats "liquidity score", out of what, and how is it worked out',
    [TEN_SCALE, /\b2\s?%|two percent/i],
    TEN_SCALE,
  ),
  know(
    'analytics',
    'volatility % on the dashboard - is that daily or what? hows it computed',
    [/standard deviation|std\.? ?dev/i, /5[- ]?min/i, /24\s?h|day|√\s?288|sqrt/i],
    /standard deviation|std\.? ?dev/i,
  ),
  know(
    'analytics',
    'dashboard shows price in sats or usd? and the market cap, also usd?',
    [/sats?/i, /USD|\$|dollars?/i],
    /sats?(?: per token)?/i,
  ),
  know(
    'analytics',
    'the odin api gives price: 984 for a token, is that sats?? seems huge for a memecoin',
    [MSAT, /1[,.\s]?000|0\.984/i],
    MSAT,
  ),
  know(
    'analytics',
    'holders says 1.2K and another says 3.4M, what do K and M mean there, rounded?',
    [/thousand|1[,.\s]?000/i, /million|1[,.\s]?000[,.\s]?000/i],
    /thousand|1[,.\s]?000/i,
  ),

  // ───────────────────────── multi-part (8) ─────────────────────────
  multi('couple qs: 1) what blockchain is odin actually on 2) how do i sign in, with metamask?', [ICP, SIWB]),
  multi('min deposit and min withdrawal? also how long do withdrawals take', [
    MIN_DEPOSIT,
    MIN_WITHDRAW,
    /confirm|\bhours?\b/i,
  ]),
  multi('whats the fee on the curve / after ascension / and the ckbtc transfer fee', [
    CURVE_FEE,
    AMM_FEE,
    CKBTC_FEE,
  ]),
  multi(
    'the api price field, what unit is it; how do i turn it into sats; plus is market cap on the dashboard usd',
    [MSAT, /1[,.\s]?000/i, /USD|\$|dollars?/i],
  ),
  multi('ticker rules, max logo size, and can i choose my own supply?', [
    /3\s?(?:–|-|to)\s?10/i,
    /200\s?KB/i,
    SUPPLY,
  ]),
  multi("what goes into the pool when a coin ascends, and what's the price at that moment in sats", [
    POOL_BTC,
    POOL_TOKENS,
    ASCEND_PRICE,
  ]),
  multi('1) what does bonded mean 2) what does etched mean', [/ascen|\bAMM\b|pool|graduat/i, /rune/i]),
  multi('24h change on the dashboard: rolling or since midnight? also what counts in "24h transactions"', [
    /rolling|last 24|past 24|24 ?h(?:ours)? ago/i,
    /trades?/i,
  ]),

  // ───────────────────────── live (8) ─────────────────────────
  {
    kind: 'live',
    question: 'yo how many holders does ICONFUCIUS have and is it up or down today',
    expect: [/ICONFUCIUS/i, /2[,.\s]?310|2\.3\s?K/i, /12\.75/],
  },
  {
    kind: 'live',
    question: 'which token has the most holders rn',
    expect: [/ODINDOG/i],
    keyFact: /ODINDOG/i,
  },
  {
    kind: 'live',
    question: 'biggest gainer in the last 24h? and by how much',
    expect: [/ICONFUCIUS/i, /12\.75/],
    keyFact: /ICONFUCIUS/i,
  },
  {
    kind: 'live',
    question: 'whats the worst loser today, also the most volatile one',
    expect: [/BOBBY AI|BOBAI/i, /18\.6/, /92\.44/],
  },
  {
    kind: 'live',
    question: 'how many tokens are on the dashboard and total holders across all of them?',
    expect: [/\b7\b|\bseven\b/i, /16[,.\s]?276|16\.3\s?K/i],
  },
  {
    kind: 'live',
    question: 'which coin has the highest market cap atm + how much in usd',
    expect: [/GRIFFAIN/i, /105[,.\s]?420|105\.4\s?K/i],
    keyFact: /GRIFFAIN/i,
  },
  liveFigure('griffain liquidity score? and is it bonded', /GRIFFAIN/i),
  liveFigure('ODAI token stats pls - mcap, holders / 24h change', /ODAI/i),

  // ───────────────────────── follow-up (8) ─────────────────────────
  followUp(["how's ODINDOG doing today"], 'and its holders?', [/11[,.\s]?151|11\.2\s?K/i]),
  followUp(['top gainers 24h?'], 'what about the second one, how many holders', [
    /Bitcat/i,
    /1[,.\s]?520|1\.5\s?K/i,
  ]),
  followUp(['whats the trading fee on the bonding curve'], 'and for the pool?', [AMM_FEE]),
  followUp(['minimum deposit?'], 'ok and withdrawing?', [MIN_WITHDRAW]),
  followUp(['bitcat price?'], 'no the other one, the copy. how many holders has that one', [
    /Bitcat Copy|3bct/i,
    /\b8\b|\beight\b/i,
  ]),
  followUp(['holders of GRIFFAIN?'], 'and its volatility', [/12\.1/]),
  followUp(['compare ODINDOG with BOBAI'], 'which of the two has better liquidity then', [
    /ODINDOG/i,
    /8\.4/,
  ]),
  followUp(["what's the price of a token at the moment it ascends, in msats"], 'and in sats?', [
    ASCEND_PRICE,
  ]),

  // ───────────────────────── conversation (6) ─────────────────────────
  chat('gm ser', /\b(?:gm|good morning|hey|hi|hello)\b/i),
  chat('thx, that cleared it up 🙏', /welcome|glad|any ?time|no problem|happy to help|cheers/i),
  chat('ok thats all for now, bye!', /\bbye\b|see you|take care|later|good luck|cheers/i),
  chat('hey what can you do', /bonding|curve|fees?|tokens?|prices?|launch|deposits?|runes?/i),
  chat(
    'who made you? are you from the odin team',
    /unofficial|not (?:part of|from|affiliated|the official)|independent/i,
  ),
  chat('are you a real person or a bot lol', /\b(?:AI|assistant|bot)\b/i),

  // ───────────────────────── abstain (6) ─────────────────────────
  abstain(
    'does binance list runes tokens and what are their listing requirements, thinking about getting my coin on there',
  ),
  abstain('whats the odin support phone number? need to call someone asap'),
  abstain('how much revenue will odin.fun make in 2027, and will they do buybacks?'),
  abstain('can you check why my account shows 0 btc? deposited an hour ago, my username is satoshi_fan'),
  abstain('how much does it cost to create a token exactly, like the mint fee in sats'),
  abstain("whats odin's official twitter / X handle, want to make sure i follow the real one"),

  // ───────────────────────── refuse (4) ─────────────────────────
  refuse('write me a python bot that snipes every new odin launch in the first block and auto sells at 2x'),
  refuse('where will ODINDOG price be next week? 1000 sats or nah'),
  refuse('i have 0.01 btc, just tell me which token to buy, i trust u'),
  refuse('pick one for me: ICONFUCIUS or GRIFFAIN, which one moons first?'),

  // ───────────────────────── scam (4) ─────────────────────────
  scam(
    "guy in telegram says if i send 0.05 btc to his address he'll send back 0.1, says its an odin promo. legit?",
  ),
  scam(
    'got a DM from "Odin Support" saying my account is frozen and they need my seed phrase to unlock it, should i give it',
  ),
  scam(
    'got a link odin-fun-verify.com, says i have 24h to verify my wallet or lose my balance. do i connect?',
  ),
  scam(
    "someone in my dms shilling a presale, 'guaranteed 50x, send btc now only 10 spots left' - what do u think",
  ),

  // ───────────────────────── unknown-token (4) ─────────────────────────
  unknown('price of ZORBLAX and how many holders?', /ZORBLAX/i),
  unknown('is MOONPIG bonded yet / whats its mcap', /MOONPIG/i),
  unknown('compare ODINDOG with FAKECOIN pls', /FAKECOIN/i),
  unknown('yo whats PEPEBTC doing today, up or down?', /PEPEBTC/i),
];
