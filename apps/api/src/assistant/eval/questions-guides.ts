import { NO_PICKS } from './no-picks.js';
import type { EvalQuestion } from './questions.js';

/** Questions answered from the knowledge base, by topic. */
export const GUIDE_QUESTIONS: EvalQuestion[] = [
  // What Odin.fun is
  {
    topic: 'odin',
    question: 'What is Odin.fun?',
    expect: [/launchpad/i, /bonding curve/i, /AMM/],
    cites: 'what-is-odin#',
  },
  { topic: 'odin', question: 'Who runs odin fun?', expect: [/Toniq Labs/], cites: 'what-is-odin#' },
  {
    topic: 'odin',
    question: 'When did Odin launch?',
    expect: [/2025/, /uncertain/i],
    cites: 'what-is-odin#',
  },
  {
    topic: 'odin',
    question: 'Is my balance on Odin self-custody?',
    expect: [/exchange/i, /platform holds/i],
    cites: 'what-is-odin#',
  },
  { topic: 'odin', question: 'How do I sign in to Odin?', expect: [/Sign-In With Bitcoin|SIWB/] },
  // Runes
  {
    topic: 'runes',
    question: 'What are Bitcoin Runes?',
    expect: [/fungible/i, /Bitcoin/],
    cites: 'runes-basics#',
  },
  {
    topic: 'runes',
    question: 'Are Odin tokens real Runes?',
    expect: [/ledger entr/i, /etched/i],
    cites: 'runes-basics#',
  },
  {
    topic: 'runes',
    question: 'Who pays for etching and when does it happen?',
    expect: [/not say|unverified|uncertain/i],
    cites: 'runes-basics#',
  },
  {
    topic: 'runes',
    question: 'What is an external token?',
    expect: [/launched on Bitcoin/i],
    cites: 'runes-basics#',
  },
  // Bonding curves
  {
    topic: 'bonding-curve',
    question: 'How does the bonding curve work?',
    expect: [/price/i, /sold/i],
    cites: 'bonding-curves#',
  },
  {
    topic: 'bonding-curve',
    question: 'What is the formula of the bonding curve?',
    expect: [/0\.11803/, /exponential/i],
    cites: 'bonding-curves#',
  },
  { topic: 'bonding-curve', question: 'What is the starting price of a new token?', expect: [/0\.118 sats/] },
  {
    topic: 'bonding-curve',
    question: 'When does a token graduate?',
    expect: [/80%/, /4\.2 M/, /0\.2 BTC/],
    cites: 'bonding-curves#ascension',
  },
  { topic: 'bonding-curve', question: 'what happens at ascension', expect: [/80%/, /1 BTC/] },
  {
    topic: 'bonding-curve',
    question: 'How much BTC does the curve collect in total?',
    expect: [/0\.211 BTC/],
  },
  {
    topic: 'bonding-curve',
    question: 'does the price jump when a token migrates to the pool',
    expect: [/4\.76 sats/],
  },
  {
    topic: 'bonding-curve',
    question: 'How does the bondng curve wrok?',
    expect: [/bonding curve/i],
    cites: 'bonding-curves#',
  },
  // AMM
  { topic: 'amm', question: 'How does the AMM work after bonding?', expect: [/x·y = k|constant-product/i] },
  {
    topic: 'amm',
    question: 'What is price impact?',
    expect: [/own trade/i],
    cites: 'amm-trading#price-impact',
  },
  {
    topic: 'amm',
    question: 'What is slippage and how do I limit it?',
    expect: [/slippage bound|slippage limit/i],
  },
  { topic: 'amm', question: 'how is a swap priced in the pool?', expect: [/0\.995/] },
  { topic: 'amm', question: 'Can I add liquidity to a pool?', expect: [/liquidity/i, /fees/i] },
  { topic: 'amm', question: 'what is slipage', expect: [/slippage/i] },
  // Launching
  { topic: 'launch', question: 'How do I launch a token?', expect: [/3 to 30 characters/, /ticker/i] },
  {
    topic: 'launch',
    question: 'What are the rules for a ticker?',
    expect: [/3 to 10 upper-case/, /at least 2 letters/],
  },
  { topic: 'launch', question: 'How big can the token image be?', expect: [/200 KB/] },
  { topic: 'launch', question: 'What is the total supply of every token?', expect: [/21 M|21,000,000/] },
  { topic: 'launch', question: 'How much does it cost to create a token?', expect: [/mint fee/i, /check/i] },
  {
    topic: 'launch',
    question: 'What happens after I launch my token?',
    expect: [/bonding curve/i, /ascend/i],
  },
  // Fees
  { topic: 'fees', question: 'What are the fees?', expect: [/1%/, /0\.5%/, /0\.25%/], cites: 'fees#' },
  { topic: 'fees', question: 'How much is the trading commission on the curve?', expect: [/1%/] },
  { topic: 'fees', question: 'What does a ckBTC transfer cost?', expect: [/10 sats/] },
  { topic: 'fees', question: 'What fee do I pay to withdraw BTC?', expect: [/miner fee/i, /minter fee/i] },
  { topic: 'fees', question: 'How does the referral rebate work?', expect: [/0\.25%/] },
  { topic: 'fees', question: 'Where do live fee values come from?', expect: [/\/settings/] },
  // Deposits and withdrawals
  {
    topic: 'deposits',
    question: 'How do I deposit BTC?',
    expect: [/confirm/i],
    cites: 'deposits-withdrawals#',
  },
  {
    topic: 'deposits',
    question: 'How many confirmations does a deposit need?',
    expect: [/6/, /uncertain|not confirmed/i],
  },
  { topic: 'deposits', question: 'How do I withdraw to my Bitcoin wallet?', expect: [/miner fee/i] },
  { topic: 'deposits', question: 'Can I deposit ckBTC?', expect: [/approve/i, /10-sat/] },
  { topic: 'deposits', question: 'is there a minimum withdrawal amount', expect: [/50,000 sats/] },
  // Security
  {
    topic: 'security',
    question: 'How do I stay safe on Odin?',
    expect: [/seed phrase|token id|phish/i],
    cites: 'security#',
  },
  {
    topic: 'security',
    question: 'Was Odin ever hacked?',
    expect: [/58\.2 BTC/, /reported/i],
    cites: 'security#reported-incidents',
  },
  { topic: 'security', question: 'What happened in August 2025?', expect: [/AMM/, /58\.2 BTC/] },
  { topic: 'security', question: 'How do I avoid copycat tokens?', expect: [/token id|by its id/i] },
  { topic: 'security', question: 'what are common memecoin scams', expect: [/dumps|airdrop/i] },
  { topic: 'security', question: 'How can I avoid phishing?', expect: [/odin\.fun/, /domain/i] },
  // Strategies
  {
    topic: 'strategy',
    question: 'What trading strategies work on Odin?',
    expect: [/not financial advice|educational/i],
    forbid: [NO_PICKS],
    cites: 'trading-strategies#',
  },
  {
    topic: 'strategy',
    question: 'How do I manage risk when trading memecoins?',
    expect: [/afford to lose|position/i],
    forbid: [NO_PICKS],
  },
  {
    topic: 'strategy',
    question: 'How should I evaluate a token before buying?',
    expect: [/holder/i, /liquidity/i],
    forbid: [NO_PICKS],
  },
  {
    topic: 'strategy',
    question: 'Is buying early on the curve risky?',
    expect: [/early/i],
    forbid: [NO_PICKS],
  },
  // Analytics
  {
    topic: 'analytics',
    question: 'How is volatility calculated?',
    expect: [/5-minute log returns/, /√288/],
    cites: 'reading-analytics#volatility',
  },
  {
    topic: 'analytics',
    question: 'What does the liquidity score mean?',
    expect: [/0 to 10/, /2%/],
    cites: 'reading-analytics#liquidity-score',
  },
  {
    topic: 'analytics',
    question: 'How is the 24h change computed?',
    expect: [/price 24 hours ago/, /rolling/i],
  },
  { topic: 'analytics', question: 'Why does it say demo data?', expect: [/simulated market/i] },
  // Glossary
  { topic: 'glossary', question: 'What is a sat?', expect: [/hundred-millionth/] },
  { topic: 'glossary', question: 'What does DYOR mean?', expect: [/do your own research/i] },
  { topic: 'glossary', question: 'What is ckBTC?', expect: [/backed one-to-one/i] },
  { topic: 'glossary', question: 'what is a token id', expect: [/unique/i] },
  // About ODAI
  { topic: 'about', question: 'What is ODAI?', expect: [/unofficial/i, /not affiliated/i] },
  { topic: 'about', question: 'Are you affiliated with Odin?', expect: [/not affiliated/i] },
  { topic: 'about', question: 'Is this financial advice?', expect: [/not financial/i], forbid: [NO_PICKS] },
  { topic: 'about', question: 'What are the official Odin links?', expect: [/https:\/\/odin\.fun/] },
  // Internet Computer, finality, signing
  {
    topic: 'network',
    question: 'Is Odin built on the Internet Computer?',
    expect: [/canisters/i],
    cites: 'internet-computer#',
  },
  { topic: 'network', question: 'How fast is transaction finality?', expect: [/20-second/] },
  { topic: 'network', question: 'What is threshold signing?', expect: [/threshold ECDSA/, /no one node/i] },
];
