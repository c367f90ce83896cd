// Set AF, 2026-11-26 (afternoon, decision 061): a DEV set. Scored 87/100, 9 wrong-topic at 22ac96f
// (the session's start, before any change) and 91/100, 6 wrong-topic at ff477c3; joined the tuning set then,
// with a floor of its own (eval-floor.test.ts).
// Fresh evaluation set FRESH_2026_11_26AF.
//
// Written by: an independent helper session (question writer), not by the team that builds the assistant.
// Date-time: Thu Nov 26 13:09:50 UTC 2026 (`date -u`).
//
// Read: /work/shared/SPEC.md, /work/shared/BRIEF.md (product + analytics definitions),
//   /work/shared/reference/odin-facts.md (expected answers use only facts on [C]/[CC] lines),
//   /work/wt/HELPERS.md, and in apps/api/src/assistant/eval/ only eval-case.ts, case-builders.ts,
//   no-picks.ts and declines.ts.
// Not read: the engine, the knowledge articles, any other eval or tuning set, held-out-cases.ts, anything
//   else in /work/main or /work/wt. The assistant was not run.
//
// Style: messages that pack two or three questions into one ("whats the fee and what is it after
//   ascending"), and short chats of 2-3 turns where the last turn leans on the earlier ones
//   ("and after it ascends?", "what about the second one", "and in dollars?").
// Mix (100): 35 multi-part, 35 follow-up (15 on guide topics, 20 on the fixture tokens ODINDOG, ODAI,
//   ICONFUCIUS, BOBAI, GRIFFAIN), 20 knowledge, 10 live.
// Regexes check only the key fact and accept any correct phrasing and number format.

import { followUp, know, liveFigure, multi } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Key facts, each tolerant of the usual ways to write them.
const ONE_PCT = /(?<![\d.,])1(?:\.0+)?\s?(?:%|per ?cent)|\bone per ?cent/i;
const HALF_PCT = /(?<![\d.,])0?[.,]5\s?(?:%|per ?cent)|\bhalf (?:a|of one|of a|a single) per ?cent/i;
const EIGHTY_PCT =
  /(?<![\d.,])80\s?(?:%|per ?cent)|\beighty per ?cent|16[.,]8\s?(?:M\b|mil|million)|16[,. ]800[,. ]000/i;
const SUPPLY_21M = /(?<![\d.,])21\s?(?:M\b|mil|million)|(?<![\d.,])21[,. ]000[,. ]000|twenty[- ]one million/i;
const POOL_BTC =
  /(?<![\d.,])0?[.,]20?\s?(?:BTC|bitcoin)|20[,. ]?000[,. ]?000\s?sats?|20\s?(?:M|million)\s?sats?/i;
const POOL_TOKENS =
  /4[.,]2\s?(?:M\b|mil|million)|4[,. ]200[,. ]000|(?<![\d.,])20\s?(?:%|per ?cent)|\btwenty per ?cent/i;
const ASCEND_PRICE = /(?<![\d.,])4[.,](?:7\d?|8)\b/;
const START_PRICE = /(?<![\d.,])0?[.,]1[12]\d*\s?sats?|(?<![\d.,])11[89]\s?m(?:illi)?sats?/i;
const ONE_BTC_MCAP = /(?<![\d.,])1\s?(?:BTC|bitcoin)\b|\bone (?:BTC|bitcoin)|\$?100\s?k\b|\$?100[,. ]000\b/i;
const CURVE_TOTAL = /(?<![\d.,])0?[.,]21\d*\s?(?:BTC|bitcoin)|21[,. ]?\d00[,. ]?000\s?sats?/i;
const MIN_DEPOSIT =
  /(?<![\d.,])5[,. ]?000\s?sats?|(?<![\d.,])5\s?k\s?sats?|0[.,]00005\s?BTC|five thousand sat/i;
const MIN_TRADE = /(?<![\d.,])500\s?sats?|five hundred sat|0[.,]000005\s?BTC/i;
const MIN_WITHDRAW =
  /(?<![\d.,])50[,. ]?000\s?sats?|(?<![\d.,])50\s?k\s?sats?|(?<![\d])0[.,]0005\s?BTC|fifty thousand sat/i;
