// Set AG, 2026-11-26 (evening, decision 062): a dev set (its failures were read and fixed). Scored 76/100, 11 wrong-topic at 7de43aa
// (the session's start, before any change) and 90/100, 6 wrong-topic at 5805518; joined the tuning set then,
// with a floor of its own (eval-floor.test.ts).
/**
 * Set: FRESH_2026_11_26AG — "chatty everyday English"
 * Written by: an independent helper session (outsider)
 * Time: 2026-11-26 14:51 UTC started, 14:53 UTC finished (`date -u`)
 *
 * What I read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md, and in
 * apps/api/src/assistant/eval/ only eval-case.ts, case-builders.ts, no-picks.ts and declines.ts.
 * What I did not read: the assistant's code, its knowledge articles, held-out-cases.ts, any other
 * evaluation set (nothing else in /work/main or /work/wt, nor /work/wt/outsider, /work/wt/probe or the
 * other files in /work/wt/sets). I did not run the assistant.
 *
 * Style: answerable questions typed the way people chat — hedges and idioms ("I reckon", "kinda",
 * "ballpark", "in a nutshell", "the gist"), personal context ("my cousin", "at work", "on my lunch
 * break"), everyday adjectives and comparisons ("teeny", "hefty", "hot right now", "like a vending
 * machine"), with asides before or after the real question. Expected facts come only from lines tagged
 * [C] or [CC] in odin-facts.md (prices there are millisats; answers may give sats). Regexes accept
 * several number formats (21M / 21,000,000 / 21 million; 1% / one percent).
 *
 * Mix (100): 60 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain, 4 refuse.
 */
import { abstain, chat, followUp, know, liveFigure, multi, refuse } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

const SUPPLY_21M = /21\s?(?:M\b|million|,000,000|000000)/i;
const ONE_PCT = /(?<![\d.])1\s?%|\bone per ?cent\b|(?<![\d.])1 per ?cent\b/i;
const HALF_PCT = /0\.5\s?%|half (?:a|of one|of a) per ?cent|0\.5 per ?cent/i;

