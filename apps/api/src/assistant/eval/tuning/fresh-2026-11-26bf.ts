// Set BF, 2026-11-26 (late night, decision 064): a test set (everyday visitors, half with context before the question), read as totals
// only, never tuned on. Scored 91/100, 5 wrong-topic at 236373a (the session's start) and 92/100,
// 4 wrong-topic at the session's end; joined the tuning set then, with a floor of its own.
/*
 * Set name: FRESH_2026_11_26BF (fresh-2026-11-26bf)
 * Written by: an independent helper session (outsider)
 * Time: Thu Nov 26 22:48:06 UTC 2026
 * Read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md,
 *   and the case format/builders in apps/api/src/assistant/eval/ (eval-case.ts, case-builders.ts,
 *   no-picks.ts, declines.ts).
 * Not read: the assistant's code, its knowledge articles, held-out-cases.ts, any other evaluation
 *   set, the tuning/ directory. The assistant was not run.
 * Style: everyday visitors (newcomers, memecoin traders, token creators, Bitcoin maximalists, ICP
 *   people); about half the messages carry 1–3 sentences of context, the rest are bare 3–15 word
 *   questions; mostly lower case, some typos. Expected facts are the [C]/[CC] facts of odin-facts.md
 *   (plus the product's own analytics definitions from SPEC/BRIEF); where the facts are uncertain the
 *   expectation is the honest form ("not confirmed", "uncertain"...). Regexes are tolerant of wording.
 * Mix (100): 52 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain, 4 refuse,
 *   4 scam, 4 unknown-token.
 */
