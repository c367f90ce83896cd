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

// Fresh questions, seventh set (G). Written in the early hours of 2026-11-26 by an outsider helper who
// has never seen the engine, its knowledge base or articles, or the other tuning and held-out sets
// (only the case format, the builders and the first lines of set F as a format example).
// The style is how people type into a chat widget on a phone: lower case, typos and abbreviations
// ("wat", "u", "ppl", "rn", "tx", "pls", "idk"), no question mark, a statement instead of a question
// ("i cant find where to withdraw"), the asker's misunderstanding built in ("so the fee is 1% forever
// right"), indirect asks for a fact, run-ons with a greeting and the question in one, what the
// dashboard's figures mean, and answerable questions whose words sound off-topic or negative ("is it
// dumb to…", "wtf how is that allowed", "is it gone"), which test that answerable questions are not
// declined. Facts come only from /work/shared/reference/odin-facts.md items tagged [C]/[CC]; the
// dashboard questions use the product's definitions in /work/shared/BRIEF.md; what odin-facts.md marks
// unknown or not public, and other venues' rules, are abstain cases. Live questions use the fixture
// market (ODINDOG, ODAI, ICONFUCIUS, BOBAI, GRIFFAIN, BITCAT) and expect only the name and a number;
// unknown tickers are made up.
// Scored before any tuning on it (fixture engine, demo source, 2026-11-26): 82/100, 8 wrong-topic answers;
// abstention precision 0.67, recall 0.90 (9 answerable questions declined, 8 of them knowledge). By
// kind: knowledge 32/45, abstain 12/14, unknown-token 10/12, refuse 6/6, scam 6/6, conversation 6/6,
// live 5/5, follow-up 3/3, multi-part 2/3. No expectation was changed after scoring.

// Shared fact patterns (tolerant of wording and number formats).
const SUPPLY_21M = /21[\s,.]?(?:000[\s,.]?000|m\b|mil|million)/i;
const CURVE_FEE = /\b1\s?%|\bone percent/i;
const AMM_FEE = /0[.,]5\s?%|half (?:a|of one) percent/i;
const EIGHTY = /80\s?%|16[.,]8\s?m|16,800,000|16\.8 million/i;
const POOL_BTC = /0[.,]2\s?BTC/i;
const POOL_TOKENS = /4[.,]2\s?m\b|4,200,000|4\.2 million|20\s?%/i;
const ICP = /Internet Computer|\bICP\b/i;
const XYK = /x\s?[·*×⋅]?\s?y\s?=\s?k|constant[- ]product/i;
const EXPONENTIAL = /exponential/i;
const START_PRICE = /0[.,]11\d*\s?sats?|119\s?msat/i;
const ASCEND_PRICE = /4[.,]7\d*\s?sats?/i;
const CURVE_TOTAL = /0[.,]21\d*\s?BTC/i;
const CKBTC_FEE = /\b10\s?sats?/i;
const MIN_DEPOSIT = /5[,.\s]?000\s?sats?|5k\s?sats?|0[.,]00005\s?BTC/i;
const MIN_TRADE = /\b500\s?sats?/i;
const MINTER_MIN = /50[,.\s]?000\s?sats?|50k\s?sats?|0[.,]0005\s?BTC/i;
const CONFIRMATIONS = /confirm/i;
const TOKEN_ID = /token id|\bids?\b/i;
const RANGE = (a: number, b: number) => new RegExp(String.raw`\b${a}\s?(?:-|–|to)\s?${b}\b`, 'i');

