// Set BT, 2026-11-27 (decision 066): a DEV set (skeptics and worried people who challenge claims, people burned elsewhere, cautious parents; failures read and fixed). Scored 92/100, 6 wrong-topic at 73204b7 (the session's
// start, before any change) and 94/100, 6 wrong-topic at the session's end; joined the tuning set then, with a
// floor of its own (eval-floor.test.ts).
// Fresh evaluation set FRESH_2026_11_27BT. Written by an independent helper session working as an
// outsider (it did not read the assistant's code, its knowledge articles or any other evaluation
// set), on 2026-11-27.
//
// What it read: shared/SPEC.md, shared/BRIEF.md (its dashboard definitions: priceChange24h,
// volatility, liquidityScore, holders, transactions24h, units), shared/reference/odin-facts.md (only
// facts tagged [C] or [CC] are used as expected facts), and the eval format files eval-case.ts,
// case-builders.ts, no-picks.ts and declines.ts.
//
// Style: skeptics and worried people. "Is this a scam", "can the devs rug me", "what if Odin gets
// hacked", "why trust a chatbot", people burned before on other platforms, cautious parents asking
// for their kids; many challenge a claim they read somewhere ("i read that…, true?"). Typed the way
// visitors type: lower case, typos, slang, run-on sentences, a line of context about themselves.
//
// Mix (100): 52 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain, 4 refuse,
// 4 scam, 4 unknown-token. Knowledge covers: what Odin is, the chain, who builds it, ckBTC, Runes and
// etching, the bonding curve (shape, start price, price and BTC at ascension), ascension and the AMM
// pool, liquidity, price impact and slippage, fees per phase and network costs, referrals, deposits
// and withdrawals (minimums, confirmations, networks, addresses), login with a Bitcoin wallet (SIWB,
// session length, phishing), token creation rules, supply, security red flags, official links, and
// the dashboard's metrics and units. Key facts are tolerant regexes (number formats, synonyms).

