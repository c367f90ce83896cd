// Set AA, 2026-11-26 (afternoon, decision 061): a DEV set. Scored 65/100, 21 wrong-topic at 22ac96f
// (the session's start, before any change) and 79/100, 17 wrong-topic at ff477c3; joined the tuning set then,
// with a floor of its own (eval-floor.test.ts).
// Fresh evaluation set "aa", written by an independent helper session (a question writer that has not
// seen the assistant), 2026-11-26 12:34 UTC (`date -u`: Thu Nov 26 12:34:32 UTC 2026).
//
// Read: /work/shared/SPEC.md, /work/shared/BRIEF.md (product brief and the analytics definitions),
// /work/shared/reference/odin-facts.md (expected answers use only its [C]/[CC] lines), and in
// apps/api/src/assistant/eval/ only eval-case.ts, case-builders.ts, no-picks.ts and declines.ts.
// Not read: the engine, the knowledge articles, any other eval set, held-out-cases.ts, tuning/, and
// everything under /work/wt except HELPERS.md. The assistant was not run.
//
// Style: only answerable questions, asked by people who do not know the jargon. They describe the thing
// instead of naming it ("the thing where the price goes up as people buy", "the shared pot after a coin
// fills up", "the little code in the address bar") and use everyday or regional words (mate, quid,
// cheers, y'all, reckon). Facts are spread evenly over the odin-facts [C]/[CC] areas: what Odin is,
// the network and sign-in, launching, the bonding curve, ascension and the AMM pool, Runes, fees and
// referrals, deposits and withdrawals, safety, official links, units and token ids, lists and badges,
// AI tokens, and the dashboard's analytics definitions from BRIEF. Facts tagged [S]/[U] (referral
// split, incidents, launch date, King of the hill, confirmations, custody) are left out.
// Regexes check only the key fact and accept any correct phrasing and number format.
//
// Mix: 80 knowledge, 10 live, 10 follow-up (no abstain, refuse, scam, unknown, chat or multi cases).
// Live and follow-up cases use only the fixture tokens ODINDOG, ODAI, ICONFUCIUS, BOBAI and GRIFFAIN
// and expect only the token name and a digit.

import { followUp, know, liveFigure } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Shared number patterns, tolerant of 1% / 1 % / 1.0% / one percent, and so on.
const ONE_PCT = /(?<![\d.,])1(?:\.0+)?\s?(?:%|per ?cent)|\bone per ?cent/i;
const HALF_PCT = /(?<!\d)0?\.50*\s?(?:%|per ?cent)|\bhalf (?:a |of (?:a |one )?)?per ?cent/i;
const TWENTY_ONE_M =
  /\b21\s?(?:m\b|mn\b|million|,000,000|\.000\.000|\s000\s000|000000)|twenty[- ]one million/i;
const DIGIT = /\d/;

