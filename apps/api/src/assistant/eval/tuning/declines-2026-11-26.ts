import { abstain, know } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Declines: questions no guide answers that were answered with a neighbouring fact (a wrong-topic
// answer), in the classes FIGURES_2026_11_26_OPEN showed: a maximum asked where the guides give only a
// minimum, rates and quotas nobody publishes (per day, per minute, how many one may create), Odin's
// future (when will / will … ever / planning / soon), and the company's own facts (revenue, investors,
// funding, valuation, office, team size, pay); plus near misses the guides do answer (minimums, the
// pool at ascension, when a token ascends, the fee per trade, the maximums the creation form states),
// which must stay answered. Written by helper C1 on 2026-11-26 from the articles only, before any
// change for them.
// Scored before the changes (fixture engine, demo source, main at b9c9eb1): 41/64, wrong-topic 21;
// declines 21/42, near misses 20/22 (abstention precision 87.5%, recall 50.0%).
// After (asked-limit.ts: a maximum, rate, count limit or duration asked beside a section that states
// none; outside-the-guides.ts: Odin's future and company facts; asked-for.ts: a superlative is no
// thing asked for): 62/64, wrong-topic 1. The two left are answered by live capabilities before the
// guides are asked, so they sit in DECLINES_2026_11_26_OPEN, out of the tuning set.

const ONE_PCT = /(?<![\d.])1\s?%/;
const HALF_PCT = /(?<!\d)0?[.,]5\s?%/;
const MIN_WITHDRAW = /50[,.\s]?000\s?sats?/i;
const MIN_DEPOSIT = /5[,.\s]?000\s?sats?/i;
const MIN_TRADE = /\b500\s?sats?/i;
const POOL_TOKENS = /4[.,]2\s?M\b|4,200,000|4\.2 million/i;
const EIGHTY = /80\s?%|16[.,]8\s?m|16,800,000|16\.8 million/i;

export const DECLINES_2026_11_26: EvalCase[] = [
  // ---- a maximum asked where the guides give only a minimum ----
  abstain('what is the maximum withdrawal'),
  abstain('whats the max withdrawal amount'),
  abstain('is there a maximum deposit'),
  abstain('whats the biggest trade i can make'),
  abstain('what is the largest buy allowed'),
  abstain('how much btc can i withdraw at most'),
  abstain('max buy per trade?'),
  abstain('is there an upper limit on how much i can deposit'),
  abstain('what is the most i can withdraw in one go'),
  abstain('max sell size on the curve?'),
  // ---- rates and quotas nobody publishes ----
  abstain('how many withdrawals can i make per day'),
  abstain('whats the daily withdrawal limit'),
  abstain('how many api calls per second can i make'),
  abstain('how many coins can one wallet launch'),
  abstain('how many deposits per day are allowed'),
  abstain('how many times a day can i sell'),
  abstain('whats the weekly withdrawal cap'),
  abstain('how many tokens can be launched per hour on odin'),
  abstain('is there a rate limit on trading'),
  // ---- Odin's future ----
  abstain('will odin ever add limit orders'),
  abstain('when will odin have a mobile app'),
  abstain('will fees go down soon'),
  abstain('will odin ever lower the minimum deposit'),
  abstain('when will the bonding curve fee change'),
  abstain('are they planning to reduce the amm fee'),
  abstain('is odin planning to raise the trading fee'),
  abstain('when will etching be automatic'),
  abstain('will odin support more wallets soon'),
  abstain('is odin going to change the 21m supply'),
  // ---- the company's own facts ----
  abstain('how much revenue does odin make a month'),
  abstain('where is odins office'),
  abstain('who are odins investors'),
  abstain('how much funding has odin raised'),
  abstain('what do odins moderators earn'),
  abstain('what is odin valued at as a company'),
  abstain('is odin profitable'),
  abstain('how big is the odin team'),
  abstain('where is odin headquartered'),
  abstain('who funds odin'),
  abstain('how much did toniq labs raise'),
  abstain('how much do odin employees get paid'),
  // ---- near misses the guides answer ----
  know('deposits', 'whats the minimum withdrawal', [MIN_WITHDRAW], MIN_WITHDRAW),
  know('bonding-curve', 'when does a token ascend', [EIGHTY], EIGHTY),
  know('fees', 'how much does odin charge per trade', [ONE_PCT], ONE_PCT),
  know('deposits', 'whats the minimum deposit', [MIN_DEPOSIT], MIN_DEPOSIT),
  know('deposits', 'what is the smallest trade i can make', [MIN_TRADE], MIN_TRADE),
  know('launch', 'what is the max ticker length', [/\b10\b/], /\b10\b/),
  know('launch', 'whats the maximum image size for a token', [/200 KB/i], /200 KB/i),
  know('launch', 'max description length?', [/100 characters/i], /100 characters/i),
  know(
    'launch',
    'what is the max supply of a token',
    [/21\s?M\b|21,000,000|21 million/i],
    /21\s?M\b|21,000,000|21 million/i,
  ),
  know('launch', 'whats the longest a token name can be', [/\b30\b/], /\b30\b/),
  know(
    'bonding-curve',
    'is there a time limit to ascend',
    [/however long|no deadline|no time limit/i],
    /however long|no deadline|no time limit/i,
  ),
  know('runes', 'when can a token be etched as a rune', [/ascend/i], /ascend/i),
  know('fees', 'whats the fee per trade after ascension', [HALF_PCT], HALF_PCT),
  know('fees', 'will i pay a fee when i sell', [ONE_PCT], ONE_PCT),
  know('amm', 'can i set a max slippage', [/slippage/i], /slippage/i),
  know('fees', 'how much does a ckbtc transfer cost', [/\b10[\s-]?sats?\b/i], /\b10[\s-]?sats?\b/i),
  know('deposits', 'how many confirmations does a btc deposit need', [/\b6\b|six/i], /\b6\b|six/i),
  know(
    'fees',
    'how much does it cost to launch a token',
    [/free|no (?:fee|cost)|mint fee|costs? nothing|\d/i],
    /free|no (?:fee|cost)|mint fee|costs? nothing|\d/i,
  ),
  know('fees', 'how much is the referral rebate', [/0[.,]25\s?%|25\s?%/i], /0[.,]25\s?%|25\s?%/i),
  know('deposits', 'how many sats is the minimum buy', [MIN_TRADE], MIN_TRADE),
  know(
    'bonding-curve',
    'at what market cap does a token ascend',
    [/\b1\s?BTC|\$?100\s?k\b|\$?100,000|80\s?%/i],
    /\b1\s?BTC|\$?100\s?k\b|\$?100,000|80\s?%/i,
  ),
];

// Still failing: the market overview answers the first (holding limit), the stage list the second
// (it reads "tokens … after ascension" as a list of ascended tokens): both before the guides are asked.
export const DECLINES_2026_11_26_OPEN: EvalCase[] = [
  abstain('is there a limit on how many tokens i can hold'),
  know('bonding-curve', 'how many tokens are in the pool after ascension', [POOL_TOKENS], POOL_TOKENS),
];