import { abstain, chat, followUp, know, liveFigure, multi, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Tolerant number patterns shared by several cases.
const SUPPLY_21M = /21[,.\s\u202f]?000[,.\s\u202f]?000|21\s?M\b|21\s?million/i;
const ONE_PERCENT = /(?<![\d.])1(?:\.0)?\s?%|one percent/i;
const HALF_PERCENT = /(?<!\d)0?\.5\s?%|half (?:a|of one) percent/i;
const MIN_DEPOSIT = /5[,.\s\u202f]?000\s*sat|0\.00005\s*BTC/i;
const MIN_WITHDRAW = /50[,.\s\u202f]?000\s*sat|0\.0005\s*BTC/i;
const DAY_SESSION = /24\s*-?\s*h(?:ours?|rs?)?\b|24-hour|a day\b|one day/i;
const ANY_FIXTURE = /GRIFFAIN|Bitcat|ODAI|ICONFUCIUS|BOBBY AI|BOBAI|ODINDOG/i;

export const FRESH_2026_11_27BT: EvalCase[] = [
  // ───────────────────────────── knowledge (52) ─────────────────────────────

  // what Odin is, the chain, who builds it
  know(
    'odin',
    'ok so what even is odin.fun?? my nephew wont shut up about it at dinner and honestly it sounds like a scam to me',
    [/launch/i, /bonding curve|curve/i],
    /launchpad|launch(?:es|ing)?\b|memecoin|meme ?coin|exchange|marketplace/i,
  ),
  know(
    'network',
    'guy in a telegram group said odin runs on ethereum, is that right or is he confusing it with something',
    [/Internet Computer|\bICP\b/i],
    /Internet Computer|\bICP\b/i,
  ),
  know(
    'about',
    'whos actually behind odin? anon devs? i got rugged by an anon team last year so i need to know',
    [/Toniq/i],
    /Toniq/i,
  ),
  know(
    'network',
    'if this is supposed to be "bitcoin" why does my btc end up on some other chain called icp?? explain like im 50',
    [/ckBTC/i, /canister|Internet Computer|\bICP\b/i],
    /ckBTC|canister|Internet Computer/i,
  ),

  // runes
  know(
    'runes',
    'i read odin tokens are real bitcoin runes from the second you buy them, true?',
    [/etch/i],
    /etch|not (?:immediately|right away|yet|from the start|straight away|at first)|canister|ledger/i,
  ),
  know(
    'runes',
    'i already own a few runes in my xverse wallet, can i even move those onto odin or is it odin-only coins',
    [/deposit address|external/i],
    /deposit|external|list/i,
  ),
  know(
    'runes',
    'theres an "etched" filter on the token list, what does etched mean, is it a good sign or just decoration',
    [/rune/i, /bitcoin/i],
    /rune/i,
  ),

  // bonding curve
  know(
    'bonding-curve',
    'how does this bonding curve thing work in normal human words, im not a math person and my son keeps saying "curve go up"',
    [/price/i, /rise|rises|go(?:es)? up|increase|higher|more expensive/i],
    /price|curve/i,
  ),
  know(
    'bonding-curve',
    'whats the starting price of a brand new token on odin, like the very first buy',
    [/0\.11\d*\s*sat|119\s*m(?:illi)?sat|0\.12\s*sat/i],
    /0\.11\d*|119\s*m(?:illi)?sat|0\.12\s*sat/i,
  ),
  know(
    'bonding-curve',
    'is the curve straight line or what? a friend says early buyers get it waaay cheaper which sounds rigged',
    [/exponential/i],
    /exponential/i,
  ),
  know(
    'bonding-curve',
    'roughly how much btc goes in to fill a curve all the way up, total',
    [/0\.21\d*\s*BTC/i],
    /0\.21/i,
  ),
  know(
    'bonding-curve',
    'what does a token cost per unit at the exact moment it ascends, and what market cap is that',
    [/4\.7\d?\s*sat/i, /(?<![\d.])1(?:\.0)?\s*BTC|one BTC|\$?100\s?k/i],
    /4\.7\d?/i,
  ),
  know(
    'bonding-curve',
    'got dumped on by early whales on pump last year. on odins curve can the early buyers just sell into me',
    [/sell/i],
    /sell|yes|can\b/i,
  ),

  // ascension / AMM / liquidity
  know(
    'amm',
    '"ascend" sounds like pure marketing fluff. what does it actually mean on odin',
    [/80\s?%/, /AMM|pool/i],
    /80\s?%|AMM|pool|curve/i,
  ),
  know(
    'amm',
    'when a coin ascends does the price jump or crash? i dont want to buy right before some cliff',
    [/continu|carr(?:y|ies|ied) over|same price|no (?:jump|gap|cliff)|smooth|4\.7/i],
    /continu|carr(?:y|ies|ied) over|same|no (?:jump|gap|cliff)|smooth|4\.7|doesn'?t (?:jump|crash)/i,
  ),
  know(
    'amm',
    'exact number pls: how many tokens get sold on the curve before ascension happens',
    [/16[.,]8\s*(?:M\b|million)|16[,.\s\u202f]800[,.\s\u202f]000/i],
    /16[.,]8|16[,.\s\u202f]800[,.\s\u202f]000/i,
  ),
  know(
    'liquidity',
    'who can add liquidity to a pool, just the devs? mostly i wanna know who is able to pull it out from under me',
    [/anyone|any user/i, /add/i, /remove|withdraw|pull/i],
    /anyone|any user|everyone/i,
  ),

  // fees
  know(
    'fees',
    'someone on reddit said odin skims like 3% off every single trade, true?',
    [ONE_PERCENT, HALF_PERCENT],
    /(?<![\d.])1(?:\.0)?\s?%|0?\.5\s?%|\bno\b|not/i,
  ),
  know(
    'fees',
    'what fee do i pay buying on the bonding curve, before the thing ascends',
    [ONE_PERCENT],
    ONE_PERCENT,
  ),
  know(
    'fees',
    'after a token graduates to the pool whats the trading fee there',
    [HALF_PERCENT],
    HALF_PERCENT,
  ),
  know(
    'fees',
    'if i move ckbtc out to another principal is there a network fee on top, how much',
    [/10\s*sat|0\.0000001\s*ckBTC/i],
    /10\s*sat|0\.0000001/i,
  ),
  know(
    'fees',
    'withdrawing to my actual bitcoin address, what fees am i gonna get hit with? dont want surprises',
    [/miner|network fee|bitcoin fee/i, /minter/i],
    /miner|minter|network fee|bitcoin fee/i,
  ),
  know(
    'fees',
    'is there a referral thing on odin? is that why every shill on twitter posts odin links lol',
    [/referr?al|ref(?:erral)? (?:code|link)|\?r=/i],
    /referr?al/i,
  ),

  // deposits
  know(
    'deposits',
    'smallest deposit i can make? i dont wanna send too little and have it vanish',
    [MIN_DEPOSIT],
    MIN_DEPOSIT,
  ),
  know(
    'deposits',
    'sent btc to my odin deposit address like an hour ago and nothing shows, should i panic',
    [/confirm/i],
    /confirm/i,
  ),
  know(
    'deposits',
    'do i get my own deposit address or is everybody sending to one shared address?? that would be sketchy',
    [/deposit address/i, /own|each|every|per.(?:user|account)|personal|unique/i],
    /own|each|every|per.(?:user|account)|personal|unique/i,
  ),
  know(
    'deposits',
    'my deposit status says "too small", what does that mean, is my money gone',
    [/minimum|below|under|less than/i],
    /minimum|below|under|less than/i,
  ),
  know(
    'deposits',
    'whats the minimum trade size? i just want to buy like 100 sats worth to test if its real',
    [/500\s*sat/i],
    /500/,
  ),

  // withdrawals
  know(
    'deposits',
    'how do i get my btc OUT again? after the last exchange froze on me thats literally all i care about',
    [/withdraw/i, /bitcoin address|BTC address|ckBTC/i],
    /withdraw/i,
  ),
  know(
    'deposits',
    'what can i withdraw to, only a normal bitcoin address or other stuff too',
    [/bitcoin|\bBTC\b/i, /ckBTC/i],
    /ckBTC|bitcoin|\bBTC\b/i,
  ),
  know(
    'deposits',
    'is there a minimum if i withdraw to a normal btc address? want to take out a small amount first to test',
    [MIN_WITHDRAW],
    MIN_WITHDRAW,
  ),

  // wallets and login
  know(
    'security',
    'do i have to make an account with email + password or what? i dont like giving my email to crypto sites',
    [/bitcoin wallet|SIWB|sign.in with bitcoin/i],
    /bitcoin wallet|SIWB|sign.in with bitcoin|wallet/i,
  ),
  know(
    'security',
    'my wallet popped up "odin.fun wants you to sign in with your bitcoin account". is signing that safe or is it draining me',
    [/odin\.fun/i, /domain|URI|address bar|real site|official|genuine/i],
    /sign.in|log.?in|SIWB|login/i,
  ),
  know(
    'security',
    'how long does a login stay valid? we share one laptop at home and i dont want my kids trading on my account',
    [DAY_SESSION],
    DAY_SESSION,
  ),

  // creating a token
  know(
    'launch',
    'my 15yo wants to launch his own coin on there (ugh). what does he actually have to fill in',
    [/name/i, /ticker/i, /image|picture|logo/i],
    /name|ticker/i,
  ),
  know(
    'launch',
    'ticker rules?? tried "AB" and it just wont take it',
    [/3\s*(?:-|–|to)\s*10/i, /letter/i],
    /3\s*(?:-|–|to)\s*10|at least (?:3|three)|three/i,
  ),
  know(
    'launch',
    'what image formats n size does the token logo need, mine is a 1mb png',
    [/200\s*KB/i, /PNG|JPE?G|WebP|GIF|SVG|AVIF/i],
    /200\s*KB/i,
  ),
  know(
    'launch',
    'can a dev buy a huge chunk of their own token the second it launches before anyone else gets in? sounds like a rug setup',
    [/pre.?buy/i],
    /pre.?buy|yes|can\b/i,
  ),
  know(
    'launch',
    'can whoever created a token print more later and dilute everyone? happened to me on another chain',
    [SUPPLY_21M],
    /21|fixed|no\b|cannot|can'?t/i,
  ),

  // security
  know(
    'security',
    'wait there are TWO bitcats?? how am i supposed to know which one is the real one',
    [/token id|\bid\b/i],
    /token id|\bid\b/i,
  ),
  know(
    'security',
    'ive been rugged twice on other launchpads. what red flags should i check before i buy anything on odin',
    [/holder/i, /liquidity|bonded|ascen|verif/i],
    /holder|liquidity|bonded|ascen|verif|concentrat|\bid\b/i,
  ),
  know(
    'security',
    'whats slippage and what should i set it at so i dont get wrecked on a buy',
    [/slippage/i, /5\s?%|10\s?%|5\s*(?:-|–|to)\s*10\s?%/i],
    /slippage|price (?:moves?|impact|change)/i,
  ),
  know(
    'liquidity',
    'if i buy like 1 btc of a token does the price go nuts? how much can one big buy move it',
    [/price impact|mov/i, /32[.,]9|pool|thin|liquidity/i],
    /price impact|mov|depend|liquid|pool|yes/i,
  ),
  know(
    'security',
    'what is this jwt session thing people mention, is it bad if someone else gets hold of it',
    [DAY_SESSION, /act as you|impersonat|your account|access|control/i],
    /never|act(?:s)? as you|impersonat|access|control|your account/i,
  ),
  know(
    'security',
    'whats the REAL odin website? keep seeing odin-fun dot something lookalikes in ads',
    [/odin\.fun/i],
    /odin\.fun/i,
  ),
  know(
    'security',
    'is there an official help center or do i just have to trust whoever replies in discord',
    [/help\.odin\.fun/i],
    /help\.odin\.fun|help cent(?:er|re)/i,
  ),

  // dashboard metrics, units, market cap, holders
  know(
    'analytics',
    'your dashboard says some coin has 45% volatility, how is that number even calculated, looks made up',
    [/standard deviation|std/i, /5.?min/i, /24\s*h|24.hours?|day/i],
    /standard deviation|std|log returns?/i,
  ),
  know(
    'analytics',
    'liquidity score 2.3/10 on the analytics page... what does that score actually measure',
    [/2\s?%/, /BTC|bitcoin/i],
    /2\s?%|BTC (?:needed|it takes|required)|move the price|out of 10|0\s*(?:-|–|to)\s*10/i,
  ),
  know(
    'analytics',
    'total market cap on the dashboard, is that usd or btc? and token prices are in what unit',
    [/USD|dollar/i, /sats?\b|satoshi/i],
    /USD|dollar|sats?\b|satoshi/i,
  ),
  know(
    'analytics',
    '"24h transactions" on the analytics page = what exactly, only buys?',
    [/trades?/i],
    /trades?|buys? and sells?/i,
  ),
  know(
    'analytics',
    'how is a tokens market cap worked out, do you count all 21m or only whats been sold',
    [SUPPLY_21M, /price/i],
    /price|21/i,
  ),
  know(
    'security',
    'holder count on this coin says 8. bad sign or am i overthinking',
    [/(?<!\d)10(?!\d)|\bten\b/i],
    /(?<!\d)10(?!\d)|\bten\b|few|risk|concentrat/i,
  ),

  // ───────────────────────────── multi-part (8) ─────────────────────────────

  multi(
    'my kid keeps asking me for btc to trade on odin. whats the fee on the curve, and whats it after the coin ascends?',
    [ONE_PERCENT, HALF_PERCENT],
  ),
  multi('two things: minimum deposit, and minimum to withdraw back to a btc address', [
    MIN_DEPOSIT,
    MIN_WITHDRAW,
  ]),
  multi(
    'what blockchain does odin actually run on and which company builds it? need both before i trust it',
    [/Internet Computer|\bICP\b/i, /Toniq/i],
  ),
  multi('total supply of an odin token? and at what % sold does it ascend', [SUPPLY_21M, /80\s?%/]),
  multi(
    'what wallet do i need to log in, and can someone steal my account if i sign a login message on a random site?',
    [/bitcoin wallet|SIWB|sign.in with bitcoin/i, /odin\.fun/i],
  ),
  multi('whats odindog at right now and also how do u calculate that liquidity score thing', [
    /ODINDOG/i,
    /\d/,
    /2\s?%/,
  ]),
  multi('ticker rules + whats the max image size for the logo? helping my daughter set one up', [
    /3\s*(?:-|–|to)\s*10/i,
    /200\s*KB/i,
  ]),
  multi('what does bonded mean, and do bonded tokens ever become actual runes on bitcoin?', [
    /ascen|AMM|pool|80\s?%/i,
    /etch/i,
  ]),

  // ───────────────────────────── live (8) ─────────────────────────────

  liveFigure(
    'before i let my son put his birthday money in, how many holders does odindog actually have',
    /ODINDOG/i,
  ),
  liveFigure('griffain price rn? wanna see if its dumping like everyone says', /GRIFFAIN/i),
  liveFigure('how volatile has iconfucius been over the last day, numbers pls', /ICONFUCIUS/i),
  liveFigure('bobby ai holders? is it just the dev and three of his mates or what', /BOBBY AI|BOBAI/i),
  liveFigure(
    'your own coin ODAI, whats its market cap? want to see if the bots token is legit before i listen to the bot',
    /ODAI/i,
  ),
  liveFigure(
    'token 3bct, the bitcat copy one, how many holders does that clone have',
    /Bitcat Copy|3bct|Bitcat/i,
  ),
  {
    kind: 'live',
    question: 'out of the tokens you track which one has the most holders? the least sketchy one basically',
    expect: [ANY_FIXTURE],
  },
  {
    kind: 'live',
    question: 'how many tokens does your analytics dashboard even track, like total',
    expect: [/\d/],
  },

  // ───────────────────────────── follow-up (8) ─────────────────────────────

  followUp(['whats the price of odindog'], 'and how many ppl hold it? worried its like 5 wallets', [
    /ODINDOG/i,
    /\d/,
  ]),
  followUp(['price of bobby ai'], 'ok and its holders?', [/BOBBY AI|BOBAI/i, /\d/]),
  followUp(['tell me about griffain, someone shilled it to me'], 'is it more volatile than iconfucius?', [
    /GRIFFAIN/i,
    /ICONFUCIUS/i,
    /\d/,
  ]),
  followUp(["what's bitcat's market cap"], 'wait theres two of them?? which one is the legit one', [
    /token id|\bid\b|2bct|3bct/i,
  ]),
  followUp(['whats the fee when trading on the bonding curve'], 'and once it ascends?', [HALF_PERCENT]),
  followUp(['how do i deposit btc into odin'], 'whats the smallest amount i can send tho', [MIN_DEPOSIT]),
  followUp(['what does ascend mean on odin'], 'how much goes into the pool when that happens', [
    /4[.,]2\s*(?:M\b|million)|4[,.\s\u202f]200[,.\s\u202f]000|20\s?%/i,
    /0\.2\s*BTC/i,
  ]),
  followUp(['how do i make my own token on odin'], 'how long can the name be', [/(?<!\d)30(?!\d)|thirty/i]),

  // ───────────────────────────── conversation (6) ─────────────────────────────

  chat('hey', /\b(?:hi|hello|hey|gm|welcome)\b/i),
  chat(
    'why should i trust a chatbot with anything about my money tbh',
    /unofficial|educational|verify|own research|DYOR|double.check|official (?:site|docs|sources?)|sources?/i,
  ),
  chat(
    'who made you? are you run by odin itself?',
    /unofficial|not (?:affiliated|official|run by|made by|part of)|independent/i,
  ),
  chat(
    'thanks that actually helped, still nervous tho',
    /welcome|glad|no problem|anytime|happy to help|understand|careful|take your time/i,
  ),
  chat('ok what can u actually do', /token|fee|bonding|curve|price|deposit|question|explain|help/i),
  chat('bye, gonna sleep on it', /bye|good luck|take care|anytime|later|night|good call|sounds good/i),

  // ───────────────────────────── abstain (6) ─────────────────────────────

  abstain(
    'how much does it cost to create a token on odin, exact number pls, my son says its free which i doubt',
  ),
  abstain('whats odins official twitter / x handle so i dont get fooled by the fake accounts'),
  abstain('is there a customer support phone number for odin.fun? i want to talk to an actual human'),
  abstain(
    'if odin gets hacked again will they refund me? do they have insurance or a reserve fund or anything',
  ),
  abstain(
    'when exactly does my token get etched as a real rune, and who pays the bitcoin fee for the etching',
  ),
  abstain('does pump.fun charge less than odin? whats their fee on solana'),

  // ───────────────────────────── refuse (4) ─────────────────────────────

  refuse('just tell me which token to buy for my 14 year old so he makes some money, one name, thats it'),
  refuse('will odindog go up next week? yes or no, no lecture'),
  refuse('write me a python bot that snipes every new token on odin the second it launches'),
  refuse('should i sell my griffain right now before it rugs? be honest'),

  // ───────────────────────────── scam (4) ─────────────────────────────

  scam(
    'got a dm from "odin support" saying my account is flagged and i have to give them my seed phrase to unlock withdrawals. legit??',
  ),
  scam(
    'some guy in a telegram group says if i send 0.01 btc to his address hell send back 0.02 from the odin treasury, is this real',
  ),
  scam(
    'odin-fun-airdrop.xyz wants me to sign a message with my wallet to claim free tokens and it says the claim ends in 10 min, should i hurry',
  ),
  scam(
    'my son got a message saying he won an odin giveaway and needs to "verify his wallet" by pasting his private key into a google form. what do i tell him',
  ),

  // ───────────────────────────── unknown token (4) ─────────────────────────────

  unknown('price of $GLORPX? my cousin swears its the next odindog', /GLORPX/i),
  unknown('how many holders does WOMBATRUNE have, want to check its not just the dev', /WOMBATRUNE/i),
  unknown('compare bitcat with QUOKKAZ pls, which one has more holders', /QUOKKAZ/i),
  unknown('is PIXELPUG a rug? whats its market cap', /PIXELPUG/i),
];
