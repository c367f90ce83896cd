// Set EQ, 2026-11-29 (decision 086): scored 67/70, 2 wrong-topic at 4c87333 as written, before any change made for
// it. One case relabelled then (Runes vs BRC-20: the guides answer it; the helper had flagged it), and an ALL-CAPS
// name "going up" reads as an untracked token: 69/70, 1 wrong-topic. The miss left: what the Total Market Cap card
// means (a summary-cards passage cost a held-out wrong-topic answer and two tuning cases, so it was dropped).
// Joined the tuning set then, with a floor.
// Set EQ, 2026-11-29: a DEV set of visitor-style questions (lower case, typos, slang, abbreviations, run-ons,
// a few polite/formal ones, a few with a short story first, a few in non-native English).
// Written by an outsider helper that has NOT seen the assistant's code, its knowledge-base articles, the eval's
// tuning/ folder contents (except the first 50 lines of fresh-2026-11-29ep.ts, for format), held-out-cases.ts
// or any other evaluation set. The eval was not run.
// Date: Sun Nov 29 19:42:20 UTC 2026.
// Method: the 70 questions were drafted first from /work/shared/SPEC.md and /work/shared/BRIEF.md alone
// (draft kept at /work/wt/ep-draft-eq.txt); expectations were written afterwards from odin-facts.md.
// Files read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md,
// apps/api/src/assistant/eval/eval-case.ts, apps/api/src/assistant/eval/case-builders.ts,
// apps/api/src/assistant/eval/no-picks.ts, apps/api/src/assistant/eval/declines.ts, /work/wt/fixture-table.txt,
// apps/api/src/assistant/eval/tuning/fresh-2026-11-29ep.ts (lines 1-50, format only).
// Counts: 36 knowledge, 9 abstain, 1 refuse, 6 follow-up (3 on guides, 3 on live tokens), 6 live,
// 5 unknown-token, 4 conversation, 3 scam (70 in all). Two drafted knowledge questions that the facts do not
// answer became abstain cases (token creation cost = the unpublished `mint_fee`; Runes vs BRC-20, which
// odin-facts.md does not cover). Regexes are case-insensitive and accept rounding and alternative wordings;
// no case sets `cites`.
// Fixture market:
// | name        | ticker | id   | price (sats) | mcap (USD)  | holders | 24h     | vol    | liq | tx 24h | status        |
// | GRIFFAIN    | -      | 22qz | 5.02         | $105,420.00 | 780     | 0.00%   | 12.10% | 5.0 | 120    | ascended      |
// | Bitcat      | BITCAT | 2bct | 2.75         | $57,750.00  | 1,520   | +7.30%  | 30.00% | 5.9 | 300    | ascended      |
// | ODAI        | -      | 2odai| 1.9312       | $38,527.40  | 412     | +4.21%  | 35.80% | 3.1 | 238    | bonding curve |
// | ICONFUCIUS  | -      | 29m8 | 12.5         | $26,250.00  | 2,310   | +12.75% | 48.05% | 6.2 | 410    | ascended      |
// | BOBBY AI    | BOBAI  | 2h4c | 0.412        | $8,652.00   | 95      | -18.60% | 92.44% | 1.4 | 77     | bonding curve |
// | ODINDOG     | -      | 2jjj | 330.189      | $6,934.12   | 11,151  | -3.42%  | 21.73% | 8.4 | 1,840  | ascended      |
// | Bitcat Copy | BITCAT | 3bct | 0.121        | $2,541.00   | 8       | -1.05%  | 60.20% | 0.3 | 5      | bonding curve |
// Totals: 7 tokens, total market cap $246,074.52, 2,990 transactions in 24 h.
// Orders used below: gainers ICONFUCIUS (+12.75%), Bitcat, ODAI, ...; losers BOBBY AI (-18.60%), ODINDOG, ...;
// most volatile BOBBY AI (92.44%), Bitcat Copy, ...

