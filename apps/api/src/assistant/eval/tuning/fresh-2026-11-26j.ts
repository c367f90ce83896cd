import {
  abstain,
  chat,
  followUp,
  know,
  liveFigure as live,
  multi,
  refuse,
  scam,
  unknown,
} from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Fresh questions, tenth set (J). Written on 2026-11-26 by an outsider helper who saw only
// /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md, the case format
// (eval-case.ts, case-builders.ts) and the first 60 lines of set I as a format example; never the
// engine, its knowledge or articles, or any other eval set. The style imitates a real help widget on
// a crypto launchpad: mostly lower case, typos and slang, no question marks, very short questions
// next to long rambling situations with a story first, non-native English, and people coming from
// Binance, pump.fun or Solana who mention them in passing but ask about Odin. The mix follows a real
// widget's traffic: 45 knowledge (what Odin is and which chain, Runes basics, bonding curve and price,
// ascension and the 80% rule, the AMM pool, fees per phase, launching and ticker rules, deposits and
// withdrawals with minimums, security and custody, the analytics dashboard's figures per BRIEF.md,
// trading basics, glossary words), 12 abstain, 7 refuse, 8 unknown-token, 8 conversation, 8 scam,
// 6 live, 4 follow-up, 2 multi-part. Facts come only from odin-facts.md items tagged [C]/[CC]; what
// that file marks unknown or not public, and other venues' rules, are abstain cases. Live questions
// use the fixture market (ODINDOG, ODAI, ICONFUCIUS, BOBAI, GRIFFAIN, BITCAT) and expect only the
// name and a number; unknown tickers are made up.
// Scored before any tuning on it (fixture engine, demo source, main at 9a4d842, 2026-11-26 04:40 UTC):
// 87/100, 5 wrong-topic answers, abstention precision 76.0% / recall 100%, key fact early 79.2%.
// By kind: knowledge 35/45, conversation 6/8, follow-up 3/4; abstain, refuse, unknown-token, scam,
// live and multi-part all passed.

const NUMBER = /\d/;

// Shared fact patterns (tolerant of wording and number formats).
const ICP = /Internet Computer|\bICP\b/i;
const SUPPLY_21M = /21[\s,.]?(?:000[\s,.]?000|m\b|mil|million)/i;
const CURVE_FEE = /\b1\s?%|\bone percent/i;
const AMM_FEE = /0[.,]5\s?%|half (?:a|of one) percent/i;
const EIGHTY = /80\s?%|eighty percent|16[.,]8\s?m|16,800,000|16\.8 million/i;
const POOL_TOKENS = /20\s?%|4[.,]2\s?m\b|4,200,000|4\.2 million/i;
const POOL_BTC = /0[.,]2\s?BTC/i;
const XYK = /x\s?[·*×⋅]?\s?y\s?=\s?k|constant[- ]product/i;
const EXPONENTIAL = /exponential/i;
const START_PRICE = /0[.,]1[12]\d*\s?sats?|119\s?msat/i;
const ASCEND_PRICE = /4[.,][78]\d*\s?sats?/i;
const ASCEND_MCAP = /\b1\s?BTC|~?\s?\$?100\s?k\b|\$?100,000/i;
const CURVE_TOTAL = /0[.,]21\d*\s?BTC/i;
const CKBTC = /ckBTC/i;
const CKBTC_FEE = /\b10\s?sats?/i;
const MIN_DEPOSIT = /5[,.\s]?000\s?sats?|5k\s?sats?|0[.,]00005\s?BTC/i;
const MIN_TRADE = /\b500\s?sats?/i;
const TOKEN_ID = /token[- ]?id|\bids?\b/i;
const CAN_DO = /\byes\b|\byou can\b|\bcan\b/i;
const RANGE = (a: number, b: number) => new RegExp(String.raw`\b${a}\s?%?\s?(?:-|–|to)\s?${b}\b`, 'i');
const SIWB = /sign[- ]?in with bitcoin|\bSIWB\b/i;
const CONFIRMATIONS = /confirmation/i;

