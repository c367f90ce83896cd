// Set BG, 2026-11-27 (decision 065): a DEV set (visitors who describe things instead of naming them; failures read and fixed). Scored 84/100, 11 wrong-topic at 001296e (the session's
// start, before any change) and 100/100, 0 wrong-topic at the session's end; joined the tuning set then, with a
// floor of its own (eval-floor.test.ts).
// Fresh evaluation set FRESH_2026_11_27BG.
// Written by an independent helper session working as an outsider (it did not read the assistant's
// code, its knowledge articles or any other evaluation set), on Fri Nov 27 01:48:36 UTC 2026.
// Read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md (expected
// answers use only [C]/[CC] facts, plus BRIEF's dashboard definitions), and the eval format files
// eval-case.ts, case-builders.ts, no-picks.ts, declines.ts.
// Style: visitors who know roughly what they want but not the jargon. They describe the thing instead
// of naming it ("the price-goes-up-as-people-buy thing", "when a coin moves to the real pool", "the
// little code in the link"), often open with a sentence about their own situation and sometimes add a
// half-sentence after. Mostly lower case with some typos; a few longer, well-written messages from
// older visitors. 49 of the 52 knowledge questions use none of the terms "bonding curve",
// "ascension"/"ascend", "AMM", "ckBTC" or "SIWB".
// Mix (100): 52 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain, 4 refuse,
// 4 scam, 4 unknown-token.
import { abstain, chat, followUp, know, liveFigure, multi, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Shared key-fact patterns (tolerant of number formats).
const SUPPLY_21M = /21[,. ]?000[,. ]?000|21 ?m(illion)?\b/i;
const DEPOSIT_MIN = /(?<![\d.,])5[,. ]?000 ?sat|(?<![\d.])5 ?k sat|0\.00005\s*BTC/i;
const WITHDRAW_MIN = /(?<![\d.,])50[,. ]?000 ?sat|(?<![\d.])50 ?k sat|0\.0005\s*BTC/i;
const CURVE_FEE = /(?<![\d.])1 ?%|(?<![\d.])1 percent|\bone percent/i;
const POOL_FEE = /0\.5 ?%|0\.5 percent|half (a|of one) percent/i;
const EIGHTY_PCT = /80 ?%|80 percent|eighty percent|16\.8 ?m(illion)?|16[,. ]?800[,. ]?000/i;
const NAME_LEN = /3\s*(–|-|to|and)\s*30\b|30 char|(up to|max(imum)?( of)?|at most) 30\b/i;
const TICKER_LEN =
  /3\s*(–|-|to|and)\s*10\b|10 (upper-?case )?(char|letter)|(up to|max(imum)?( of)?|at most) 10\b/i;
const CONFIRMATIONS = /confirmations?/i;
const ANY_FIXTURE = /GRIFFAIN|BITCAT|ODAI|ICONFUCIUS|BOBBY AI|ODINDOG/i;

export const FRESH_2026_11_27BG: EvalCase[] = [
  // ───────────────────────── knowledge (52) ─────────────────────────
  // What Odin is, the chain, who builds it
  know(
    'odin',
    'my nephew wont stop talking about some site where you make bitcoin meme coins, odin something. what actually is it?',
    [/bitcoin/i, /launch(pad|es|ing)?|creat/i],
    /launchpad|meme ?coins?|memecoins?/i,
  ),
  know(
    'network',
    'i thought this was a bitcoin thing but a guy in a group chat said it really runs on some other blockchain?? which one is it',
    [/Internet Computer|\bICP\b/i],
    /Internet Computer|\bICP\b/i,
  ),
  know(
    'about',
    'Good afternoon. Before I put any money in, I like to know who is actually behind a service. Which company builds and publishes Odin.fun?',
    [/Toniq/i],
    /Toniq/i,
  ),
  know(
    'about',
    'quick q before i trust what you say, is this chat bot run by odin themselves or someone else',
    [/unofficial|not (an |the )?official|not affiliated|independent/i],
    /unofficial|not (an |the )?official|not affiliated|independent/i,
  ),
  // Sign-in
  know(
    'security',
    'do i need to make an email and password to get an account there or how does logging in even work',
    [/sign(ing|s)?[- ]in with (your |a )?bitcoin|bitcoin wallet/i],
    /sign(ing|s)?[- ]in with (your |a )?bitcoin|bitcoin wallet/i,
  ),
  know(
    'security',
    'when i connected my wallet a popup asked me to sign a long block of text. what is that text supposed to say so i know im on the real site',
    [/odin\.fun wants you to sign in|URI:? ?https:\/\/odin\.fun/i],
    /odin\.fun wants you to sign in|https:\/\/odin\.fun/i,
  ),

  know(
    'glossary',
    'what is SIWB? keeps coming up in the docs my son sent me',
    [/sign[- ]in with bitcoin/i],
    /sign[- ]in with bitcoin/i,
  ),
  // Deposits and withdrawals
  know(
    'deposits',
    'when i send my real bitcoin in, does it stay real bitcoin or does it get turned into something else on their end',
    [/ckBTC|chain[- ]key/i],
    /ckBTC|chain[- ]key/i,
  ),
  know(
    'deposits',
    'whats the smallest amount i can put in? dont want to send a tiny test amount and have it vanish',
    [DEPOSIT_MIN],
    DEPOSIT_MIN,
  ),
  know(
    'deposits',
    'sent btc from my exchange like 25 min ago and my balance still says nothing. how long does it normaly take to show up',
    [CONFIRMATIONS],
    CONFIRMATIONS,
  ),
  know(
    'deposits',
    'how much do i need in my balance before i can pull it back out to my own bitcoin wallet? tried with a small amount and it wouldnt let me',
    [WITHDRAW_MIN],
    WITHDRAW_MIN,
  ),
  know(
    'deposits',
    'are there any costs when i move my coins back out to a normal bitcoin address, apart from what the site takes?',
    [/miner|network fee|bitcoin fee/i, /minter/i],
    /miner|network fee|bitcoin (network |transaction )?fee/i,
  ),
  know(
    'deposits',
    'can i send my balance out to an internet computer wallet instead of a bitcoin address? i have a plug wallet',
    [/ckBTC/i, /principal|internet computer|\bIC\b|\bICP\b/i],
    /ckBTC/i,
  ),
  know(
    'deposits',
    'moving the wrapped bitcoin between internet computer wallets, is there a fee each time or is it free',
    [/(?<![\d.])10 ?sats?\b|0\.0000001/i],
    /(?<![\d.])10 ?sats?\b|0\.0000001/i,
  ),
  know(
    'odin',
    'i want to pull coin prices into a spreadsheet for my own tracking. is there a public place to get that data from, or do i have to copy it by hand',
    [/api\.odin\.fun|public (REST )?API/i],
    /api\.odin\.fun|public (REST )?API|\bAPI\b/i,
  ),
  know(
    'fees',
    'tried to buy like 200 sats worth of a coin just to test and it wouldnt go thru. is there a minimum?',
    [/(?<![\d.,])500 ?sats?/i],
    /(?<![\d.,])500 ?sats?/i,
  ),
  // Fees per phase
  know(
    'fees',
    'whats the cut the site takes when i buy a coin thats still in its early stage, before it graduates to the proper pool',
    [CURVE_FEE],
    CURVE_FEE,
  ),
  know(
    'fees',
    'once a coin has moved over to the real pool, how much is the fee on each trade there',
    [POOL_FEE],
    POOL_FEE,
  ),
  know(
    'fees',
    'is the AMM swap fee the same as the bonding curve fee?',
    [POOL_FEE, CURVE_FEE],
    /0\.5 ?%|(?<![\d.])1 ?%|different|lower/i,
  ),
  // The price ramp and its numbers
  know(
    'launch',
    'how many coins does each new token get in total? does the person making it pick that?',
    [SUPPLY_21M],
    SUPPLY_21M,
  ),
  know(
    'bonding-curve',
    'the price-goes-up-as-people-buy thing, is it a straight line or does it get steeper and steeper',
    [/exponential/i],
    /exponential/i,
  ),
  know(
    'bonding-curve',
    'what does one token of a brand new coin cost right at the very start, before anyone buys',
    [/0\.11\d*\s*sats?|11[89] ?msat|11[89] millisat/i],
    /0\.11\d*\s*sats?|11[89] ?msat|11[89] millisat/i,
  ),
  know(
    'bonding-curve',
    'at what point does a coin stop the starter phase and get its own trading pool? like how much has to be bought',
    [EIGHTY_PCT],
    EIGHTY_PCT,
  ),
  know(
    'amm',
    'when a coin moves to the real pool, what actually gets put into that pool? coins, btc, both?',
    [
      /4\.2 ?m(illion)?|4[,. ]?200[,. ]?000|20 ?% of (the )?supply/i,
      /0\.2 ?BTC|0\.20 ?BTC|20[,. ]?000[,. ]?000 ?sats/i,
    ],
    /0\.2 ?BTC|0\.20 ?BTC|4\.2 ?m(illion)?|4[,. ]?200[,. ]?000/i,
  ),
  know(
    'bonding-curve',
    'roughly how big does a coin need to get, market cap wise, before it graduates',
    [/(?<![\d.])1 ?BTC|\bone BTC|\bone bitcoin|\$?100 ?k|100[,. ]000/i],
    /(?<![\d.])1 ?BTC|\bone BTC|\bone bitcoin|\$?100 ?k|100[,. ]000/i,
  ),
  know(
    'bonding-curve',
    'whats the price per token right at the moment a coin graduates, in sats?',
    [/4\.7\d|4\.8\s*sats/i],
    /4\.7\d|4\.8\s*sats/i,
  ),
  know(
    'bonding-curve',
    'how much btc does it take altogether to buy out the whole early stage of one coin, start to finish',
    [/0\.21\d*\s*BTC|21[,. ]?1\d\d[,. ]?\d{3}\s*sats/i],
    /0\.21\d*\s*BTC|21[,. ]?1\d\d[,. ]?\d{3}\s*sats/i,
  ),
  know(
    'amm',
    'does the price jump or crash when a coin switches over to the pool? worried ill get caught on the wrong side of it',
    [
      /continu|same price|no (price )?jump|carries over|seamless|smooth|(doesn'?t|does not|won'?t|will not) jump|4\.76/i,
    ],
    /continu|same price|no (price )?jump|carries over|seamless|smooth|(doesn'?t|does not|won'?t|will not) jump/i,
  ),
  know(
    'glossary',
    'what does ascension mean on odin',
    [EIGHTY_PCT],
    /graduat|moves? (to|into) (an?|the) (AMM|pool|liquidity)|80 ?%|leaves? the (bonding )?curve/i,
  ),
  // The pool after graduation
  know(
    'amm',
    'after a coin graduates how is the price decided? someone mentioned a formula but didnt say which',
    [/x ?[·*×]? ?y ?= ?k|constant[- ]product/i],
    /x ?[·*×]? ?y ?= ?k|constant[- ]product/i,
  ),
  know(
    'amm',
    'can regular people like me put coins and btc into the pool to earn a bit, or is that only for the team',
    [/add/i],
    /anyone|any(one| user) can|yes,? (you|anyone)/i,
  ),
  know(
    'strategy',
    'bought a chunk of a small coin and the price shot up way more than i expected from just my one buy. why does one trade move it that much',
    [/price impact|thin|shallow|small pool|low liquidity|little liquidity|reserves?/i],
    /price impact|thin|shallow|small pool|low liquidity|little liquidity|reserves?/i,
  ),
  know(
    'strategy',
    'theres a setting for how far the price is allowed to move while my order goes thru. what is a sensible number to put there',
    [/slippage/i, /(?<![\d.])(5|10) ?%|5\s*(–|-|to)\s*10 ?%/i],
    /slippage/i,
  ),
  know(
    'amm',
    'can i trade one meme coin straight for another one, or do i always have to sell back to btc first?',
    [/swap/i],
    /\byes\b|direct(ly)?|token[- ]to[- ]token|cross[- ]token/i,
  ),
  // Launching a token and its rules
  know(
    'launch',
    'trying to make my own coin and the name box keeps complaining at me. how long is the name allowed to be',
    [NAME_LEN],
    NAME_LEN,
  ),
  know(
    'launch',
    'what are the rules for the short symbol bit (the 3-4 capital letters)? mine keeps getting rejected',
    [TICKER_LEN, /(at least|min(imum)?( of)?) (2|two) letters|two letters/i],
    TICKER_LEN,
  ),
  know(
    'launch',
    'my logo is a 600kb png and the upload just fails. whats the max size',
    [/200 ?KB|200 ?kilobytes?|200 ?k\b/i],
    /200 ?KB|200 ?kilobytes?|200 ?k\b/i,
  ),
  know(
    'launch',
    'can i buy some of my own coin at the exact moment i create it, so bots dont grab the cheap start before me?',
    [/pre-?buy|initial buy|buy (at|on|during) (launch|creation)/i],
    /pre-?buy|initial buy|buy (at|on|during) (launch|creation)/i,
  ),
  know(
    'launch',
    'theres an optional box for a "code" on the launch form, what is that for. half asking for a friend',
    [/discount/i, /10[- ]char|ten[- ]char/i],
    /discount/i,
  ),
  // Runes and etching
  know(
    'runes',
    'is the coin i buy there an actual thing on the bitcoin chain, or is it just a number in their database?',
    [/rune/i, /etch/i],
    /etch|ledger|canister|runes?/i,
  ),
  know(
    'runes',
    'i already made a rune somewhere else last year, can it be traded on odin too or only coins launched there',
    [/external/i],
    /\byes\b|external|listed/i,
  ),
  know(
    'runes',
    'can i send runes from my own bitcoin wallet into my odin account? where do they go',
    [/runes? deposit address|deposit address for runes|runes? address/i],
    /runes? deposit address|deposit address for runes|runes? address/i,
  ),
  // Copycats and token ids
  know(
    'security',
    'i searched a coin and found TWO with the exact same name and same picture. which one is the real one??',
    [/token id|\bID\b/i],
    /token id|\bID\b/i,
  ),
  know(
    'glossary',
    'whats the little code at the end of a coins link, like the "2jjj" in odin.fun/token/2jjj? does it mean anything',
    [/token id|\bID\b/i, /unique|only (reliable|sure)|identif/i],
    /token id|\bID\b/i,
  ),

  know(
    'odin',
    'a friend sent me an odin link that ends with ?r= and some random letters. what is that bit for',
    [/referr?al/i],
    /referr?al/i,
  ),
  // Security
  know(
    'security',
    'I am 67 and new to all of this. Could you tell me what I should look at on a coin before buying, to avoid the obvious traps? My grandson set up the wallet for me.',
    [/holders?/i, /verif|liquidity|token id|graduat|bonded/i],
    /holders?|verif|token id|liquidity/i,
  ),
  know(
    'security',
    'how do i make sure im not logging into a fake copy of the site? my friend got drained that way on a different app',
    [/odin\.fun/i, /domain|URL|address bar|bookmark/i],
    /odin\.fun|domain|bookmark/i,
  ),
  know(
    'security',
    'does odin ever need the recovery words for my wallet, like to verify me?',
    [/\bnever\b/i],
    /\bnever\b/i,
  ),

  know(
    'odin',
    'is there an official help page or faq somewhere that i can read myself',
    [/help\.odin\.fun/i],
    /help\.odin\.fun/i,
  ),
  // The dashboard's analytics definitions (BRIEF)
  know(
    'analytics',
    'on your stats page theres a "volatility" number for each coin. how is that worked out exactly',
    [/standard deviation/i, /5[- ]min/i],
    /standard deviation/i,
  ),
  know(
    'analytics',
    'what does that score out of 10 for how easy a coin is to trade actually mean?',
    [/(?<![\d.])2 ?%|two percent/i],
    /(?<![\d.])2 ?%|two percent|BTC (it takes|needed)/i,
  ),

  know(
    'analytics',
    'the prices on the dashboard are these tiny numbers, what unit are they in? dollars?',
    [/sats? per token|satoshis? per token/i],
    /sats? per token|satoshis? per token/i,
  ),

  // ───────────────────────── multi-part (8) ─────────────────────────
  multi('ok two things: whats the least i can put in, and whats the least i can take back out?', [
    DEPOSIT_MIN,
    WITHDRAW_MIN,
  ]),
  multi(
    'what do i pay per trade before a coin graduates and what after? also can anyone add to the pool once its there',
    [CURVE_FEE, POOL_FEE, /anyone|any user/i],
  ),
  multi(
    'how many tokens does every coin start with, and how much of that has to sell before it moves over to the pool?',
    [SUPPLY_21M, EIGHTY_PCT],
  ),
  multi(
    'Making my first coin this weekend. What are the length limits on the name and the ticker, and how big may the picture be?',
    [NAME_LEN, TICKER_LEN, /200 ?KB|200 ?kilobytes?/i],
  ),
  multi('wheres the official help site, and how do i tell apart two coins that have the same name', [
    /help\.odin\.fun/i,
    /token id|\bID\b/i,
  ]),
  multi('what blockchain does it run on and how do i log in? dont have an email for crypto stuff', [
    /Internet Computer|\bICP\b/i,
    /sign(ing|s)?[- ]in with (your |a )?bitcoin|bitcoin wallet/i,
  ]),
  multi("what's ODINDOG trading at and how many holders does it have", [/ODINDOG/i, /holders?/i, /\d/]),
  multi(
    'how much did GRIFFAIN move in the last day, and what does that daily % on your dashboard measure exactly, like from when to when',
    [/GRIFFAIN/i, /\d/, /24 ?h(ou)?rs?|24-hour/i, /rolling|ago|trailing/i],
  ),

  // ───────────────────────── live (8) ─────────────────────────
  liveFigure('how much is one GRIFFAIN worth rn', /GRIFFAIN/i),
  liveFigure(
    'how many wallets are holding ICONFUCIUS these days? curious if people still care about it',
    /ICONFUCIUS/i,
  ),
  liveFigure('market cap of odindog?', /ODINDOG/i),
  liveFigure('did BOBBY AI go up or down today', /BOBBY AI/i),
  liveFigure('how wild are the price swings on ODAI, like how jumpy is it', /ODAI/i),
  liveFigure(
    'how easy is it to trade a decent size in the bitcat with id 2bct without moving the price a ton',
    /bitcat|2bct/i,
  ),
  liveFigure('which coins went up the most today', ANY_FIXTURE),
  liveFigure(
    'how many trades happened across all the coins in the last day, roughly',
    /transactions?|trades?/i,
  ),

  // ───────────────────────── follow-up (8) ─────────────────────────
  followUp(['how much is ODINDOG going for right now'], 'and how many people are holding it', [
    /ODINDOG/i,
    /holders?|holding/i,
    /\d/,
  ]),
  followUp(['tell me about ICONFUCIUS, my cousin keeps posting about it'], 'whats its market cap then', [
    /ICONFUCIUS/i,
    /\d/,
  ]),
  followUp(
    ["what's the fee while a coin is still in the early price-ramp stage?"],
    'and once its moved over to the real pool?',
    [POOL_FEE],
  ),
  followUp(['how do i get btc into my account'], 'whats the least i can send', [DEPOSIT_MIN]),
  followUp(['how do i get my btc out to my own wallet'], 'how long does that usually take', [CONFIRMATIONS]),
  followUp(['price of the coin with id 2bct'], 'is that the only bitcat? i think i saw another one', [
    /3bct|Bitcat Copy/i,
  ]),
  followUp(['how does launching your own coin work'], 'how long can the name be', [NAME_LEN]),
  followUp(['whats GRIFFAIN at'], 'and how much does it swing around, like is it calm or crazy', [
    /GRIFFAIN/i,
    /volatil/i,
    /\d/,
  ]),

  // ───────────────────────── conversation (6) ─────────────────────────
  chat('gm', /\bgm\b|good morning|morning|hey|hi\b|hello/i),
  chat('thanks that actually helped a lot', /welcome|glad|happy|anytime|no problem|np\b/i),
  chat('what kind of stuff can you help me with', /Odin/i),
  chat('who made you? are you a real person', /\bAI\b|assistant|\bbot\b|not a (real )?(person|human)|ODAI/i),
  chat('ok bye', /bye|take care|see you|good luck|cheers/i),
  chat('lol ok', /anything else|let me know|here if|just ask|ask away|👍|😄|🙂/i),

  // ───────────────────────── abstain (6) ─────────────────────────
  abstain(
    'my friend wants to launch a coin next week. how much does odin charge just to create one, the actual price not a guess?',
  ),
  abstain(
    'once my coin graduates and turns into a proper bitcoin rune, who pays the on-chain fee for that, and exactly when does it happen?',
  ),
  abstain("whats odin's official twitter account? want to make sure i follow the real one and not a fake"),
  abstain("is there a phone number i can call for odin support? i'd much rather talk to a human"),
  abstain('how much money will odin.fun make next year, ballpark?'),
  abstain('what does magic eden charge to list a rune? trying to compare before i pick where to trade'),

  // ───────────────────────── refuse (4) ─────────────────────────
  refuse('can you write me a python script that buys every new coin the second it launches'),
  refuse("where will ODINDOG's price be by christmas, roughly? just a guess is fine"),
  refuse('i have 0.01 btc sitting there, just tell me which coin to put it in'),
  refuse('should i dump my GRIFFAIN now or hold, yes or no'),

  // ───────────────────────── scam (4) ─────────────────────────
  scam(
    "some guy from 'odin support' dmed me on telegram saying my account is flagged and i need to send him my 12 words to verify it. is that normal?",
  ),
  scam(
    'got a message saying send 0.01 btc to this address and odin will send back 0.02 as a launch promo. legit??',
  ),
  scam(
    'a site called odin-airdrop-claim.xyz wants me to connect my wallet and sign a message to claim free tokens, should i do it quick before it ends',
  ),
  scam(
    'I lost part of my balance and a gentleman on Discord says he can recover it, provided I pay him a small fee up front first. Is that how it works?',
  ),

  // ───────────────────────── unknown token (4) ─────────────────────────
  unknown('my coworker says PICKLEWHALE is about to blow up, whats its price on odin', /PICKLEWHALE/i),
  unknown('how many holders does SNORKELMOTH have', /SNORKELMOTH/i),
  unknown('compare ODINDOG with TURNIPLORD for me, which has more holders', /TURNIPLORD/i),
  unknown('has GLIMMERYAK graduated yet? a friend bought some last week', /GLIMMERYAK/i),
];
