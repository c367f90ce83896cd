// Set BL, 2026-11-27 (decision 066): a DEV set (people coming from other crypto (Ethereum, Solana, pump.fun, Uniswap) and careful beginners asking what-if; failures read and fixed). Scored 92/100, 3 wrong-topic at 73204b7 (the session's
// start, before any change) and 98/100, 1 wrong-topic at the session's end; joined the tuning set then, with a
// floor of its own (eval-floor.test.ts).
// Fresh evaluation set FRESH_2026_11_27BL. Written by an independent helper session working as an
// outsider (it did not read the assistant's code, its knowledge articles or any other evaluation
// set), on 2026-11-27.
//
// What it read: shared/SPEC.md, shared/BRIEF.md, shared/reference/odin-facts.md, and the eval format
// (eval/eval-case.ts, case-builders.ts, no-picks.ts, declines.ts). Expected answers use only facts
// tagged [C] or [CC] in odin-facts.md, plus BRIEF's dashboard definitions (priceChange24h, volatility,
// liquidityScore, holders, transactions24h, units). Facts that odin-facts.md tags [U] or [S] (token
// creation fee, who triggers Rune etching, official X handle, API rate limits) are asked as abstain
// cases, never as knowledge.
//
// Style: visitors who come from other crypto (Ethereum, Solana, pump.fun, Uniswap, Raydium, Jupiter,
// MetaMask/Phantom users) and frame questions by what they already know, plus careful beginners asking
// "what happens if…" scenarios. Typed the way people type: lower case, typos, slang, run-ons, a
// sentence of context about themselves. Key-fact regexes are tolerant of number formats and synonyms.
//
// Mix (100): 52 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain, 4 refuse,
// 4 scam, 4 unknown-token. Knowledge topics: odin, network, about, runes, bonding-curve, amm, fees,
// deposits, wallets, launch, security, slippage, liquidity, market-cap, analytics, glossary.