const TEN_SATS = /(?<![\d.,])10\s?sats?\b|\bten sats?\b|0[.,]0000001\s?(?:ck)?BTC/i;
const DAY = /(?<![\d.,])24\s?(?:h\b|hrs?\b|hours?)|24-hour|\b(?:one|a|1) day\b/i;
const TOKEN_ID = /token id|\bids?\b/i;
const IMAGE_SIZE = /(?<![\d.,])200\s?(?:KB|kB|kilobytes?)/i;
const NAME_LEN = /(?<![\d.,])3\s?(?:–|-|—|to)\s?30\b/i;
const TICKER_LEN = /(?<![\d.,])3\s?(?:–|-|—|to)\s?10\b/i;
const DESC_LEN = /(?<![\d.,])100\s?(?:char|letters)/i;
const STD_DEV = /standard deviation|std\.? ?dev|\bσ/i;
const FIVE_MIN = /(?<![\d.,])5[- ]?min(?:ute)?s?\b|\bfive[- ]minute/i;
const TWO_PCT = /(?<![\d.,])2\s?(?:%|per ?cent)|\btwo per ?cent/i;
const SCALE_10 = /(?<![\d.,])0\s?(?:–|-|—|to)\s?10\b|out of 10\b|\/\s?10\b/i;
const ICP = /Internet Computer|\bICP\b/i;
const SIWB = /SIWB|sign[- ]in with bitcoin|bitcoin wallet|btc wallet/i;
const CONST_PROD = /x\s?[*·×]?\s?y\s?=\s?k|constant[- ]product/i;
const ETCH = /etch/i;
const EXPONENTIAL = /exponential/i;
const TONIQ = /Toniq/i;
const HELP = /help\.odin\.fun/i;
const CKBTC = /ckBTC/i;
const SLIPPAGE_WARN = /(?<![\d.,])(?:5|10)\s?(?:%|per ?cent)|(?<![\d.,])5\s?(?:–|-|—|to)\s?10\b/i;
const PRICE_24H_AGO =
  /24\s?(?:h|hrs?|hours?) (?:ago|earlier|before)|a day (?:ago|earlier|before)|yesterday|previous 24|last 24|past 24/i;
const A_DIGIT = /\d/;

const ODINDOG = /ODINDOG/i;
const ODAI = /ODAI/i;
const ICONFUCIUS = /ICONFUCIUS/i;
const BOBAI = /BOBAI/i;
const GRIFFAIN = /GRIFFAIN/i;