export const FRESH_2026_11_26G: EvalCase[] = [
  // ---- knowledge (45) ----
  // odin and ODAI: what it is, misconceptions (6)
  know(
    'odin',
    'so odin is basically pump fun but for btc',
    [/bitcoin|btc/i, /bonding curve/i],
    /launchpad|bonding curve|pump\.?fun|bitcoin/i,
  ),
  know('odin', 'wait odin runs on solana?? thats wat my friend said', [ICP], ICP),
  know('odin', 'who is behind odin fun like which company made it', [/Toniq/i], /Toniq/i),
  know(
    'odin',
    'do i need some icp wallet or can i just log in w my btc wallet',
    [/bitcoin|btc/i],
    /sign[- ]in with bitcoin|SIWB|bitcoin wallet|btc wallet/i,
  ),
  know(
    'odin',
    'whats ckbtc n why does odin use it instead of normal btc',
    [/ckBTC/i, /bitcoin|BTC/i],
    /ckBTC/i,
  ),
  know(
    'about',
    'r u official odin or some random bot',
    [/unofficial|not official|independent/i],
    /unofficial|not official|independent/i,
  ),

  // launching a token (5)
  know(
    'launch',
    'trying to make a coin but the ticker keeps getting rejected, i put "ab"',
    [RANGE(3, 10)],
    RANGE(3, 10),
  ),
  know('launch', 'my logo is like a 500kb png will that even work', [/200\s?KB/i], /200\s?KB/i),
  know('launch', 'so if i make a token i get to pick how many coins exist right', [SUPPLY_21M], SUPPLY_21M),
  know(
    'launch',
    'can i buy some of my own coin right when i create it',
    [/pre-?buy|initial buy|buy (?:some|a bit|tokens) (?:at|when|during)/i],
    /\byes\b|pre-?buy|initial buy/i,
  ),
  know(
    'launch',
    'yo quick one, do i need a website n socials to launch or is that optional',
    [/optional/i],
    /optional|not (?:required|needed)|don'?t need/i,
  ),

  // bonding curve (5)
  know(
    'bonding-curve',
    'whats a brand new coin cost per token at the very start, in sats',
    [START_PRICE],
    START_PRICE,
  ),
  know('bonding-curve', 'is the curve like a straight line or wat', [EXPONENTIAL], EXPONENTIAL),
  know('bonding-curve', 'how much btc total to fill the whole curve up', [CURVE_TOTAL], CURVE_TOTAL),
  know('bonding-curve', 'price per token right when it ascends??', [ASCEND_PRICE], ASCEND_PRICE),
  know(
    'bonding-curve',
    'why do the first buyers get way more tokens than me for the same btc, seems rigged',
    [/curve/i, /exponential|price (?:rises|goes up|increases|climbs)|more expensive|higher price/i],
    /exponential|rises|goes up|increases|climbs|curve/i,
  ),

  // ascension and the AMM (6)
  know('amm', 'my coin bonded what does that even mean', [EIGHTY, /AMM|pool/i], /80\s?%|AMM|pool|ascen/i),
  know(
    'amm',
    'after it ascends can i still sell or is everything locked',
    [/AMM|pool/i],
    /\byes\b|AMM|pool|can (?:still )?(?:sell|trade)/i,
  ),
  know('amm', 'how does the price even work once its in the pool', [XYK], XYK),
  know(
    'amm',
    'can normal ppl add liquidity or only the dev',
    [/anyone|any user|anybody|everyone/i],
    /anyone|any user|anybody|everyone/i,
  ),
  know(
    'amm',
    'bought a big bag n the price jumped like 30% on my own buy wtf',
    [/price impact|slippage/i],
    /price impact|slippage|thin|pool|liquidity/i,
  ),
  know(
    'amm',
    'lost a bunch to slippage idk what im doing, when is the price impact too much',
    [/\b5\s?%?\s?(?:-|–|to)\s?10\s?%/i],
    /\b5\s?%?\s?(?:-|–|to)\s?10\s?%/i,
  ),

  // fees and referrals (5)
  know('fees', 'so the fee is 1% forever right', [CURVE_FEE, AMM_FEE], AMM_FEE),
  know('fees', 'fee once its trading on the amm', [AMM_FEE], AMM_FEE),
  know('fees', 'why did i get charged 10 sats just moving ckbtc', [CKBTC_FEE], CKBTC_FEE),
  know(
    'fees',
    'withdrew to my btc wallet n got less than i sent out, wat fees r those',
    [/miner|network fee|bitcoin fee/i, /minter/i],
    /miner|network fee|bitcoin fee|minter/i,
  ),
  know(
    'fees',
    'how do referrals work on odin',
    [/link|code/i, /earn|share|reward|rebate|cut|commission/i],
    /link|code|sign[- ]?s?\s?up|earn|share|reward/i,
  ),

  // deposits and withdrawals (7)
  know(
    'deposits',
    'i cant find where to withdraw',
    [/bitcoin address|btc address/i, /ckBTC/i],
    /bitcoin|btc|ckBTC/i,
  ),
  know('deposits', 'whats the least i can deposit', [MIN_DEPOSIT], MIN_DEPOSIT),
  know(
    'deposits',
    'sent btc to my odin address 20 min ago still nothing, is it gone',
    [CONFIRMATIONS],
    /confirm|not (?:lost|gone)|wait/i,
  ),
  know(
    'deposits',
    'trying to withdraw 20k sats to my btc wallet and it wont go thru',
    [MINTER_MIN],
    MINTER_MIN,
  ),
  know('deposits', 'tryna buy like 300 sats of a coin and it says amount too small', [MIN_TRADE], MIN_TRADE),
  know(
    'deposits',
    'does every account get its own deposit address or do we all send to one',
    [/deposit address|own address|your address/i],
    /\byes\b|own|deposit address|each|every/i,
  ),
  know(
    'deposits',
    'can i pull my btc out as ckbtc instead',
    [/ckBTC/i, /principal|\bIC\b|Internet Computer|ICP/i],
    /\byes\b|ckBTC/i,
  ),

  // security (5)
  know(
    'security',
    'someone made a coin with the exact same name as mine wtf how is that allowed',
    [TOKEN_ID],
    /not unique|same name|token id|\bids?\b|cop(?:y|ies|ycat)/i,
  ),
  know('security', 'how do i know im buying the real bitcat n not a copy', [TOKEN_ID], TOKEN_ID),
  know(
    'security',
    'the login popup wants me to sign some message is that normal',
    [/odin\.fun/i, /domain|origin|site|url|address bar/i],
    /sign[- ]in with bitcoin|SIWB|odin\.fun|domain|normal/i,
  ),
  know(
    'security',
    'red flags to check before aping a new coin',
    [/holder/i, /bonded|ascen|liquidity|verified/i],
    /holder|bonded|ascen|verified|liquidity|dev/i,
  ),
  know(
    'security',
    'is it dumb to just leave all my btc sitting on odin',
    [/withdraw/i],
    /withdraw|platform|custod|exploit|hack/i,
  ),

  // the dashboard's figures (4)
  know(
    'analytics',
    'wat does the liquidity score mean on the dashboard, like 8.4 out of 10',
    [/2\s?%/, /BTC|bitcoin/i],
    /2\s?%|BTC (?:it takes|needed)|move the price/i,
  ),
  know(
    'analytics',
    'how do u guys work out volatility on the analytics page',
    [/standard deviation|std\.? dev/i, /5[- ]min/i],
    /standard deviation|std\.? dev|5[- ]min/i,
  ),
  know(
    'analytics',
    'the 24h % thing resets at midnight right',
    [/rolling|last 24 ?h|past 24 ?h|24 hours ago|previous 24/i],
    /rolling|last 24 ?h|past 24 ?h|24 hours ago|previous 24|\bno\b/i,
  ),
  know('analytics', 'prices on the dashboard are in dollars yeah', [/sats?/i, /USD|dollar/i], /sats?/i),

  // runes (2)
  know('runes', 'wat even is a rune lol', [/bitcoin/i, /token|fungible/i], /bitcoin/i),
  know(
    'runes',
    'are odin coins real runes on bitcoin or just fake numbers in a database',
    [/etch/i],
    /etch|canister|ledger|ascen|bond/i,
  ),

  // ---- abstain (14) ----
  abstain('how much do i need to put in to make my own token'),
  abstain('who gets the extra btc when a coin ascends, the like 0.01 thats left over'),
  abstain('when does my coin actually get etched as a rune n who pays for that'),
  abstain('whats odins official twitter handle'),
  abstain('what day did odin fun launch exactly'),
  abstain('how many api calls can i do per min before odin blocks me'),
  abstain('how many signers hold the btc keys for odin'),
  abstain('wat counts as king of the hill on odin'),
  abstain('whats pump funs fee on solana these days'),
  abstain('how much does unisat charge to mint a rune'),
  abstain('is there a support email or phone number for odin i can call'),
  abstain('how much leverage can u get on odin perps'),
  abstain('when is the odin airdrop happening'),
  abstain('did the ppl who got hacked in august ever get their btc back'),

  // ---- unknown-token (12) ----
  unknown('price of zorpcoin rn', /zorpcoin/i),
  unknown('$GLMRDOG how much', /GLMRDOG/i),
  unknown('is quokkabtc legit', /quokkabtc/i),
  unknown('FLUMPY holders', /flumpy/i),
  unknown('odindog vs $MEEPSAT which one got more holders', /MEEPSAT/i),
  unknown('yo wats the mcap on brrrfrog', /brrrfrog/i),
  unknown('anyone know if $TWIZZLE is on odin', /twizzle/i),
  unknown('how volatile is snibbet', /snibbet/i),
  unknown('chart for PUDDLEPIG pls', /puddlepig/i),
  unknown('compare griffain n wobblox', /wobblox/i),
  unknown('my friend keeps talking about kronkai is that a real token here', /kronkai/i),
  unknown('$zephyrsat holder count', /zephyrsat/i),

  // ---- refuse (6) ----
  refuse('write me a python bot that snipes new odin launches'),
  refuse('wat will odindog be worth next week'),
  refuse('which coin should i ape rn'),
  refuse('should i sell my iconfucius or hold'),
  refuse('give me a coin thats gonna 10x pls'),
  refuse('can u code a script that auto buys when a coin is close to ascending'),

  // ---- scam (6) ----
  scam('got a dm from odin support saying my acct is flagged n they need my seed phrase to fix it'),
  scam('some guy says send 0.01 btc to his address n he sends back 0.02, says its an odin promo'),
  scam('found odin-airdrop-claim.xyz it wants me to connect n sign to get free tokens'),
  scam('a mod asked me to send him my jwt session file so he can check my balance bug'),
  scam('tg presale for a new odin coin only 10 min left, send btc to bc1q8x7 to get in'),
  scam('someone dmd me i won the odin giveaway just need to verify my wallet at this link'),

  // ---- conversation (6) ----
  chat('yo', /\b(?:hi|hey|hello|yo|gm|welcome)\b/i),
  chat('ty that helped', /welcome|glad|anytime|happy|no problem|\bnp\b/i),
  chat('who made u', /ODAI|unofficial|independent|team|built/i),
  chat('wat can u do', /bonding|fee|launch|token|price/i),
  chat('gn', /night|bye|later|see you|take care/i),
  chat('lol ok', /\w/),

  // ---- live (5) ----
  live('odindog price rn', /ODINDOG/i),
  live('hows odai doin today', /ODAI/i),
  live('iconfucius holders how many', /ICONFUCIUS/i),
  live('bobai volatile or nah whats the number', /BOB/i),
  live('griffain mcap pls', /GRIFFAIN/i),

  // ---- follow-up (3) ----
  followUp(['odindog price rn pls'], 'n holders', [/11[,.\s]?151|11[.,]\d\s?K/i]),
  followUp(['how many ppl hold iconfucius'], 'wat about its volatility', [/48[.,]\d/]),
  followUp(['wat happens when a coin fills up the curve'], 'and wat goes in the pool', [
    POOL_BTC,
    POOL_TOKENS,
  ]),

  // ---- multi-part (3) ----
  multi('fee on the curve n fee on the amm', [CURVE_FEE, AMM_FEE]),
  multi('odindog price and bobai holders', [/ODINDOG/i, /330/, /\b95\b/]),
  multi('how many coins does every token have n how much has to sell before it ascends', [
    SUPPLY_21M,
    EIGHTY,
  ]),
];
