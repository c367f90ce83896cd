import type { EvalCase } from '../eval-case.js';
import { NEWCOMER_GUARDS } from './newcomer-guards.js';

// Tuning set: 120 questions written on 2026-11-23 by a newcomer from SPEC.md, BRIEF.md and
// odin-facts.md only, before reading the engine or the guides, typed the way visitors type
// (typos, slang, lowercase, rambling). Expectations are facts from odin-facts.md, not wordings.

/** A knowledge question; the first expected fact is the key fact unless one is given. */
const k = (
  topic: string,
  question: string,
  expect: RegExp[],
  keyFact: RegExp | null = expect[0] ?? null,
): EvalCase => ({
  kind: 'knowledge',
  topic,
  question,
  expect,
  ...(keyFact ? { keyFact } : {}),
});

const LAUNCHPAD = /launchpad|meme ?coins?/i;
const IC = /Internet Computer|\bICP\b/i;
const EIGHTY = /80 ?%|16\.8 ?M/i;
const SUPPLY = /21,000,000|21 ?M\b|21 million/i;
const CURVE_FEE = /\b1 ?%/;
const AMM_FEE = /0\.5 ?%/;
const XYK = /x ?[·*×] ?y ?= ?k|constant[- ]product/i;
const TOKEN_ID = /token id|\bids?\b/i;

