import { abstain, know } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Yes/no questions across every guide's topics, written on 2026-11-26 by helper G2 (ODAI team) after
// reading the articles and before changing anything they led to. Forms: "can i", "is it possible
// to", "does odin let me", "am i able to", "do i need (to)", "is there", "will", "are", "has".
// Advice ("should i …") is left out: a guard refuses it. A quarter ask what no guide covers and must
// get "ODAI has no reliable answer…". Where the guide's passage states a verdict, the answer must
// open with it ("Yes, …" / "No, …", `YES`/`NO`); where the guide hedges (no KYC step described,
// no way to rename described) only the key fact must come within the first 40 words and the opposite
// verdict is forbidden.
// Scored before any change (fixture engine, demo source, main at ca6cd45, 2026-11-26 04:46 UTC):
// 30/88 (knowledge 14/68, abstain 16/20): 50 answered from the right passage but with no Yes/No
// lead, 3 from the wrong section or sentence, 1 declined wrongly ("do odin tokens have a buy or sell
// tax" refused as a buy/sell call), 4 not declined (airdrop, ledger, insurance fund, CertiK audit);
// wrong-topic 57, abstention precision 94.1% / recall 80.0%, key fact early 91.2%.
// After the verdict opening (yes-no-verdict.ts) and four small guide edits: 51/88 (knowledge 35/68),
// wrong-topic 36; the 37 still failing are listed in OPEN below and not wired into the tuning set.

const YES = /^Yes\b/;
const NO = /^No\b/;
const NOT_YES = /^Yes\b/;

/** A yes/no question the guides answer: the verdict (when the guide states one), facts, key fact. */
const yn = (
  topic: string,
  question: string,
  verdict: 'yes' | 'no' | 'hedged',
  facts: RegExp[],
  keyFact: RegExp,
  forbid: RegExp[] = [],
): EvalCase => {
  const c = know(
    topic,
    question,
    verdict === 'hedged' ? facts : [verdict === 'yes' ? YES : NO, ...facts],
    keyFact,
  );
  return forbid.length ? { ...c, forbid } : c;
};

