// Set EO, 2026-11-29 (decision 085): scored 51/60, 5 wrong-topic at 043d410, before any change made for it; 55/60, 3
// after (same session): 'how much is that in sats?' converts the amount just given, 'cofounder', 'purchase', checks before buying.
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

// Set EO, 2026-11-29: a DEV set of knowledge paraphrases, drafted from SPEC.md, BRIEF.md and odin-facts.md first.
// Written by an outsider helper that has NOT seen the assistant's code, its knowledge-base articles, the eval's
// tuning/ folder contents, held-out-cases.ts or any other evaluation set.
// Date: Sun Nov 29 16:39:25 UTC 2026.
// Files read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md,
// apps/api/src/assistant/eval/eval-case.ts, apps/api/src/assistant/eval/case-builders.ts,
// apps/api/src/assistant/eval/no-picks.ts, apps/api/src/assistant/eval/declines.ts, /work/wt/fixture-table.txt.
// Counts: 45 knowledge, 10 abstain, 5 follow-up (60 in all). Regexes are case-insensitive and accept
// rounding and alternative wordings; no case sets `cites` (no builder used here requires one).

import { abstain, followUp, know } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Shared, tolerant patterns for the figures in odin-facts.md.
const ONE_PCT = /(?:^|[^\d.])1(?:\.0+)?\s?%|\bone per ?cent/i;
const HALF_PCT = /(?:^|[^\d])0?\.5\s?%|half (?:a|of one|a single) per ?cent/i;
const EIGHTY = /(?:^|[^\d.])80\s?%|16[.,]8\s?(?:m\b|million)|16,800,000|eighty per ?cent/i;
const POOL_TOKENS = /4[.,]2\s?(?:m\b|million)|4,200,000|(?:^|[^\d.])20\s?%/i;
const POOL_BTC = /(?:^|[^\d.])0?\.20?\s?BTC|20[,.\s]?000[,.\s]?000\s*sats|20\s?(?:m\b|million)\s*sats/i;
const SUPPLY = /21\s?(?:m\b|million)|21[,.\s]000[,.\s]000/i;
const SATS_MIN_DEPOSIT = /(?:^|[^\d])5[,.\s]?000\s*(?:sats?|satoshis?)|0?\.00005\s*(?:ck)?BTC/i;
const SATS_MIN_WITHDRAW = /(?:^|[^\d])50[,.\s]?000\s*(?:sats?|satoshis?)|0?\.0005\s*BTC/i;
const DAY = /24\s?-?\s?h(?:ours?|rs?)?\b|\ba day\b|\bone day\b|daily/i;

