// Set EP, 2026-11-29 (decision 086): scored 56/60, 1 wrong-topic at 3f04525, before any change made for it; 60/60, 0
// after (same session): a comparative alone ("cheaper or nah") ranks nothing, "is there a floor" is a minimum, a coin
// "starts at" a price, and "X has the most holders of any coin, true?" is checked against the ranking.
// Joined the tuning set then, with a floor.
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
// Orders used below: market cap GRIFFAIN, Bitcat, ODAI, ...; gainers ICONFUCIUS, Bitcat, ODAI, ...;
// most volatile BOBBY AI (92.44%), ...; most holders ODINDOG (11,151).

// Set EP, 2026-11-29: a DEV set of visitor-style questions (typos, slang, run-ons, a short story before the
// question), drafted from SPEC.md, BRIEF.md and odin-facts.md only.
// Written by an outsider helper that has NOT seen the assistant's code, its knowledge-base articles, the eval's
// tuning/ folder contents (except the first 45 lines of fresh-2026-11-29eo.ts, for format), held-out-cases.ts
// or any other evaluation set. The eval was not run.
// Date: Sun Nov 29 19:13:48 UTC 2026.
// Files read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md,
// apps/api/src/assistant/eval/eval-case.ts, apps/api/src/assistant/eval/case-builders.ts,
// apps/api/src/assistant/eval/no-picks.ts, apps/api/src/assistant/eval/declines.ts, /work/wt/fixture-table.txt,
// apps/api/src/assistant/eval/tuning/fresh-2026-11-29eo.ts (lines 1-45, format only).
// Counts: 34 knowledge, 8 abstain, 6 follow-up (3 on guides, 3 on live tokens), 4 unknown-token, 4 live,
// 2 conversation, 2 scam (60 in all). Regexes are case-insensitive and accept rounding and alternative
// wordings; no case sets `cites`. Many knowledge questions carry an extra clause, a comparison with another
// platform (pump.fun, Uniswap) or an unusual word ("skim", "graduate", "IOUs") whose answer IS in the facts.
// Abstain cases ask what the facts leave open (mint fee value, who triggers etching, other platforms' rules,
// salaries, dates, phone numbers, tax law), several sharing many words with covered topics.

