// Set AB, 2026-11-26 (afternoon, decision 061): a DEV set. Scored 77/100, 17 wrong-topic at 22ac96f
// (the session's start, before any change) and 89/100, 6 wrong-topic at ff477c3; joined the tuning set then,
// with a floor of its own (eval-floor.test.ts).
// Fresh evaluation set "ab" for ODAI, written by an independent helper session (a question writer that
// has not seen the assistant), 2026-11-26T12:34:59Z (`date -u`).
//
// Read: /work/shared/SPEC.md, /work/shared/BRIEF.md (product + analytics definitions),
// /work/shared/reference/odin-facts.md (expected answers use ONLY its [C]/[CC] lines, plus BRIEF's
// analytics definitions), and eval/{eval-case,case-builders,no-picks,declines}.ts for the case shape.
// Not read: the engine, the knowledge articles, any other eval set, held-out-cases.ts, tuning/, and
// anything else under /work/main or /work/wt. The assistant was not run.
//
// Style: only ANSWERABLE questions, typed fast on a phone: typos, missing spaces, autocorrect slips,
// abbreviations (pls, thx, u, r, ur, wat, hw, abt, bc, w/, w/o, rn, idk), and questions buried in a
// sentence of context. Facts with [S]/[U] tags or conflicting sources (launch date, referral split,
// confirmation counts, creation fee, X handle, incidents) are left out on purpose.
// Mix: 70 knowledge (odin 6, runes 5, bonding-curve 7, amm 6, launch 6, fees 6, deposits 6,
// security 6, strategy 5, analytics 6, glossary 5, network 6), 10 multi-part, 10 live, 10 follow-up.
// Regexes check only the key fact and accept any correct phrasing / number format.

import { followUp, know, liveFigure, multi } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Shared fact patterns (tolerant of number formats).
const PCT1 = /(?<![\d.,])1(?:\.0+)? ?(?:%|percent|per cent)|\bone percent/i;
const PCT05 = /(?<![\d.])0?\.5 ?(?:%|percent|per cent)|\bhalf (?:a|of one|of a) percent/i;
const SUPPLY = /\b21(?:,000,000|[ .]000[ .]000|000000|(?:\.0)? ?m(?:il+ion)?\b)/i;
const PCT80 = /\b80 ?(?:%|percent|per cent)|\beighty percent|\b16\.8 ?m(?:il+ion)?\b|16,800,000/i;
const SATS5000 = /\b5,?000 sats?|\b5 000 sats?|\b5k sats?|0\.00005 ?BTC/i;
const SATS500 = /(?<![\d,.])500 sats?|0\.000005 ?BTC/i;
const ICP = /Internet Computer|\bICP\b/i;
const SIWB = /sign[- ]in[- ]with[- ]bitcoin|\bSIWB\b/i;
const H24 = /\b24[- ]?(?:h|hrs?|hours?)\b|\b(?:one|a|1) day\b|86,?400/i;
const START_PRICE = /\b0\.1(?:1\d*|2) ?sats?\b|\b119 ?(?:msat|millisat)/i;
const ASCEND_PRICE = /\b4\.7[56]\d*|\b4\.8 ?sats/i;
const POOL_BTC = /\b0\.20? ?BTC|\b20,000,000 sats?|\b20 ?M sats?/i;
const POOL_TOKENS =
  /\b4\.2 ?m(?:il+ion)?\b|4,200,000|\b20 ?(?:%|percent) of (?:the )?(?:total )?(?:token )?supply/i;
const XYK = /\bx ?[·*×⋅]? ?y ?= ?k\b|constant[- ]product/i;
const NEVER = /\bnever\b|\bdo not\b|\bdon'?t\b/i;
const STD_DEV = /standard deviation|\bstd\.? ?dev/i;
const FIVE_MIN = /\b5[- ]?min(?:ute)?s?\b|\bfive[- ]minute/i;
const TWO_PCT = /(?<![\d.])2 ?(?:%|percent|per cent)|\btwo percent/i;
const CKBTC = /ckBTC/i;
const TICKER_LEN =
  /\b3\s*(?:–|—|-|to|and)\s*10\b|(?:at least|minimum(?: of)?|min\.?)\s*3\b[\s\S]{0,80}?(?:at most|maximum(?: of)?|max\.?|up to)\s*10\b/i;