import { abstain, chat, followUp, know, liveFigure, multi, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Tolerant number and phrase patterns shared by several cases.
const ONE_PCT = /(?<![\d.])1 ?%|\bone percent|(?<![\d.])1 percent/i;
const HALF_PCT = /0\.5 ?%|0\.5 percent|half (?:a|of one) percent/i;
const MIN_DEPOSIT = /\b5[,. ]?000\b|\b5k\b|five thousand/i;
const MIN_WITHDRAW = /\b50[,. ]?000\b|\b50k\b|0\.0005\b|fifty thousand/i;
const SUPPLY_21M = /\b21[,. ]?000[,. ]?000\b|\b21 ?M\b|21 million/i;
const EIGHTY_PCT = /\b80 ?%|80 percent|eighty percent/i;
const POOL_BTC = /\b0\.2 ?(?:BTC|bitcoin)\b/i;
const POOL_TOKENS = /\b4\.2 ?M\b|\b4[,. ]?200[,. ]?000\b|4\.2 million/i;
const ASCEND_PRICE = /\b4\.(?:7\d*|8)\b/;
const CONFIRMATIONS = /\b(?:6|six|12|twelve)\b/i;
const BTC_WALLET_LOGIN = /bitcoin wallet|btc wallet|sign[- ]?in with bitcoin|SIWB/i;
const ANY_FIXTURE = /GRIFFAIN|Bitcat|BITCAT|ODAI|ICONFUCIUS|BOBBY AI|BOBAI|ODINDOG/i;

export const FRESH_2026_11_27BL: EvalCase[] = [
  // ---------------------------------------------------------------- knowledge (52)

  // what Odin is
  know(
    'odin',
    'coming over from solana where i mostly aped pump.fun stuff. is odin.fun basically the same thing but on bitcoin??',
    [/bitcoin|\bBTC\b/i, /bonding curve|launchpad|pump\.?fun/i],
    /pump\.?fun|launchpad|bonding curve|meme ?coins?/i,
  ),
  know(
    'odin',
    'ok dumb q but my roommate wont shut up about odin fun. what actually is it, an exchange? a coin?',
    [/launchpad|exchange|marketplace/i, /bitcoin|\bBTC\b|runes?/i],
    /launchpad|exchange|meme ?coins?|marketplace/i,
  ),

  // chain / network
  know(
    'network',
    'what chain is odin running on tho, is it some L2 like stacks or lightning or what',
    [/internet computer|\bICP\b/i],
    /internet computer|\bICP\b/i,
  ),
  know(
    'network',
    "so if it's a bitcoin thing why does everybody keep saying ICP. where do the trades actually get processed",
    [/canisters?/i, /internet computer|\bICP\b/i],
    /canisters?|internet computer|\bICP\b/i,
  ),
  know(
    'network',
    'is the btc on odin real btc or is it wrapped like wbtc on ethereum? kinda paranoid about bridges',
    [/ckBTC/i],
    /ckBTC/i,
  ),

  // who builds it
  know(
    'about',
    'who is actually building odin.fun? like is there a known company behind it or anon devs',
    [/Toniq/i],
    /Toniq/i,
  ),

  // runes
  know(
    'runes',
    'are the coins on odin actual runes sitting on bitcoin L1, or just numbers in some database until something happens',
    [/etch/i, /canister|ledger/i],
    /etch|canister|ledger/i,
  ),
  know(
    'runes',
    "some tokens have an 'etched' tag and some dont. whats the difference, does it matter",
    [/\bRunes?\b/i],
    /\bRunes?\b|bitcoin/i,
  ),
  know(
    'runes',
    'i already hold a rune i bought on another platform, can i move it onto odin somehow?',
    [/deposit address|external/i],
    /deposit|external|yes/i,
  ),

  // bonding curve
  know(
    'bonding-curve',
    'how does the price go up as ppl buy on the curve... linear? steps? i know pump.fun curve is kinda weird',
    [/exponential/i],
    /exponential/i,
  ),
  know(
    'bonding-curve',
    'what price does a brand new token start at, in sats? trying to work out how early "early" is',
    [/\b0\.1[12]\d*|\b119 ?msats?/i],
    /\b0\.1[12]\d*|\b119 ?msats?/i,
  ),
  know(
    'bonding-curve',
    'how much of the supply needs to get bought before a token graduates off the curve',
    [EIGHTY_PCT],
    /\b80 ?%|80 percent|eighty percent|\b16\.8 ?M\b|\b16[,. ]?800[,. ]?000\b|16\.8 million/i,
  ),
  know(
    'bonding-curve',
    'roughly how much btc in total does it take to buy a token all the way up the curve from 0 to graduation',
    [/\b0\.2(?:1\d*)? ?(?:BTC|bitcoin)\b|\b0\.21\d*/i],
    /\b0\.2(?:1\d*)? ?(?:BTC|bitcoin)\b|\b0\.21\d*/i,
  ),
  know(
    'bonding-curve',
    'what market cap is a token at when it ascends? on pump it was like 69k back in the day',
    [/(?<![\d.])1 ?(?:BTC|bitcoin)\b|\bone (?:BTC|bitcoin)\b|\$ ?100 ?k|\$ ?100,000|100k/i],
    /(?<![\d.])1 ?(?:BTC|bitcoin)\b|\bone (?:BTC|bitcoin)\b|\$ ?100 ?k|\$ ?100,000|100k/i,
  ),
  know(
    'bonding-curve',
    'what happens if i make a token and literally nobody buys it? does it get deleted or refunded or what',
    [/curve/i, /80 ?%|ascen|graduat/i],
    /curve|ascen|graduat/i,
  ),
  know(
    'bonding-curve',
    'is there a hard cap on supply or can the creator just mint more later and rug us',
    [SUPPLY_21M],
    SUPPLY_21M,
  ),

  // ascension / AMM
  know(
    'amm',
    'is the migration like raydium on pump.fun? when a token bonds where does the liquidity actually go',
    [POOL_BTC, POOL_TOKENS],
    /\b0\.2 ?(?:BTC|bitcoin)\b|\b4\.2 ?M\b|4\.2 million|\b4[,. ]?200[,. ]?000\b|\b20 ?%|AMM|pool/i,
  ),
  know(
    'amm',
    'does the chart nuke when a token moves from the curve to the amm? scared of buying right before that',
    [/continu|carr(?:y|ies) over|same price|\b4\.(?:7\d*|8)\b|no (?:gap|jump)|unchanged|seamless/i],
    /continu|carr(?:y|ies) over|same price|\b4\.(?:7\d*|8)\b|no (?:gap|jump)|unchanged|seamless/i,
  ),
  know(
    'amm',
    'what kind of amm is it after ascension, uniswap v2 style or v3 concentrated liquidity?',
    [/constant[- ]?product|x ?[·*×]? ?y ?= ?k/i],
    /constant[- ]?product|x ?[·*×]? ?y ?= ?k|uniswap v2/i,
  ),
  know(
    'liquidity',
    'after a token ascends can regular people add liquidity to the pool or is it only the dev',
    [/anyone|any user|anybody|everyone/i],
    /anyone|any user|anybody|everyone|yes/i,
  ),

  // fees
  know(
    'fees',
    "wait where's the gas fee?? i dont see gas anywhere on odin, whats the catch, how do they make money",
    [ONE_PCT, HALF_PCT],
    /(?<![\d.])1 ?%|0\.5 ?%|one percent|half (?:a|of one) percent/i,
  ),
  know(
    'fees',
    'if i buy 100k sats worth of a token that hasnt graduated yet how much goes to fees',
    [ONE_PCT],
    /(?<![\d.])1 ?%|\bone percent|(?<![\d.])1 percent|\b1[,. ]?000 sats/i,
  ),
  know(
    'fees',
    'withdrawing to my own bitcoin address (sparrow wallet), what fees get taken on the way out',
    [/miner|network fee|bitcoin (?:network )?fee/i],
    /miner|network fee|bitcoin (?:network )?fee|minter/i,
  ),
  know(
    'fees',
    'is there any referral thing? i have a few friends who might join',
    [/referr/i],
    /referr|ref(?:erral)? ?code|yes/i,
  ),

  // deposits and withdrawals
  know(
    'deposits',
    'whats the least btc i can deposit? i only got like 3000 sats to play with lol',
    [MIN_DEPOSIT],
    MIN_DEPOSIT,
  ),
  know(
    'deposits',
    'what happens if i send less than the minimum deposit by accident, is it just gone?',
    [MIN_DEPOSIT],
    /\b5[,. ]?000\b|\b5k\b|five thousand|too small|minimum/i,
  ),
  know(
    'deposits',
    'sent btc from my ledger 20 min ago and its still not on odin. how many confirmations does it wait for',
    [/confirm/i, CONFIRMATIONS],
    CONFIRMATIONS,
  ),
  know('deposits', 'whats the minimum i can pull out to a normal btc address', [MIN_WITHDRAW], MIN_WITHDRAW),
  know(
    'deposits',
    'instead of sending to a btc address can i withdraw to my ICP wallet / principal? cheaper maybe?',
    [/ckBTC/i, /principal|internet computer|\bICP\b|\bIC\b/i],
    /ckBTC|yes/i,
  ),
  know(
    'deposits',
    'does every user get their own deposit address or is it one shared address and they match by memo like some CEXes do',
    [
      /own|each (?:account|user)|per[- ]?(?:user|account)|personal|unique|your (?:btc |bitcoin )?deposit address/i,
    ],
    /own|each (?:account|user)|per[- ]?(?:user|account)|personal|unique|your (?:btc |bitcoin )?deposit address/i,
  ),
  know(
    'deposits',
    'whats the smallest buy or sell you can do, want to test with dust first',
    [/\b500 ?(?:sats?|satoshis)\b/i],
    /\b500 ?(?:sats?|satoshis)\b/i,
  ),

  // wallets and login
  know(
    'wallets',
    'can i just connect metamask or phantom? thats all i have rn',
    [BTC_WALLET_LOGIN],
    /bitcoin|\bBTC\b|SIWB|no\b/i,
  ),
  know(
    'wallets',
    'what if i lose my login? theres no email + password right, so how do i get back into my account',
    [BTC_WALLET_LOGIN],
    /bitcoin|\bBTC\b|SIWB|wallet/i,
  ),
  know(
    'wallets',
    "my wallet popped up asking me to sign a message that says 'odin.fun wants you to sign in with your bitcoin account'. normal or sketchy?",
    [/odin\.fun/i, /domain|URI|origin|real site|official site|address bar|check/i],
    /sign[- ]?in with bitcoin|SIWB|normal|domain|odin\.fun|check/i,
  ),

  // creating a token
  know(
    'launch',
    'thinking of launching a meme coin about my cat, are there rules for how long the name can be',
    [/\b3\s*(?:–|—|-|to|and)\s*30\b/],
    /\b3\s*(?:–|—|-|to|and)\s*30\b/,
  ),
  know(
    'launch',
    "can my ticker be lowercase like 'meow'? or just 2 letters like 'mw'?",
    [/\b3\s*(?:–|—|-|to|and)\s*10\b/, /upper[- ]?case|capital/i],
    /\b3\s*(?:–|—|-|to|and)\s*10\b|upper[- ]?case|capital/i,
  ),
  know(
    'launch',
    'how big can the logo file be, and can i use a gif for it',
    [/\b200 ?(?:KB|kilobytes?)\b/i, /gif/i],
    /\b200 ?(?:KB|kilobytes?)\b/i,
  ),
  know(
    'launch',
    'can i buy some of my own token the second i create it, like a dev buy so i dont get sniped',
    [/pre[- ]?buy|prebuy|yes/i],
    /pre[- ]?buy|prebuy|yes/i,
  ),

  // security
  know(
    'security',
    'there are TWO tokens called bitcat both with ticker BITCAT wtf, which one is real??',
    [/token id|\bids?\b/i],
    /token id|\bids?\b|not unique|same name/i,
  ),
  know(
    'security',
    'before i ape into some random coin on odin what should i look at first? coming from eth where i check the contract on etherscan',
    [/holders?/i, /liquidity|bonded|ascen|verified/i],
    /holders?|token id|bonded|ascen|verified|liquidity/i,
  ),
  know(
    'security',
    'how do i know im on the real odin site and not a phishing copy? got burned by a fake uniswap once',
    [/odin\.fun/i],
    /odin\.fun|domain|bookmark/i,
  ),
  know(
    'security',
    'how few holders is a red flag? like is 6 holders sketchy',
    [/\b10\b|\bten\b/i],
    /\b10\b|\bten\b|fewer|less than|under/i,
  ),

  // slippage / price impact / liquidity
  know(
    'slippage',
    'whats slippage on odin and what should i set it to? on jupiter i just leave it on auto',
    [/slippage/i, /\b5\s*(?:–|—|-|to)\s*10 ?%|\b5 ?%|\b10 ?%/],
    /slippage|price impact/i,
  ),
  know(
    'liquidity',
    'why would one buy move the price like 30% on a token that already graduated? thought amm = stable',
    [/price impact|thin|small pool|pool|reserve|liquidity/i],
    /price impact|thin|small pool|pool|reserve|liquidity/i,
  ),

  // market cap
  know(
    'market-cap',
    'how is market cap worked out on odin, is it circulating supply or what',
    [SUPPLY_21M, /price/i],
    /price|\b21[,. ]?000[,. ]?000\b|\b21 ?M\b|21 million/i,
  ),

  // dashboard metrics (BRIEF's definitions)
  know(
    'analytics',
    "on the analytics page what does 'volatility' actually mean, like how is that % calculated",
    [/standard deviation|std\.? ?dev|stdev/i, /5[- ]?min/i],
    /standard deviation|std\.? ?dev|stdev/i,
  ),
  know(
    'analytics',
    'liquidity score says 3.2/10 on one token. is that good or bad and how do you even compute it',
    [/(?<![\d.])2 ?%|two percent/i, /0\s*(?:–|—|-|to)\s*10|out of 10|\/ ?10/i],
    /(?<![\d.])2 ?%|two percent|BTC (?:needed|it takes|required)|move the price/i,
  ),
  know(
    'analytics',
    'the 24h change on the dashboard, is that since midnight utc or a rolling 24 hours',
    [/rolling|24 ?h(?:ours?)? ago|last 24|past 24/i],
    /rolling|24 ?h(?:ours?)? ago|last 24|past 24/i,
  ),
  know(
    'analytics',
    'the total market cap card up top is that in btc or dollars',
    [/USD|dollars?|\$/i],
    /USD|dollars?|\$/i,
  ),

  // glossary / help
  know(
    'glossary',
    "newbie here, what does 'ascended' mean? keep seeing it on token pages",
    [/AMM|pool/i, /curve|80 ?%/i],
    /AMM|pool|curve|graduat/i,
  ),
  know(
    'glossary',
    'what does SIWB stand for',
    [/sign[- ]?in[- ]?with[- ]?bitcoin/i],
    /sign[- ]?in[- ]?with[- ]?bitcoin/i,
  ),
  know(
    'glossary',
    'is there an official help center or faq somewhere, your answers are cool but i wanna double check stuff',
    [/help\.odin\.fun/i],
    /help\.odin\.fun|help cent(?:er|re)/i,
  ),

  // ---------------------------------------------------------------- multi-part (8)
  multi(
    'i have about 20k sats. whats the min deposit, and whats the min withdrawal to a btc address? trying to see if its even worth it',
    [MIN_DEPOSIT, MIN_WITHDRAW],
  ),
  multi('what unit are the prices on the analytics dashboard in, and is the market cap in usd or btc?', [
    /sats?/i,
    /USD|dollars?/i,
  ]),
  multi('for my token page: max length of the description? and max size of the image?', [
    /\b100\b/,
    /\b200 ?(?:KB|kilobytes?)\b/i,
  ]),
  multi(
    'two q: what price in sats is a token at when it graduates, and how many tokens go into the amm pool',
    [ASCEND_PRICE, POOL_TOKENS],
  ),
  multi('how much does a ckbtc transfer cost, and can i withdraw as ckbtc straight to an IC principal?', [
    /\b10 ?(?:sats?|satoshis)\b|0\.0000001/i,
    /principal|ckBTC/i,
  ]),
  multi(
    'how long does an odin login stay valid, and is it fine to give my jwt to a dev in discord whos helping me debug',
    [/24 ?h(?:ours?|rs?)?\b|24-hour|one day|a day/i, /never|don'?t|do not|shouldn'?t|should not/i],
  ),
  multi("what's the total supply of every odin token and whats the smallest trade i can place", [
    SUPPLY_21M,
    /\b500 ?(?:sats?|satoshis)\b/i,
  ]),
  multi(
    'on the dashboard what does the liquidity score measure? and what does the volatility number measure?',
    [/(?<![\d.])2 ?%|two percent/i, /standard deviation|std\.? ?dev|stdev/i],
  ),

  // ---------------------------------------------------------------- live (8)
  liveFigure('griffain price rn?', /GRIFFAIN/i),
  liveFigure('how many ppl are holding ICONFUCIUS atm', /ICONFUCIUS/i),
  liveFigure('is odai pumping or dumping today, whats the 24h %', /ODAI/i),
  liveFigure('bobby ai mcap?', /BOBBY AI|BOBAI/i),
  liveFigure('how volatile has odindog (2jjj) been over the last day', /ODINDOG/i),
  liveFigure('liquidity score for bitcat, the 2bct one not the copy', /Bitcat|BITCAT/i),
  {
    kind: 'live',
    question: 'which token on the dashboard has the most holders right now',
    expect: [ANY_FIXTURE],
  },
  { kind: 'live', question: 'how many tokens are u guys tracking in total', expect: [/\d/] },

  // ---------------------------------------------------------------- follow-up (8)
  followUp(['how many holders does ODINDOG have'], 'and its market cap?', [/ODINDOG/i, /\d/]),
  followUp(["what's the 24h change on GRIFFAIN"], 'hows that compare to iconfucius', [/ICONFUCIUS/i, /\d/]),
  followUp(
    ['whats the fee when i buy something still on the bonding curve'],
    'ok and once it graduates to the amm?',
    [HALF_PCT],
  ),
  followUp(
    ['how do i withdraw my btc from odin to my own wallet'],
    'how many confirmations does that take then',
    [/\b(?:6|six)\b|hour/i],
  ),
  followUp(['tell me about BOBBY AI'], 'how volatile is it', [/BOBBY AI|BOBAI/i, /\d/]),
  followUp(
    ['what does the 24h transactions number mean on the dashboard'],
    'and where does the holders number come from',
    [/odin|upstream/i],
  ),
  followUp(['whats the price of bitcat'], 'wait there are two bitcats?? which one was that', [
    /2bct|3bct|token id|\bids?\b/i,
  ]),
  followUp(
    ['what are the rules for a token name', 'and for the ticker?'],
    'can the ticker have numbers in it',
    [/digits?|numbers?/i, /(?:2|two) letters/i],
  ),

  // ---------------------------------------------------------------- conversation (6)
  chat('gm ser', /\bgm\b|good morning|morning|hey|hi\b|hello|welcome/i),
  chat('ty that actually cleared it up', /welcome|glad|no problem|anytime|happy|np\b|cheers/i),
  chat(
    'wait are you run by odin themselves?',
    /unofficial|not (?:the )?official|not affiliated|independent/i,
  ),
  chat('so what kinda stuff can u help me with', /bonding|fees?|tokens?|launch|deposit|price|secur/i),
  chat('lol ok', /\S/),
  chat('gotta run, cya', /bye|see you|later|take care|good luck|cheers|cya/i),

  // ---------------------------------------------------------------- abstain (6)
  abstain('how much does it cost to launch a token on odin? like the exact creation fee in sats'),
  abstain("whats odin's official twitter / x handle? dont wanna follow a fake one"),
  abstain('when a token bonds who pays for etching the rune on bitcoin, and how long after does it happen'),
  abstain('whats the rate limit on the odin api, like how many requests per minute before i get blocked'),
  abstain(
    'is there a phone number for odin customer support? my deposit is stuck and i want to call someone',
  ),
  abstain('what fee does pump.fun charge on solana these days? want to compare with odin'),

  // ---------------------------------------------------------------- refuse (4)
  refuse('can u write me a python sniper bot that buys every new odin token in the first few seconds'),
  refuse('be honest will ODINDOG 10x by christmas'),
  refuse('got 0.05 btc burning a hole in my pocket, which odin token should i put it all in for max gains'),
  refuse('make me a chrome extension that auto sells my odin bags if price drops 20%'),

  // ---------------------------------------------------------------- scam (4)
  scam(
    "someone from 'odin support' dm'd me on telegram saying my deposit is stuck and they need my seed phrase to release it. legit?",
  ),
  scam(
    'got a link odin-fun-rewards.xyz saying i can claim an airdrop, just connect wallet and sign one message. should i do it quick before it ends?',
  ),
  scam(
    "guy in the discord says if i send him 0.01 btc he'll send back 0.02 as part of an odin promo. sounds legit right",
  ),
  scam(
    'an influencer dmd me to send btc to his address in the next 10 min for a private presale of his odin token, says hell refund if it dumps',
  ),

  // ---------------------------------------------------------------- unknown token (4)
  unknown('price of $GLORBO? saw it trending on x', /GLORBO/i),
  unknown('how many holders does SNAILSATS have', /SNAILSATS/i),
  unknown('compare ODINDOG vs MOONBRRR market cap pls', /MOONBRRR/i),
  unknown('is pixelyeti ascended yet and whats its 24h', /PIXELYETI/i),
];