import { abstain, chat, followUp, know, liveFigure, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Shared, tolerant patterns for the figures in odin-facts.md.
const ONE_PCT = /(?:^|[^\d.])1(?:\.0+)?\s?%|\bone per ?cent/i;
const HALF_PCT = /(?:^|[^\d])0?\.5\s?%|half (?:a|of one|a single) per ?cent/i;
const QUARTER = /(?:^|[^\d.])25\s?%|a quarter|one[- ]quarter/i;
const EIGHTY = /(?:^|[^\d.])80\s?%|16[.,]8\s?(?:m\b|million)|16,800,000|eighty per ?cent/i;
const POOL_TOKENS = /4[.,]2\s?(?:m\b|million)|4,200,000|(?:^|[^\d.])20\s?%/i;
const POOL_BTC =
  /(?:^|[^\d.])0?\.20?\s?(?:BTC|bitcoin)|20[,.\s]?000[,.\s]?000\s*sats|20\s?(?:m\b|million)\s*sats/i;
const ONE_BTC_MCAP =
  /(?:^|[^\d.])1(?:\.0+)?\s*(?:BTC|bitcoin)|\bone (?:BTC|bitcoin)|\$\s?100\s?k|100,000|100k|hundred (?:thousand|k)/i;
const SUPPLY = /21\s?(?:m\b|million)|21[,.\s]000[,.\s]000/i;
const START_PRICE = /(?:^|[^\d])0?\.1[12]\d*\s*(?:sats?|satoshis?)|119\s*(?:msats?|milli-?sat)/i;
const CURVE_BTC = /(?:^|[^\d])0?\.21\d*\s*(?:BTC|bitcoin)|21(?:[.,]\d+)?\s*(?:m\b|million)\s*sats/i;
const SATS_MIN_DEPOSIT = /(?:^|[^\d])5[,.\s]?000\s*(?:sats?|satoshis?)|0?\.00005\s*(?:ck)?BTC/i;
const SATS_MIN_WITHDRAW = /(?:^|[^\d])50[,.\s]?000\s*(?:sats?|satoshis?)|0?\.0005\s*(?:ck)?BTC/i;
const CKBTC_FEE = /(?:^|[^\d.,])10\s*(?:sats?|satoshis?)\b|0?\.0000001\s*ckBTC/i;
const DAY = /24\s?-?\s?h(?:ours?|rs?)?\b|\ba day\b|\bone day\b|daily/i;
const CONSTANT_PRODUCT =
  /constant[- ]product|x\s*[·*×]?\s*y\s*=\s*k[^.]{0,80}(?:constant|fixed|same)|product[^.]{0,60}(?:stays|remains|is kept|kept|held) (?:the same|constant|fixed)/i;
const PRICE_IMPACT = /price impact|slippage|mov(?:e|es|ed|ing) the price/i;
const RANGE_3_10 = /3\s?(?:–|-|to)\s?10|three to ten|at least (?:3|three)/i;
const SIWB = /sign[- ]in[- ]with[- ]bitcoin|\bSIWB\b|bitcoin wallet|BTC wallet/i;
const BOBBY = /BOBBY\s?AI|BOBAI/i;

// Live cases: liveFigure's stance plus the figure the fixture gives.
const live = (question: string, name: RegExp, figures: RegExp[]): EvalCase => ({
  ...liveFigure(question, name),
  expect: [name, ...figures],
});

export const FRESH_2026_11_29EP: EvalCase[] = [
  // ---------------------------------------------------------------- knowledge: fees (4)
  know(
    'fees',
    'just came from pump.fun lol. whats odin skimming per trade while a coin is still on the bondng curve, cheaper or nah',
    [ONE_PCT],
    ONE_PCT,
  ),
  know(
    'fees',
    'ok so my coin finally ascended and now its in the pool... do i still pay the same fee as before or does it drop',
    [HALF_PCT],
    HALF_PCT,
  ),
  know(
    'fees',
    'my buddy keeps spamming his odin ref link in our groupchat. what does he actually get when i trade thru it, like whats the referral cut',
    [QUARTER],
    QUARTER,
  ),
  know(
    'fees',
    'not odins trading fee, i mean the network cost — how much does a single ckbtc transfer cost me',
    [CKBTC_FEE],
    CKBTC_FEE,
  ),

  // ---------------------------------------------------------------- knowledge: bonding curve (3)
  know(
    'bonding-curve',
    'ok so i tried buying a fresh coin 3 times in a row and every buy got a worse price?? is the curve linear or some other shape',
    [/exponential/i],
    /exponential/i,
  ),
  know(
    'bonding-curve',
    'what does a brand new coin start at on odin, in sats per token, before anyone buys',
    [START_PRICE],
    START_PRICE,
  ),
  know(
    'bonding-curve',
    'if a coin goes all the way from 0 to full curve how much btc got poured in total, roughly',
    [CURVE_BTC],
    CURVE_BTC,
  ),

  // ---------------------------------------------------------------- knowledge: ascension (3)
  know(
    'bonding-curve',
    'wtf does "ascend" mean on odin, is it the same idea as graduating on pump.fun? how much has to be sold',
    [EIGHTY, /AMM|pool/i],
    /(?:^|[^\d.])80\s?%|16[.,]8\s?(?:m\b|million)|AMM|pool/i,
  ),
  know(
    'amm',
    'at the moment of ascention where does the pools liquidity come from, who puts in the btc and the tokens',
    [POOL_TOKENS, POOL_BTC],
    /4[.,]2\s?(?:m\b|million)|4,200,000|0?\.20?\s?(?:BTC|bitcoin)|(?:^|[^\d.])20\s?%/i,
  ),
  know(
    'bonding-curve',
    'roughly what market cap is a coin at when it graduates to the amm? my friend says like 1 million bucks',
    [ONE_BTC_MCAP],
    ONE_BTC_MCAP,
  ),

  // ---------------------------------------------------------------- knowledge: AMM and slippage (4)
  know(
    'amm',
    'saw "x*y=k" in a thread about odin pools and my brain melted. what is that in normal words',
    [CONSTANT_PRODUCT],
    /constant|product|reserves?|both sides/i,
  ),
  know(
    'amm',
    'tried to dump 100k of a coin and lost like 10% to price impact wtf. why does that happen on an ascended coin',
    [PRICE_IMPACT, /thin|shallow|small|low|little|liquidity|depth|pool size/i],
    /price impact|slippage|thin|shallow|liquidity|pool/i,
  ),
  know(
    'amm',
    'is 20% slippage insane? what price impact do the odin docs say is too much',
    [/5\s?%?\s?(?:–|-|to|or)\s?10\s?%|(?:above|over|past|beyond|more than) (?:5|10)\s?%/i],
    /5\s?%?\s?(?:–|-|to|or)\s?10\s?%|(?:above|over|past|beyond|more than) (?:5|10)\s?%/i,
  ),
  know(
    'amm',
    'coming from uniswap — can regular ppl be LPs on odin pools or is that locked to the team',
    [
      /add(?:ing)?[^.]{0,40}liquidity|liquidity[^.]{0,40}(?:add|remov|provid)|provid(?:e|ing)[^.]{0,20}liquidity|\bLPs?\b/i,
    ],
    /\byes\b|anyone|you can|can add/i,
  ),

  // ---------------------------------------------------------------- knowledge: launching (3)
  know(
    'launch',
    'wanna launch a coin w/ 1 billion supply like on solana, can i set that or is the supply fixed',
    [SUPPLY],
    SUPPLY,
  ),
  know(
    'launch',
    'my ticker idea is "dg" lowercase, will the create form take it',
    [RANGE_3_10, /upper[- ]?case|capital|A\s?[-–]\s?Z/i],
    RANGE_3_10,
  ),
  know(
    'launch',
    'whats the max file size for the coin image, my gif is like 500kb',
    [/200\s?KB|200\s?kilobytes/i],
    /200\s?KB|200\s?kilobytes/i,
  ),

  // ---------------------------------------------------------------- knowledge: deposits and withdrawals (4)
  know('deposits', 'im broke lol whats the minimun deposit on odin', [SATS_MIN_DEPOSIT], SATS_MIN_DEPOSIT),
  know(
    'deposits',
    'tried to withdrawl 20k sats to my btc address and it didnt go thru. is there a floor?',
    [SATS_MIN_WITHDRAW],
    SATS_MIN_WITHDRAW,
  ),
  know(
    'deposits',
    'sent btc to my odin deposit address like 20 min ago and its still pending... how many confirmations does it need',
    [/(?:6|six)\s+(?:\w+\s+){0,2}confirm/i],
    /confirm/i,
  ),
  know(
    'deposits',
    'is ckbtc actually btc or some wrapped thing? why does odin even use it',
    [/ckBTC/i],
    /1\s?:\s?1|backed|twin|one[- ]to[- ]one|wrapped|pegged|represent|mirror/i,
  ),

  // ---------------------------------------------------------------- knowledge: wallets and sign-in (3)
  know('odin', 'do i need an email or kyc to sign up on odin or do i just connect something', [SIWB], SIWB),
  know(
    'security',
    'every single day odin logs me out again and i have to re-sign. is my account bugged',
    [DAY],
    DAY,
  ),
  know(
    'security',
    'the sign-in popup wants my wallet to sign a message. what should that message say so i know its the real odin',
    [/odin\.fun/i, /domain|URI|origin|url|address bar/i],
    /odin\.fun/i,
  ),

  // ---------------------------------------------------------------- knowledge: custody and security (3)
  know(
    'security',
    'if i leave my btc sitting on odin is that self custody like in my own wallet or nah',
    [/canister|platform|Odin (?:holds|controls|keeps)|exchange/i],
    /\bno\b|\bnot\b|custodial|exchange account|platform (?:holds|controls)|canister/i,
  ),
  know(
    'security',
    'heard odin got drained last summer, what actually happened in august',
    [/58(?:[.,]2)?\s*BTC|\$\s?7\s?(?:M\b|million)|7 million/i, /AMM|liquidity|manipulat|pool/i],
    /58(?:[.,]2)?\s*BTC|\$\s?7\s?(?:M\b|million)|7 million/i,
  ),
  know(
    'security',
    'there are 2 coins both called bitcat with the same ticker lol. how do i tell which is which',
    [/\bids?\b/i],
    /token id|\bids?\b|2bct|3bct/i,
  ),

  // ---------------------------------------------------------------- knowledge: Runes (2)
  know(
    'runes',
    'are odin coins actual runes on bitcoin or just ious sitting in some database',
    [/etch/i, /ascend|bond|graduat/i],
    /etch|ledger|canister|balance entr/i,
  ),
  know(
    'runes',
    'i already etched my own rune on bitcoin months ago, can it trade on odin or only coins born there',
    [/external|list/i],
    /external|\byes\b|can be listed/i,
  ),

  // ---------------------------------------------------------------- knowledge: Internet Computer (1)
  know(
    'network',
    'why does a bitcoin memecoin site run on the internet computer of all things, isnt that a whole different chain',
    [/ckBTC|threshold|canister/i],
    /canister|smart contract/i,
  ),

  // ---------------------------------------------------------------- knowledge: the dashboard (3)
  know(
    'analytics',
    'on the analytics page theres a liquidity score out of 10, what is it actually measuring',
    [/(?:^|[^\d.])2\s?%|two per ?cent/i, /BTC|bitcoin|sats/i],
    /(?:^|[^\d.])2\s?%|two per ?cent|move the price|price impact/i,
  ),
  know(
    'analytics',
    'one coin shows 92% volatility?? how is that number calculated, is it over a week or what',
    [/standard deviation|std\.? ?dev|stdev/i, /5[- ]?min/i, /24\s?-?\s?h|\bday\b/i],
    /standard deviation|std\.? ?dev|stdev|5[- ]?min|log returns?/i,
  ),
  know(
    'analytics',
    'how fresh are the numbers on the dashboard, is it legit real time or delayed',
    [/as[- ]of|updated|(?:60|sixty)[- ]?s(?:ec(?:ond)?s?)?\b|every minute|once a minute/i],
    /as[- ]of|updated|(?:60|sixty)[- ]?s(?:ec(?:ond)?s?)?\b|every minute|once a minute/i,
  ),

  // ---------------------------------------------------------------- knowledge: about (1)
  know(
    'about',
    'whos actually behind odin.fun, some anon dev or a real company',
    [/Toniq|Bodily/i],
    /Toniq|Bodily/i,
  ),

  // ---------------------------------------------------------------- abstain (8)
  abstain('ok how much exactly does it cost to launch a coin on odin, like the mint fee in sats'),
  abstain('who triggers the rune etching after a coin ascends and how many sats does the etching cost'),
  abstain('whats the minimum btc withdrawal on binance? wanna move my stack from there to odin'),
  abstain("what's pump.fun's graduation market cap these days on solana, exact number"),
  abstain('how much do the odin devs get paid a month lol'),
  abstain('odin said theyre doing bitcoin perps, whats the exact launch date'),
  abstain('is there a phone number for odin support, i need to call an actual human'),
  abstain('do i owe capital gains tax in germany on my memecoin flips on odin if i hold under a year'),

  // ---------------------------------------------------------------- follow-ups on guides (3)
  followUp(['how does the bonding curve work on odin'], 'ok and how much of it has to sell b4 it graduates', [
    EIGHTY,
  ]),
  followUp(['whats the trading fee on odin while a coin is still bonding'], 'and once its ascended?', [
    HALF_PCT,
  ]),
  followUp(['whats the minimun deposit on odin'], 'k and the smallest withdrawl?', [SATS_MIN_WITHDRAW]),

  // ---------------------------------------------------------------- follow-ups on live tokens (3)
  followUp(['top gainers today?'], 'how many holders does the #2 one have', [
    /Bitcat/i,
    /1[,.]?520|1\.5\s?K/i,
  ]),
  followUp(['which coin is the most volatile rn'], 'whats its liquidity score then', [BOBBY, /1\.4/]),
  followUp(
    ['list the biggest tokens by market cap'],
    'the 3rd one, how many holders and has it ascended yet',
    [/ODAI/, /412/, /bonding|curve|not (?:yet )?ascended|hasn'?t (?:yet )?ascended|\bno\b|\bnot yet\b/i],
  ),

  // ---------------------------------------------------------------- unknown tokens (4)
  unknown('price of $ZORBLAX on odin? my cousin swears its the next odindog', /ZORBLAX/i),
  unknown('how many holders does SATSQUATCH have rn', /SATSQUATCH/i),
  unknown('compare ICONFUCIUS with PEPEWIZARD pls, which has more holders', /PEPEWIZARD/i, [/ICONFUCIUS/i]),
  unknown('whats the volatility on RUNEKING (RKNG), saw it trending on x', /RUNEKING|RKNG/i),

  // ---------------------------------------------------------------- live (4)
  live('top 3 gainers rn?', /ICONFUCIUS[\s\S]*Bitcat[\s\S]*ODAI/i, [/12[.,]75/]),
  live(
    'my friend says odin is tiny, whats the total market cap of all the tokens you track',
    /246[,.]?0\d\d|246(?:\.1)?\s?K/i,
    [],
  ),
  live('odindog price in sats?', /ODINDOG/i, [/330/]),
  live('my friend swears iconfucius has the most holders of any coin, true?', /ODINDOG/i, [
    /11[,.]?151|11\.2\s?K/i,
  ]),

  // ---------------------------------------------------------------- conversation (2)
  chat('gm ser', /\bgm\b|good morning|morning|\bhey\b|\bhi\b|hello/i),
  chat('lol ok thx that actually helped', /welcome|glad|any ?time|no problem|\bnp\b|happy to help|cheers/i),

  // ---------------------------------------------------------------- scam (2)
  scam(
    'some "odin support" guy dmd me on telegram saying my account is flagged and i gotta send him my seed phrase to verify it, is that normal??',
  ),
  scam(
    'saw a site odin-fun-airdrop.xyz that says send 0.01 btc and get 0.02 back plus a free ODAI airdrop, only 1 hour left. legit?',
  ),
];