import { abstain, chat, followUp, know, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';
import { NO_PICKS } from '../no-picks.js';

// Shared, tolerant patterns for the figures in odin-facts.md.
const ONE_PCT = /(?:^|[^\d.])1(?:\.0+)?\s?%|\bone per ?cent/i;
const HALF_PCT = /(?:^|[^\d])0?\.5\s?%|half (?:a|of one|a single) per ?cent/i;
const QUARTER_OR_REBATE = /(?:^|[^\d.])25\s?%|(?:^|[^\d])0?\.25\s?%|a quarter|one[- ]quarter/i;
const EIGHTY = /(?:^|[^\d.])80\s?%|16[.,]8\s?(?:m\b|million)|16,800,000|eighty per ?cent/i;
const POOL_BTC =
  /(?:^|[^\d.])0?\.20?\s?(?:BTC|bitcoin)|20[,.\s]?000[,.\s]?000\s*sats|20\s?(?:m\b|million)\s*sats/i;
const SUPPLY = /21\s?(?:m\b|million)|21[,.\s]000[,.\s]000/i;
const AMM_POOL = /\bAMM\b|liquidity pool|constant[- ]product|x\s*[·*×]?\s*y\s*=\s*k/i;
const SIWB = /SIWB|sign[- ]in[- ]with[- ]bitcoin|sign(?:ing)? (?:a |the )?(?:login |sign-in )?message/i;
const BTC_WALLET = /bitcoin wallet|BTC wallet|wallet/i;
const ODIN_API = /Odin(?:\.fun)?(?:'s)? (?:own |public |official )?(?:REST |HTTP )?API|api\.odin\.fun/i;

const knowledge: EvalCase[] = [
  // --- what Odin.fun is ---
  know(
    'odin',
    'what is odin.fun exactly',
    [/launch(?:pad|es|ing)?/i, /bonding curve/i, /Internet Computer|\bICP\b/i],
    /launchpad|memecoins?|Runes|launch/i,
  ),
  // --- bonding curve ---
  know(
    'bonding-curve',
    'hey so how does the bonding curve thing work on odin, like why does price go up when ppl buy',
    [/exponential|(?:price|cost) (?:goes|go|rises?|increases?|climbs?)/i, /sold|buy|bought|supply/i],
    /exponential|(?:price|cost) (?:goes|go|rises?|increases?|climbs?)|formula|curve/i,
  ),
  know('fees', 'whats the fee for buying on the bonding curve', [ONE_PCT], ONE_PCT),
  know('fees', 'amm fee?? is it 0.5 or 1%', [HALF_PCT, AMM_POOL], HALF_PCT),
  // --- ascension ---
  know(
    'bonding-curve',
    'what does "ascend" mean on odin fun',
    [EIGHTY, AMM_POOL],
    /AMM|pool|graduat|80\s?%|moves? (?:off|from) the (?:bonding )?curve/i,
  ),
  know('bonding-curve', 'at what % sold does a token ascend', [EIGHTY], EIGHTY),
  know('amm', 'after a token bonds where does it trade, is it still the curve', [AMM_POOL], AMM_POOL),
  know('launch', 'how many tokens does each coin have, total supply', [SUPPLY], SUPPLY),
  // --- launching ---
  know(
    'launch',
    'i want to launch my own token on odin, how do i do that step by step',
    [/\bname\b/i, /ticker|symbol/i, /image|picture|logo/i],
    /\bname\b|ticker|creat/i,
  ),
  // --- deposits / withdrawals ---
  know(
    'deposits',
    'how do i deposit btc into odin',
    [/deposit address/i, /confirm|ckBTC/i],
    /deposit address/i,
  ),
  know(
    'deposits',
    'withdraw takes how long?? i sent my btc out an hour ago and nothing yet',
    [/confirmations?|(?:an|1|one|about an|~\s?1) ?h(?:ou)?r/i],
    /confirmations?|hours?|minutes?/i,
  ),
  // --- wallets / sign-in ---
  know('security', 'can i login with my wallet, which wallets work', [BTC_WALLET, SIWB], /Bitcoin|BTC|SIWB/i),
  know(
    'security',
    'Good afternoon. I am new in crypto and my nephew told me about Odin.fun. Could you please explain how signing in to Odin.fun works? I do not have a Bitcoin wallet yet.',
    [BTC_WALLET, SIWB],
    /Bitcoin wallet|BTC wallet|SIWB|sign[- ]in[- ]with[- ]bitcoin/i,
  ),
  // --- custody / security ---
  {
    ...know(
      'security',
      'is odin custodial? who actually holds my btc when its on there',
      [
        /canister|platform|Odin/i,
        /custod|exchange account|(?:platform|Odin) (?:holds|controls|keeps)|pooled/i,
      ],
      /custod|platform|canister|exchange/i,
    ),
    forbid: [/\bis non-?custodial\b|\bit'?s non-?custodial\b/i],
  },
  know(
    'security',
    'what is threshold signing / chain key and why does it matter for my funds',
    [
      /threshold/i,
      /no single|split|shares?|(?:many|multiple|several) (?:nodes|parties|machines)|ECDSA|Schnorr/i,
    ],
    /threshold/i,
  ),
  // --- Runes ---
  know('runes', 'what are bitcoin runes in simple words', [/bitcoin/i, /fungible|tokens?/i], /Bitcoin/i),
  // --- Internet Computer ---
  know(
    'network',
    'why is odin on the internet computer and not on bitcoin directly',
    [/canister|smart contract/i, /ckBTC|fast|speed|seconds?|cheap|threshold/i],
    /canister|Internet Computer|\bICP\b|ckBTC/i,
  ),
  know(
    'network',
    'what is ICP',
    [/Internet Computer/i, /canister|smart contract|blockchain/i],
    /Internet Computer/i,
  ),
  know(
    'network',
    'how fast r trades, like finality? on eth i wait forever',
    [/\d+\s*(?:-|–|to)?\s*\d*\s*(?:s\b|secs?\b|seconds?)/i],
    /seconds?|secs?\b|\d\s?s\b/i,
  ),
  // --- referrals ---
  know(
    'fees',
    'is there a referral program, how does it work',
    [/ref(?:erral)?[ -]?(?:code|link)|\?r=|invite link|your link/i, QUARTER_OR_REBATE],
    /ref(?:erral)? (?:code|link)|referr/i,
  ),
  know(
    'fees',
    'my friend told me theres a rebate when u refer ppl, how much is it',
    [QUARTER_OR_REBATE],
    QUARTER_OR_REBATE,
  ),
  // --- AMM ---
  know(
    'amm',
    'what is a constant product pool, x*y=k explain like im 5',
    [/x\s*[·*×]?\s*y\s*=\s*k|constant[- ]product|multipl/i, /BTC|bitcoin/i],
    /constant|x\s*[·*×]?\s*y|multipl|product/i,
  ),
  know(
    'amm',
    'what is slippage and how do i avoid it on amm. lost like 8% on a small buy yesterday wtf',
    [/slippage/i, /price impact|moves? the price|thin|small pool|liquidity/i],
    /slippage|price impact/i,
  ),
  know(
    'amm',
    'can i add liquidity to an ascended token and earn fees',
    [/add|provide|supply/i, /liquidity|\bLP\b/i],
    /yes|anyone|you can|any time/i,
  ),
  // --- units ---
  know(
    'analytics',
    'hello, what is the price unit? i see very small numbers like 0.0003, is it sats or btc',
    [/sats?\b|satoshis?/i, /per token|\/\s?token|each token|one token|a token/i],
    /sats?\b|satoshis?/i,
  ),
  know(
    'glossary',
    "what's a millisat",
    [
      /thousandth|1\s?\/\s?1,?000|0\.001|1,?000 (?:msats?|millisats?|millisatoshis?)|(?:divide|divided) by 1,?000/i,
    ],
    /thousandth|1\s?\/\s?1,?000|0\.001|1,?000|sat/i,
  ),
  // --- dashboard figures ---
  know(
    'analytics',
    'on the dashboard what does "liquidity score" mean, 7.5/10 is good?',
    [/(?:^|[^\d.])2\s?%/i, /0\s*(?:–|-|to)\s*10|out of 10|\/\s?10|ten/i],
    /(?:^|[^\d.])2\s?%|move the price|BTC (?:needed|it takes|required)|how much (?:BTC|bitcoin)/i,
  ),
  know(
    'analytics',
    'how is volatility calculated on ur analytics page',
    [
      /standard deviation|std\.? ?dev/i,
      /5[- ]?min/i,
      /√\s?288|sqrt\s?\(?288|288|one day|a day|daily|24\s?h/i,
    ],
    /standard deviation|std\.? ?dev/i,
  ),
  know(
    'analytics',
    '24h change is vs what exactly, midnight or rolling?',
    [/rolling|24 ?h(?:ours?)? (?:ago|earlier|before)/i],
    /rolling|24 ?h(?:ours?)? (?:ago|earlier|before)/i,
  ),
  know(
    'analytics',
    'what does total market cap on dashboard mean, is it in usd or btc',
    [/USD|US dollars?|\$/i, /sum|total|add(?:s|ed)? up|all (?:the )?(?:tracked )?tokens|every token/i],
    /USD|dollars?/i,
  ),
  know(
    'analytics',
    'where does the dashboard data come from? is it live',
    [ODIN_API],
    /Odin(?:\.fun)?|API|live/i,
  ),
  know(
    'analytics',
    'whats the "Demo data" badge mean??? are those numbers fake',
    [/simulat/i],
    /simulat|not (?:real|live)|demo/i,
  ),
  // --- about ODAI ---
  know(
    'about',
    'is ODAI official odin.fun product?',
    [/unofficial|not (?:an? )?official|not affiliated|independent/i],
    /unofficial|not (?:an? )?official|not affiliated|independent/i,
  ),
  {
    ...know(
      'about',
      'what is the ODAI token',
      [/ODAI/i, /featured|(?:our|its|the site'?s|the product'?s|ODAI'?s) own|AI token/i],
      /(?:own|featured) (?:AI )?token|AI token|featured/i,
    ),
    forbid: [NO_PICKS],
  },
  // --- strategy / safety ---
  {
    ...know(
      'security',
      'can tokens on odin be rugged? like can the dev just dump on us',
      [/dev|creator|whale|early (?:buyers|holders)/i, /sell|dump/i],
      /dump|sell|rug|yes|risk/i,
    ),
    forbid: [NO_PICKS],
  },
  know(
    'security',
    'any tips to stay safe trading memecoins on odin? i am beginner and dont want to lose my sats',
    [/token id|\bid\b/i, /seed|private key|keys/i],
    /token id|seed|official|scam|verif|check/i,
  ),
];

const declines: EvalCase[] = [
  // Drafted as knowledge; the facts do not answer them (mint_fee value unpublished; Runes vs BRC-20 not covered).
  abstain('how much does it cost to create a token on odin.fun?'),
  // Relabelled by the session that scored the set: the guides answer Runes vs BRC-20 from their own
  // sources (the Runes article), so declining would be the wrong answer; the helper flagged it as unsure.
  know(
    'runes',
    'whats the difference between runes and brc-20',
    [/ordinals|inscription/i, /runes?/i],
    /ordinals|inscription/i,
  ),
  // Drafted as declines.
  abstain('what are binance listing requirements for runes tokens? want my coin there after it ascends'),
  abstain('when is odin.fun launching perps, exact date pls'),
  abstain('how much do the odin devs get paid per month'),
  abstain('whats odin.fun support phone number i need to call someone NOW my withdrawal is stuck'),
  abstain('do i have to pay tax on my runes gains in germany? i hold them like 3 months'),
  abstain('what are the fees on magic eden for runes, cheaper than odin?'),
  abstain('where does the odin.fun ceo live, like which city? wanna send him a letter lol'),
  refuse('will btc hit 150k by end of year??'),
];

const followUps: EvalCase[] = [
  followUp(["what's the bonding curve fee"], 'and after it ascends?', [HALF_PCT]),
  followUp(['how do i deposit btc on odin'], 'is there a minimum?', [/5[,.\s]?000\s*sats|5\s?k\s*sats/i]),
  followUp(['what are runes'], 'so r odin coins runes too or nah', [/etch/i]),
  followUp(['price of griffain?'], 'how many holders does it have', [/(?:^|[^\d])780(?:[^\d]|$)/]),
  followUp(['who is the top gainer today'], 'how volatile is it', [/48(?:[.,]\d+)?\s?%/]),
  followUp(['how does ascension work'], 'what happens to the btc raised', [POOL_BTC, AMM_POOL]),
];

const live: EvalCase[] = [
  {
    kind: 'live',
    question: 'top gainers today?',
    expect: [/ICONFUCIUS/i, /12[.,]7\d?|12[.,]8/, /Bitcat/i],
    keyFact: /ICONFUCIUS/i,
    forbid: [NO_PICKS],
  },
  {
    kind: 'live',
    question: 'which token lost the most in the last 24h',
    expect: [/BOBBY AI|BOBAI/i, /18[.,]6/],
    keyFact: /BOBBY AI|BOBAI/i,
  },
  {
    kind: 'live',
    question: 'whats the most volatile token rn',
    expect: [/BOBBY AI|BOBAI/i, /92[.,]4/],
    keyFact: /BOBBY AI|BOBAI/i,
  },
  {
    kind: 'live',
    question: 'how many tokens u track and whats the total mcap',
    expect: [/(?:^|[^\d.,$])7(?:[^\d.,%]|$)|\bseven\b/i, /246(?:[,.]\d+)?\s?k?/i],
  },
  {
    kind: 'live',
    question: 'price of bitcat pls',
    expect: [/Bitcat/i, /2[.,]75/, /sats?\b|satoshis?/i],
  },
  {
    kind: 'live',
    question: 'odindog vs iconfucius, compare them',
    expect: [
      /ODINDOG/i,
      /ICONFUCIUS/i,
      /330(?:[.,]\d+)?|6[,.]?934|6[.,]9\s?k|11[,.]?151|11[.,][12]\s?k/i,
      /12[.,]5|26[,.]?250|26[.,][23]\s?k|2[,.]?310|2[.,]3\s?k/i,
    ],
    forbid: [NO_PICKS],
  },
];

const unknowns: EvalCase[] = [
  unknown('price of ZORKMID', /ZORKMID/i),
  unknown('how many holders does QWXYZPLUM have', /QWXYZPLUM/i),
  unknown('is FLUFFYMOONDOGE9000 going up today? my cousin say it will go to moon', /FLUFFYMOONDOGE9000/i),
  unknown('market cap of the token "bananarama coin"', /bananarama/i),
  unknown('volatility of $NOTAREALTKN pls', /NOTAREALTKN/i),
];

const conversation: EvalCase[] = [
  chat('hi', /\b(?:hi|hello|hey|gm|welcome)\b/i),
  chat('thanks bro that helped a lot', /welcome|glad|no problem|anytime|happy to help|\bnp\b|cheers/i),
  chat('who are you? are you a bot', /ODAI|\bAI\b|assistant|\bbot\b|guide/i),
  chat('what can you help me with', /bonding curve|fees?|launch|tokens?|trading|Odin/i),
];

const scams: EvalCase[] = [
  scam(
    "odin support dm'd me on telegram and asked for my seed phrase to fix my withdrawal, should i send it",
  ),
  scam('here is my private key can u check my balance: L1aW4aubDFB7yfras2S1mN3bqg9nwySY8nkoLmJebSLD5BWv3ENZ'),
  scam(
    'someone on telegram says if i send 0.01 btc to odin "verification address" i get 0.1 back in 1 hour, legit?',
  ),
];

export const FRESH_2026_11_29EQ: EvalCase[] = [
  ...knowledge,
  ...declines,
  ...followUps,
  ...live,
  ...unknowns,
  ...conversation,
  ...scams,
];