import { abstain, chat, followUp, know, liveFigure, multi, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Tolerant fact patterns, reused below.
const ONE_PCT = /(?<![\d.,])1(?:[.,]0)?\s*%|one per ?cent/i;
const HALF_PCT = /0[.,]5\s*%|half (?:a|of one) per ?cent/i;
const EIGHTY_PCT = /80\s*%|80 per ?cent|eighty per ?cent/i;
const SUPPLY_21M = /21[ ,.]?000[ ,.]?000|21\s*(?:m\b|million|mil\b)/i;
const AMM_POOL = /\bAMM\b|liquidity pool|\bpool\b/i;
const CONSTANT_PRODUCT = /constant[- ]product|x\s*[·*×]?\s*y\s*=\s*k/i;
const ICP = /internet computer|\bICP\b/i;
const SIWB = /sign[- ]in with bitcoin|\bSIWB\b|bitcoin wallet/i;
const MIN_CKBTC_DEPOSIT =
  /(?<![\d.,])5[,. ]?000\s*(?:sats?|satoshis)|(?<![\d.,])5\s*k\s*sats|0[.,]00005\s*(?:ck)?BTC/i;
const MIN_BTC_WITHDRAW = /50[,. ]?000\s*(?:sats?|satoshis)|50\s*k\s*sats|0[.,]0005\s*BTC/i;
const TOKEN_ID = /token id|\bids?\b|unique (?:id|key)/i;
const UNCERTAIN =
  /not (?:publicly )?(?:documented|confirmed|published|disclosed|known|clear|defined|stated|verified)|uncertain|unclear|unknown|no (?:public|official|published|reliable)|(?:don'?t|do not) (?:know|have)|couldn'?t (?:find|confirm)/i;
const TRACKED = /GRIFFAIN|Bitcat|ODAI|ICONFUCIUS|BOBBY|ODINDOG/i;

export const FRESH_2026_11_26BF: EvalCase[] = [
  // ───────────────────────────── knowledge (52) ─────────────────────────────
  // what Odin is
  know(
    'odin',
    'what even is odin.fun',
    [/launch|launchpad/i, /bitcoin|btc|runes?/i],
    /launch(?:pad|es)?|memecoin|meme coin|exchange|marketplace/i,
  ),
  know(
    'odin',
    'saw odin fun mentioned on twitter, someone said its basically pump fun but for bitcoin. is that accurate??',
    [/bitcoin|btc|runes?/i, /bonding curve|curve/i],
    /pump\.?\s?fun|bitcoin|runes?|launchpad|yes/i,
  ),
  know(
    'network',
    'im a btc maxi and i dont touch altchains. is odin actually running on bitcoin or on some other chain?',
    [ICP, /ckBTC|canister/i],
    ICP,
  ),
  know('about', 'who is behind odin.fun? is there a real team or just anons', [/Toniq/i], /Toniq/i),
  // Runes
  know('runes', 'wat are runes exactly', [/bitcoin/i, /token|fungible/i], /bitcoin/i),
  know(
    'runes',
    'i bought some tokens on odin last week but i cant see them in my xverse wallet. arent they runes on bitcoin?',
    [/etch/i, /canister|ledger|inside odin|on odin|odin'?s (?:own )?(?:system|balance)/i],
    /etch|canister|ledger|not (?:yet )?(?:real |on[- ]chain )|inside odin|on odin/i,
  ),
  know(
    'runes',
    'who decides when a token gets etched as a real rune and who pays for it',
    [/etch/i, UNCERTAIN],
    UNCERTAIN,
  ),
  // bonding curve
  know(
    'bonding-curve',
    'how does the bonding curve on odin work',
    [/exponential|price (?:rises|goes up|increases|climbs)/i, /ascen|80\s*%/i],
    /exponential|price (?:rises|goes up|increases|climbs)|each buy|curve/i,
  ),
  know(
    'bonding-curve',
    'starting price of a brand new token?',
    [/0[.,]1[12]\d*\s*sats?|11[89]\s*m(?:illi)?sats?/i],
    /0[.,]1[12]\d*\s*sats?|11[89]\s*m(?:illi)?sats?/i,
  ),
  know(
    'bonding-curve',
    'i got into a coin right at launch. roughly what price is it at by the time it ascends',
    [/4[.,]7\d*\s*sats?|4[.,]8\s*sats?/i],
    /4[.,]7\d*\s*sats?|4[.,]8\s*sats?/i,
  ),
  know(
    'bonding-curve',
    'how much btc does it take to fill the whole curve',
    [/0[.,]21\d*\s*BTC/i],
    /0[.,]21\d*\s*BTC/i,
  ),
  know(
    'bonding-curve',
    'whats the market cap of a token when it graduates, roughly',
    [/(?<![\d.,])1\s*BTC|one (?:bitcoin|btc)|100\s*k|100[,.]000/i],
    /(?<![\d.,])1\s*BTC|one (?:bitcoin|btc)|100\s*k|100[,.]000/i,
  ),
  // ascension
  know('bonding-curve', 'what does ascended mean on odin', [EIGHTY_PCT, AMM_POOL], EIGHTY_PCT),
  know(
    'amm',
    'when a coin ascends where does the btc go? does the dev just take it',
    [/0[.,]2\s*BTC/i, /4[.,]2\s*m|4[,. ]?200[,. ]?000|20\s*%/i],
    /0[.,]2\s*BTC|4[.,]2\s*m|4[,. ]?200[,. ]?000|20\s*%|pool/i,
  ),
  know(
    'amm',
    'does the price jump when a token moves from the curve to the pool',
    [/continu|same|carr(?:y|ies) over|no (?:big )?jump|(?:doesn'?t|does not) jump|4[.,]7/i],
    /continu|same|carr(?:y|ies) over|no (?:big )?jump|(?:doesn'?t|does not) jump|4[.,]7|no/i,
  ),
  know('glossary', 'whats "king of the hill" on odin', [/ascen|curve|progress|closest|trending/i], UNCERTAIN),
  // AMM and liquidity
  know(
    'amm',
    'how does trading work after a token ascends',
    [CONSTANT_PRODUCT, AMM_POOL],
    /constant[- ]product|x\s*[·*×]?\s*y|AMM|pool/i,
  ),
  know(
    'amm',
    'can anyone add liquidity to a pool or only the creator',
    [/anyone|any (?:user|holder|one)/i, /remove|withdraw|take (?:it )?out/i],
    /anyone|any (?:user|holder|one)|yes/i,
  ),
  know(
    'amm',
    'tried to buy 0.5 btc of a small coin and it showed like 30% price impact?? why is it so high',
    [/pool|liquidity/i, /impact|slippage/i],
    /pool|liquidity|thin|small|shallow/i,
  ),
  // fees
  know(
    'fees',
    'what fees does odin charge per trade',
    [ONE_PCT, HALF_PCT],
    /(?<![\d.,])1(?:[.,]0)?\s*%|0[.,]5\s*%/i,
  ),
  know(
    'fees',
    'new here. i put 0.01 btc into a coin still on the curve and got fewer tokens than i expected. is there a fee on buys?',
    [ONE_PCT],
    ONE_PCT,
  ),
  know('fees', 'how much does it cost to create a token on odin', [/creat|launch|mint/i], UNCERTAIN),
  know(
    'fees',
    'how does the referal thing work',
    [/referr?al|referr?er/i, /link|code|\?r=/i],
    /referr?al|referr?er|refer/i,
  ),
  know(
    'fees',
    'does moving ckbtc around cost anything',
    [/(?<![\d.,])10\s*sats?/i],
    /(?<![\d.,])10\s*sats?|0[.,]0000001/i,
  ),
  know(
    'fees',
    'i want to pull my btc out to my ledger. what fees will i pay on the way out?',
    [/miner|network|bitcoin fee|on[- ]chain fee/i, /minter/i],
    /miner|network fee|bitcoin fee|minter|on[- ]chain fee/i,
  ),
  // creating a token
  know(
    'launch',
    'how do i launch my own coin on odin',
    [/name/i, /ticker|symbol/i, /image|logo|picture/i],
    /name|ticker|creat|form/i,
  ),
  know(
    'launch',
    'ticker rules? can it be lowercase',
    [/upper[- ]?case|capital/i, /3\s*(?:–|-|to)\s*10/i],
    /upper[- ]?case|capital|no\b/i,
  ),
  know(
    'launch',
    "thinking of making a token, ticker either 'DOG1' or '12345'. will both work?",
    [/(?:2|two) letters/i],
    /(?:2|two) letters|letters?/i,
  ),
  know(
    'launch',
    'whats the max file size for the token pic, mine is a 500kb gif',
    [/200\s*(?:kb|kilobytes?)/i],
    /200\s*(?:kb|kilobytes?)/i,
  ),
  know(
    'launch',
    'how long can the token description be',
    [/100\s*(?:char|characters)?/i],
    /100\s*(?:char|characters)?/i,
  ),
  know(
    'launch',
    'can i buy some of my own token in the same step when i create it',
    [/pre[- ]?buy|buy .{0,40}(?:creat|launch)|initial buy/i],
    /yes|pre[- ]?buy|initial buy/i,
  ),
  know(
    'launch',
    'on solana i can pick any supply i want. can i make my odin token 1 billion supply?',
    [SUPPLY_21M],
    SUPPLY_21M,
  ),
  // deposits and withdrawals
  know('deposits', 'how do i get btc into my odin account', [/deposit/i, /address|ckBTC/i], /deposit/i),
  know(
    'deposits',
    'sent btc to my odin deposit address like 20 min ago and its still not there. how many confirmations does it need?',
    [/(?<!\d)6\b|six/i, /confirm/i],
    /(?:6|six) (?:block )?confirmations|confirmations?/i,
  ),
  know('deposits', 'min ckbtc deposit?', [MIN_CKBTC_DEPOSIT], MIN_CKBTC_DEPOSIT),
  know(
    'deposits',
    'im on ICP mostly. can i withdraw as ckbtc to my principal instead of real btc',
    [/ckBTC/i, /principal|ICP|internet computer|wallet/i],
    /yes|ckBTC/i,
  ),
  know('deposits', 'smallest amount i can withdraw to a btc address?', [MIN_BTC_WITHDRAW], MIN_BTC_WITHDRAW),
  know(
    'deposits',
    'i have some runes sitting in unisat. does odin give me an address to deposit runes too?',
    [/rune/i, /deposit address|address/i],
    /yes|rune deposit address|deposit address/i,
  ),
  know(
    'deposits',
    'whats the minimum buy or sell size',
    [/(?<![\d.,])500\s*sats?/i],
    /(?<![\d.,])500\s*sats?/i,
  ),
  // security and scams
  know(
    'security',
    'is odin safe? my friend said it got hacked',
    [/hack|exploit|drain|attack/i, /58|2025|risk|paused|halt/i],
    /hack|exploit|drain|attack|incident|risk/i,
  ),
  know(
    'security',
    'there are two tokens both called bitcat. how do i know which one is real',
    [TOKEN_ID],
    TOKEN_ID,
  ),
  know(
    'security',
    'what should i check in my wallet popup before signing the odin login message',
    [/odin\.fun/i, /domain|URI|origin|site|url/i],
    /odin\.fun|domain|URI|origin/i,
  ),
  know(
    'security',
    'is the btc i keep on odin self custody or does odin hold it',
    [/canister|platform|odin (?:holds|controls)|custod/i],
    /canister|platform|not self[- ]custod|exchange|custod|odin holds/i,
  ),
  know(
    'strategy',
    'red flags to check before aping into a fresh token?',
    [/holders?/i, /bonded|ascen|verified|liquidity|dev/i],
    /holders?|dev|bonded|verified|liquidity|concentrat/i,
  ),
  // wallets and sign-in
  know('odin', 'which wallet do i need to use odin', [SIWB], SIWB),
  know(
    'security',
    'how long does a login session last before i have to sign again',
    [/24\s*(?:h\b|hours?|hrs?)|a day|one day/i],
    /24\s*(?:h\b|hours?|hrs?)|a day|one day|48\s*(?:h\b|hours?)/i,
  ),
  // strategy / risk
  know(
    'strategy',
    'been trading sol memes for a year, first time on odin. any tips so i dont get rekt on thin pools?',
    [/slippage|price impact/i, /risk|lose|own research|dyor|careful/i],
    /risk|slippage|price impact|lose|careful|thin|small/i,
  ),
  // analytics the product shows
  know(
    'analytics',
    'what does the volatility % on the analytics page actually measure',
    [/standard deviation|std\.? ?dev/i, /24\s*h|day|5[- ]minute/i],
    /standard deviation|std\.? ?dev|swing|moves?|fluctuat/i,
  ),
  know(
    'analytics',
    'one token shows liquidity score 3/10 on the dashboard. what does that number mean?',
    [/2\s*%|move the price|price impact/i],
    /2\s*%|liquidity|move the price|price impact|depth/i,
  ),
  // glossary
  know('glossary', 'wat does LP mean', [/liquidity provider/i], /liquidity provider/i),
  // support
  know(
    'about',
    'my deposit is stuck for hours, where do i get official help',
    [/help\.odin\.fun|help cent(?:re|er)|discord/i],
    /help\.odin\.fun|help cent(?:re|er)|support|discord/i,
  ),
  know(
    'about',
    'is this chatbot run by odin itself?',
    [/unofficial|not (?:the )?official|not (?:run|affiliated|made)/i],
    /unofficial|not (?:the )?official|not (?:run|affiliated|made)|no\b/i,
  ),

  // ───────────────────────────── multi-part (8) ─────────────────────────────
  multi("whats the fee on the bonding curve? and what's it once a coin has ascended", [ONE_PCT, HALF_PCT]),
  multi('how many tokens does every coin have and how much has to sell before it ascends', [
    SUPPLY_21M,
    EIGHTY_PCT,
  ]),
  multi('max image size for a token logo? and how long can the ticker be', [
    /200\s*(?:kb|kilobytes?)/i,
    /3\s*(?:–|-|to)\s*10|10 (?:char|letter)|up to 10/i,
  ]),
  multi('what chain is odin on and how do i log in', [ICP, SIWB]),
  multi('min deposit of ckbtc? and whats the min if i withdraw to a normal btc address', [
    MIN_CKBTC_DEPOSIT,
    MIN_BTC_WITHDRAW,
  ]),
  multi('whats the difference between the bonding curve and the amm, and can i add liquidity myself?', [
    /curve/i,
    AMM_POOL,
    /anyone|any (?:user|holder|one)|yes|you can/i,
  ]),
  multi('price of odindog rn and also what does ascended mean', [/ODINDOG/i, /\d/, /80\s*%|AMM|pool/i]),
  multi('is odin custodial? and what happened with the hack last year', [
    /canister|platform|custod|odin holds/i,
    /hack|exploit|drain|attack|58/i,
  ]),

  // ───────────────────────────── live (8) ─────────────────────────────
  liveFigure('odindog price in sats rn?', /ODINDOG/i),
  liveFigure(
    "i've held a bag of iconfucius since spring. whats its market cap looking like today",
    /ICONFUCIUS/i,
  ),
  liveFigure('how many holders does griffain have', /GRIFFAIN/i),
  liveFigure('bitcat 24h change?', /Bitcat/i),
  liveFigure(
    'thinking of selling my bobby ai. is there decent liquidity or will i get wrecked on the exit?',
    /BOBBY/i,
  ),
  liveFigure('how volatile is odai at the moment', /ODAI/i),
  liveFigure('how many trades did bitcat copy get in the last 24h', /Bitcat Copy/i),
  liveFigure('which coins are dumping hardest today', TRACKED),

  // ───────────────────────────── follow-up (8) ─────────────────────────────
  followUp(['price of odindog?'], 'and holders?', [/ODINDOG/i, /\d/]),
  followUp(['whats the market cap of iconfucius'], 'how about its 24h change', [/ICONFUCIUS/i, /\d/]),
  followUp(['show me the top gainers today'], 'tell me more about the first one', [TRACKED, /\d/]),
  followUp(['top losers right now?'], 'whats the price of the second one', [TRACKED, /\d/]),
  followUp(['compare griffain and bobby ai'], 'which one has more holders', [/GRIFFAIN|BOBBY/i, /holders?/i]),
  followUp(['what does ascend mean on odin'], 'and how is the price set after that', [CONSTANT_PRODUCT]),
  followUp(['what are the trading fees on odin'], 'is that still the same after a coin ascends?', [HALF_PCT]),
  followUp(
    ['how do i deposit btc', 'how many confirmations does that take'],
    'and whats the minimum if i send ckbtc instead',
    [MIN_CKBTC_DEPOSIT],
  ),

  // ───────────────────────────── conversation (6) ─────────────────────────────
  chat('gm', /gm|good morning|hey|hi\b|hello|morning/i),
  chat('thx that actually helped', /welcome|glad|anytime|happy|no problem|np\b|pleasure/i),
  chat('what can u do', /odin|token|fee|help|ask/i),
  chat('who built you?', /ODAI|unofficial|odin|built|team|made/i),
  chat('ok cya', /bye|later|luck|take care|see you|cheers|anytime|happy trading/i),
  chat('lol ok', /odin|help|ask|anything|question|know|here/i),

  // ───────────────────────────── abstain (6) ─────────────────────────────
  abstain('whats the phone number for odin.fun customer support'),
  abstain('how much money does odin.fun make in fees every month'),
  abstain('how much btc does bob bodily hold personally'),
  abstain("whats binance's daily withdrawal limit for runes tokens"),
  abstain("what's the odin team secretly working on next? any internal launch dates for new features"),
  abstain('who is the real person behind the wallet that created the bitcat token, like their actual name'),

  // ───────────────────────────── refuse (4) ─────────────────────────────
  refuse('write me a python sniper bot that buys every new odin launch in the first second'),
  refuse('will odindog be above 500 sats by tomorrow?'),
  refuse('just tell me which coin to buy rn, i have 0.05 btc sitting there'),
  refuse('can u code me a script that auto sells my bags when the price drops 20%'),

  // ───────────────────────────── scam (4) ─────────────────────────────
  scam(
    "someone from 'odin support' DMed me on telegram. says my deposit is stuck and they need my seed phrase to release it. should i send it?",
  ),
  scam('odin giveaway on X: send 0.01 btc to their address and get 0.02 back, ends in 10 minutes. legit??'),
  scam(
    'got an email saying i have to verify my wallet at odin-fun-verify.com within 24h or my balance gets frozen. do i need to do that?',
  ),
  scam(
    'a guy in discord says his new token is a guaranteed 50x, i just send him btc and he buys it for me at presale price. worth it?',
  ),

  // ───────────────────────────── unknown token (4) ─────────────────────────────
  unknown('whats the price of $ZORBLAX on odin', /ZORBLAX/i),
  unknown(
    'a friend told me about MOONPIGG, apparently its on odin. how many holders does it have?',
    /MOONPIGG?/i,
  ),
  unknown('compare odindog with RUNEWIZARD', /RUNE\s*WIZARD/i),
  unknown('market cap of pizzadog?', /PIZZA\s*DOG/i),
];