const KNOWLEDGE: EvalCase[] = [
  k('odin', 'wat is odin.fun', [LAUNCHPAD]),
  k('odin', 'so odin fun is like pumpfun but for btc?', [LAUNCHPAD, /bitcoin|BTC/i]),
  k('odin', 'what blockchain is odin on', [IC]),
  k('odin', 'is odin running on ethereum or solana or what', [IC]),
  k('odin', 'who is behind odin.fun, which company', [/Toniq/i]),
  k('odin', 'how do i log in to odin, do i need metamask', [/Bitcoin wallet|SIWB|sign in with Bitcoin/i]),
  k(
    'odin',
    'hey im new here, can u explain what odin actually does and how i would make money trading memes there, like step by step',
    [LAUNCHPAD, /curve/i],
    null,
  ),
  k('runes', 'whats a rune', [/Bitcoin/i, /fungible|token/i], /Bitcoin/i),
  k('runes', 'are odin tokens real runes on bitcoin?', [/etch/i]),
  k('runes', 'when does my token get etched as a rune', [/etch/i, /bond|ascen/i], /etch/i),
  k('runes', 'what does the ODINDOG•ID•YTTL•ODIN kind of name mean', [/rune/i], null),
  k('bonding-curve', 'bonding curve explained pls', [/price/i, /curve/i], /price/i),
  k('bonding-curve', 'what shape is the odin bonding curve, linear?', [/exponential/i]),
  k('bonding-curve', 'how much does a token cost at the very start of the curve', [/0\.11\d* sats/i]),
  k('bonding-curve', 'what does ascend mean', [EIGHTY]),
  k('bonding-curve', 'when does a coin graduate from the curve', [EIGHTY]),
  k(
    'bonding-curve',
    'what happens when a token hits 80%',
    [/0\.2 ?BTC/i, /4\.2 ?M/i],
    /0\.2 ?BTC|4\.2 ?M|AMM|pool/i,
  ),
  k('bonding-curve', 'how much btc goes into the pool when it bonds', [/0\.2 ?BTC/i]),
  k('bonding-curve', 'whats the market cap when a token ascends', [/\b1 BTC|~?\$?100k/i]),
  k('bonding-curve', 'how much btc does it take to fill the whole curve', [/0\.21\d? ?BTC/i]),
  k('bonding-curve', 'how many tokens in total does every coin have', [SUPPLY]),
  k('bonding-curve', 'does the price jump when it moves to the amm', [/4\.76|continu|carr/i], null),
  k('amm', 'how does the amm work after bonding', [XYK]),
  k('amm', 'what is slippage', [/slippage/i, /price/i], /slippage/i),
  k('amm', 'why did my buy move the price so much', [/impact|thin|liquidity/i]),
  k('amm', 'can i add liquidity to a pool on odin', [/liquidity/i, /anyone|add|remove/i], /liquidity/i),
  k('amm', 'what slippage should i set', [/slippage/i]),
  k('amm', 'can i swap one odin token for another directly', [/swap/i]),
  k('launch', 'how do i launch my own token', [/name|ticker/i]),
  k('launch', 'how long can a token name be', [/3\s*(–|-|to)\s*30/]),
  k(
    'launch',
    'ticker rules?? can i use lowercase',
    [/3\s*(–|-|to)\s*10/, /upper/i],
    /3\s*(–|-|to)\s*10|upper/i,
  ),
  k('launch', 'max image size for token logo', [/200 ?KB/i]),
  k('launch', 'which image formats can i upload for my coin', [/PNG/i, /GIF|WebP|SVG/i], /PNG/i),
  k('launch', 'how long can the description be', [/100/]),
  k('launch', 'can i buy some of my own token when i create it', [/pre-?buy/i]),
  k('launch', 'can i use the same name as an existing token', [
    /copy|copycat|not unique|same name|token id/i,
  ]),
  k('fees', 'what are the fees', [CURVE_FEE, AMM_FEE], /\b1 ?%|0\.5 ?%/),
  k('fees', 'trading fee on the bonding curve?', [CURVE_FEE]),
  k('fees', 'how much is the swap fee after ascension', [AMM_FEE]),
  k('fees', 'does odin have referrals, how much do i get', [/25 ?%/]),
  k('fees', 'how much does it cost to create a token', [/fee/i], null),
  k('deposits', 'how do i deposit btc to odin', [/deposit address|ckBTC/i]),
  k('deposits', 'how long till my btc deposit shows up', [/confirmation/i]),
  k('deposits', 'min deposit?', [/5,?000 sats/i]),
  k('deposits', 'how do i withdraw my btc back to my wallet', [/withdraw/i, /BTC|ckBTC/i], /withdraw/i),
  k('deposits', 'whats the minimum withdrawal to a bitcoin address', [/50,?000 sats/i]),
  k('deposits', 'i sent btc an hour ago and its still not there what do i do', [/confirmation/i]),
  k('deposits', 'can i deposit ckbtc instead of btc', [/ckBTC/i]),
  k('security', 'is odin safe', [/risk|hack|exploit|custod/i], null),
  k('security', 'was odin ever hacked', [/58\.2|August 2025|Aug 2025|exploit/i]),
  k('security', 'how do i avoid buying a fake copycat token', [TOKEN_ID]),
  k('security', 'can the dev rug pull me on odin', [/rug|dump|sell/i], null),
  k('security', 'who holds my coins when they are on odin', [/canister|platform|custod/i]),
  k('security', 'how to spot a rug', [/holder|dev|liquidity/i], null),
  k(
    'security',
    'fake odin login site, how do i check',
    [/odin\.fun/i, /domain|phish/i],
    /odin\.fun|domain|phish/i,
  ),
  k('strategy', 'any tips for trading memecoins on odin', [/risk|afford|research/i], null),
  k(
    'strategy',
    'is it better to buy early on the curve or after it ascends',
    [/curve/i, /AMM|pool|ascen/i],
    null,
  ),
  k('strategy', 'how much should i put in', [/afford|lose|risk/i], null),
  k(
    'analytics',
    'how is volatility calculated on the dashboard',
    [/standard deviation/i, /5-?minute/i],
    /standard deviation/i,
  ),
  k('analytics', 'what does the liquidity score mean', [/0\s*(–|-|to)\s*10/, /2 ?%/], /0\s*(–|-|to)\s*10/),
  k('analytics', 'what does the 24h change mean', [/24/]),
  k('analytics', 'prices are in what unit on ur dashboard', [/sats/i]),
  k('glossary', 'what does bonded mean', [/ascen|AMM|pool/i]),
  k('glossary', 'what is an LP', [/liquidity provider|liquidity/i]),
  k('glossary', 'what is a sat', [/satoshi|100,?000,?000|0\.00000001/i]),
  k('glossary', 'whats king of the hill', [/curve|progress/i], null),
  k('about', 'what is ODAI', [/ODAI/, /unofficial|guide|assistant/i], /unofficial|guide|assistant/i),
  k('about', 'are you official odin support?', [/unofficial|not official/i]),
  k('network', 'what is ckbtc', [/Bitcoin|BTC/i, /1:1|backed|twin/i], /Bitcoin|BTC/i),
  k('network', 'what is siwb', [/Sign[- ]In With Bitcoin/i]),
  k('network', 'what is the internet computer', [/canister|blockchain|DFINITY/i]),
  k('network', 'how fast are ckbtc transfers and whats the fee', [/10[- ]sats?/i, /second/i], null),
  k('odin', 'official odin website link?', [/odin\.fun/i]),
  k('deposits', 'do i get my own btc deposit address', [/deposit address/i]),
  k('amm', 'whats price impact', [/price impact|moves? the price/i]),
  k('glossary', 'what does dyor mean', [/research/i]),
  k('runes', 'can an existing rune be listed on odin', [/external/i]),
  k('strategy', 'what should i check before buying a token', [/holder/i, /liquidity|bonded|verified/i], null),
  k('security', 'what happened in the odin hack in august 2025', [/58\.2/]),
  k('about', 'does odai give financial advice', [/educational|not financial advice|no (buy|sell)|research/i]),
];

export const NEWCOMER_CASES: EvalCase[] = [...KNOWLEDGE, ...NEWCOMER_GUARDS];