const ALL: EvalCase[] = [
  // Trading on the curve and in the pool
  yn('bonding-curve', 'can i sell before it ascends', 'yes', [/sell back to the curve/i], /sell/i),
  yn(
    'bonding-curve',
    'am i able to sell my tokens back to the curve before ascension?',
    'yes',
    [/sell back to the curve/i],
    /curve/i,
  ),
  yn(
    'bonding-curve',
    'is there a deadline for a token to ascend?',
    'hedged',
    [/no deadline/i],
    /no deadline/i,
    [NOT_YES],
  ),
  yn(
    'bonding-curve',
    'do i get a refund if the token never ascends',
    'hedged',
    [/no refund/i],
    /no refund/i,
    [NOT_YES],
  ),
  yn(
    'bonding-curve',
    'do i keep my tokens when the coin ascends?',
    'yes',
    [/stay in your balance/i],
    /stay in your balance/i,
  ),
  yn(
    'bonding-curve',
    'does the price jump when a token moves to the pool?',
    'no',
    [/does not jump/i],
    /does not jump/i,
  ),
  yn('bonding-curve', 'is the supply the same 21 million for every token?', 'yes', [/21/], /21/),
  yn(
    'amm',
    'can i swap one odin token directly for another?',
    'yes',
    [/swap/i],
    /swap one of its tokens directly|token-to-token/i,
  ),
  yn('amm', 'does odin let me swap tokens without selling to btc first', 'yes', [/swap/i], /swap/i),
  yn('amm', 'can anyone add liquidity to a pool?', 'yes', [/add liquidity/i], /liquidity/i),
  yn('amm', 'can i remove my liquidity later?', 'yes', [/remove/i], /remove/i),
  yn('amm', 'do liquidity providers earn fees?', 'yes', [/share of (?:its )?(?:swap )?fees/i], /fees/i),
  yn('amm', 'is it possible to set a slippage limit?', 'yes', [/slippage/i], /slippage (?:bound|limit)/i),
  yn('amm', 'does a big buy move the price a lot?', 'yes', [/price/i], /price impact|moves? the price/i),
  yn('amm', 'is there staking on odin?', 'hedged', [/no staking/i], /no staking/i, [NOT_YES]),
  // Fees
  yn('fees', 'do i pay the fee on sells too?', 'yes', [/buys and sells alike|sells/i], /sells/i),
  yn('fees', 'is the fee different after ascension?', 'yes', [/0[.,]5\s?%/], /0[.,]5\s?%/),
  yn('fees', 'is there a withdrawal fee?', 'yes', [/miner fee/i], /miner fee/i),
  yn('fees', 'is there a fee to deposit', 'hedged', [/10 sats/i], /10 sats|fee/i),
  yn('fees', 'does a ckbtc transfer cost anything?', 'yes', [/10 sats/i], /10 sats/i),
  yn(
    'fees',
    'does the person who referred me get a cut of my trades?',
    'yes',
    [/referr/i],
    /0[.,]25\s?%|referr/i,
  ),
  yn('fees', 'do odin tokens have a buy or sell tax', 'hedged', [/1\s?%/], /1\s?%/),
  yn('fees', 'is there a fee on the bonding curve?', 'yes', [/1\s?%/], /1\s?%/),
  // Launching
  yn(
    'launch',
    'is it possible to buy my own token at launch',
    'yes',
    [/pre-buy/i],
    /pre-buy|buy some of their own token/i,
  ),
  yn('launch', 'can anyone launch a token?', 'yes', [/anyone|creation form|fill in/i], /token/i),
  yn('launch', 'do i need to know how to code to launch a token', 'no', [/no coding/i], /no coding/i),
  yn(
    'launch',
    'can i change my token image after launch?',
    'yes',
    [/image can be changed/i],
    /image can be changed/i,
  ),
  yn(
    'launch',
    'am i able to rename my coin after launch',
    'hedged',
    [/no way to change/i],
    /no way to change/i,
    [NOT_YES],
  ),
  yn(
    'launch',
    'can two tokens have the same ticker?',
    'yes',
    [/not unique|same one/i],
    /not unique|same one/i,
  ),
  yn('launch', 'can my ticker have numbers in it?', 'yes', [/digits/i], /digits/i),
  yn('launch', 'can i use lowercase letters in my ticker', 'hedged', [/upper-case/i], /upper-case/i, [
    NOT_YES,
  ]),
  yn('launch', 'are token names unique on odin?', 'no', [/not unique/i], /not unique/i),
  yn(
    'launch',
    'can i mint more tokens later?',
    'hedged',
    [/no documented way|fixed supply/i],
    /fixed supply|no documented way/i,
    [NOT_YES],
  ),
  yn('launch', 'can i choose a different supply for my coin?', 'hedged', [/21/], /fixed supply|21/i, [
    NOT_YES,
  ]),
  yn('launch', 'is the description required when creating a token?', 'no', [/optional/i], /optional/i),
  yn('launch', 'can i add a twitter link to my token?', 'yes', [/\bX\b|twitter/i], /links?/i),
  yn('launch', 'can i upload a gif as my token image', 'yes', [/GIF/], /GIF/),
  // Runes
  yn(
    'runes',
    'will my token be a rune',
    'hedged',
    [/not a Rune at launch|ascended/i],
    /not a Rune at launch|once it has ascended/i,
    [NOT_YES],
  ),
  yn(
    'runes',
    'is my token a rune right when i launch it?',
    'no',
    [/not a Rune at launch/i],
    /not a Rune at launch/i,
  ),
  yn('runes', 'can only ascended tokens be etched as runes?', 'yes', [/ascended/i], /ascended/i),
  // Deposits and withdrawals
  yn(
    'deposits',
    'does odin let me withdraw to a bitcoin address',
    'yes',
    [/Bitcoin address/i],
    /Bitcoin address/i,
  ),
  yn('deposits', 'can i withdraw to ckbtc instead?', 'yes', [/ckBTC/], /principal|ckBTC/i),
  yn('deposits', 'can i deposit runes?', 'yes', [/Runes deposit address/i], /Runes deposit address/i),
  yn('deposits', 'can i deposit ckbtc?', 'yes', [/ckBTC/], /approve|ckBTC/i),
  yn('deposits', 'do i need to approve before depositing ckbtc?', 'yes', [/approve/i], /approve/i),
  yn('deposits', 'is there a minimum deposit?', 'yes', [/5,000 sats/i], /5,000 sats/i),
  yn('deposits', 'is there a minimum trade size', 'yes', [/500 sats/i], /500 sats/i),
  yn('deposits', 'is a btc deposit instant?', 'no', [/confirmations/i], /confirmations/i),
  yn('deposits', 'can a bitcoin transfer be reversed?', 'no', [/cannot be reversed/i], /cannot be reversed/i),
  yn(
    'deposits',
    'do i have my own deposit address',
    'yes',
    [/own Bitcoin deposit address/i],
    /own Bitcoin deposit address/i,
  ),
  // Odin, custody, security
  yn(
    'odin',
    'does odin run on the bitcoin chain itself?',
    'no',
    [/does not run on the Bitcoin chain/i],
    /does not run on the Bitcoin chain|Internet Computer|ICP/i,
  ),
  yn('odin', 'is odin on solana?', 'hedged', [/Internet Computer|ICP/], /Internet Computer|ICP/, [NOT_YES]),
  yn('odin', 'does odin use ckbtc?', 'yes', [/ckBTC/], /ckBTC/),
  yn('odin', 'do i need a password to sign in', 'no', [/no separate password/i], /no separate password/i),
  yn('odin', 'can i connect my bitcoin wallet?', 'yes', [/Bitcoin wallet/i], /Bitcoin wallet/i),
  yn('odin', 'does odin have a public api?', 'yes', [/api\.odin\.fun/i], /public REST API|api\.odin\.fun/i),
  yn('odin', 'do i need a key to read the odin api?', 'no', [/needs no key/i], /needs no key/i),
  yn(
    'odin',
    'is there a testnet version of odin?',
    'yes',
    [/dev\.odin\.fun|development environment/i],
    /development environment|dev\.odin\.fun/i,
  ),
  yn('odin', 'does odin have its own token', 'yes', [/ODINFUN|ODIN·FUN DAO/], /ODINFUN|DAO token/),
  yn(
    'odin',
    'is my balance on odin self-custody?',
    'hedged',
    [/self-custody/i],
    /platform holds|rather than self-custody/i,
    [NOT_YES],
  ),
  yn('security', 'has odin been hacked?', 'yes', [/58\.2 BTC/], /hacked|exploited/i),
  yn('security', 'do i need kyc', 'hedged', [/no KYC step/i], /no KYC step/i, [NOT_YES]),
  yn(
    'security',
    'can the platform switch off trading for a token?',
    'yes',
    [/trading/i],
    /switch trading off|trading flag/i,
  ),
  yn('security', 'can i lose more than i put in', 'hedged', [/lose/i], /lose/i, [NOT_YES]),
  // ODAI and its figures
  yn('about', 'does odai ever ask for my seed phrase?', 'no', [/never ask/i], /never ask/i),
  yn('about', 'is odai official?', 'no', [/not affiliated|unofficial/i], /not affiliated|unofficial/i),
  yn(
    'analytics',
    'does the 24h change compare with midnight?',
    'no',
    [/not with midnight/i],
    /not with midnight/i,
  ),
  yn('analytics', 'is the liquidity score out of 10?', 'yes', [/0 to 10/], /0 to 10/),
  // What no guide covers
  abstain('is odin regulated in the us?'),
  abstain('do i have to pay taxes on my odin profits'),
  abstain('is there a mobile app for odin?'),
  abstain('can i buy btc with a credit card on odin?'),
  abstain('will odin list on binance'),
  abstain('does odin have a customer support phone number?'),
  abstain('is there an odin airdrop coming?'),
  abstain('can i use odin from the uk legally'),
  abstain('does odin support lightning deposits?'),
  abstain('is there a daily withdrawal limit?'),
  abstain('can i place a limit order on odin?'),
  abstain('does odin offer leverage'),
  abstain('can i short a token on odin?'),
  abstain('can i use a ledger with odin?'),
  abstain('will the mint fee go down next month?'),
  abstain('does odin have an insurance fund?'),
  abstain('is odin audited by certik?'),
  abstain('do odin tokens pay dividends?'),
  abstain('is there a dark mode on odin?'),
  abstain('did users get their btc back after the august hack?'),
];