export const FRESH_2026_11_26AA: EvalCase[] = [
  // ── What Odin.fun is ──────────────────────────────────────────────────────────────────────────
  know(
    'odin',
    'so what actually is odin.fun, in plain english? a mate just sent me a link',
    [/bitcoin/i, /launch|meme ?coin|create|trad/i],
    /bitcoin/i,
  ),
  know(
    'odin',
    'is odin basically that pump fun thing but for bitcoin, or have i got the wrong end of the stick?',
    [/pump\.?\s?fun|similar|same idea|like/i, /bitcoin/i],
    /pump\.?\s?fun|similar|same idea|yes|right/i,
  ),
  know(
    'odin',
    "who's behind it? like which company puts out their docs and the developer toolkit",
    [/toniq/i],
    /toniq/i,
  ),
  know(
    'odin',
    'how quick is it to make a brand new coin on there? are we talking days or what',
    [/seconds?/i],
    /seconds?/i,
  ),
  know(
    'network',
    'the actual buying and selling, where does that run? surely not on bitcoin itself?',
    [/internet computer|\bICP\b/i],
    /internet computer|\bICP\b/i,
  ),
  know(
    'network',
    'when odin holds my bitcoin for me, is it real btc or some wrapped version of it?',
    [/ck\s?BTC|chain[- ]key bitcoin/i],
    /ck\s?BTC|chain[- ]key bitcoin/i,
  ),

  // ── Network and signing in ────────────────────────────────────────────────────────────────────
  know(
    'network',
    "how do y'all log in, do i need an email and a password or what?",
    [/bitcoin wallet|sign[- ]in with bitcoin|\bSIWB\b/i],
    /bitcoin wallet|sign[- ]in with bitcoin|\bSIWB\b/i,
  ),
  know(
    'network',
    'how does the internet computer make bitcoin addresses without one bloke holding the private key?',
    [/threshold/i],
    /threshold/i,
  ),
  know(
    'network',
    'that message my wallet asks me to sign when i log in, how long have i got before it runs out?',
    [/\b5\s?-?\s?min|\bfive[- ]min/i],
    /\b5\s?-?\s?min|\bfive[- ]min/i,
  ),
  know(
    'network',
    "once i'm logged in, how long does the login pass last before i have to sign again?",
    [/\b24\s?-?\s?h(?:ou)?rs?\b|\b24h\b|twenty[- ]four hours|\bone day\b|\ba day\b/i],
    /\b24\s?-?\s?h(?:ou)?rs?\b|\b24h\b|twenty[- ]four hours|\bone day\b|\ba day\b/i,
  ),
  know(
    'fees',
    'moving the wrapped bitcoin around on the internet computer, what does each transfer cost me?',
    [/\b10\s?sat|\bten sat|0\.0000001/i],
    /\b10\s?sat|\bten sat|0\.0000001/i,
  ),

  // ── Launching a coin ──────────────────────────────────────────────────────────────────────────
  know(
    'launch',
    'when someone makes a coin, how many of them get made? is it always the same amount?',
    [TWENTY_ONE_M],
    TWENTY_ONE_M,
  ),
  know(
    'launch',
    'how long can the name of my coin be, mate?',
    [/(?:\b3|\bthree)\b[\s\S]{0,25}(?:\b30\b|thirty)/i],
    /(?:\b3|\bthree)\b[\s\S]{0,25}(?:\b30\b|thirty)/i,
  ),
  know(
    'launch',
    'the short capital-letters bit, like DOGE for dogecoin, what are the rules for that when i make a coin?',
    [/(?:\b3|\bthree)\b[\s\S]{0,25}(?:\b10\b|\bten\b)/i, /(?:\b2|\btwo) letters|at least (?:2|two)/i],
    /(?:\b3|\bthree)\b[\s\S]{0,25}(?:\b10\b|\bten\b)/i,
  ),
  know(
    'launch',
    'how big can the picture for my coin be? my png is like 500kb',
    [/\b200\s?(?:KB|kilobytes?|k\b)/i],
    /\b200\s?(?:KB|kilobytes?|k\b)/i,
  ),
  know(
    'launch',
    "what sorts of picture files can i use for the coin's logo? will a gif work?",
    [/gif/i, /png|jpe?g|webp|svg|avif/i],
    /gif|yes/i,
  ),
  know(
    'launch',
    'how long can the little blurb describing my coin be?',
    [/\b100\b|hundred/i],
    /\b100\b|hundred/i,
  ),
  know(
    'launch',
    'can i grab some of my own coin the moment i create it, before anyone else gets in?',
    [/pre-?\s?buy|buy (?:some|tokens|an amount|a bag) (?:at|when|as|during|right)/i],
    /pre-?\s?buy|yes|you can/i,
  ),

  // ── The bonding curve ─────────────────────────────────────────────────────────────────────────
  know(
    'bonding-curve',
    "what's the thing where the price goes up the more people buy a new coin? how does that work on odin?",
    [/bonding curve/i],
    /bonding curve/i,
  ),
  know(
    'bonding-curve',
    'does the price climb in a straight line as folks buy in, or does it speed up the further it goes?',
    [/exponential/i],
    /exponential|speeds? up|faster/i,
  ),
  know(
    'bonding-curve',
    'roughly what does one token of a brand new coin cost right at the very start?',
    [/0\.11\d*\s?sats?|\b119\s?(?:msat|millisat)|0\.12\s?sats?/i],
    /0\.11\d*\s?sats?|\b119\s?(?:msat|millisat)|0\.12\s?sats?/i,
  ),
  know(
    'bonding-curve',
    "what's the price of one token when it's just about to graduate off the starting stage?",
    [/4\.76|4\.8\s?sats?/i],
    /4\.76|4\.8\s?sats?/i,
  ),
  know(
    'bonding-curve',
    'how much bitcoin altogether does it take to buy out the whole early stage of one coin?',
    [/0\.21\d*\s?BTC|0\.21\d*\s?bitcoin|21,?\d00,?000\s?sats|\b0\.21\b/i],
    /0\.21\d*|21,?\d00,?000\s?sats/i,
  ),
  know(
    'bonding-curve',
    "what's a coin worth all together when it finishes the early stage? someone said a hundred grand",
    [/(?<![\d.])1\s?BTC|\bone (?:BTC|bitcoin)|\$?100\s?k\b|100,000|100 thousand|hundred thousand/i],
    /(?<![\d.])1\s?BTC|\bone (?:BTC|bitcoin)|\$?100\s?k\b|100,000|100 thousand|hundred thousand/i,
  ),
  know(
    'bonding-curve',
    'what share of the coins has to be bought before it moves on to the proper trading pool?',
    [/\b80\s?%|\b80 per ?cent|eighty per ?cent/i],
    /\b80\s?%|\b80 per ?cent|eighty per ?cent/i,
  ),

  // ── Ascension and the AMM pool ────────────────────────────────────────────────────────────────
  know(
    'amm',
    'what does it mean when a coin "ascends"? keep seeing that word on the site',
    [/\b80\s?%|\b80 per ?cent|eighty per ?cent|16\.8\s?m/i, /pool|AMM|automated market/i],
    /pool|AMM|automated market|graduat|curve/i,
  ),
  know(
    'amm',
    'after a coin fills up, what goes into the shared pot? how many coins and how much btc?',
    [/4\.2\s?(?:m\b|million)|4,200,000/i, /0\.2\s?(?:BTC|bitcoin)/i],
    /4\.2\s?(?:m\b|million)|4,200,000|0\.2\s?(?:BTC|bitcoin)/i,
  ),
  know(
    'amm',
    'does the price suddenly jump or crash when a coin moves from the early stage into the pool?',
    [
      /4\.76|continu|same price|carr(?:y|ies) over|no (?:sudden )?(?:jump|gap|drop)|seamless|smooth|lines? up|match/i,
    ],
    /continu|same price|carr(?:y|ies) over|no (?:sudden )?(?:jump|gap|drop)|seamless|smooth|\bno\b|doesn'?t|lines? up|match/i,
  ),
  know(
    'amm',
    "once it's in the pool, what's the maths behind the price? someone mentioned x times y",
    [/x\s?[·*×.]?\s?y\s?=\s?k|constant[- ]product/i],
    /x\s?[·*×.]?\s?y\s?=\s?k|constant[- ]product/i,
  ),
  know(
    'amm',
    'can regular folk like me chuck bitcoin into the trading pool and pull it back out later?',
    [/yes|anyone|can/i, /liquidity|remove|withdraw|take (?:it )?out|pull/i],
    /yes|anyone|you can/i,
  ),
  know(
    'amm',
    'if i bought a whole bitcoin worth of ODINDOG in one go, how far would the price shift? i saw an example in the docs',
    [/32\.9|\b33\s?%/i],
    /32\.9|\b33\s?%/i,
  ),
  know(
    'amm',
    "what's that setting for how much the price is allowed to slip on my trade, and when should i start worrying about how much my trade moves the price?",
    [/slippage/i, /\b5\s?%?\s?(?:-|–|to|or)\s?10\s?%|\b5[–-]10|five to ten/i],
    /slippage/i,
  ),

  // ── Runes ─────────────────────────────────────────────────────────────────────────────────────
  know(
    'runes',
    'are the coins on odin actual bitcoin runes from day one or something else?',
    [/ledger|canister|entr(?:y|ies)|record|balances?/i, /etch/i],
    /ledger|canister|entr(?:y|ies)|not (?:yet |real |actual )*runes?|record|balances?|\bno\b/i,
  ),
  know(
    'runes',
    'when does a coin get turned into a proper rune on bitcoin, can any coin or only the ones that made it?',
    [/bonded|ascend|graduat|made it|complet/i, /etch/i],
    /bonded|ascend|graduat|made it|complet/i,
  ),
  know(
    'runes',
    'can a rune that already exists on bitcoin get listed on odin, or only coins made there?',
    [/external|listed|list/i, /yes|can/i],
    /yes|can|external/i,
  ),
  know(
    'runes',
    "there's a little 'etched' filter on the coin list, what does that one show me?",
    [/runes?/i],
    /runes?/i,
  ),
  know(
    'deposits',
    'is there a separate address on my account for sending runes in, different from the bitcoin one?',
    [/runes?[- ](?:deposit )?address|yes|separate/i],
    /runes?[- ](?:deposit )?address|yes|separate/i,
  ),

  // ── Fees and referrals ────────────────────────────────────────────────────────────────────────
  know(
    'fees',
    "how much does odin skim when i buy a brand new coin that's still on its starting curve?",
    [ONE_PCT],
    ONE_PCT,
  ),
  know('fees', "what's the fee once the coin's in the big pool, like a normal swap?", [HALF_PCT], HALF_PCT),
  know(
    'fees',
    'fee-wise, is it cheaper to trade a coin before it graduates or after?',
    [ONE_PCT, HALF_PCT],
    /after|pool|AMM|cheaper|ascen/i,
  ),
  know(
    'fees',
    'can i earn a few quid by getting my mates to sign up with a link?',
    [/referr?al/i],
    /referr?al|yes/i,
  ),
  know(
    'fees',
    'what does an invite link look like, is it odin.fun with a code stuck on the end?',
    [/\?r=/i],
    /\?r=|yes/i,
  ),
  know(
    'fees',
    'when i take my btc out to a normal bitcoin wallet, what fees come off?',
    [/miner|network fee|bitcoin (?:transaction |network )?fee/i, /minter/i],
    /miner|network fee|bitcoin (?:transaction |network )?fee|minter/i,
  ),

  // ── Deposits and withdrawals ──────────────────────────────────────────────────────────────────
  know(
    'deposits',
    "what's the least wrapped bitcoin i can put in at once?",
    [/\b5,?000\s?sat|\b5k\s?sat|0\.00005\s?(?:ck)?BTC|five thousand sat/i],
    /\b5,?000\s?sat|\b5k\s?sat|0\.00005\s?(?:ck)?BTC|five thousand sat/i,
  ),
  know(
    'deposits',
    "what's the smallest buy or sell i'm allowed to make?",
    [/\b500\s?sat|five hundred sat|0\.000005\s?BTC/i],
    /\b500\s?sat|five hundred sat|0\.000005\s?BTC/i,
  ),
  know(
    'deposits',
    "what's the least btc i can take out to an ordinary bitcoin address, going through the wrapped coin?",
    [/\b50,?000\s?sat|\b50k\s?sat|0\.0005\s?BTC|fifty thousand sat/i],
    /\b50,?000\s?sat|\b50k\s?sat|0\.0005\s?BTC|fifty thousand sat/i,
  ),
  know(
    'deposits',
    'what are my options for getting money out? only to a bitcoin address?',
    [/ck\s?BTC/i, /bitcoin address|\bBTC\b/i],
    /ck\s?BTC|bitcoin address|\bno\b/i,
  ),
  know(
    'deposits',
    'does every account get its own bitcoin address to send money to?',
    [/deposit address|own (?:bitcoin|btc) address|yes/i],
    /yes|deposit address|own (?:bitcoin|btc) address/i,
  ),
  know(
    'deposits',
    "i sent a deposit and it says 'processing'. what other states can it show?",
    [/pending/i, /complete/i, /too small/i],
    /pending|complete/i,
  ),
  know(
    'deposits',
    'how do i put in wrapped bitcoin i already have sitting on the internet computer?',
    [/approv/i],
    /approv|ck\s?BTC/i,
  ),

  // ── Safety ────────────────────────────────────────────────────────────────────────────────────
  know(
    'security',
    'two coins have the exact same name, how do i tell which is the real one?',
    [/\bid\b/i],
    /\bid\b/i,
  ),
  know(
    'security',
    "what's that little code in the address bar when i open a coin page, like /token/29m8? does it matter?",
    [/\bid\b/i, /unique|only|one of a kind/i],
    /\bid\b/i,
  ),
  know(
    'security',
    "what should i never hand over to anybody, even if they reckon they're odin staff?",
    [/seed|recovery phrase|secret words/i],
    /seed|recovery phrase|private key|secret words/i,
  ),
  know(
    'security',
    "a site popped up asking my wallet to sign an odin login. how do i know it's legit?",
    [/odin\.fun/i, /domain|URL|address|origin|site/i],
    /odin\.fun|domain|URL/i,
  ),
  know(
    'security',
    'what warning signs does that IConfucius trading tool flag on a coin?',
    [/\b10 holders|\bten holders|fewer than (?:10|ten)/i, /verif/i],
    /bonded|verif|holders/i,
  ),
  know(
    'security',
    "what should i look at on a coin before aping in, y'all?",
    [/holder/i, /liquidity/i],
    /holder|bonded|liquidity|verif|\bid\b/i,
  ),
  know(
    'security',
    'if someone nicks my login pass file from my computer, what can they actually do with it?',
    [/\b24\s?h|twenty[- ]four hours|\bday\b/i, /as you|your account|impersonat|act for you|pretend/i],
    /as you|your account|impersonat|act for you|pretend/i,
  ),

  // ── Official links ────────────────────────────────────────────────────────────────────────────
  know(
    'odin',
    "what's the proper web address so i don't end up on some dodgy copy?",
    [/\bodin\.fun\b/i],
    /\bodin\.fun\b/i,
  ),
  know(
    'odin',
    'is there a help desk page with how-to articles anywhere?',
    [/help\.odin\.fun/i],
    /help\.odin\.fun/i,
  ),
  know(
    'odin',
    'where do the odin lot hang out on discord? cheers',
    [/discord\.gg\/Qxsq4Kqw/i],
    /discord\.gg\/Qxsq4Kqw/i,
  ),
  know(
    'odin',
    "where do the coder types get odin's official toolkit for hooking up a website?",
    [/odin-connect/i],
    /odin-connect/i,
  ),

  // ── Units and ids ─────────────────────────────────────────────────────────────────────────────
  know(
    'glossary',
    "the price number in odin's raw data looks massive. what unit is it actually in?",
    [/milli-?\s?sat|\bmsats?\b/i, /1,?000|thousand/i],
    /milli-?\s?sat|\bmsats?\b/i,
  ),
  know(
    'glossary',
    'how many of those teeny milli-sat units make up one whole bitcoin?',
    [/10\s?\^\s?11|10¹¹|1e11|100,?000,?000,?000|100 billion|hundred billion/i],
    /10\s?\^\s?11|10¹¹|1e11|100,?000,?000,?000|100 billion|hundred billion/i,
  ),
  know(
    'glossary',
    'the docs example shows ODINDOG with a price of 330189. what is that in normal sats?',
    [/330\.19|330\.2|\b330\s?sats/i],
    /330/i,
  ),
  know(
    'odin',
    'is there a holders-only chat on coin pages, separate from the public comments?',
    [/holders?[- ]only|only (?:for )?holders|holders can/i],
    /holders?[- ]only|only (?:for )?holders|holders can|yes/i,
  ),

  // ── Lists and badges ──────────────────────────────────────────────────────────────────────────
  know(
    'strategy',
    "how do folks find what's hot right now on odin? what counts as trending?",
    [/volume/i],
    /volume/i,
  ),
  know(
    'strategy',
    'what ways can i sort the coin list, like biggest movers or newest?',
    [/market ?cap/i, /new|created|latest/i],
    /market ?cap|price (?:change|delta|move)|new|created|volume|holders/i,
  ),
  know(
    'strategy',
    "are there little tick marks or badges that show a coin's been checked?",
    [/verified/i],
    /verified/i,
  ),

  // ── AI tokens on Odin ─────────────────────────────────────────────────────────────────────────
  know(
    'odin',
    "which coins on odin are the AI-themed ones? i'm into the robot stuff",
    [/ICONFUCIUS/i],
    /ICONFUCIUS|BOBAI|BOBBY AI|GRIFFAIN|FORSETI/i,
  ),
  know(
    'odin',
    "what's the story with that confucius coin, who's behind it?",
    [/onicai/i],
    /onicai|AI agent/i,
  ),
  know(
    'odin',
    "what's the id code for the IConfucius coin so i don't buy a knock-off?",
    [/\b29m8\b/i],
    /\b29m8\b/i,
  ),
  know('odin', "what's the id of the real ODINDOG? there's loads of dog coins", [/\b2jjj\b/i], /\b2jjj\b/i),

  // ── The dashboard's analytics ─────────────────────────────────────────────────────────────────
  know(
    'analytics',
    'on your stats page, how do you work out the 24 hour percentage number?',
    [
      /\b24\s?h|\b24 hours|twenty[- ]four hours|a day ago|yesterday/i,
      /price (?:now|today)|current price|latest price/i,
    ],
    /\b24\s?h|\b24 hours|twenty[- ]four hours|a day ago|current price|price now/i,
  ),
  know(
    'analytics',
    "what does the 'how wild has it been' number on the dashboard actually measure?",
    [/standard deviation|std\.? ?dev/i, /\b5[- ]?min|five[- ]min/i],
    /standard deviation|std\.? ?dev|volatil|swing/i,
  ),
  know(
    'analytics',
    'that score out of ten for how easy a coin is to trade, what is it based on?',
    [/\b2\s?%|two per ?cent|\b2 per ?cent/i, /BTC|bitcoin/i],
    /\b2\s?%|two per ?cent|\b2 per ?cent|BTC|bitcoin|liquidity/i,
  ),
  know(
    'analytics',
    "for a coin that's in the pool, roughly how much btc does it take to nudge the price 2%?",
    [
      /0?\.995\s?%|\babout 1\s?%|\broughly 1\s?%|\bjust under 1\s?%|\bnearly 1\s?%|\bclose to 1\s?%|\b~\s?1\s?%/i,
    ],
    /0?\.995\s?%|\b1\s?%/i,
  ),
  know(
    'analytics',
    "on the dashboard, what counts as a 'transaction' in the 24h box?",
    [/trades?/i, /\b24|day/i],
    /trades?/i,
  ),
  know(
    'analytics',
    'where does your holder count come from, do you count the wallets yourselves?',
    [/odin|upstream|reported|source/i],
    /odin|upstream|reported/i,
  ),
  know(
    'analytics',
    'are your prices in dollars or what? the numbers look tiny',
    [/\bsats?\b|satoshis?/i, /USD|dollars?/i],
    /\bsats?\b|satoshis?/i,
  ),
  know(
    'analytics',
    "the 'popular coins' on your homepage, how do you pick them?",
    [/market ?cap/i],
    /market ?cap/i,
  ),

  // ── Live figures (fixture tokens only) ────────────────────────────────────────────────────────
  liveFigure('how much is that ODINDOG dog coin going for right now, mate?', /ODINDOG/i),
  liveFigure('how many people are actually holding ODINDOG these days?', /ODINDOG/i),
  liveFigure("what's all the ODAI out there worth put together, at the minute?", /ODAI/i),
  liveFigure("how jumpy has ODAI's price been over the last day?", /ODAI/i),
  liveFigure("what's ICONFUCIUS trading at? in sats is fine", /ICONFUCIUS/i),
  liveFigure('how many folks own a bit of ICONFUCIUS?', /ICONFUCIUS/i),
  liveFigure('has BOBAI gone up or down since this time yesterday?', /BOBAI/i),
  liveFigure("what's BOBAI's price today, reckon you can tell me?", /BOBAI/i),
  liveFigure("GRIFFAIN: how much is one coin worth and how's it been doing?", /GRIFFAIN/i),
  liveFigure(
    'stack ODINDOG up against GRIFFAIN for me, which one has the bigger total value?',
    /ODINDOG[\s\S]*GRIFFAIN|GRIFFAIN[\s\S]*ODINDOG/i,
  ),

  // ── Follow-ups (fixture tokens only) ──────────────────────────────────────────────────────────
  followUp(["what's ODINDOG's price at the moment?"], 'and how many holders has it got?', [
    /ODINDOG/i,
    DIGIT,
  ]),
  followUp(['tell me about ODAI, the price and that'], 'what about its total market value?', [
    /ODAI/i,
    DIGIT,
  ]),
  followUp(["how's ICONFUCIUS doing today?"], 'cheers. how many people hold it?', [/ICONFUCIUS/i, DIGIT]),
  followUp(["what's the price of BOBAI?"], 'and how much has it moved in the last day?', [/BOBAI/i, DIGIT]),
  followUp(['GRIFFAIN price please'], "how wild has that one's price been swinging?", [/GRIFFAIN/i, DIGIT]),
  followUp(
    ["what's ODINDOG worth right now?", 'and ODAI?'],
    'ok, how many holders does the second one have?',
    [/ODAI/i, DIGIT],
  ),
  followUp(
    ['how much is ICONFUCIUS?', 'what about BOBAI?'],
    "go back to the first one, what's its total value in dollars?",
    [/ICONFUCIUS/i, DIGIT],
  ),
  followUp(['how many holders has GRIFFAIN got?'], 'and the price of that one, in sats?', [
    /GRIFFAIN/i,
    DIGIT,
  ]),
  followUp(["what's the deal with ODAI's price today?"], 'how many trades has it had in the past day?', [
    /ODAI/i,
    DIGIT,
  ]),
  followUp(["how's BOBAI doing?"], 'how does that stack up against ODINDOG on price?', [
    /BOBAI/i,
    /ODINDOG/i,
    DIGIT,
  ]),
];