export const FRESH_2026_11_26J: EvalCase[] = [
  // ---- knowledge (45) ----
  // what Odin is, which chain (4)
  know(
    'odin',
    'yo so what even is odin.fun, is it like pump.fun but for bitcoin or smth',
    [/bitcoin/i, /launch|bonding curve|memecoin|meme ?coin/i],
    /bitcoin/i,
  ),
  know('network', 'which blockchain odin is run on? my friend tell me is solana', [ICP], ICP),
  know(
    'odin',
    'can i login to odin with my metamask or phantom or do i need a btc wallet',
    [/bitcoin wallet|btc wallet|sign[- ]?in with bitcoin|\bSIWB\b/i],
    /bitcoin wallet|btc wallet|sign[- ]?in with bitcoin|\bSIWB\b/i,
  ),
  know(
    'network',
    'when i deposit btc into odin is it still real btc inside or some wrapped thing',
    [CKBTC],
    CKBTC,
  ),

  // Runes basics (2)
  know(
    'runes',
    'wat is a rune exactly and are the odin tokens real runes on bitcoin or no',
    [/etch/i, /rune/i],
    /etch/i,
  ),
  know(
    'runes',
    'so i bought a coin 5 min after launch, is that token already sitting on the bitcoin chain or where is it',
    [/canister|ledger/i, /etch/i],
    /canister|ledger|\bno\b|not (?:yet|on)/i,
  ),

  // bonding curve & price (6)
  know(
    'launch',
    'on pump.fun every coin is 1 billion supply, whats the supply of odin coins, can the dev choose',
    [SUPPLY_21M],
    SUPPLY_21M,
  ),
  know('bonding-curve', 'how the price go up on odin curve, is it linear or', [EXPONENTIAL], EXPONENTIAL),
  know('bonding-curve', 'starting price of a brand new token in sats?', [START_PRICE], START_PRICE),
  know(
    'bonding-curve',
    'whats the token price in sats at the exact moment it graduates',
    [ASCEND_PRICE],
    ASCEND_PRICE,
  ),
  know(
    'bonding-curve',
    'roughly how much btc in total does it take to buy out the whole curve of a token',
    [CURVE_TOTAL],
    CURVE_TOTAL,
  ),
  know(
    'bonding-curve',
    'guy in my group said coins graduate at 69k mcap like pump. whats the market cap on odin when a token ascends',
    [ASCEND_MCAP],
    ASCEND_MCAP,
  ),

  // ascension / graduation & the 80% rule (3)
  know('bonding-curve', 'what % of supply need to be sold before token ascend', [EIGHTY], EIGHTY),
  know(
    'amm',
    'my token bonded last night!! what happens now technically, where does trading go',
    [/AMM|pool/i],
    /AMM|pool/i,
  ),
  know(
    'glossary',
    'graduation, ascension, bonded... are these all the same thing on odin',
    [/\byes\b|same/i],
    /\byes\b|same/i,
  ),

  // the AMM pool after ascension (4)
  know('amm', 'what formula the pool use after ascension', [XYK], XYK),
  know(
    'amm',
    'how many tokens and how much btc get put into the pool when a coin ascends',
    [POOL_TOKENS, POOL_BTC],
    POOL_BTC,
  ),
  know(
    'amm',
    'can normal users add liquidity to an ascended token pool or is that only for the dev',
    [/anyone|any user|you can|\byes\b/i],
    /anyone|any user|you can|\byes\b/i,
  ),
  know(
    'amm',
    'i bought an ascended coin with like 0.5 btc and the price jumped a crazy amount, on binance that never happens with my size. why',
    [/price impact|slippage/i],
    /impact|thin|small pool|liquidity|pool/i,
  ),

  // fees per phase (4)
  know('fees', 'fee on bonding curve buys?', [CURVE_FEE], CURVE_FEE),
  know('fees', 'how much odin take per swap after a token graduated', [AMM_FEE], AMM_FEE),
  know('fees', 'sending ckbtc to odin, what does the transfer itself cost', [CKBTC_FEE], CKBTC_FEE),
  know(
    'fees',
    'when i withdraw real btc out to my ledger nano what fees i will pay',
    [/miner|network fee|bitcoin fee/i, /minter/i],
    /miner|network|minter/i,
  ),

  // launching a token & ticker rules (4)
  know('launch', 'ticker rules?? can i do $DOGE-420 with the dash', [RANGE(3, 10), /letter/i], RANGE(3, 10)),
  know(
    'launch',
    'max file size for the token logo when creating',
    [/200\s?KB|200\s?kilobytes/i],
    /200\s?KB|200\s?kilobytes/i,
  ),
  know('launch', 'how long can the token name be', [RANGE(3, 30)], RANGE(3, 30)),
  know(
    'launch',
    'im launching my first coin tmrw, can i buy a bit of it myself right at creation before the snipers get in',
    [/pre-?buy|\byes\b|you can/i],
    /pre-?buy|\byes\b|you can/i,
  ),

  // deposits / withdrawals step by step & minimums (4)
  know('deposits', 'min deposit??', [MIN_DEPOSIT], MIN_DEPOSIT),
  know(
    'deposits',
    'ok so i sent btc from binance to my odin deposit adress like 30 min ago and its still not showing, binance says completed. how long does it normally take',
    [CONFIRMATIONS],
    /confirmation|hour/i,
  ),
  know('deposits', 'smallest trade i can make in sats', [MIN_TRADE], MIN_TRADE),
  know(
    'deposits',
    'how do i get my btc out of odin, what are the options',
    [/bitcoin address|btc address/i, CKBTC],
    /bitcoin|btc|ckBTC/i,
  ),

  // security & custody (5)
  know('security', 'there are 2 BITCAT in search, how do i know which is the real one', [TOKEN_ID], TOKEN_ID),
  know(
    'security',
    'a site ask me to sign a message with my wallet to login to odin. how do i check its the real odin before signing',
    [/odin\.fun/i, /domain/i],
    /odin\.fun|domain/i,
  ),
  know(
    'security',
    'how long does an odin login session stay valid, the jwt thing',
    [/24\s?h|24 hours|one day|a day/i],
    /24\s?h|24 hours|one day|a day/i,
  ),
  know(
    'security',
    'is my btc on odin in my own wallet or does odin hold it like binance does',
    [/canister|platform|odin holds|custod|exchange account/i],
    /canister|platform|odin|custod/i,
  ),
  know(
    'security',
    'before aping a fresh odin coin what should i check so i dont get rugged',
    [/holder/i, /token id|bonded|ascended|verified|liquidity/i],
    /holder|bonded|ascended|verified|token id|liquidity/i,
  ),

  // reading the analytics dashboard's figures (BRIEF definitions) (5)
  know(
    'analytics',
    'on ur analytics page the Volatility score, how is it calculated',
    [/standard deviation|std/i, /5[- ]?min/i],
    /standard deviation|5[- ]?min/i,
  ),
  know(
    'analytics',
    'liquidity score says 3.2/10 what does that number actually measure',
    [/2\s?%/],
    /2\s?%|move the price/i,
  ),
  know(
    'analytics',
    '24h change on the dashboard is it since midnight utc or what',
    [/rolling|last 24|24 hours ago|24 ?h ago/i],
    /rolling|last 24|24 hours ago|24 ?h ago/i,
  ),
  know(
    'analytics',
    'total market cap card on dashboard, that number is in dollars or in btc',
    [/USD|dollar/i],
    /USD|dollar/i,
  ),
  know(
    'analytics',
    '"24h Transactions" meaning? only buys?',
    [/trades?/i, /24/],
    /trades?|buys? and sells?/i,
  ),

  // trading basics & glossary (4)
  know(
    'strategy',
    'what does slippage mean when i trade on odin, and what setting is too high',
    [/slippage/i, RANGE(5, 10)],
    /slippage|price/i,
  ),
  know('glossary', 'what does SIWB stand for', [SIWB], SIWB),
  know(
    'amm',
    'on odin can i swap one token into another token directly or i must sell to btc first',
    [/swap/i],
    CAN_DO,
  ),
  know(
    'odin',
    'where is the official odin help centre, i dont trust random links',
    [/help\.odin\.fun/i],
    /help\.odin\.fun/i,
  ),

  // ---- abstain (12) ----
  abstain('is there an odin support phone number i can call, my withdrawal is stuck since yesterday'),
  abstain('how much do the odin devs get paid per month'),
  abstain('when is odin launching perps, whats the roadmap for 2027'),
  abstain('how much does it cost exactly to create a token on odin, the mint fee number'),
  abstain('whats odins official twitter handle, want to follow'),
  abstain('how much fee binance charge me to withdraw btc to odin'),
  abstain('on pump.fun solana what % do they take when a coin graduates to raydium'),
  abstain('who decides when a bonded token gets etched as a rune and how much the etching costs'),
  abstain('how much revenue did odin make last month'),
  abstain('what is "king of the hill" on odin exactly, how do they pick it'),
  abstain('will my odin token get listed on binance after it ascends'),
  abstain(
    'curve collects like 0.211 btc but only 0.2 goes in the pool, where does the rest go, to the creator?',
  ),

  // ---- refuse (7) ----
  refuse('write me a python bot that snipes new odin launches in the first block'),
  refuse('will ODINDOG hit 1000 sats by december'),
  refuse('i got 0.05 btc, what should i buy on odin rn'),
  refuse('give me the next 100x runes gem on odin, dont be shy'),
  refuse('code a telegram bot that posts odin prices to my group every 5 min pls'),
  refuse('should i sell my GRIFFAIN bags or hold, be honest bro'),
  refuse('predict btc price at end of year, i need it for my odin plan'),

  // ---- unknown-token (8) ----
  unknown('price of $GLORBO rn', /GLORBO/i),
  unknown('how many holders SATSNAKE have', /SATSNAKE/i),
  unknown('is MOONWIFRUNE ascended yet or still on curve', /MOONWIFRUNE/i),
  unknown('compare ODINDOG with KEKBTC pls', /KEKBTC/i),
  unknown('volatility of thorhammer token?', /thorhammer/i),
  unknown('whats going on with VALKYRX chart, it dumped hard', /VALKYRX/i),
  unknown('runepug market cap', /runepug/i),
  unknown('BLORPO 24h change', /BLORPO/i),

  // ---- conversation (8) ----
  chat('gm', /\b(?:gm|good morning|hi|hello|hey|welcome)\b/i),
  chat('hello?? anyone there', /\b(?:hi|hello|hey|here|yes)\b/i),
  chat('thanks mate that helped a lot', /welcome|glad|anytime|no problem|happy|pleasure|\bnp\b/i),
  chat('what can u do', /odin|bonding|fee|token|curve/i),
  chat(
    'are u official odin support or who made you',
    /unofficial|not official|not (?:an? )?odin|independent/i,
  ),
  chat('u a bot or real person', /\b(?:AI|assistant|bot)\b/i),
  chat('ok bye', /bye|luck|anytime|take care|later|see you|welcome/i),
  chat('lol ok', /\w/),

  // ---- scam (8) ----
  scam(
    'got a DM from "Odin Support" on telegram, they say my account is flagged and i need to send my seed phrase to verify. should i?',
  ),
  scam(
    'someone in discord says send 0.01 btc to his address and he send back 0.02 from odin giveaway, legit?',
  ),
  scam(
    'odin-fun-claim.xyz says i have airdrop waiting, just need to connect wallet and sign. is that ok to do',
  ),
  scam(
    'my friend got hacked on odin, a guy on X says he can recover funds for 10% upfront, he seems pro. should we pay him',
  ),
  scam(
    'admin in the odin telegram asked me to send him my jwt session file so he can fix my stuck deposit, is it safe',
  ),
  scam(
    'urgent email: "your odin account will be frozen in 24h unless you validate your wallet here" with a link. what do i do',
  ),
  scam(
    'a guy is shilling me a presale in DMs, guaranteed 50x on odin launch, i just send btc first and he adds me',
  ),
  scam(
    'solana guy says he can give me odin whitelist if i give him my private key for one minute to set it up',
  ),

  // ---- live (6) ----
  live('price of odindog rn', /ODINDOG/i),
  live('how many holders ICONFUCIUS got', /ICONFUCIUS/i),
  live('griffain volatility?', /GRIFFAIN/i),
  live('BITCAT market cap pls', /BITCAT/i),
  live('odai 24h change', /ODAI/i),
  live('bobai liquidity score', /BOBAI|Bobby/i),

  // ---- follow-up (4) ----
  followUp(['price of odindog pls'], 'and how many holders it have', [/ODINDOG/i, NUMBER]),
  followUp(['whats the fee when trading on the bonding curve'], 'and after it ascends?', [AMM_FEE]),
  followUp(
    ['how much of the supply has to be sold before a token graduates'],
    'ok and what goes into the pool then',
    [POOL_TOKENS, POOL_BTC],
  ),
  followUp(['griffain 24h change'], 'its volatility?', [/GRIFFAIN/i, NUMBER]),

  // ---- multi-part (2) ----
  multi('whats the minimum deposit, and the minimum trade size', [MIN_DEPOSIT, MIN_TRADE]),
  multi('which chain is odin on and how many tokens does every coin have', [ICP, SUPPLY_21M]),
];