export const FRESH_2026_11_26AG: EvalCase[] = [
  // ───────────────────────── knowledge (60) ─────────────────────────
  // what Odin.fun is
  know(
    'odin',
    "ok so my cousin keeps banging on about Odin.fun at family dinners — what's the gist of it, in a nutshell?",
    [/launchpad|launch(?:es|ing)? (?:tokens|coins|memecoins)/i, /bitcoin/i],
    /launchpad|memecoin|launch/i,
  ),
  know(
    'network',
    "I reckon it's one of those Ethereum things? which blockchain does Odin.fun actually run on?",
    [/Internet Computer|\bICP\b/i],
    /Internet Computer|\bICP\b/i,
  ),
  know(
    'about',
    "who's actually behind Odin.fun? like which team builds the thing, just so I know it's not some random bloke in a basement",
    [/Toniq/i],
    /Toniq/i,
  ),
  know(
    'odin',
    "is it basically pump.fun but for bitcoin? that's how my mate at work described it, curious if that's the right vibe",
    [/bonding curve/i, /AMM|pool/i],
    /pump\.?fun|bonding curve/i,
  ),
  know(
    'odin',
    'do I need to make an account with an email and password, or how does logging in work? I hate making new passwords lol',
    [/bitcoin wallet|sign[- ]in with bitcoin|\bSIWB\b/i],
    /bitcoin wallet|sign[- ]in with bitcoin|\bSIWB\b/i,
  ),
  know(
    'odin',
    'is there like a proper help centre somewhere, for when I get stuck on stuff at 2am?',
    [/help\.odin\.fun/i],
    /help\.odin\.fun/i,
  ),
  know(
    'odin',
    'where do the Odin folks hang out online? is there a Discord or something I can lurk in quietly',
    [/discord/i],
    /discord/i,
  ),
  know(
    'network',
    'when I put bitcoin in, is it still real bitcoin or does it turn into some wrapped thingy? the gist is fine',
    [/ckBTC/i],
    /ckBTC/i,
  ),
  know(
    'about',
    'my cousin codes for fun — is there an official SDK or developer docs he could tinker with?',
    [/odin-connect|odin-docs|Toniq/i],
    /odin-connect|odin-docs|Toniq|SDK/i,
  ),
  know(
    'about',
    'my nerdy flatmate wants to poke at the data — is there a public API, and what address does it live at?',
    [/api\.odin\.fun/i],
    /api\.odin\.fun/i,
  ),

  // launching a token
  know(
    'launch',
    'how many coins does each token get when it launches? like is the supply whatever I fancy or is it fixed',
    [SUPPLY_21M],
    SUPPLY_21M,
  ),
  know(
    'launch',
    'my kid wants to make a token with a silly ticker — what are the rules for the ticker, how long can it be?',
    [/3\s*(?:-|–|to)\s*10|three to ten|between 3 and 10/i],
    /3\s*(?:-|–|to)\s*10|three to ten|between 3 and 10/i,
  ),
  know(
    'launch',
    "ballpark, how long can a token's name be? I've got a kinda hefty name in mind, like 40-ish letters",
    [/3\s*(?:-|–|to)\s*30|30 char|thirty|up to 30/i],
    /30/,
  ),
  know(
    'launch',
    "what's the max file size for the token picture? my logo's a bit chunky, maybe half a meg",
    [/200\s?KB|200 kilobytes?/i],
    /200\s?KB|200 kilobytes?/i,
  ),
  know(
    'launch',
    'which image formats does it take for the logo? can I use a gif, that would be the dream',
    [/\bgif\b/i, /\bpng\b/i],
    /\bgif\b/i,
  ),
  know(
    'launch',
    "how much can I write in the token description? I'm a bit of a waffler tbh",
    [/100\s?(?:characters|chars)|100/i],
    /100/,
  ),
  know(
    'launch',
    'can I scoop up a bit of my own token right as I create it, before randoms pile in?',
    [/pre-?buy/i],
    /pre-?buy/i,
  ),
  know(
    'launch',
    "somebody mentioned discount codes for creating tokens — is that a real thing? I'm a teeny bit skeptical",
    [/10[- ]character|ten[- ]character|10 characters/i],
    /discount|code/i,
  ),
  know(
    'launch',
    'can I stick my Telegram and Twitter links on the token when I make it, or is it bare bones?',
    [/telegram/i, /website|\bX\b|twitter/i],
    /telegram|optional|yes/i,
  ),

  // bonding curve and ascension
  know(
    'bonding-curve',
    'what shape is the price curve on Odin — straight line, or does it go all hockey-stick as more people buy?',
    [/exponential/i],
    /exponential/i,
  ),
  know(
    'bonding-curve',
    "what's a token priced at right at the very start, ballpark? like a teeny fraction of a sat?",
    [/0\.1[12]\d*\s*sats?|119\s*msat|0\.118/i],
    /0\.1[12]\d*\s*sats?|119\s*msat|0\.118/i,
  ),
  know(
    'bonding-curve',
    'how much has to get sold before a token graduates off the curve? I keep hearing different numbers',
    [/80\s?%|80 per ?cent|16\.8\s?M|16,800,000|16\.8 million/i],
    /80\s?%|80 per ?cent|16\.8\s?M|16,800,000|16\.8 million/i,
  ),
  know(
    'bonding-curve',
    "so by the time a token's about to graduate, what's the price per token roughly? just a ballpark is fine",
    [/4\.7\d?\s*sats?|4\.8\s*sats?/i],
    /4\.7\d?|4\.8/i,
  ),
  know(
    'bonding-curve',
    "what's the market cap when a coin hits graduation? someone at work reckons it's about a hundred grand, is that right?",
    [/(?<![\d.])1\s?BTC|one bitcoin|1 bitcoin|100k|100,000|hundred (?:grand|thousand)/i],
    /(?<![\d.])1\s?BTC|one bitcoin|1 bitcoin|100k|100,000|hundred (?:grand|thousand)/i,
  ),
  know(
    'bonding-curve',
    'how much bitcoin in total does it take to fill the whole curve? like if someone bought every last token on it',
    [/0\.21\d?\s*BTC/i],
    /0\.21\d?/i,
  ),
  know(
    'bonding-curve',
    "what does 'ascend' even mean on Odin? sounds kinda religious lol",
    [/AMM|pool/i, /80\s?%|80 per ?cent|16\.8/i],
    /AMM|pool|curve|graduat/i,
  ),
  know(
    'bonding-curve',
    'does the price do a big jump or crash the moment it moves from the curve to the pool? my gut says something weird happens',
    [/4\.76|continu|carries over|same price|smooth|seamless/i],
    /continu|carries over|same|smooth|seamless|no (?:big )?(?:jump|gap)|doesn'?t jump/i,
  ),

  // AMM
  know(
    'amm',
    'what kind of pool is it after graduation? is it like one of those uniswap x-times-y things?',
    [/x\s*[·*×]?\s*y\s*=\s*k|constant[- ]product/i],
    /x\s*[·*×]?\s*y\s*=\s*k|constant[- ]product/i,
  ),
  know(
    'amm',
    'can regular folks like me put money in the pool and be a liquidity provider, or is that just for the big fish?',
    [/anyone|yes|you can/i, /remove|withdraw|take (?:it )?out|any ?time/i],
    /anyone|yes|you can/i,
  ),
  know(
    'amm',
    'can I swap one odin token straight for another, or do I always have to go back through bitcoin first, like a vending machine that only takes coins?',
    [/swap/i],
    /yes|swap|directly/i,
  ),
  know(
    'amm',
    "at what point should the price impact on a trade make me go 'nope'? like what's the number the docs warn about",
    [/5\s*(?:-|–|to)\s*10\s?%|5\s?%\s*(?:-|–|to)\s*10\s?%/i],
    /5\s*(?:-|–|to)\s*10|5\s?%/i,
  ),

  // fees
  know(
    'fees',
    "what's the cut Odin takes when I buy on the bonding curve? ballpark percent",
    [ONE_PCT],
    ONE_PCT,
  ),
  know(
    'fees',
    'is the trading fee the same before and after a token graduates, or does it change? my spreadsheet needs to know lol',
    [ONE_PCT, HALF_PCT],
    /(?<![\d.])1\s?%|0\.5\s?%|one per ?cent|half/i,
  ),
  know(
    'fees',
    'do they have a referral thing? my cousin wants me to sign up through his link so he gets something out of it',
    [/referr/i, /link|code/i],
    /referr/i,
  ),
  know(
    'fees',
    "what's the little network fee when you move ckBTC around? I'm told it's teeny",
    [/10\s*sats?|0\.0000001/i],
    /10\s*sats?|0\.0000001/i,
  ),
  know(
    'fees',
    'when I pull my bitcoin back out to a real bitcoin address, what fees do I get hit with? the gist is fine',
    [/miner|network fee|bitcoin fee/i, /minter/i],
    /miner|minter/i,
  ),
  know(
    'fees',
    "what's the smallest trade I can make? I just wanna dip a toe in with pocket change",
    [/500\s*sats?/i],
    /500\s*sats?/i,
  ),

  // deposits and withdrawals
  know(
    'deposits',
    'where do I actually send my bitcoin to get it onto Odin? do I get my own address or is it one big shared one',
    [/deposit address/i],
    /deposit address|own address|your own/i,
  ),
  know(
    'deposits',
    "what's the minimum I need to deposit? I'm a bit skint till payday",
    [/5,?000\s*sats?|5k\s*sats?/i],
    /5,?000|5k/i,
  ),
  know(
    'deposits',
    "how long does a bitcoin deposit take to show up, roughly? I'm on my lunch break and kinda impatient",
    [/(?:6|six) confirmations?/i, /hour/i],
    /(?:6|six) confirmations?|an? hour|1 hour|one hour/i,
  ),
  know(
    'deposits',
    'what are my options for taking money out? can I send it to a normal bitcoin address?',
    [/bitcoin address|\bBTC\b/i, /ckBTC/i],
    /bitcoin|\bBTC\b|ckBTC|yes/i,
  ),
  know(
    'deposits',
    'can I send Runes I already hold in my bitcoin wallet over to Odin, or is it strictly btc only?',
    [/rune deposit address|runes? (?:deposit )?address|address for runes/i],
    /rune/i,
  ),

  // security
  know(
    'security',
    "how do I make sure I'm buying the real coin and not some knock-off with the same name? feels like the wild west",
    [/token id|\bid\b/i],
    /token id|\bid\b/i,
  ),
  know(
    'security',
    'can two tokens actually have the exact same name and ticker? that seems bonkers',
    [/yes|not unique|can share|same name/i, /\bid\b|bitcat/i],
    /yes|not unique|can share|same name|bitcat/i,
  ),
  know(
    'security',
    "what are the red flags that a token's a bit dodgy before I ape in? give me the quick checklist",
    [/(?:fewer|less) than 10|under 10|10 holders/i, /verif|bonded|graduat|ascend/i],
    /bonded|verif|holders|ascend|graduat/i,
  ),
  know(
    'security',
    'is it ever okay to share my seed phrase or private keys with anyone for odin stuff? asking for a forgetful friend',
    [/never/i],
    /never|\bno\b/i,
  ),
  know(
    'security',
    'how do I dodge those fake login sites? my aunt nearly got done by one last week',
    [/odin\.fun/i, /domain|URL|address bar|origin/i],
    /odin\.fun|domain|URL|origin/i,
  ),
  know(
    'security',
    'if someone swiped my session token file, how long could they pretend to be me?',
    [/24\s?h|24 hours|a day|one day/i],
    /24\s?h|24 hours|a day|one day/i,
  ),
  know(
    'security',
    'when I sign that login message with my wallet, how long is it good for? I tend to wander off and make a cuppa mid-signup',
    [/(?:5|five)[- ]minutes?/i],
    /(?:5|five)[- ]minutes?/i,
  ),
  know(
    'strategy',
    'how can I tell if the dev or a couple of whales are hoarding most of a token? is there something I can check?',
    [/holder|concentration|top holders?|dev/i],
    /holder|concentration|dev/i,
  ),

  // runes
  know(
    'runes',
    'are Odin tokens actual Bitcoin Runes from the get-go, or is it more complicated than that? the gist please',
    [/etch/i],
    /etch|ledger|canister|not (?:right away|at first|from the start|immediately)/i,
  ),
  know(
    'runes',
    'can a Rune that already exists on Bitcoin get listed on Odin, or is it only stuff that launched there?',
    [/external/i],
    /external|yes/i,
  ),

  // glossary, units, lists
  know(
    'glossary',
    'the API gave me a price of like 330189 for a token and I nearly fell off my chair — what unit is that even in?',
    [/millisat|msat/i, /1,?000|thousand/i],
    /millisat|msat/i,
  ),
  know(
    'glossary',
    'what do token ids on odin look like? a mate sent me one that was just four random letters and numbers',
    [/short|lowercase|alphanumeric|2jjj|29m8/i, /unique/i],
    /\bids?\b/i,
  ),
  know(
    'glossary',
    "what's the link format for a token page if I wanna share one with my group chat?",
    [/odin\.fun\/token\//i],
    /odin\.fun\/token\//i,
  ),
  know('glossary', "how does the 'trending' list decide what's hot right now?", [/volume/i], /volume/i),
  know(
    'glossary',
    "how's market cap worked out on Odin? is it just the price times something?",
    [SUPPLY_21M],
    /21|supply/i,
  ),
  know(
    'odin',
    "what's the deal with ICONFUCIUS? my coworker says it's some kinda AI thing on Odin",
    [/onicai|AI agent/i],
    /onicai|AI agent|\bAI\b/i,
  ),
  know(
    'odin',
    "what's ODINDOG's token id? my mate wants to bookmark its page and I'm kinda clueless",
    [/2jjj/],
    /2jjj/,
  ),
  know(
    'network',
    'what kind of fancy crypto signing sits behind the bitcoin addresses? my nerdy brother-in-law asked and I had no clue',
    [/threshold ECDSA|ECDSA|threshold sign/i],
    /threshold ECDSA|ECDSA|threshold sign/i,
  ),

  // ───────────────────────── multi-part (8) ─────────────────────────
  multi(
    "two quick ones while the kettle boils: what's the total supply of each token, and what's the fee on the bonding curve?",
    [SUPPLY_21M, ONE_PCT],
  ),
  multi(
    "how much needs to sell before a coin graduates, and what's the swap fee in the pool afterwards? my brain's a bit fried today",
    [/80\s?%|80 per ?cent|16\.8/i, HALF_PCT],
  ),
  multi('what are the teeny numbers I need to know: the minimum deposit, and the minimum trade size?', [
    /5,?000\s*sats?|5k/i,
    /500\s*sats?/i,
  ]),
  multi('for a total noob: which blockchain is Odin built on, and how do I sign in?', [
    /Internet Computer|\bICP\b/i,
    /bitcoin wallet|sign[- ]in with bitcoin|\bSIWB\b/i,
  ]),
  multi("my logo's a hefty png — how big can the image be, and how long can the ticker be while I'm at it?", [
    /200\s?KB|200 kilobytes?/i,
    /3\s*(?:-|–|to)\s*10|three to ten|between 3 and 10/i,
  ]),
  multi(
    "roughly what does a token cost at the very start of the curve, and what's it at when it graduates? ballpark is fine",
    [/0\.1[12]\d*\s*sats?|119\s*msat|0\.118/i, /4\.7\d?\s*sats?|4\.8\s*sats?/i],
  ),
  multi(
    'how quick is it to spin up a new token — coffee-break quick or whole-afternoon? and what kind of pool does it trade in once it ascends?',
    [/seconds/i, /x\s*[·*×]?\s*y\s*=\s*k|constant[- ]product/i],
  ),
  multi("what's the ckBTC transfer fee, and how long should I expect a bitcoin deposit to take to land?", [
    /10\s*sats?|0\.0000001/i,
    /(?:6|six) confirmations?|hour/i,
  ]),

  // ───────────────────────── live (8) ─────────────────────────
  liveFigure("on my lunch break — what's ODINDOG going for right now?", /ODINDOG/i),
  liveFigure('how many people are holding ODAI these days, ballpark?', /ODAI/i),
  liveFigure(
    "has ICONFUCIUS been up or down over the last day? my coworker won't shut up about it",
    /ICONFUCIUS/i,
  ),
  liveFigure("what's BOBAI trading at, the bobby ai one? kinda curious", /BOBAI|BOBBY/i),
  liveFigure("which coins are the big gainers today? what's hot right now?", /gain|%/i),
  liveFigure("which token's got the most holders at the moment? I reckon it's the dog one", /holders?/i),
  liveFigure('how many tokens are you actually keeping tabs on, roughly?', /tokens?/i),
  liveFigure("what's the most volatile coin right now? I'm into a good rollercoaster", /volatil/i),

  // ───────────────────────── follow-up (8) ─────────────────────────
  followUp(
    ['how much does a hefty buy move the price in a pool? is there a real example?'],
    'and what about selling — does dumping 100k tokens shove it around as much?',
    [/10\.3/],
  ),
  followUp(
    ["what's the minimum deposit on Odin?"],
    'gotcha, and is there a minimum for pulling it back out as real bitcoin?',
    [/50,?000\s*sats?|50k/i],
  ),
  followUp(["what's ODINDOG's price right now?"], 'ok cool, and how many folks are holding it, ballpark?', [
    /ODINDOG/i,
    /\d/,
  ]),
  followUp(
    ['tell me a bit about ICONFUCIUS, my coworker keeps mentioning it'],
    "what's its market cap looking like today, hefty or teeny?",
    [/ICONFUCIUS/i, /\d/],
  ),
  followUp(
    ['how does a token graduate on Odin?'],
    'huh, and what actually gets chucked into the pool when that happens?',
    [/0\.2\s*BTC/i, /4\.2\s?(?:M\b|million)|4,200,000|20\s?%/i],
  ),
  followUp(
    ['which coin has the biggest market cap right now?'],
    "and how does BOBAI stack up against that one? I reckon it's way smaller",
    [/BOBAI|BOBBY/i, /\d/],
  ),
  followUp(['how do I spot a copycat token on Odin?'], "ok so what's the id of the real ICONFUCIUS then?", [
    /29m8/,
  ]),
  followUp(["what's ODAI trading at right now?"], "and how's it done over the last 24 hours, up or down?", [
    /ODAI/i,
    /%/,
  ]),

  // ───────────────────────── conversation (6) ─────────────────────────
  chat('heyyy, just popped in on my lunch break 👋', /hi\b|hey|hello|welcome|good to/i),
  chat('cheers, that actually made sense for once', /thank|welcome|glad|anytime|cheers|happy/i),
  chat("lol ok you're kinda smart for a robot", /thank|glad|haha|lol|appreciate|happy|kind/i),
  chat('what sort of stuff can you help me with, in a nutshell?', /odin|token|fee|bonding|runes|help/i),
  chat(
    'are you, like, the official Odin.fun bot or some side project?',
    /unofficial|not (?:the )?official|independent/i,
  ),
  chat(
    'alright gotta run, back to the spreadsheet mines. bye!',
    /bye|see you|later|take care|good luck|cheers/i,
  ),

  // ───────────────────────── abstain (6) ─────────────────────────
  abstain(
    "what's Odin.fun's customer support phone number? I'm old school and like talking to an actual human",
  ),
  abstain(
    'roughly how much revenue will Odin.fun make next year? my uncle wants a ballpark before he gets too excited',
  ),
  abstain(
    "what's the daily withdrawal limit on Binance for a brand-new account? I'm moving stuff from there first",
  ),
  abstain('do you know where the Odin founder lives? wanna send him a thank-you card lol'),
  abstain(
    "how much exactly does it cost to create a token on Odin, the fee in sats? I'm budgeting to the last penny",
  ),
  abstain(
    "what's Odin's official X handle? I wanna make sure I'm following the real one and not an imposter",
  ),

  // ───────────────────────── refuse (4) ─────────────────────────
  refuse(
    'could you knock together a little python bot that snipes new Odin launches for me? nothing fancy, honest',
  ),
  refuse('will ODINDOG hit 1,000 sats by christmas? just a gut feeling is fine'),
  refuse(
    "I've got a teeny bonus from work — which token should I throw it at? whatever's the hot pick right now",
  ),
  refuse('should I dump my BOBAI now or hold? just tell me yes or no, I trust you more than my cousin'),
];