// Still open after the verdict opening (see the commit that added yes-no-verdict.ts): 51/88 pass.
// Most of these are answered from the right passage but its sentence gives no verdict that can be
// read reliably ("Every Odin token has a fixed supply of 21 M" for "is the supply the same for every
// token?"), or the lead is another sentence of the right section; two come from capabilities, not
// the guides ("is ODAI official?", "does ODAI ask for my seed phrase?"); "do odin tokens have a buy
// or sell tax" is refused by the advice guard; four abstentions are answered from a neighbouring
// section. They stay out of the tuning set until they pass, so the floors keep meaning what they say.
const OPEN = new Set([
  'do i keep my tokens when the coin ascends?',
  'is the supply the same 21 million for every token?',
  'does odin let me swap tokens without selling to btc first',
  'is it possible to set a slippage limit?',
  'does a big buy move the price a lot?',
  'do i pay the fee on sells too?',
  'is the fee different after ascension?',
  'does the person who referred me get a cut of my trades?',
  'do odin tokens have a buy or sell tax',
  'can two tokens have the same ticker?',
  'can my ticker have numbers in it?',
  'is the description required when creating a token?',
  'can i add a twitter link to my token?',
  'can i upload a gif as my token image',
  'is my token a rune right when i launch it?',
  'can only ascended tokens be etched as runes?',
  'can i withdraw to ckbtc instead?',
  'can i deposit runes?',
  'can i deposit ckbtc?',
  'do i need to approve before depositing ckbtc?',
  'is there a minimum deposit?',
  'is there a minimum trade size',
  'is a btc deposit instant?',
  'does odin run on the bitcoin chain itself?',
  'does odin use ckbtc?',
  'can i connect my bitcoin wallet?',
  'is there a testnet version of odin?',
  'does odin have its own token',
  'can the platform switch off trading for a token?',
  'does odai ever ask for my seed phrase?',
  'is odai official?',
  'does the 24h change compare with midnight?',
  'is the liquidity score out of 10?',
  'is there an odin airdrop coming?',
  'can i use a ledger with odin?',
  'does odin have an insurance fund?',
  'is odin audited by certik?',
]);

/** The grid's cases that pass; wired into tuning-cases.ts. */
export const YES_NO_2026_11_26: EvalCase[] = ALL.filter((c) => !OPEN.has(c.question));
/** The grid's cases still failing, kept for whoever picks up yes/no questions next. */
export const YES_NO_2026_11_26_OPEN: EvalCase[] = ALL.filter((c) => OPEN.has(c.question));