export const FRESH_2026_11_29EO: EvalCase[] = [
  // ---------------------------------------------------------------- knowledge: fees
  know('fees', 'how much does odin skim when i buy a coin thats still on the curve?', [ONE_PCT], ONE_PCT),
  know(
    'fees',
    'ok so my coin finally graduated lol. whats the trading fee now that its in the pool',
    [HALF_PCT],
    HALF_PCT,
  ),
  know(
    'fees',
    'if i get my friends to sign up with my link do i get a cut of anything? how much',
    [/(?:^|[^\d.])25\s?%|0?\.25\s?%|quarter/i],
    /(?:^|[^\d.])25\s?%|0?\.25\s?%|quarter/i,
  ),
  know(
    'fees',
    'Is there a minimum amount for a single purchase or sale on Odin? I would like to make very small trades to begin with.',
    [/(?:^|[^\d.,])500\s*(?:sats?|satoshis?)/i],
    /(?:^|[^\d.,])500\s*(?:sats?|satoshis?)/i,
  ),

  // ---------------------------------------------------------------- knowledge: bonding curve
  know('bonding-curve', 'when does the coin move to the normal trading pool', [EIGHTY], EIGHTY),
  know(
    'bonding-curve',
    'wat does "ascend" even mean on odin, saw it on like half the coins',
    [/curve/i, /AMM|pool/i],
    /curve|AMM|pool|graduat|80\s?%/i,
  ),
  know(
    'bonding-curve',
    'what does a brand new token cost per coin right at the start of the curve? in sats pls',
    [/0?\.1[12]\d*\s*(?:sats?|satoshis?)|11[89]\s*(?:msats?|millisat)/i],
    /0?\.1[12]\d*\s*(?:sats?|satoshis?)|11[89]\s*(?:msats?|millisat)/i,
  ),
  know(
    'bonding-curve',
    'roughly what market cap is a token at when it bonds? btc or dollars, whatever',
    [/(?:^|[^\d.])1(?:\.0)?\s?BTC|\bone (?:bitcoin|BTC)\b|\$\s?100\s?k|\$?100,000|100k/i],
    /(?:^|[^\d.])1(?:\.0)?\s?BTC|\bone (?:bitcoin|BTC)\b|\$\s?100\s?k|\$?100,000|100k/i,
  ),
  know(
    'bonding-curve',
    'whats the price per token at the very end of the curve, right before it ascends',
    [/4[.,][78]\d*\s*(?:sats?|satoshis?)/i],
    /4[.,][78]\d*\s*(?:sats?|satoshis?)/i,
  ),
  know(
    'bonding-curve',
    'a blog said creators have to pay a huge amount to launch. how much btc does it actually take in total to buy out the whole bonding curve?',
    [/0?\.21\d*\s*BTC|21[.,]1\s*(?:m\b|million)\s*sats/i],
    /0?\.21\d*\s*BTC|21[.,]1\s*(?:m\b|million)\s*sats/i,
  ),
  know(
    'bonding-curve',
    'is the bonding curve a straight line or does the price go up faster and faster',
    [/exponential/i],
    /exponential/i,
  ),

  // ---------------------------------------------------------------- knowledge: AMM and liquidity
  know(
    'amm',
    'what actually goes into the pool when a token ascends? like how many tokens and how much btc',
    [POOL_TOKENS, POOL_BTC],
    /4[.,]2\s?(?:m\b|million)|4,200,000|(?:^|[^\d.])20\s?%|(?:^|[^\d.])0?\.20?\s?BTC/i,
  ),
  know(
    'amm',
    'what kind of pool is it after ascension? is it like uniswap v2 or something else',
    [/constant[- ]?product|x\s?[·*×]?\s?y\s?=\s?k/i],
    /constant[- ]?product|x\s?[·*×]?\s?y\s?=\s?k/i,
  ),
  know(
    'amm',
    'on pump.fun coins graduate to raydium. where do odin coins go when they finish the curve?',
    [/AMM|pool/i],
    /AMM|pool|built[- ]?in/i,
  ),
  know(
    'amm',
    'does the price dump the moment a coin graduates into the pool? scared to hold through it',
    [/continu|same price|carr(?:y|ies|ied) over|no (?:jump|gap|drop)|4[.,][78]\d*\s*sats|match/i],
    /continu|same price|carr(?:y|ies|ied) over|no (?:jump|gap|drop)|4[.,][78]\d*\s*sats|match|\bno\b/i,
  ),
  know(
    'amm',
    'i bought like 0.05 btc of a small ascended coin and the price jumped 30%?? why does one buy move it that much',
    [/price impact|slippage/i, /thin|small|shallow|liquidity|pool size|reserve/i],
    /price impact|liquidity|thin|shallow|small pool/i,
  ),
  know(
    'amm',
    'what is slippage and at what point is the price impact considered too high',
    [/slippage/i, /(?:^|[^\d.])(?:5|10)\s?%/i],
    /slippage|price impact/i,
  ),
  know(
    'amm',
    'can regular people add liquidity to a coins pool after it ascends or is that only the team',
    [/anyone|any user|yes|you can/i, /add|remove|withdraw/i],
    /anyone|any user|yes|you can/i,
  ),

  // ---------------------------------------------------------------- knowledge: launching
  know('launch', 'how many tokens does every coin have? can i pick my own supply?', [SUPPLY], SUPPLY),
  know(
    'launch',
    'making my first token!! how long is the name allowed to be',
    [/3\s*(?:–|—|-|to)\s*30|30\s*char/i],
    /3\s*(?:–|—|-|to)\s*30|30\s*char/i,
  ),
  know(
    'launch',
    'ticker rules? tried "$x" and "lowercase" and it wouldnt let me',
    [/3\s*(?:–|—|-|to)\s*10|10\s*(?:char|letter|symbol)/i, /upper[- ]?case|capital/i],
    /3\s*(?:–|—|-|to)\s*10|10\s*(?:char|letter|symbol)|upper[- ]?case|capital/i,
  ),
  know(
    'launch',
    'my logo is a 1mb png and the upload keeps failing, whats the limit on the image',
    [/200\s?KB|200\s?kilobytes?/i],
    /200\s?KB|200\s?kilobytes?/i,
  ),
  know(
    'launch',
    'can i buy some of my own token right when i create it, before anyone else gets in?',
    [/pre[- ]?buy|initial buy|buy (?:at|during|when|as you)/i],
    /pre[- ]?buy|initial buy|yes/i,
  ),

  // ---------------------------------------------------------------- knowledge: deposits and withdrawals
  know('deposits', 'whats the smallest amount i can deposit', [SATS_MIN_DEPOSIT], SATS_MIN_DEPOSIT),
  know(
    'deposits',
    'sent btc from my exchange to my odin deposit address 20 min ago and its still not there. how many confirmations does it need?',
    [/confirmation/i, /\b(?:6|six|12|twelve)\b|an hour|1\s?h(?:ou)?r/i],
    /confirmation/i,
  ),
  know(
    'deposits',
    'does sending ckbtc cost a fee? like a network fee',
    [/(?:^|[^\d.])10\s*(?:sats?|satoshis?)|0?\.0000001\s*ckBTC/i],
    /(?:^|[^\d.])10\s*(?:sats?|satoshis?)|0?\.0000001\s*ckBTC/i,
  ),
  know(
    'deposits',
    'min withdrawal to a normal bitcoin address? want to move my winnings to my ledger',
    [SATS_MIN_WITHDRAW],
    SATS_MIN_WITHDRAW,
  ),
  know(
    'deposits',
    'when i withdraw real btc out of odin what fees get taken off?',
    [/miner|network fee|bitcoin (?:network |transaction )?fee|on-?chain fee/i],
    /miner|network fee|bitcoin (?:network |transaction )?fee|on-?chain fee/i,
  ),

  // ---------------------------------------------------------------- knowledge: sign-in, custody, network
  know(
    'odin',
    'how do i make an account? i dont see where to put my email',
    [/sign[- ]?in with bitcoin|SIWB|bitcoin wallet|wallet/i],
    /sign[- ]?in with bitcoin|SIWB|bitcoin wallet|wallet/i,
  ),
  know('security', 'why does odin log me out every day, kinda annoying tbh', [DAY], DAY),
  know(
    'security',
    'my wallet popped up a message to sign when logging in. what should i check in it before i hit sign?',
    [/odin\.fun/i, /domain|URI|origin|address bar|url/i],
    /odin\.fun|domain|URI/i,
  ),
  know(
    'security',
    'some site "odin-fun-rewards.xyz" asked me to sign an odin login message to claim an airdrop. its the same popup so its fine right?',
    [/phish|fake|scam/i, /odin\.fun/i],
    /phish|fake|scam|don'?t sign|do not sign|\bno\b/i,
  ),
  know(
    'security',
    'Good afternoon. When I deposit bitcoin on Odin, is it held in my own wallet, or does the platform hold it, as a bank would?',
    [/custod|platform (?:holds|controls|keeps)|canister|exchange account|not (?:in )?your (?:own )?wallet/i],
    /custod|platform|canister|exchange|hold/i,
  ),
  know(
    'network',
    'ive heard odin uses "threshold signing" for bitcoin. what does that mean',
    [/threshold/i, /ECDSA|Schnorr|no single|shares|split|nodes|subnet|jointly|together/i],
    /threshold/i,
  ),
  know(
    'network',
    'wait what blockchain does odin actually run on? i thought it was just bitcoin',
    [/Internet Computer|\bICP\b/i],
    /Internet Computer|\bICP\b/i,
  ),
  know(
    'network',
    'whats ckbtc and why does odin use it instead of normal btc',
    [/ckBTC/i, /1\s?:\s?1|one[- ]to[- ]one|backed|twin|wrapped|chain[- ]key/i],
    /ckBTC/i,
  ),

  // ---------------------------------------------------------------- knowledge: runes
  know(
    'runes',
    'are the tokens on odin real bitcoin runes from the start or what',
    [/etch/i, /ascen|bond|graduat/i],
    /etch|canister|ledger|not (?:at first|initially|yet|from the start|right away|immediately)|\bno\b/i,
  ),

  // ---------------------------------------------------------------- knowledge: security history and safety
  know(
    'security',
    'was odin hacked? my cousin said they lost millions last summer',
    [/58(?:\.2)?\s?BTC|\$\s?7\s?(?:m\b|million)|7 million/i, /manipulat|liquidity|AMM|pool/i],
    /58(?:\.2)?\s?BTC|\$\s?7\s?(?:m\b|million)|7 million|hack|exploit|drain|attack/i,
  ),
  know(
    'security',
    'what happened with odin balances in march 2025? something about btc that wasnt really there',
    [/74\s?BTC|74 bitcoin/i, /deposit|sync|bug/i],
    /74|deposit|sync|bug/i,
  ),
  know(
    'security',
    'i remember something in april 2025 about a cofounder account getting hacked on odin, what was it',
    [/co-?founder/i, /178|SIWB|sign[- ]?in with bitcoin|authenticat|login|sign[- ]?in/i],
    /compromis|hack|account|SIWB|178|authenticat/i,
  ),
  know(
    'security',
    'saw two coins with the exact same name and ticker, how do i tell which one is the real one',
    [/\bid\b|token id/i],
    /\bid\b|token id|not unique|copy|copycat|clone|fake/i,
  ),
  know(
    'security',
    'A person offering help in a Telegram chat asked me for my seed phrase to fix my deposit. Should I ever share it with anyone?',
    [/never/i],
    /never|\bno\b|scam/i,
  ),
  know(
    'strategy',
    'Before I purchase a newly launched token, what should I verify about it? I am new to all this.',
    [/holder/i, /liquidity|bonded|ascen|verif|\bid\b/i],
    /holder|liquidity|\bid\b|verif|bonded|ascen|dev/i,
  ),

  // ---------------------------------------------------------------- knowledge: public API
  know(
    'odin',
    'does odin have a public api i can pull token data from? whats the base url',
    [/api\.odin\.fun/i],
    /api\.odin\.fun|yes/i,
  ),
  know(
    'glossary',
    'the api gives price: 330189 for a token — is that in sats? seems way too high',
    [/milli[- ]?sat|msat/i, /1,?000|330(?:\.\d+)?\s*sats/i],
    /milli[- ]?sat|msat|1,?000|330(?:\.\d+)?\s*sats/i,
  ),

  // ---------------------------------------------------------------- follow-ups
  followUp(['how much is the fee on the bonding curve?'], 'and after it graduates?', [HALF_PCT]),
  followUp(['how much btc goes into the pool when a token ascends?'], 'how much is that in sats?', [
    /20[,.\s]?000[,.\s]?000|20\s?(?:m\b|million)/i,
  ]),
  followUp(["what's the minimum to withdraw to a bitcoin address?"], 'and in btc?', [/0?\.0005\s*BTC/i]),
  followUp(['when does a token ascend on odin?'], 'how many tokens is that exactly?', [
    /16[.,]8\s?(?:m\b|million)|16,800,000/i,
  ]),
  followUp(['what are the ticker rules when you create a token?'], 'and for the name?', [
    /3\s*(?:–|—|-|to)\s*30|30\s*char/i,
  ]),

  // ---------------------------------------------------------------- abstentions
  abstain("what's pump.fun's exact graduation market cap these days, to the dollar?"),
  abstain('how many people use odin every day? exact number pls, not a guess'),
  abstain('when exactly will odin launch bitcoin perps? need the date'),
  abstain('how old is bob bodily and where does he live? is he married?'),
  abstain('what does magic eden charge right now to list a rune, exact fee?'),
  abstain('exactly how much BTC did Odin earn in platform fees in 2025?'),
  abstain('how many sats exactly does it cost to create a token on odin? the precise mint fee'),
  abstain('who triggers the rune etching for a bonded odin token and what is the exact on-chain fee for it?'),
  abstain("what's odin's official X / twitter handle?"),
  abstain('was anybody arrested for the august 2025 odin exploit?'),
];
