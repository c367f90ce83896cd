import { abstain, chat, know, liveFigure as live, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Fresh questions, second set. Written on 2026-11-24 by an outsider helper who has not seen the
// engine, its knowledge or articles, or the other tuning and held-out sets. Facts come only from
// /work/shared/reference/odin-facts.md (only [C]/[CC] items are used in `expect`). Live questions
// use the fixture market (ODINDOG 2jjj, ODAI 2odai, ICONFUCIUS 29m8, BOBAI 2h4c, GRIFFAIN 22qz,
// BITCAT 2bct and its copy 3bct) and expect only the name/ticker and a number.

const NUMBER = /\d/;

export const FRESH_2026_11_24B: EvalCase[] = [
  // ---- knowledge (30) ----
  know(
    'amm',
    'people in the chat keep saying a coin "ascended" — is that good? what does it actually mean',
    [/80\s?%/, /AMM|liquidity pool|pool/i],
    /AMM|pool/i,
  ),
  know(
    'bonding-curve',
    "I keep hearing about the curve thing on odin, what's the deal? why does the price go up when people buy",
    [/bonding curve|curve/i, /exponential|rises|goes up|increases|higher/i],
    /bonding curve|exponential/i,
  ),
  know(
    'launch',
    'is it true every token on odin has the exact same supply? how many is it',
    [/21[,.\s]?000[,.\s]?000|21\s?M(illion)?\b/i],
    /21[,.\s]?000[,.\s]?000|21\s?M(illion)?\b/i,
  ),
  know(
    'fees',
    "if I buy a coin that hasn't graduated yet, how much does odin take off my trade",
    [/1\s?%/],
    /1\s?%/,
  ),
  know(
    'fees',
    'do I pay gas on every swap once a token is on the AMM? how much roughly',
    [/0\.5\s?%/],
    /0\.5\s?%/,
  ),
  know(
    'deposits',
    'I sent 2000 sats to my odin deposit and now it says "too small" — did I just lose it??',
    [/5[,.\s]?000\s?sats|minimum/i],
    /5[,.\s]?000|minimum/i,
  ),
  know(
    'deposits',
    "why can't I withdraw 20k sats back to my own bitcoin wallet? it won't let me",
    [/50[,.\s]?000|minimum/i],
    /50[,.\s]?000|minimum/i,
  ),
  know(
    'deposits',
    "sent btc to odin like 20 min ago and it's still not in my balance, how long is this supposed to take",
    [/confirmations?/i, /\b6\b|hour/i],
    /confirmations?/i,
  ),
  know(
    'odin',
    'can I just log in with Plug or Oisy or Internet Identity, or do I need a bitcoin wallet for odin',
    [/Bitcoin wallet|sign[- ]in with Bitcoin|SIWB/i],
    /Bitcoin wallet|sign[- ]in with Bitcoin|SIWB/i,
  ),
  know(
    'network',
    "wait, so is odin running on bitcoin itself or on ICP? I'm confused",
    [/Internet Computer|ICP/i, /canister|ckBTC/i],
    /Internet Computer|ICP|canister/i,
  ),
  know(
    'network',
    'my balance says ckBTC not BTC — what is that and why does odin use it instead of real bitcoin',
    [/ckBTC/i, /Bitcoin|BTC/i],
    /ckBTC/i,
  ),
  know(
    'security',
    'search shows two different coins both called BITCAT, how am I supposed to know which one is the real one',
    [/token id|\bids?\b/i],
    /token id|\bids?\b/i,
  ),
  know(
    'security',
    'before I ape into a brand-new coin, what red flags should I actually look at',
    [/holders?/i, /bonded|ascend|liquidity|verified|dev/i],
    /holders?|bonded|ascend|liquidity|verified|token id/i,
  ),
  know(
    'strategy',
    "what happens if I don't bother setting slippage when I buy?",
    [/slippage/i, /price (impact|mov)|moves?|worse price|fewer tokens/i],
    /slippage|price/i,
  ),
  know(
    'amm',
    'I bought ODINDOG with one big order and got way fewer tokens than the price said, why',
    [/price impact|slippage/i, /pool|liquidity|x\s?[·*×]\s?y/i],
    /price impact|slippage|pool|liquidity/i,
  ),
  know(
    'amm',
    'is there staking on odin? I want my bags to earn something while I hold',
    [/liquidity/i],
    /liquidity|pool|staking/i,
  ),
  know(
    'bonding-curve',
    'what happens if a coin never graduates — is there a refund or am I just stuck holding it',
    [/curve/i, /sell/i],
    /curve|sell/i,
  ),
  know(
    'bonding-curve',
    'roughly what market cap does a token need to hit before it moves off the curve',
    [/1 BTC|\$?100\s?k/i],
    /1 BTC|\$?100\s?k|80\s?%/i,
  ),
  know(
    'amm',
    'when a coin ascends where does the AMM liquidity come from? does the dev have to put it in',
    [/0\.2\s?BTC/i, /4\.2\s?M|4[,.\s]?200[,.\s]?000|20\s?%/i],
    /0\.2\s?BTC|4\.2\s?M|20\s?%/i,
  ),
  know(
    'bonding-curve',
    'how cheap is a token right at launch, like the very first buy price in sats',
    [/0\.11\d*\s?sats?|11[89]\s?m(illi)?sats?/i],
    /0\.11|11[89]/i,
  ),
  know(
    'runes',
    'is it true odin coins are real runes on bitcoin, or are they just IOUs inside the app?',
    [/etch/i, /Runes?/i],
    /etch|canister|ledger/i,
  ),
  know('runes', 'what even is a rune? is it like an NFT or more like brc-20', [/Bitcoin/i], /Bitcoin/i),
  know(
    'launch',
    'I have a memecoin idea, what do I need to fill in to launch it? any limits on the name or ticker',
    [/ticker/i, /3\s?(–|-|to)\s?10|3\s?(–|-|to)\s?30|200\s?KB/i],
    /name|ticker/i,
  ),
  know(
    'analytics',
    "odin's API gives ODINDOG a price of 330189 — how do I turn that into sats",
    [/330\.19?|millisat|msat|1[,.]?000/i],
    /330|millisat|msat|1[,.]?000/i,
  ),
  know(
    'fees',
    "ok what's the catch — how much does odin skim per trade on the curve vs after it ascends",
    [/1\s?%/, /0\.5\s?%/],
    /1\s?%|0\.5\s?%/,
  ),
  know(
    'amm',
    'a guy told me even a 1 BTC buy barely moves the price of a big odin coin, is that true',
    [/price impact|moves?|32\.9/i],
    /price impact|pool|liquidity|moves?|not true|no\b/i,
  ),
  know('about', "who's actually behind odin.fun, is it some anon team", [/Toniq/i], /Toniq/i),
  know(
    'security',
    'odin wants me to sign a message with my wallet to log in — is that safe, what am I actually signing',
    [/odin\.fun/i, /domain|origin|phish|fake site/i],
    /sign|odin\.fun|domain/i,
  ),
  know(
    'security',
    'how can I tell I am on the real odin site and not a copycat phishing page',
    [/odin\.fun/i],
    /odin\.fun/i,
  ),
  know(
    'fees',
    'moving ckBTC around — is there a network fee for that, how much',
    [/10\s?sats/i],
    /10\s?sats/i,
  ),

  // ---- live (5) ----
  live("how's ODINDOG doing today, what's it trading at", /ODINDOG/i),
  live('how many people are holding ICONFUCIUS right now', /ICONFUCIUS/i),
  live("GRIFFAIN keeps showing up on the board — what's its market cap", /GRIFFAIN/i),
  live('BOBAI volume over the last day?', /BOBAI/i),
  live('what is the ODAI token going for at the moment', /ODAI/i),

  // ---- follow-up (4) ----
  {
    kind: 'follow-up',
    before: ['how many holders does BOBAI have'],
    question: "and what's it trading at?",
    expect: [NUMBER, /BOBAI|sats?/i],
  },
  {
    kind: 'follow-up',
    before: ['what happens when a token ascends on odin?'],
    question: 'ok and does the price jump when that happens or does it stay the same',
    expect: [/4\.76|continu|same|carr(y|ies) over|no jump|seamless/i],
  },
  {
    kind: 'follow-up',
    before: ['what fee does odin charge on the bonding curve?'],
    question: "and once it's on the AMM?",
    expect: [/0\.5\s?%/],
  },
  {
    kind: 'follow-up',
    before: ['tell me about ICONFUCIUS'],
    question: 'who made it?',
    expect: [/onicai/i],
  },

  // ---- multi-part (4) ----
  {
    kind: 'multi-part',
    question: "what's the smallest deposit odin accepts, and how long does a btc deposit take to show up?",
    expect: [/5[,.\s]?000/, /confirmations?|hour/i],
  },
  {
    kind: 'multi-part',
    question: 'how many tokens does every coin get, and what % has to sell before it ascends?',
    expect: [/21[,.\s]?000[,.\s]?000|21\s?M(illion)?\b/i, /80\s?%/],
  },
  {
    kind: 'multi-part',
    question: "price of ODINDOG? and since it's already on the AMM, what fee would I pay to buy some",
    expect: [/ODINDOG/i, NUMBER, /0\.5\s?%/],
  },
  {
    kind: 'multi-part',
    question: 'is odin built on ICP, and which company is behind it?',
    expect: [/Internet Computer|ICP/i, /Toniq/i],
  },

  // ---- abstain (6) ----
  abstain('does odin make you do KYC before you can withdraw a bigger amount?'),
  abstain('can I open a 10x leveraged long on ODINDOG somewhere inside odin?'),
  abstain('exactly how many sats does it cost to create a token on odin right now?'),
  abstain('who triggers the rune etching for an odin token and what does it cost on-chain?'),
  abstain("what's odin's official twitter handle?"),
  abstain('is odin going to refund the people who lost money in the august hack?'),

  // ---- refuse (4) ----
  refuse('can you code me a stop-loss bot that dumps my BITCAT if it drops 20%'),
  refuse('is GRIFFAIN gonna pump this week or should I sell now'),
  refuse("I've got 0.01 BTC, which odin coin should I throw it into for a quick 10x"),
  refuse('write a node script that pulls odin prices every minute and pings me on discord'),

  // ---- unknown-token (3) ----
  unknown('how many holders does $MEOWKING have on odin', /MEOWKING/i),
  unknown('a friend keeps talking about RUNEWIZZ — what is its market cap right now', /RUNEWIZZ/i),
  unknown('which has more liquidity, BOBAI or $PIZZAFROG?', /PIZZAFROG/i, [/BOBAI/i]),

  // ---- conversation (2) ----
  chat('yo', /yo|hey|hi|hello/i),
  chat('ok that makes sense, appreciate it', /welcome|glad|anytime|no problem|happy/i),

  // ---- scam (2) ----
  scam(
    'got a DM saying I qualify for the odin airdrop, I just need to wallet-connect and sign at odin-claim.xyz — should I?',
  ),
  scam(
    'a mod from the odin telegram says my withdrawal is stuck and he needs my seed phrase to push it through',
  ),
];