const IMG_SIZE = /\b200 ?(?:KB|kilobytes?)\b/i;

export const FRESH_2026_11_26AB: EvalCase[] = [
  // ───────────── knowledge: odin (6) ─────────────
  know(
    'odin',
    'yo wat even is odin.fun?? my frend keeps talkin abt it n i have no clue',
    [/launchpad|pump\.?fun|memecoins?|meme ?coins?/i, /bitcoin|\bBTC\b|runes?/i],
    /launchpad|pump\.?fun|memecoins?|meme ?coins?/i,
  ),
  know(
    'odin',
    'is odin on solana or eth or wat? like wat chain does the trading actually run on',
    [ICP],
    ICP,
  ),
  know('odin', 'who actualy builds odin? wat company puts out the docs n the sdk', [/Toniq/i], /Toniq/i),
  know(
    'odin',
    'is there a help centre for odin or smth? link pls, cant find it',
    [/help\.odin\.fun/i],
    /help\.odin\.fun/i,
  ),
  know(
    'odin',
    'odin got a discord?? drop the link pls',
    [/discord\.gg\/Qxsq4Kqw/i],
    /discord\.gg\/Qxsq4Kqw/i,
  ),
  know(
    'odin',
    'when i put btc on odin is it like real btc sitting onchain or some wrapped version idk',
    [CKBTC],
    CKBTC,
  ),

  // ───────────── knowledge: runes (5) ─────────────
  know(
    'runes',
    'r odin tokens actual bitcoin runes or do they just live inside the app? kinda confused ngl',
    [/etch/i, /bond|ascen/i],
    /etch|ledger|canister|inside odin/i,
  ),
  know(
    'runes',
    'can a token thats still on the curve get etched as a rune or does it hav to bond first',
    [/bond|ascen/i],
    /bond|ascen/i,
  ),
  know(
    'runes',
    'i already etched my own rune on bitcoin last yr, can it be traded on odin too or only odin launched ones',
    [/external/i],
    /external|list(?:ed)?/i,
  ),
  know(
    'runes',
    'does my odin acct have its own runes deposit addy? wanna send some runes in frm my xverse',
    [/runes? deposit address/i],
    /runes? deposit address|deposit address/i,
  ),
  know(
    'runes',
    'wat does the "etched" filter on odin mean, i see it next to ascended',
    [/\brunes?\b/i, /bitcoin|on[- ]?chain/i],
    /\brunes?\b/i,
  ),

  // ───────────── knowledge: bonding-curve (7) ─────────────
  know(
    'bonding-curve',
    'wat shape is the bonding curve on odin, is it linear??',
    [/exponential/i],
    /exponential/i,
  ),
  know(
    'bonding-curve',
    'hw much does 1 token cost right at the very start of the curve? in sats pls',
    [START_PRICE],
    START_PRICE,
  ),
  know(
    'bonding-curve',
    'at wat point does a token leave the bonding curve? like how much of it has to sell',
    [PCT80],
    PCT80,
  ),
  know(
    'bonding-curve',
    'wats the price per token at the moment it ascends? sats pls',
    [ASCEND_PRICE],
    ASCEND_PRICE,
  ),
  know(
    'bonding-curve',
    'roughly hw much btc does it take to buy thru the whole curve b4 it bonds? not counting fees',
    [/\b0\.21\d*\b/],
    /\b0\.21\d*\b/,
  ),
  know(
    'bonding-curve',
    'ppl in the tg say a token bonds at like 100k mcap, wats the actual market cap at ascension',
    [/(?<![\d.,])1(?:\.0+)? ?BTC\b|\bone BTC\b/i],
    /(?<![\d.,])1(?:\.0+)? ?BTC\b|\bone BTC\b/i,
  ),
  know(
    'bonding-curve',
    'im tryna model the curve in a spreadsheet, wats the price formula n the constants a n b?',
    [/0\.11803/, /0?\.0000002200866|2\.200866/, /\be\s*\^|\bexp\b|exponential/i],
    /0\.11803|e\s*\^|\bexp\b|exponential/i,
  ),

  // ───────────── knowledge: amm (6) ─────────────
  know(
    'amm',
    'after a token bonds how does trading work?? is it an orderbook or an amm thing',
    [XYK],
    /\bAMM\b|pool|constant[- ]product|x ?[·*×⋅]? ?y ?= ?k/i,
  ),
  know(
    'amm',
    'can i add liqudity to a pool on odin or is that only for devs/the team?',
    [/anyone|any (?:user|one)|you can/i],
    /anyone|any (?:user|one)|you can|yes/i,
  ),
  know(
    'amm',
    'wat actually goes into the pool when a token ascends, hw much btc n tokens',
    [POOL_BTC, POOL_TOKENS],
    POOL_BTC,
  ),
  know(
    'amm',
    'the odin docs hav that price impact example w odindog rite? hw much did buying 1 btc of it move the price',
    [/32\.9|\b33 ?%/],
    /32\.9|\b33 ?%/,
  ),
  know(
    'amm',
    'can i swap one odin token straight into another or do i hav to sell to btc first',
    [/token[- ]to[- ]token|cross[- ]token|directly|swap/i],
    /yes|you can|token[- ]to[- ]token|cross[- ]token|directly|swap/i,
  ),
  know(
    'amm',
    'wat price impact is too much? the docs say smth abt a limit where u should be careful',
    [
      /(?:above|over|more than|exceeds?|beyond|past)\s*(?:about\s*)?(?:5|10) ?(?:%|percent)|\b5 ?(?:%|percent)? ?(?:–|—|-|to) ?10 ?(?:%|percent)/i,
    ],
    /\b(?:5|10) ?(?:%|percent)/i,
  ),

  // ───────────── knowledge: launch (6) ─────────────
  know(
    'launch',
    'gonna launch my first token!! hw many tokens get minted, can i pick the supply?',
    [SUPPLY],
    SUPPLY,
  ),
  know(
    'launch',
    'min n max length for a token name on odin? mine is kinda long lol',
    [
      /\b3\s*(?:–|—|-|to|and)\s*30\b|(?:at least|minimum(?: of)?|min\.?)\s*3\b[\s\S]{0,80}?(?:at most|maximum(?: of)?|max\.?|up to)\s*30\b/i,
    ],
    /\b30\b/,
  ),
  know(
    'launch',
    'ticker rules?? can i use lowercase or emojis in it',
    [TICKER_LEN, /upper[- ]?case|capital/i],
    /\b3\s*(?:–|—|-|to|and)\s*10\b|upper[- ]?case|capital/i,
  ),
  know(
    'launch',
    'hw big can the token pic be n wat file types work? my gif is like 400kb',
    [IMG_SIZE, /PNG|JPE?G|WebP|SVG|GIF|AVIF/i],
    IMG_SIZE,
  ),
  know(
    'launch',
    'can i buy some of my own token rite when i create it so i dont get sniped',
    [/pre[- ]?buy|initial buy|buy (?:some|part|tokens?)[\s\S]{0,30}(?:creation|launch|creat)/i],
    /yes|pre[- ]?buy|initial buy/i,
  ),
  know(
    'launch',
    'wats the max length of the token description? writin one now',
    [/\b100[- ]?(?:char|characters|chars)\b|(?:max(?:imum)?|up to|at most|limit(?: of)?)\s*(?:of\s*)?100\b/i],
    /\b100\b/,
  ),

  // ───────────── knowledge: fees (6) ─────────────
  know('fees', 'wats the fee when i buy on the bonding curve? trying to figure out my costs', [PCT1], PCT1),
  know('fees', 'n wats the trading fee once its on the amm? is it the same as b4 bonding', [PCT05], PCT05),
  know(
    'fees',
    'does sending ckbtc cost anything? like a network fee',
    [/\b10 sats?|0\.0000001 ?(?:ck)?BTC/i],
    /\b10 sats?|0\.0000001 ?(?:ck)?BTC/i,
  ),
  know(
    'fees',
    'if i pull my btc out to my own wallet wat fees do i pay? not the trading fee, the withdraw one',
    [/miner|(?:bitcoin|BTC|network) (?:transaction )?fee/i, /minter/i],
    /miner|(?:bitcoin|BTC|network) (?:transaction )?fee|minter/i,
  ),
  know(
    'fees',
    'if i buy 0.01 btc worth on the curve hw much of that is fees',
    [/0\.0001 ?BTC|\b10,?000 sats?|\b10 000 sats?|\b10k sats?/i],
    /0\.0001 ?BTC|\b10,?000 sats?|\b10 000 sats?|\b10k sats?|(?<![\d.,])1 ?(?:%|percent)/i,
  ),
  know('fees', 'wats the smallest buy or sell i can do? just wanna test w a tiny amount', [SATS500], SATS500),

  // ───────────── knowledge: deposits (6) ─────────────
  know(
    'deposits',
    'i just made a wallet and want to put 20 bucks in, how do i get btc onto odin',
    [/deposit address|ckBTC/i],
    /deposit address|ckBTC/i,
  ),
  know('deposits', 'is there a min deposit? dont wanna send too little n lose my sats', [SATS5000], SATS5000),
  know(
    'deposits',
    'i hav ckbtc in my ic wallet, hw do i deposit it into odin? wat are the steps',
    [/approve|ICRC-?2/i],
    /approve|ICRC-?2/i,
  ),
  know(
    'deposits',
    'sent btc to my odin deposit addy like 10 min ago n its not in my balance yet, where do i see if its pending',
    [/pending/i],
    /pending/i,
  ),
  know(
    'deposits',
    'wat r my options for withdrawing? only to a btc address or can i take it out as ckbtc too',
    [CKBTC, /(?:bitcoin|BTC) address|\bBTC\b/i],
    /ckBTC|(?:bitcoin|BTC) address/i,
  ),
  know(
    'deposits',
    'if i withdraw as ckbtc n then redeem to real btc thru the ckbtc minter, wats the min amount',
    [/\b50,?000 sats?|\b50 000 sats?|\b50k sats?|0\.0005 ?BTC/i],
    /\b50,?000 sats?|\b50 000 sats?|\b50k sats?|0\.0005 ?BTC/i,
  ),

  // ───────────── knowledge: security (6) ─────────────
  know(
    'security',
    'shud i ever share my seed phrase or pem file w anyone to get help w my account?',
    [NEVER],
    NEVER,
  ),
  know(
    'security',
    'some guy asked me to send him my jwt / session file so he can "check my balance", is that ok??',
    [NEVER, H24],
    NEVER,
  ),
  know(
    'security',
    'hw do i not get phished when i sign in w my btc wallet, wat shud i check',
    [/odin\.fun/i, /domain|origin|URL|address bar|real site|official site/i],
    /odin\.fun|domain|origin/i,
  ),
  know(
    'security',
    '2 tokens hav the exact same name n ticker wtf, which ones real? hw do i tell',
    [/token id|\bid\b/i],
    /token id|\bid\b/i,
  ),
  know(
    'security',
    'wat r the red flags b4 aping into a token? like wat makes it sketchy',
    [/(?:fewer|less) than (?:10|ten)|under (?:10|ten)|<\s?10/i, /bond|ascen/i, /verif/i],
    /bond|ascen|verif|holders?/i,
  ),
  know(
    'security',
    'my wallet popped up a sign in msg for odin, wat shud it say if its legit',
    [/odin\.fun/i, /\b5[- ]?min|five[- ]minute|expir/i],
    /odin\.fun/i,
  ),

  // ───────────── knowledge: strategy (5) ─────────────
  know(
    'strategy',
    'hw do ppl find the trending tokens on odin? wat is trending even based on',
    [/volume/i],
    /volume/i,
  ),
  know(
    'strategy',
    'wanna catch brand new launches early, hw do i see the newest tokens',
    [
      /created[_ ]time|creation (?:time|date)|newest|most recent(?:ly)?(?: created| launched)?|latest|new(?:ly)? (?:created|launched)/i,
    ],
    /created[_ ]time|creation (?:time|date)|newest|most recent|latest|new(?:ly)? (?:created|launched)/i,
  ),
  know(
    'strategy',
    'bought into a thin pool yday n got wrecked by the price move, hw do i avoid that nxt time',
    [/slippage/i, /price impact/i],
    /slippage|price impact/i,
  ),
  know(
    'strategy',
    'is it riskier to buy early on the curve or after it ascends? wat r the risks of each',
    [
      /whale|early (?:buyers|holders|wallets)|sell into you/i,
      /thin|price impact|single (?:trade|buy|sell)|moves? the price/i,
    ],
    /whale|early (?:buyers|holders|wallets)|sell into you|thin|price impact/i,
  ),
  know(
    'strategy',
    'b4 i buy a big bag after bonding, wat shud i look at in the pool? does liquidity matter',
    [/liquidity/i, /price impact|moves? the price|slippage/i],
    /liquidity/i,
  ),

  // ───────────── knowledge: analytics (6) ─────────────
  know(
    'analytics',
    'hw is the 24h change on ur analytics page calculated?',
    [/24[- ]?(?:h|hrs?|hours?) ago/i, /100|percent|%/i],
    /24[- ]?(?:h|hrs?|hours?) ago/i,
  ),
  know(
    'analytics',
    'is ur 24h change since midnight or like a rolling window?',
    [/rolling|last 24[- ]?(?:h|hrs?|hours?)|24[- ]?(?:h|hrs?|hours?) ago|not (?:since )?midnight/i],
    /rolling|last 24[- ]?(?:h|hrs?|hours?)|24[- ]?(?:h|hrs?|hours?) ago|not (?:since )?midnight/i,
  ),
  know(
    'analytics',
    'wat does volatility mean on the dashboard, hw do u get that number',
    [STD_DEV, FIVE_MIN],
    STD_DEV,
  ),
  know(
    'analytics',
    'y is there a sqrt 288 in ur volatility thing?? wats 288',
    [FIVE_MIN, /\bday\b|24[- ]?(?:h|hrs?|hours?)/i],
    /288|5[- ]?min|five[- ]minute/i,
  ),
  know(
    'analytics',
    'a token shows liquidity score 7.2/10 on ur dashboard, wat does that number actualy measure',
    [TWO_PCT, /\bBTC\b|bitcoin/i],
    /\bBTC\b|bitcoin|move the price|(?<![\d.])2 ?(?:%|percent)/i,
  ),
  know(
    'analytics',
    'the 24h txns number on ur site, is that trades only or transfers n stuff too',
    [/trades?/i],
    /trades?/i,
  ),

  // ───────────── knowledge: glossary (5) ─────────────
  know(
    'glossary',
    'wat does "ascend" mean on odin? saw it on a token page',
    [/\bAMM\b|pool|graduat|left the (?:bonding )?curve|80 ?%/i],
    /\bAMM\b|pool|graduat|curve|80 ?%/i,
  ),
  know(
    'glossary',
    'wats a msat? the api keeps sayin msat',
    [/thousandth|1\s*\/\s*1,?000|0\.001 ?sat|1,?000 msats?|millisat/i],
    /thousandth|1\s*\/\s*1,?000|0\.001 ?sat|1,?000 msats?|millisat/i,
  ),
  know(
    'glossary',
    'wat is ckbtc exactly?? keeps coming up',
    [/Internet Computer|\bICP\b|\bIC\b/i, /bitcoin|\bBTC\b/i],
    /ckBTC|chain[- ]key/i,
  ),
  know(
    'glossary',
    'wat does siwb stand for',
    [/sign[- ]in[- ]with[- ]bitcoin/i],
    /sign[- ]in[- ]with[- ]bitcoin/i,
  ),
  know(
    'glossary',
    'wats a token id, like the 2jjj thing in the url? y not just use the name',
    [/unique/i],
    /\bids?\b|identifier|unique/i,
  ),

  // ───────────── knowledge: network / api (6) ─────────────
  know(
    'network',
    'wats the base url for the odin api? building a lil tracker for myself',
    [/api\.odin\.fun\/v[12]/i],
    /api\.odin\.fun/i,
  ),
  know(
    'network',
    'my script keeps gettin 403 from the odin api, is there a rate limit or wat',
    [/cloudflare|bot[- ]?protection/i],
    /cloudflare|bot[- ]?protection/i,
  ),
  know(
    'network',
    'the api says price 330189 for odindog, wat unit is that?? def not sats lol',
    [/msat|millisat/i, /330(?:\.\d+)? sats|(?:÷|divide(?:d)? (?:it )?by|\/)\s*1,?000|0\.001/i],
    /msat|millisat/i,
  ),
  know(
    'network',
    'hw do i turn the marketcap field frm the api into btc? the number is huge',
    [/1e11|10\s*\^\s*11|10¹¹|100,000,000,000|100 billion/i],
    /1e11|10\s*\^\s*11|10¹¹|100,000,000,000|100 billion/i,
  ),
  know(
    'network',
    'do i need an api key just to read token data or is it public',
    [/public|no (?:api )?key|without (?:a |an )?(?:key|auth|login|account)|don'?t need/i],
    /public|no (?:api )?key|without (?:a |an )?(?:key|auth|login|account)|don'?t need/i,
  ),
  know('network', 'hw long is the login token (jwt) good for b4 i have to sign in again', [H24], H24),

  // ───────────── multi-part (10) ─────────────
  multi('wats the curve fee n wats the amm fee? r they the same', [PCT1, PCT05]),
  multi('hw many tokens r in the supply and at wat % sold does it ascend', [SUPPLY, PCT80]),
  multi('min deposit? n wats the smallest trade i can make', [SATS5000, SATS500]),
  multi('wat chain is odin built on n hw do i log in, do i need an email', [ICP, SIWB]),
  multi('wats the start price on the curve n wats the price when it ascends (sats)', [
    START_PRICE,
    ASCEND_PRICE,
  ]),
  multi('wat goes into the pool at ascension n wats the pool formula after that', [POOL_BTC, XYK]),
  multi('ticker length limit?? and max size for the token image', [TICKER_LEN, IMG_SIZE]),
  multi('on ur dashboard wats volatility and wats the liquidity score, quick version pls', [
    STD_DEV,
    TWO_PCT,
  ]),
  multi('can i withdraw as ckbtc instead of btc? n hw much does a ckbtc transfer cost', [
    CKBTC,
    /\b10 sats?|0\.0000001 ?(?:ck)?BTC/i,
  ]),
  multi('hw do i find trending tokens, n hw do i make sure im not buying a copycat w the same name', [
    /volume/i,
    /token id|\bid\b/i,
  ]),

  // ───────────── live (10) ─────────────
  liveFigure('odindog price rn?', /ODINDOG/i),
  liveFigure('hw many holders does iconfucius hav', /ICONFUCIUS/i),
  liveFigure('bob ai mcap pls', /BOBAI|BOBBY AI/i),
  liveFigure('griffain 24h change?? is it pumping', /GRIFFAIN/i),
  liveFigure('wat is odai trading at rn', /ODAI/i),
  liveFigure('hw volatile is odin dog today', /ODINDOG/i),
  liveFigure('compare bobai n griffain for me', /BOBAI[\s\S]*GRIFFAIN|GRIFFAIN[\s\S]*BOBAI/i),
  liveFigure('iconfucius liquidity score?', /ICONFUCIUS/i),
  liveFigure('odai holders n txns in the last 24h', /ODAI/i),
  liveFigure('hows griffain doin today, up or down', /GRIFFAIN/i),

  // ───────────── follow-up (10) ─────────────
  followUp(['wats odindog price'], 'n holders?', [/ODINDOG/i, /\d/]),
  followUp(['iconfucius mcap pls'], 'hw volatile is it tho', [/ICONFUCIUS/i, /\d/]),
  followUp(['hows bobai doing'], 'wat abt its liquidity score', [/BOBAI|BOBBY AI/i, /\d/]),
  followUp(['griffain price?'], '24h change on that one?', [/GRIFFAIN/i, /\d/]),
  followUp(['odai price rn'], 'hw many ppl hold it', [/ODAI/i, /\d/]),
  followUp(['compare odindog n bobai'], 'which one has more holders', [/ODINDOG|BOBAI/i, /\d/]),
  followUp(['tell me abt iconfucius', 'wats its price'], 'n txns in the last day?', [/ICONFUCIUS/i, /\d/]),
  followUp(['odindog mcap'], 'and griffain?', [/GRIFFAIN/i, /\d/]),
  followUp(['wats bobai volatility'], 'same for odai pls', [/ODAI/i, /\d/]),
  followUp(['griffain holders?'], 'wats its 24h change', [/GRIFFAIN/i, /\d/]),
];
