import { abstain } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Figures: questions that want a number, a time or a limit (fees per phase, minimums, supply, the
// ascension threshold, start price, how long a deposit or withdrawal takes, form limits), asked in
// many forms ("how much is…", "fee 2 sell?", "min withdraw", "how long b4…", "is it 1% or 2%", an
// amount inside a story), plus figures no guide gives, which must be declined. Written by helper G1
// on 2026-11-26 before changing anything for them, from the articles and odin-facts.md only.
// Each answerable case expects the figure and cites the article that states it; the figure is also
// the key fact (first 40 words).
// Scored before the changes they led to (fixture engine, demo source, main at ca6cd45):
// answerable 82: figure in the first 40 words 71, figure late 1, wrong section 4, figure missing 4,
// declined wrongly 2; abstain 18: declined 11, answered 7 (83/100 passed by the eval's own check).
// After the changes they led to (kind and chat forms in question-words.ts / question-kind.ts, five
// listed phrasings, the pool's share as a sentence of its own in bonding-curves.md): answerable
// 82/82 with the figure in the first 40 words (3 of them by accepting the glossary's ascension
// entry, which states the 80% in its first sentence); abstain still 11/18: the 7 left need the
// coverage check (maximums the guides do not give, rate limits, per-day creation limits, the
// future of fees, what devs are paid, etching time): 93/100. Those 7 sit in FIGURES_2026_11_26_OPEN
// below; the 93 others are FIGURES_2026_11_26. Both are in tuning-cases.ts now: the 93 once the
// typing-noise floor for a dropped question word went to 93% (these questions carry their meaning
// in "how much"), the 7 once the coverage check declined them (asked-limit.ts, 7/7).

// `cites` '' when more than one article states the figure.
const fig = (topic: string, question: string, fact: RegExp, cites: string): EvalCase => ({
  kind: 'knowledge',
  topic,
  question,
  expect: [fact],
  keyFact: fact,
  ...(cites ? { cites } : {}),
});

const CURVE_FEE = /\b1\s?%|\bone percent/i;
const AMM_FEE = /0[.,]5\s?%|half (?:a|of one) percent/i;
const CKBTC_FEE = /\b10[\s-]?sats?\b/i;
const REFERRAL = /0[.,]25\s?%|25\s?%/i;
const MIN_TRADE = /\b500\s?sats?/i;
const MIN_DEPOSIT = /5[,.\s]?000\s?sats?/i;
const MIN_WITHDRAW = /50[,.\s]?000\s?sats?/i;
const SUPPLY = /21[\s,.]?(?:000[\s,.]?000|m\b|mil|million)|21 M\b/i;
const EIGHTY = /80\s?%|16[.,]8\s?m|16,800,000|16\.8 million/i;
const MCAP = /\b1\s?BTC|\$?100\s?k\b|\$?100,000/i;
const POOL_BTC = /0[.,]2\s?BTC/i;
const POOL_TOKENS = /4[.,]2\s?M\b|4,200,000|4\.2 million/i;
const START_PRICE = /0[.,]11[89]?\d*\s?sats?|119\s?milli?sats?/i;
const CONFIRMATIONS = /\b6 confirmations|about an hour|roughly an hour|\b6\b[^.]{0,20}confirmations/i;
const CKBTC_SPEED = /1\s?(?:–|-|to)\s?2 seconds/i;
const TICKER = /3 to 10/i;
const NAME = /3 to 30/i;
const DESCRIPTION = /100 characters/i;
const IMAGE = /200 KB/i;
const CURVE_TOTAL = /0[.,]21\d*\s?BTC/i;
const ASCEND_PRICE = /4[.,]7[56]?\d*\s?sats?/i;
const SATS_PER_BTC = /100[,.\s]?000[,.\s]?000|100 million/i;
const MINT_FEE = /mint fee/i;
const NO_DEADLINE = /no deadline|however long|not described|no time limit/i;
const IMPACT = /32[.,]9\s?%/i;

export const FIGURES_2026_11_26: EvalCase[] = [
  // ---- curve fee (1%) ----
  fig('fees', 'how much is the fee on the bonding curve?', CURVE_FEE, 'fees#'),
  fig('fees', 'whats the fee for buying before ascension', CURVE_FEE, 'fees#'),
  fig('fees', 'fee 2 sell?', CURVE_FEE, 'fees#'),
  fig('fees', 'fee to buy', CURVE_FEE, 'fees#'),
  fig('fees', 'is the fee 1% or 2%', CURVE_FEE, 'fees#'),
  fig('fees', 'what % does odin take on each trade', CURVE_FEE, 'fees#'),
  fig('fees', 'i want to sell 200k sats worth of my coin, how much fee will i pay', CURVE_FEE, 'fees#'),
  fig('fees', 'trading fee?', CURVE_FEE, 'fees#'),
  fig('fees', 'how much do i lose in fees if i buy 0.01 btc of a new token', CURVE_FEE, 'fees#'),
  fig('fees', 'what percent fee on the curve', CURVE_FEE, 'fees#'),
  fig('fees', 'hw much commission does odin charge', CURVE_FEE, 'fees#'),
  fig('fees', 'whats the cost per trade', CURVE_FEE, 'fees#'),
  fig('fees', 'fees on odin?', CURVE_FEE, 'fees#'),
  fig('fees', 'how much does it cost to sell a token', CURVE_FEE, 'fees#'),
  // ---- AMM fee (0.5%) ----
  fig('fees', 'whats the fee after a token ascends', AMM_FEE, 'fees#'),
  fig('fees', 'swap fee %?', AMM_FEE, 'fees#'),
  fig('fees', 'how much is the pool fee', AMM_FEE, 'fees#'),
  fig('fees', 'fee 2 sell after graduation', AMM_FEE, 'fees#'),
  fig('fees', 'what do i pay to trade a bonded coin', AMM_FEE, 'fees#'),
  fig('fees', 'is the amm fee 0.3% like uniswap?', AMM_FEE, 'fees#'),
  fig('fees', 'how much fee in the amm', AMM_FEE, 'fees#'),
  // ---- ckBTC transfer and withdrawal costs (10 sats) ----
  fig('fees', 'how much does a ckbtc transfer cost', CKBTC_FEE, 'fees#'),
  fig('fees', 'ckbtc fee?', CKBTC_FEE, 'fees#'),
  fig('fees', 'whats the fee to withdraw ckbtc to my principal', CKBTC_FEE, ''),
  fig('fees', 'cost to send ckbtc', CKBTC_FEE, 'fees#'),
  // ---- referral ----
  fig('fees', 'how much do i get for referring people', REFERRAL, 'fees#'),
  fig('fees', 'referral % ?', REFERRAL, 'fees#'),
  fig('fees', 'what cut does my referrer get from my trades', REFERRAL, 'fees#'),
  // ---- minimums ----
  fig('deposits', 'min trade?', MIN_TRADE, 'deposits-withdrawals#'),
  fig('deposits', 'whats the smallest amount i can sell', MIN_TRADE, 'deposits-withdrawals#'),
  fig('deposits', 'minimum buy size', MIN_TRADE, 'deposits-withdrawals#'),
  fig('deposits', 'i only have 300 sats, whats the least i can trade', MIN_TRADE, 'deposits-withdrawals#'),
  fig('deposits', 'min withdraw', MIN_WITHDRAW, 'deposits-withdrawals#'),
  fig('deposits', 'what is the minimum withdrawal', MIN_WITHDRAW, 'deposits-withdrawals#'),
  fig(
    'deposits',
    'how little btc can i withdraw to my bitcoin address',
    MIN_WITHDRAW,
    'deposits-withdrawals#',
  ),
  fig('deposits', 'smallest withdrawal amount?', MIN_WITHDRAW, 'deposits-withdrawals#'),
  fig('deposits', 'min deposit', MIN_DEPOSIT, 'deposits-withdrawals#'),
  fig('deposits', 'whats the minimum i can deposit', MIN_DEPOSIT, 'deposits-withdrawals#'),
  fig('deposits', 'how much do i need to deposit at least', MIN_DEPOSIT, 'deposits-withdrawals#'),
  fig('deposits', 'lowest deposit allowed?', MIN_DEPOSIT, 'deposits-withdrawals#'),
  // ---- supply ----
  fig('launch', 'whats the total supply of a token', SUPPLY, 'launching-a-token#'),
  fig('launch', 'supply?', SUPPLY, 'launching-a-token#'),
  fig('launch', 'how many tokens does each coin have', SUPPLY, 'launching-a-token#'),
  fig('launch', 'how many coins get minted when i launch', SUPPLY, 'launching-a-token#'),
  fig('launch', 'max supply per token', SUPPLY, 'launching-a-token#'),
  // ---- ascension threshold ----
  fig('bonding-curve', 'how much has to sell before a token ascends', EIGHTY, 'bonding-curves#'),
  // The glossary's ascension entry states the 80% in its first sentence: either article answers.
  fig('bonding-curve', 'what % to graduate', EIGHTY, ''),
  fig('bonding-curve', 'when does a token ascend', EIGHTY, 'bonding-curves#'),
  fig('bonding-curve', 'wen bond', EIGHTY, ''),
  fig('bonding-curve', 'how many tokens need to be sold to ascend', EIGHTY, 'bonding-curves#'),
  fig('bonding-curve', 'at what market cap does a coin ascend', MCAP, 'bonding-curves#'),
  fig('bonding-curve', 'mcap at ascension?', MCAP, 'bonding-curves#'),
  fig('bonding-curve', 'how much btc goes into the pool when it ascends', POOL_BTC, 'bonding-curves#'),
  fig('bonding-curve', 'how many tokens go into the amm pool', POOL_TOKENS, ''),
  fig('bonding-curve', 'how long till my coin graduates', EIGHTY, ''),
  fig('bonding-curve', 'is it 80% or 100% of supply to ascend', EIGHTY, 'bonding-curves#'),
  fig('bonding-curve', 'how much btc does it take to fill the whole curve', CURVE_TOTAL, 'bonding-curves#'),
  fig('bonding-curve', 'price at ascension?', ASCEND_PRICE, 'bonding-curves#'),
  fig('bonding-curve', 'is there a time limit to ascend', NO_DEADLINE, 'bonding-curves#'),
  // ---- start price ----
  fig('bonding-curve', 'whats the start price of a new token', START_PRICE, 'bonding-curves#'),
  fig('bonding-curve', 'how much is a token at launch', START_PRICE, 'bonding-curves#'),
  fig('bonding-curve', 'price of a brand new coin?', START_PRICE, 'bonding-curves#'),
  fig('bonding-curve', 'how cheap are tokens when they first come out', START_PRICE, 'bonding-curves#'),
  // ---- how long deposits and withdrawals take ----
  fig('deposits', 'how long does a deposit take', CONFIRMATIONS, 'deposits-withdrawals#'),
  fig('deposits', 'how long b4 my btc shows up', CONFIRMATIONS, 'deposits-withdrawals#'),
  fig('deposits', 'deposit time?', CONFIRMATIONS, 'deposits-withdrawals#'),
  fig('deposits', 'sent btc 20 min ago, how long till it arrives', CONFIRMATIONS, 'deposits-withdrawals#'),
  fig('deposits', 'how many confirmations for a deposit', CONFIRMATIONS, 'deposits-withdrawals#'),
  fig('deposits', 'how long does a withdrawal take', /confirmations/i, 'deposits-withdrawals#'),
  fig('deposits', 'how long to withdraw to my btc wallet', /confirmations/i, 'deposits-withdrawals#'),
  fig('deposits', 'how fast is a ckbtc deposit', CKBTC_SPEED, 'deposits-withdrawals#'),
  // ---- launch form limits ----
  fig('launch', 'how long can a ticker be', TICKER, 'launching-a-token#'),
  fig('launch', 'max ticker length?', TICKER, 'launching-a-token#'),
  fig('launch', 'how many letters in a ticker', TICKER, 'launching-a-token#'),
  fig('launch', 'name length limit', NAME, 'launching-a-token#'),
  fig('launch', 'how many characters can the token name have', NAME, 'launching-a-token#'),
  fig('launch', 'how long can the description be', DESCRIPTION, 'launching-a-token#'),
  fig('launch', 'max image size for my token logo', IMAGE, 'launching-a-token#'),
  fig('launch', 'cost to launch', MINT_FEE, ''),
  fig('launch', 'how much to create a token', MINT_FEE, ''),
  // ---- other figures ----
  fig('glossary', 'how many sats in one btc', SATS_PER_BTC, 'glossary#'),
  fig('amm', 'how much does a 1 btc buy move the price in the pool', IMPACT, 'amm-trading#'),
  // ---- figures no guide gives: decline ----
  abstain('whats the fee on pump.fun'),
  abstain('how much does binance charge to withdraw btc'),
  abstain('how much revenue does odin make'),
  abstain('how much does odin earn in fees per day'),
  abstain('how many users does odin have'),
  abstain('whats the gas fee on solana'),
  abstain('whats the daily withdrawal limit'),
  abstain('what is the fee on raydium'),
  abstain('how much tvl does odin have'),
  abstain('how long does a binance withdrawal take'),
  abstain('how many employees does odin have'),
];

// The figure probes that still get an answer where they should be declined: kept out of the tuning
// set (its floor is 99.8%) until the coverage check declines them; see the header.
export const FIGURES_2026_11_26_OPEN: EvalCase[] = [
  abstain('how many tokens can i create per day'),
  abstain('whats the maximum trade size'),
  abstain('how long does it take for a token to be etched as a rune'),
  abstain('how many trades per minute can i make'),
  abstain('when will odin lower its fees'),
  abstain('whats the max i can deposit'),
  abstain('how much does odin pay its devs'),
];
