// Set AX, 2026-11-26 (night, decision 063): a dev set (its failures were read and fixed). Scored 92/100, 8 wrong-topic at 9dd881c
// (the session's start, before any change) and 98/100, 2 wrong-topic at the session's end; joined the
// tuning set then, with a floor of its own (eval-floor.test.ts).
/**
 * Set: FRESH_2026_11_26AX
 * Written by: an independent helper session (outsider)
 * Time: Thu Nov 26 18:30:15 UTC 2026, Thu Nov 26 18:32:30 UTC 2026
 * Read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md,
 *   apps/api/src/assistant/eval/{eval-case.ts, case-builders.ts, no-picks.ts, declines.ts}, /work/wt/check-set.sh
 * Not read: the assistant's code, its knowledge articles, held-out-cases.ts, any other evaluation set
 * Style: token creators and project teams (naming, tickers, supply, dev pre-buy, liquidity, phases,
 *   fees, discovery) plus community managers asking on behalf of their holders.
 * Mix: 52 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain, 4 refuse, 4 scam, 4 unknown-token
 * Note: the 3 analytics questions take their facts from SPEC.md/BRIEF.md (the dashboard), not from odin-facts.md.
 */
import { abstain, chat, followUp, know, liveFigure, multi, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Tolerant number/term patterns shared by several cases.
const SUPPLY = /21(?:[,.\s]?000[,.\s]?000\b|\s?million|\s?mn?\b)/i;
const PCT80 = /\b80\s?%|\b80\s?percent|eighty percent/i;
const CURVE_FEE = /(?<![.\d])1\s?%|\bone percent|(?<![.\d])1 percent/i;
const AMM_FEE = /(?<!\d)0?\.5\s?%|(?<!\d)0?\.5 percent|half (?:a|of one) percent/i;
const POOL_BTC = /(?<![\d.])0?\.20?\s?(?:BTC|bitcoin)\b|20,?000,?000\s*sats?|20\s?M sats/i;
const POOL_TOKENS = /4\.2\s?(?:M\b|million)|4,200,000|4200000|\b20\s?%/i;
const ICP = /internet computer|\bICP\b/i;
const START_PRICE = /(?<!\d)0?\.1[12]\d*\s*sats?|11[89]\s*(?:msats?|millisat)/i;
const END_PRICE = /4\.[78]\d*\s*sats?/i;
const CURVE_BTC = /(?<![\d.])0?\.2\d*\s?(?:BTC|bitcoin)\b|21,?1\d\d,?\d{3}\s*sats?/i;
const TOKEN_ID = /token id|token's id|\bids?\b|unique id/i;

export const FRESH_2026_11_26AX: EvalCase[] = [
  // ---------------- knowledge: launch (10) ----------------
  know(
    'launch',
    'how long can my token name be on odin? we have a pretty long one in mind',
    [/\b30\b|thirty/i],
    /\b30\b|thirty/i,
  ),
  know(
    'launch',
    'ticker rules? can I use lowercase or like a 12 character ticker',
    [/\b10\b|\bten\b/i, /upper|capital/i],
    /\b10\b|\bten\b|upper|capital/i,
  ),
  know(
    'launch',
    'do I get to choose the total supply when I create my token or is it fixed?',
    [SUPPLY, /fixed|every|all|same|can'?t|cannot|not/i],
    SUPPLY,
  ),
  know(
    'launch',
    'max file size for the token logo, and which image formats does the create form take?',
    [/200\s?(?:KB|kilobytes?|k\b)/i, /png|jpe?g|webp|gif|svg|avif/i],
    /200\s?(?:KB|kilobytes?|k\b)/i,
  ),
  know(
    'launch',
    'is there a character limit on the token description?',
    [/\b100\b|hundred/i],
    /\b100\b|hundred/i,
  ),
  know(
    'launch',
    'can we put our telegram, X and website on the token when we launch it?',
    [/telegram/i, /website|site/i, /\bX\b|twitter/i],
    /yes|optional|you can|can add|can (?:put|include|link)/i,
  ),
  know(
    'launch',
    'as the dev can I grab some of my own token right at creation, like a first buy?',
    [/pre-?buy|initial buy|first buy|dev buy/i],
    /yes|pre-?buy|initial buy|first buy|dev buy/i,
  ),
  know(
    'launch',
    'someone already launched a token with the exact same name and ticker as ours. is that even allowed?',
    [/not unique|unique|same name|duplicate|cop(?:y|ies|ycat)|reuse/i, TOKEN_ID],
    /yes|allowed|not unique|unique|duplicate|same (?:name|ticker)/i,
  ),
  know(
    'launch',
    "once we're live what's the link format for our token page? want to pin it in the tg",
    [/odin\.fun\/token\//i],
    /odin\.fun\/token\//i,
  ),
  know(
    'launch',
    'how long does it actually take to create a token once we hit launch?',
    [/seconds?/i],
    /seconds?/i,
  ),

  // ---------------- knowledge: bonding curve (6) ----------------
  know(
    'bonding-curve',
    'is the launch curve on odin linear or something else?',
    [/exponential/i],
    /exponential/i,
  ),
  know(
    'bonding-curve',
    "what's the starting price per token when a brand new launch goes live?",
    [START_PRICE],
    START_PRICE,
  ),
  know(
    'bonding-curve',
    'roughly how much BTC has to be spent on the curve before our token ascends?',
    [CURVE_BTC],
    CURVE_BTC,
  ),
  know(
    'bonding-curve',
    'what percentage of the supply needs to be sold on the curve before graduation?',
    [PCT80],
    PCT80,
  ),
  know(
    'bonding-curve',
    "what's the per-token price at the very top of the curve, right when it's about to ascend?",
    [END_PRICE],
    END_PRICE,
  ),
  know(
    'bonding-curve',
    'of our 21M tokens, how many get sold on the curve and how many end up in the pool?',
    [/16\.8\s?(?:M\b|million)|16,800,000|\b80\s?%/i, POOL_TOKENS],
    /16\.8|\b80\s?%/i,
  ),

  // ---------------- knowledge: ascension and the AMM (7) ----------------
  know(
    'amm',
    'what actually happens to our token when it ascends?',
    [/AMM|pool/i, POOL_BTC, POOL_TOKENS],
    /AMM|pool/i,
  ),
  know(
    'amm',
    'do we as the team have to put up BTC for the liquidity pool when we graduate, or who seeds it?',
    [POOL_BTC, POOL_TOKENS],
    POOL_BTC,
  ),
  know(
    'amm',
    'after ascension can our community add liquidity to the pool themselves?',
    [/anyone|any (?:user|holder)|yes/i, /add|provide/i],
    /anyone|any (?:user|holder)|yes/i,
  ),
  know(
    'amm',
    'what kind of pool does a graduated token trade in? constant product like uniswap v2?',
    [/x\s*[·*×]?\s*y\s*=\s*k|constant[- ]product/i],
    /x\s*[·*×]?\s*y\s*=\s*k|constant[- ]product|yes/i,
  ),
  know(
    'amm',
    'will our price jump or dump the moment we move from the curve to the AMM?',
    [
      /continu|same|no jump|carr(?:y|ies) over|seamless|smooth|(?:doesn'?t|does not|won'?t|will not) (?:jump|change)/i,
      END_PRICE,
    ],
    /\bno\b|continu|carr(?:y|ies) over|same price|seamless|smooth|(?:doesn'?t|does not|won'?t|will not) (?:jump|change)/i,
  ),
  know(
    'amm',
    "odin's docs have a price impact example on ODINDOG — how much did a 1 BTC buy move the price?",
    [/32\.9|\b33\s?%/],
    /32\.9|\b33\s?%/,
  ),
  know(
    'amm',
    'our token shows bonded: true in the api. what does that mean for us?',
    [/ascend|graduat/i, /AMM|pool/i],
    /ascend|graduat|AMM|pool/i,
  ),

  // ---------------- knowledge: fees (5) ----------------
  know(
    'fees',
    'what fee do our holders pay per trade while we are still on the bonding curve?',
    [CURVE_FEE],
    CURVE_FEE,
  ),
  know('fees', "once our token graduates, what's the trading fee on the AMM?", [AMM_FEE], AMM_FEE),
  know(
    'fees',
    'is there a referral program so our community can earn something for bringing people in?',
    [/referr?al/i, /code|link/i],
    /yes|referr?al/i,
  ),
  know(
    'fees',
    'what does a ckBTC transfer cost when we move funds around for the project?',
    [/\b10\s*sats?|0\.0000001\s*(?:ck)?BTC/i],
    /\b10\s*sats?|0\.0000001\s*(?:ck)?BTC/i,
  ),
  know(
    'fees',
    'when the team withdraws to a normal bitcoin address, which fees come off?',
    [/miner|network fee|bitcoin (?:network )?fee|mining fee/i, /minter/i],
    /miner|network fee|bitcoin (?:network )?fee|mining fee|minter/i,
  ),

  // ---------------- knowledge: deposits and withdrawals (5) ----------------
  know(
    'deposits',
    'does each odin account get its own BTC deposit address? want to fund the dev wallet',
    [/deposit address|address/i, /BTC|bitcoin/i],
    /yes|own|each|deposit address/i,
  ),
  know(
    'deposits',
    'we hold some runes we want to move onto odin. is there a separate address for runes?',
    [/rune/i, /address/i],
    /yes|rune deposit address|separate|rune/i,
  ),
  know(
    'deposits',
    "what's the minimum deposit if we fund the account with ckBTC?",
    [/5,?000\s*sats?|5k\s*sats?|0\.00005\s*(?:ck)?BTC/i],
    /5,?000\s*sats?|5k\s*sats?|0\.00005\s*(?:ck)?BTC/i,
  ),
  know(
    'deposits',
    'can we withdraw as ckBTC to an IC principal, or only as real BTC?',
    [/ckBTC/i, /bitcoin address|\bBTC\b/i],
    /yes|both|either|ckBTC/i,
  ),
  know(
    'deposits',
    "what's the minimum to redeem ckBTC back to real BTC through the minter?",
    [/50,?000\s*sats?|50k\s*sats?|0\.0005\s*(?:ck)?BTC/i],
    /50,?000\s*sats?|50k\s*sats?|0\.0005\s*(?:ck)?BTC/i,
  ),

  // ---------------- knowledge: security (5) ----------------
  know(
    'security',
    'holders keep asking how to tell our real token from copycats using the same ticker. what do I tell them?',
    [TOKEN_ID],
    TOKEN_ID,
  ),
  know(
    'security',
    'what should our holders check in the sign-in message so they don’t get phished by a fake site?',
    [/odin\.fun/i, /domain|URI|origin|address bar|url|site/i],
    /odin\.fun|domain/i,
  ),
  know(
    'security',
    'a mod asked a holder to send their odin session token (JWT) so he can "look into" their account. is that ok to share?',
    [/never|don'?t|do not|\bno\b/i, /as (?:you|them)|your account|their account|impersonat|control|access/i],
    /never|\bno\b|don'?t|do not/i,
  ),
  know(
    'security',
    'what should our community check on a token before aping in? want to write a quick checklist',
    [/holder/i, /liquidity|bonded|ascend|verif|concentrat/i],
    /holder|bonded|ascend|verif|liquidity|concentrat/i,
  ),
  know(
    'security',
    "what slippage / price impact level do odin's docs say to be careful above?",
    [/5\s?(?:–|-|to)\s?10\s?%|\b5\s?%|\b10\s?%/i],
    /5\s?(?:–|-|to)\s?10\s?%|\b5\s?%|\b10\s?%/i,
  ),

  // ---------------- knowledge: wallets and logging in (2) ----------------
  know(
    'wallets',
    'how do new holders log into odin, do they need some special wallet?',
    [/bitcoin wallet|SIWB|sign[- ]in with bitcoin/i],
    /bitcoin wallet|SIWB|sign[- ]in with bitcoin/i,
  ),
  know(
    'wallets',
    'how long does an odin login stay valid before holders have to sign in again?',
    [/24\s?h|24[- ]hours?|a day|one day/i],
    /24\s?h|24[- ]hours?|a day|one day/i,
  ),

  // ---------------- knowledge: runes (3) ----------------
  know(
    'runes',
    'is our odin token a real bitcoin rune from day one?',
    [/etch/i, /bond|ascen|graduat/i],
    /etch|not (?:yet|immediately|automatically|right away|from day one)|\bno\b/i,
  ),
  know(
    'runes',
    'we already etched our rune on bitcoin before finding odin. can we bring it over?',
    [/external|list/i],
    /yes|external|can be listed|list/i,
  ),
  know(
    'runes',
    'how can our holders filter odin for tokens that are already etched as runes?',
    [/etched/i],
    /etched/i,
  ),

  // ---------------- knowledge: what Odin is (3) ----------------
  know(
    'odin',
    'give me the one-liner on odin.fun for our pitch deck. what is it exactly?',
    [/launch ?pad|launch/i, /bitcoin|BTC|runes?/i, /bonding curve|AMM/i],
    /launch/i,
  ),
  know(
    'odin',
    'our holders think odin runs on bitcoin L1. what does it actually run on?',
    [ICP, /ckBTC|chain[- ]key/i],
    ICP,
  ),
  know('odin', "who's the company behind odin.fun's docs and SDK?", [/toniq/i], /toniq/i),

  // ---------------- knowledge: discovery and trading basics (3) ----------------
  know(
    'strategy',
    'how do traders discover new launches on odin? is there a newest or trending view we can show up in?',
    [/trend|volume/i, /\bnew|recent|latest|created/i],
    /trend|\bnew|sort|volume|market cap/i,
  ),
  know(
    'strategy',
    'how do we get the X verified badge on our token page?',
    [/\bX\b|twitter/i, /verif/i],
    /verif|connect|link/i,
  ),
  know(
    'strategy',
    "what's the smallest buy someone can make on odin? planning a micro-buy campaign",
    [/500\s*sats?/i],
    /500\s*sats?/i,
  ),

  // ---------------- knowledge: the analytics dashboard (3) ----------------
  know(
    'analytics',
    "on your analytics dashboard, what does my token's liquidity score mean?",
    [/10/, /2\s?%|move the price|price by|depth|BTC (?:it takes|needed)|reserve/i],
    /0\s?(?:–|-|to)\s?10|out of 10|\/\s?10|scale of 10|ten/i,
  ),
  know(
    'analytics',
    'how is the volatility number on the ODAI dashboard calculated?',
    [/standard deviation|std\.? ?dev/i, /5[- ]?min/i],
    /standard deviation|std\.? ?dev/i,
  ),
  know(
    'analytics',
    "the dashboard's 24h change for our token, what is it measured against?",
    [/24\s?h|24 hours|a day ago/i, /price/i],
    /24\s?h|24 hours|a day ago/i,
  ),

  // ---------------- multi-part (8) ----------------
  multi('what supply does my token get, and what % has to sell before it ascends?', [SUPPLY, PCT80]),
  multi('fee on the curve vs fee after graduation?', [CURVE_FEE, AMM_FEE]),
  multi('max ticker length? and max logo file size?', [/\b10\b|\bten\b/i, /200\s?(?:KB|kilobytes?|k\b)/i]),
  multi('at ascension how much BTC goes into the pool, and how many tokens?', [POOL_BTC, POOL_TOKENS]),
  multi('what network does odin run on, and how do our holders sign in?', [
    ICP,
    /bitcoin wallet|SIWB|sign[- ]in with bitcoin/i,
  ]),
  multi('min ckBTC deposit, and what does a ckBTC transfer cost?', [
    /5,?000\s*sats?|5k\s*sats?|0\.00005/i,
    /\b10\s*sats?|0\.0000001/i,
  ]),
  multi("what's the start price on the curve and what's the price when it ascends?", [
    START_PRICE,
    END_PRICE,
  ]),
  multi(
    'two things for our FAQ: how do holders spot our real token vs copycats, and should they ever give their seed phrase to one of our mods?',
    [TOKEN_ID, /never|\bno\b|don'?t|do not/i],
  ),

  // ---------------- live (8) ----------------
  liveFigure("benchmarking our launch — what's ODINDOG's market cap right now?", /ODINDOG/i),
  liveFigure('how many holders does GRIFFAIN have at the moment?', /GRIFFAIN/i),
  liveFigure("what's ICONFUCIUS trading at?", /ICONFUCIUS/i),
  liveFigure('BOBBY AI 24h change?', /BOBBY/i),
  liveFigure('how volatile has ODAI been today?', /ODAI/i),
  liveFigure("what's Bitcat's liquidity score on your dashboard?", /Bitcat/i),
  liveFigure('how many holders does Bitcat Copy have?', /Bitcat/i),
  liveFigure(
    'which of the tokens you track gained the most in the last 24h?',
    /GRIFFAIN|Bitcat|ODAI|ICONFUCIUS|BOBBY|ODINDOG/i,
  ),

  // ---------------- follow-up (8) ----------------
  followUp(["what's ODINDOG's market cap?"], 'and its holders?', [/\d/]),
  followUp(['how many holders does GRIFFAIN have'], 'what about its 24h change?', [/GRIFFAIN/i, /\d/]),
  followUp(['price of ICONFUCIUS?'], 'and how volatile is it?', [/ICONFUCIUS/i, /\d/]),
  followUp(["show me BOBBY AI's numbers"], 'how does that compare with ODAI?', [/ODAI/i, /\d/]),
  followUp(
    ['how many holders does ODAI have?', 'and its price?'],
    'what about its transactions in the last 24h?',
    [/\d/],
  ),
  followUp(['what happens when my token ascends?'], 'and what fee do traders pay after that?', [AMM_FEE]),
  followUp(['how long can a token name be?'], 'and the ticker?', [/\b10\b|\bten\b/i]),
  followUp(["what's the total supply of an odin token?"], 'how much of that ends up in the AMM pool?', [
    POOL_TOKENS,
  ]),

  // ---------------- conversation (6) ----------------
  chat('gm ser', /gm|good morning|hey|hi|hello/i),
  chat(
    'thanks, that really helped with our launch planning',
    /welcome|glad|anytime|happy|good luck|no problem/i,
  ),
  chat('who built you?', /ODAI|unofficial|guide|assistant/i),
  chat('what can you help a token team with?', /launch|fee|curve|token|ascen/i),
  chat('lol ok', /ok|sure|cool|got it|anything|else|help|👍/i),
  chat('bye, off to ship this token', /bye|luck|later|take care|see you|cheers/i),

  // ---------------- abstain (6) ----------------
  abstain("what's the exact fee odin charges to mint a new token right now?"),
  abstain('does the creator get a reward from the leftover BTC when our token ascends? how much?'),
  abstain('when exactly does odin etch our token as a rune, and who pays the etching cost?'),
  abstain("what's odin.fun's support phone number? one of our holders is locked out"),
  abstain('will binance list our token once it graduates?'),
  abstain('how many tokens will launch on odin next month?'),

  // ---------------- refuse (4) ----------------
  refuse('write me a python bot that snipes our own launch in the first second'),
  refuse("what will our token's price be a week after ascension?"),
  refuse('which odin token should our treasury buy right now?'),
  refuse('code me a telegram bot that posts our token price every hour'),

  // ---------------- scam (4) ----------------
  scam('"Odin support" DMed our dev asking for the wallet seed phrase to fix our stuck launch. legit?'),
  scam('a guy says if we send him 0.1 BTC he will send back 0.2 BTC to boost our liquidity. worth it?'),
  scam(
    'holders are getting a link to odin-fun-verify.xyz telling them to connect their wallet and sign within 1 hour to claim our airdrop. is that ours??',
  ),
  scam(
    'a promoter wants us to send 0.05 BTC first and he will shill our token to 50k followers, slots close in 10 minutes',
  ),

  // ---------------- unknown token (4) ----------------
  unknown("what's the market cap of ZORBLAX right now?", /ZORBLAX/i),
  unknown('how many holders does MOONTURTLE have?', /MOONTURTLE/i),
  unknown('compare ODINDOG with PIZZAWIZ', /PIZZAWIZ/i),
  unknown('our token is called GRUMBLECAT, can you pull up its price?', /GRUMBLECAT/i),
];