export const FRESH_2026_11_26AF: EvalCase[] = [
  // ---------------------------------------------------------------- multi-part (35)
  multi('whats the fee on the bonding curve and what is it after the token ascends', [ONE_PCT, HALF_PCT]),
  multi('how many tokens does each coin have and how much has to sell before it ascends?', [
    SUPPLY_21M,
    EIGHTY_PCT,
  ]),
  multi(
    "what's the minimum deposit, the smallest trade i can make, and the minimum withdrawal to a btc address?",
    [MIN_DEPOSIT, MIN_TRADE, MIN_WITHDRAW],
  ),
  multi('what chain does odin run on, how do i log in, and what is my btc turned into on there?', [
    ICP,
    SIWB,
    CKBTC,
  ]),
  multi('which image formats can i use for a token logo and how big can the file be', [
    /PNG|JPE?G|WebP|GIF|SVG|AVIF/i,
    IMAGE_SIZE,
  ]),
  multi('how long can a token name be, how long can the ticker be, and the description?', [
    NAME_LEN,
    TICKER_LEN,
    DESC_LEN,
  ]),
  multi('is the bonding curve linear? and what price does a new token start at', [EXPONENTIAL, START_PRICE]),
  multi('what actually happens when a token ascends, and how much btc goes into the pool', [
    /AMM|pool|x\s?[*·×]?\s?y/i,
    POOL_BTC,
  ]),
  multi('whats the official website and is there a discord', [/(?<![.\w])odin\.fun/i, /discord/i]),
  multi(
    'on the analytics page how is volatility calculated, what does the liquidity score measure, and what is 24h change?',
    [STD_DEV, TWO_PCT, PRICE_24H_AGO],
  ),
  multi('how does odin hold bitcoin under the hood and what does a ckbtc transfer cost', [CKBTC, TEN_SATS]),
  multi('can anyone add liquidity once a token ascends? and what formula does the pool use', [
    /anyone|\byes\b|any user/i,
    CONST_PROD,
  ]),
  multi('whats the supply of each token and can they turn into actual bitcoin runes', [SUPPLY_21M, ETCH]),
  multi('how do i withdraw my btc and what fees will i pay doing it', [CKBTC, /miner|network fee|minter/i]),
  multi(
    'should i ever give my seed phrase to odin support? and if someone steals my login token how long does it work',
    [/never|do not|don'?t/i, DAY],
  ),
  multi('what is odin.fun and who is behind it', [/launchpad|meme ?coins?|bonding curve/i, TONIQ]),
  multi('what market cap does a token have when it ascends, and what is the price per token then?', [
    ONE_BTC_MCAP,
    ASCEND_PRICE,
  ]),
  multi('how much btc does the whole bonding curve collect and how much of it ends up in the amm?', [
    CURVE_TOTAL,
    POOL_BTC,
  ]),
  multi('what does 24h change mean on your dashboard and what counts as a transaction there', [
    PRICE_24H_AGO,
    /trade/i,
  ]),
  multi('what does bonded mean and what does etched mean', [/ascend|AMM|pool/i, /rune/i]),
  multi('is there a limit on the token description and can i buy some of my own token when i create it', [
    DESC_LEN,
    /pre-?buy|\byes\b/i,
  ]),
  multi('what ways can i withdraw, and whats the minimum if i want it sent to a bitcoin address', [
    CKBTC,
    MIN_WITHDRAW,
  ]),
  multi('do big buys move the price a lot in the amm pool? and at what price impact should i get worried', [
    /32[.,]9|33\s?%|thin|a lot|large|significant|sharply/i,
    SLIPPAGE_WARN,
  ]),
  multi('are token names unique? how do i make sure i find the right token', [
    /not unique|aren'?t unique|\bno\b|copycat|same name|reuse/i,
    TOKEN_ID,
  ]),
  multi('whats the url of the odin dev environment and whats the api base url', [
    /dev\.odin\.fun/i,
    /api\.odin\.fun/i,
  ]),
  multi('is there an official sdk for odin and where are the docs', [
    /odin-connect/i,
    /odin-docs|docs\.odin\.fun|Mintlify|Toniq/i,
  ]),
  multi('what does a token id look like and whats the link format for a token page', [
    /short|lower-?case|alphanumeric|2jjj|29m8|2kl9/i,
    /odin\.fun\/token\//i,
  ]),
  multi('what is ICONFUCIUS and whats its token id', [/onicai|AI agent/i, /29m8/i]),
  multi('how do i sign in to odin and what should i check before signing the login message', [
    SIWB,
    /odin\.fun|domain/i,
  ]),
  multi('how many tokens go into the pool at ascension and how much btc goes with them', [
    POOL_TOKENS,
    POOL_BTC,
  ]),
  multi('is the volatility on the dashboard daily or yearly, and over what window is it measured', [
    /\bday\b|daily|288/i,
    DAY,
  ]),
  multi('does every account get its own deposit address? one for btc and one for runes?', [
    /btc|bitcoin/i,
    /rune/i,
  ]),
  multi('is there a dao token for odin, whats it called and whats its token id', [/DAO/i, /2rvj/i]),
  multi('what unit is a token price shown in and how is the market cap worked out', [
    /sats?\b|satoshi/i,
    /(?<![\d.,])21\s?(?:M\b|mil|million)|21[,. ]000[,. ]000|supply/i,
  ]),
  multi('what warning signs does a risky token show, and what should i look at before buying any token?', [
    /(?<![\d.,])10 holders|few holders|not (?:yet )?(?:been )?(?:bonded|ascended)|not (?:X|twitter)[- ]verified|unverified/i,
    /holder|liquidity|concentration/i,
  ]),

  // ---------------------------------------------------------------- follow-ups on guide topics (15)
  followUp(['what is the fee on the bonding curve?'], 'and after it ascends?', [HALF_PCT]),
  followUp(['when does a token ascend?'], "and what's the price per token at that point", [ASCEND_PRICE]),
  followUp(['how do i launch a token on odin'], 'how long can the name be?', [NAME_LEN]),
  followUp(['whats the minimum deposit'], 'and the minimum to withdraw to a bitcoin address?', [
    MIN_WITHDRAW,
  ]),
  followUp(['how do I withdraw from odin'], 'what options do i have', [CKBTC, /bitcoin address|\bBTC\b/i]),
  followUp(['is odin safe to use'], 'what about copycat tokens with the same name', [TOKEN_ID]),
  followUp(['what price does a token start at on the bonding curve'], 'and at ascension?', [ASCEND_PRICE]),
  followUp(
    ['how much btc does a token raise on the bonding curve'],
    'and how much of that goes into the pool?',
    [POOL_BTC],
  ),
  followUp(
    ['what are odin tokens exactly', 'are they bitcoin runes?'],
    'ok so how does one become a real rune',
    [ETCH],
  ),
  followUp(['how is volatility computed on the dashboard'], 'and the liquidity score?', [TWO_PCT]),
  followUp(['what does 24h change mean on the dashboard'], 'and what counts toward 24h transactions?', [
    /trade/i,
    DAY,
  ]),
  followUp(['whats the odin discord'], 'and the help center?', [HELP]),
  followUp(['how do i sign in to odin'], 'what wallet do i need for that', [SIWB]),
  followUp(
    ['what is the total supply of a token', 'is it the same for every token?'],
    'and how much of it gets sold on the curve?',
    [EIGHTY_PCT],
  ),
  followUp(['what is price impact'], 'ok and how much is too much, when should i be careful', [
    SLIPPAGE_WARN,
  ]),

  // ---------------------------------------------------------------- follow-ups on the fixture tokens (20)
  followUp(['price of ODINDOG?'], 'and its holders?', [ODINDOG, A_DIGIT]),
  followUp(['how many holders does BOBAI have'], 'and the market cap in dollars?', [BOBAI, A_DIGIT]),
  followUp(['tell me about GRIFFAIN'], 'how volatile is it', [GRIFFAIN, A_DIGIT]),
  followUp(['ICONFUCIUS price', 'and its holders?'], 'what about the 24h change', [ICONFUCIUS, A_DIGIT]),
  followUp(['whats the price of ODAI'], 'and ODINDOG?', [ODINDOG, A_DIGIT]),
  followUp(['compare ODINDOG and BOBAI'], 'ok whats the liquidity score of the second one', [BOBAI, A_DIGIT]),
  followUp(['ODINDOG price in sats'], 'and in dollars?', [ODINDOG, A_DIGIT]),
  followUp(['what is the GRIFFAIN market cap'], 'how many trades did it have in the last day?', [
    GRIFFAIN,
    A_DIGIT,
  ]),
  followUp(['how is ICONFUCIUS doing today', 'and GRIFFAIN?'], "what about the first one's holders", [
    ICONFUCIUS,
    A_DIGIT,
  ]),
  followUp(['BOBAI price'], 'is that up or down from yesterday?', [BOBAI, A_DIGIT]),
  followUp(['market cap of ODAI?'], 'and holders', [ODAI, A_DIGIT]),
  followUp(['how volatile is ODINDOG'], 'what about GRIFFAIN', [GRIFFAIN, A_DIGIT]),
  followUp(['ICONFUCIUS market cap', 'and BOBAI market cap'], 'which of the two has more holders', [
    /ICONFUCIUS|BOBAI/i,
    A_DIGIT,
  ]),
  followUp(['GRIFFAIN holders'], 'ok and its price', [GRIFFAIN, A_DIGIT]),
  followUp(['whats ODAI'], 'whats its price right now', [ODAI, A_DIGIT]),
  followUp(['BOBAI 24h change'], 'and its volume?', [BOBAI, A_DIGIT]),
  followUp(['how many holders does ODINDOG have', 'and its market cap?'], 'how volatile is it then', [
    ODINDOG,
    A_DIGIT,
  ]),
  followUp(['ICONFUCIUS liquidity score'], 'and how many transactions in the last 24h', [
    ICONFUCIUS,
    A_DIGIT,
  ]),
  followUp(['price of GRIFFAIN and BOBAI'], 'what about the holders of both', [GRIFFAIN, BOBAI, A_DIGIT]),
  followUp(['ODAI holders'], 'and ODINDOG? which one has more', [ODINDOG, A_DIGIT]),

  // ---------------------------------------------------------------- knowledge (20)
  know('fees', "what's the fee when i buy on the bonding curve?", [ONE_PCT], ONE_PCT),
  know('amm', 'how much is the swap fee once a token trades in the AMM', [HALF_PCT], HALF_PCT),
  know('launch', 'how many tokens does each odin coin have in total', [SUPPLY_21M], SUPPLY_21M),
  know('bonding-curve', 'at what point does a token ascend?', [EIGHTY_PCT], EIGHTY_PCT),
  know('amm', 'what goes into the liquidity pool when a token ascends', [POOL_BTC, POOL_TOKENS], POOL_BTC),
  know('bonding-curve', 'is the odin bonding curve linear or something else', [EXPONENTIAL], EXPONENTIAL),
  know('launch', 'max file size for a token image?', [IMAGE_SIZE], IMAGE_SIZE),
  know('launch', 'how many characters can a ticker have', [TICKER_LEN], TICKER_LEN),
  know('deposits', 'is there a minimum deposit?', [MIN_DEPOSIT], MIN_DEPOSIT),
  know('deposits', "what's the smallest buy or sell i can make", [MIN_TRADE], MIN_TRADE),
  know('network', 'how much does a ckBTC transfer cost', [TEN_SATS], TEN_SATS),
  know(
    'security',
    'two tokens have the same name and ticker, how do i know which one is the real one?',
    [TOKEN_ID],
    TOKEN_ID,
  ),
  know('odin', 'what blockchain is odin.fun built on', [ICP], ICP),
  know('odin', 'who makes odin.fun? who publishes the docs and sdk', [TONIQ], TONIQ),
  know('analytics', 'how do you calculate volatility on the analytics page', [STD_DEV, FIVE_MIN], STD_DEV),
  know('analytics', 'what does the liquidity score on the dashboard mean', [TWO_PCT, SCALE_10], TWO_PCT),
  know('runes', 'can an odin token become a real bitcoin rune?', [ETCH], ETCH),
  know('amm', 'what kind of AMM does odin use after ascension', [CONST_PROD], CONST_PROD),
  know(
    'security',
    'what should i check in the sign-in message before my wallet signs it',
    [/odin\.fun/i],
    /odin\.fun|domain/i,
  ),
  know('bonding-curve', 'what price does a token start at on the curve', [START_PRICE], START_PRICE),

  // ---------------------------------------------------------------- live (10)
  liveFigure('whats ODINDOG trading at rn', ODINDOG),
  liveFigure('how many holders does ICONFUCIUS have', ICONFUCIUS),
  liveFigure('GRIFFAIN market cap and 24h change?', GRIFFAIN),
  liveFigure('is BOBAI up or down today and by how much', BOBAI),
  liveFigure('ODAI price in sats and number of holders pls', ODAI),
  liveFigure('how volatile is GRIFFAIN lately', GRIFFAIN),
  liveFigure('liquidity score for ODINDOG?', ODINDOG),
  liveFigure('how many trades did ICONFUCIUS do in the last 24 hours', ICONFUCIUS),
  liveFigure('BOBAI holders, market cap and volatility, all three please', BOBAI),
  liveFigure('whats the 24h change on ODAI', ODAI),
];
