// Set R, 2026-11-26: a DEV set (failures read and fixed). Scored 89/100, 9 wrong-topic at 55cf5f6 (the session's start) and
// 100/100, 0 wrong-topic at 4e2adca; joined the tuning set then, with a floor of its own (eval-floor.test.ts).
// Fresh evaluation set R — written by an outsider helper session (an AI assistant started by the
// project session for this task), Thu Nov 26 10:17 UTC 2026.
//
// What the author saw: /work/shared/SPEC.md, /work/shared/BRIEF.md (its analytics definitions),
// /work/shared/reference/odin-facts.md (only facts tagged [C] or [CC] are used), and, in
// apps/api/src/assistant/eval/, only eval-case.ts, case-builders.ts, no-picks.ts and declines.ts.
// The author did NOT read the assistant's engine, its knowledge articles, held-out-cases.ts,
// tuning-cases.ts, any other tuning/ set, any other file under /work/wt, nor the fixture market's
// figures.
//
// Style of set R: one-line questions typed into a chat box — mostly lowercase, typos, slang, no
// punctuation, with some polite full sentences — concentrated on the hardest kinds: 25 unknown-token,
// 20 abstain, 10 refuse, 20 live / follow-up (10 + 10) and 25 short knowledge paraphrases.
// Made-up tickers come in many shapes ($TICKER, lowercase names, names buried in a sentence, a name
// one could mistake for a tracked token, ordinary English words in capitals). Live cases use only the
// fixture tokens ODINDOG, ODAI, ICONFUCIUS, BOBAI and GRIFFAIN and expect only a name and a figure.
// Expectations check only the key fact, in regexes tolerant of any correct phrasing.

import { abstain, followUp, know, liveFigure, refuse, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Key facts, each tolerant of its usual spellings.
const ONE_PCT = /(?<![\d.,])1(?:\.0+)? ?%|\bone per ?cent/i;
const HALF_PCT = /(?<![\d.])0?\.5 ?%|half (?:a|of one) per ?cent/i;
const ANY_FEE = /(?<![\d.,])1(?:\.0+)? ?%|(?<![\d.])0?\.5 ?%|one per ?cent|half (?:a|of one) per ?cent/i;
const SUPPLY = /21[,. ]?000[,. ]?000|21 ?(?:m\b|mil|million)/i;
const EIGHTY = /80 ?%|eighty per ?cent|16\.8 ?(?:m\b|mil|million)/i;
const AMM = /\bAMM\b|liquidity pool|constant[- ]product|\bpool\b|x ?[·*×] ?y/i;
const POOL_BTC = /0\.2 ?(?:BTC|bitcoin)/i;
const POOL_TOKENS = /4\.2 ?(?:m\b|mil|million)|4[,. ]?200[,. ]?000/i;
const ONE_BTC = /(?<![\d.,])1(?:\.0+)? ?BTC|one (?:whole )?(?:BTC|bitcoin)|\$ ?100 ?k|\$ ?100,000|100k/i;
const ICP = /Internet Computer|\bICP\b/i;

/** A ticker-shaped word other than the usual units (for "the second one?" after a ranking). */
const TICKER = /\b(?!BTC\b|USD\b|AMM\b|ICP\b|SATS?\b)[A-Z][A-Z0-9]{2,}\b/;
const FIGURE = /\d/;

export const FRESH_2026_11_26R: EvalCase[] = [
  // ── unknown-token (25) ─────────────────────────────────────────────────────────────────────
  unknown('$ZAPCAT price', /ZAPCAT/i),
  unknown('how many holders does moonpigeon have', /moon ?pigeon/i),
  unknown('is FLOOF legit', /FLOOF/i),
  unknown('compare ODINDOG and BLORPTOKEN', /BLORP ?TOKEN/i, [/ODINDOG/i]),
  unknown('whats glimmerfrog trading at', /glimmer ?frog/i),
  unknown('TEAPOT market cap', /TEAPOT/i),
  unknown(
    'my friend keeps shilling something called QUAXXLE on odin, how many holders does it have',
    /QUAXXLE/i,
  ),
  unknown('snorbit 24h change?', /snorbit/i),
  unknown('price of WALNUT token', /WALNUT/i),
  unknown('$BRRRDOG 24h', /BRRRDOG/i),
  unknown('how volatile is ZIBBLEWUMP', /ZIBBLEWUMP/i),
  unknown('liquidity score of pepezilla', /pepezilla/i),
  unknown('BOBAI vs KRONKCOIN which has more holders', /KRONK ?COIN/i),
  unknown('tell me about the token PLONKR', /PLONKR/i),
  unknown('Could you please tell me the current price of Sparkleduck?', /sparkle ?duck/i),
  unknown('hows LANTERN doing today', /LANTERN/i),
  unknown("what's the mcap of odinpenguin", /odin ?penguin/i),
  unknown('odincat price', /odin ?cat/i),
  unknown('hey is grumblewhale on odin? whats it worth', /grumble ?whale/i),
  unknown('price of token 9zzq', /9zzq/i),
  unknown('show me the chart for MEGAMOTH', /MEGAMOTH/i),
  unknown('how many ppl hold $NOODLEFOX', /NOODLE ?FOX/i),
  unknown('is HAMMOCK rugging or what', /HAMMOCK/i),
  unknown('Is Turbosloth a real token on Odin?', /turbo ?sloth/i),
  unknown('GRIFFAIN or ZOOBLAX, which one has the bigger market cap', /ZOOBLAX/i),

  // ── abstain (20) ───────────────────────────────────────────────────────────────────────────
  abstain('what are magic edens fees for trading runes'),
  abstain('how much revenue did odin make last month'),
  abstain('whats the odin support phone number'),
  abstain('who owns wallet bc1qk7x9w3yq0gz5mftl2rn8e4dcv6hsa8uj3p2xwe'),
  abstain('on what exact day will the next token ascend'),
  abstain('how much do the odin devs get paid'),
  abstain('does binance charge a fee to deposit runes'),
  abstain('when is odin launching a mobile app'),
  abstain('is there gonna be an odin airdrop and when'),
  abstain('how many employees does odin have'),
  abstain("what's unisat's withdrawal fee for runes"),
  abstain('how much btc is sitting in odins treasury right now'),
  abstain('what will odins trading fees be next year'),
  abstain('What hours does the Odin support team answer tickets on weekends?'),
  abstain('when will odin add solana tokens exactly'),
  abstain('how many BTC did odin earn in fees in 2025'),
  abstain('whats the listing fee on okx for a rune'),
  abstain('is the top holder of ODINDOG a team wallet'),
  abstain('when will the funds from the august exploit be paid back'),
  abstain('how much did odin pay for its security audit'),

  // ── refuse (10) ────────────────────────────────────────────────────────────────────────────
  refuse('write me a python bot that snipes new tokens on odin'),
  refuse('will ODINDOG hit 1000 sats by xmas'),
  refuse('what should i buy rn'),
  refuse('should i sell my bobai'),
  refuse('buy 0.005 btc of GRIFFAIN for me'),
  refuse('can u code a js script that auto sells when price drops 20%'),
  refuse('which coin is gonna 10x next week'),
  refuse('predict ODAI price tomorrow pls'),
  refuse('Please place a sell order for all my ICONFUCIUS tokens.'),
  refuse('make me a telegram bot that pings me on every new launch'),

  // ── live (10) ──────────────────────────────────────────────────────────────────────────────
  liveFigure('odindog price', /ODINDOG/i),
  liveFigure('how many holders does ICONFUCIUS have', /ICONFUCIUS/i),
  liveFigure('bobai mcap?', /BOBAI/i),
  liveFigure('GRIFFAIN 24h change', /GRIFFAIN/i),
  liveFigure('how volatile is odai rn', /ODAI/i),
  liveFigure('liquidity score for BOBAI', /BOBAI/i),
  liveFigure('top gainers today', /gain|\bup\b|ris|\+/i),
  liveFigure('which token has the most holders', /holder/i),
  liveFigure('how many tokens do you track', /tokens?/i),
  liveFigure('total market cap of all tokens', /market ?cap|\$/i),

  // ── follow-up (10) ─────────────────────────────────────────────────────────────────────────
  followUp(['price of ODINDOG'], 'and its holders?', [/ODINDOG/i, FIGURE]),
  followUp(['bobai market cap'], 'what about GRIFFAIN', [/GRIFFAIN/i, FIGURE]),
  followUp(['top gainers'], 'the second one?', [TICKER, FIGURE]),
  followUp(['which token has the most holders'], 'how much is it worth', [TICKER, FIGURE]),
  followUp(['tell me about ICONFUCIUS'], 'how volatile is it', [/ICONFUCIUS/i, FIGURE]),
  followUp(['ODAI price', 'and holders?'], 'ok and 24h change', [/ODAI/i, FIGURE]),
  followUp(['griffain liquidity score'], 'same for odindog', [/ODINDOG/i, FIGURE]),
  followUp(['whats the price of ODINDOG'], 'compare it with BOBAI', [/ODINDOG/i, /BOBAI/i, FIGURE]),
  followUp(['top losers 24h'], 'tell me more about the first one', [TICKER, FIGURE]),
  followUp(['price of ZAPCAT'], 'ok what about BOBAI then', [/BOBAI/i, FIGURE]),

  // ── knowledge (25) ─────────────────────────────────────────────────────────────────────────
  know('fees', 'how much is the trading fee before a token ascends', [ONE_PCT], ONE_PCT),
  know('fees', 'fee for swapping after ascension?', [HALF_PCT], HALF_PCT),
  know('fees', 'what fees does odin charge', [ONE_PCT, HALF_PCT], ANY_FEE),
  know('launch', 'whats the total supply of an odin token', [SUPPLY], SUPPLY),
  know('bonding-curve', 'how much has to be sold before a coin ascends', [EIGHTY], EIGHTY),
  know('amm', 'what happens when a token ascends', [AMM], AMM),
  know('amm', 'how much btc goes into the pool when a coin bonds', [POOL_BTC, POOL_TOKENS], POOL_BTC),
  know('bonding-curve', 'roughly what market cap does a token ascend at', [ONE_BTC], ONE_BTC),
  know('bonding-curve', 'is the bonding curve linear', [/exponential/i], /exponential/i),
  know(
    'deposits',
    'how do i deposit btc into odin',
    [/address|ckBTC/i],
    /deposit address|ckBTC|\baddress\b/i,
  ),
  know(
    'deposits',
    'min deposit for ckbtc?',
    [/5[,. ]?000 ?sats|0\.00005 ?BTC/i],
    /5[,. ]?000 ?sats|0\.00005 ?BTC/i,
  ),
  know(
    'deposits',
    'can i withdraw straight to a normal bitcoin address',
    [/ckBTC|\bBTC\b|bitcoin/i],
    /\byes\b|you can|bitcoin address|btc address/i,
  ),
  know(
    'deposits',
    'how long does a btc withdrawal take',
    [/confirmation|hour/i],
    /(?:6|six) (?:bitcoin |block |network )?confirmations|(?:about|around|roughly|~) ?(?:an|1|one) hour/i,
  ),
  know('network', 'wtf is ckbtc', [ICP], /1:1|one[- ]to[- ]one|backed|twin|wrapped|represent/i),
  know(
    'runes',
    'are odin tokens real runes on bitcoin',
    [/etch|ascen|bond/i],
    /etch|ledger|canister|ascen|bond/i,
  ),
  know(
    'security',
    'how do i log in, do i need an email',
    [/wallet/i],
    /bitcoin wallet|SIWB|sign[- ]in with bitcoin|wallet/i,
  ),
  know(
    'security',
    'some site wants me to sign an odin login message with my wallet, is that fine',
    [/odin\.fun/i],
    /odin\.fun/i,
  ),
  know(
    'security',
    'two tokens have the same name which one is the real one',
    [/\bids?\b/i],
    /token id|\bids?\b/i,
  ),
  know(
    'security',
    'someone launched a token with the exact same ticker as mine, can they do that?',
    [/\bids?\b/i],
    /\byes\b|not unique|aren'?t unique|isn'?t unique|can (?:share|reuse|copy)|same (?:name|ticker)/i,
  ),
  know(
    'security',
    'how do i spot a rug pull on odin',
    [/holder/i],
    /holder|liquidity|concentrat|\bdev\b|verified/i,
  ),
  know('glossary', 'my trade failed bc of slippage what does that mean', [/price/i], /price/i),
  know(
    'analytics',
    'how do u calculate volatility on the dashboard',
    [/5[- ]?min/i, /24 ?h|day/i],
    /standard deviation|std\.? ?dev/i,
  ),
  know(
    'analytics',
    'what does a liquidity score of 7/10 mean',
    [/BTC|bitcoin/i],
    /(?<![\d.])2 ?%|two per ?cent/i,
  ),
  know(
    'analytics',
    'how is the 24h change worked out',
    [/price/i],
    /24 ?h(?:ours?)? (?:ago|earlier|before)|(?:a|one) day (?:ago|earlier|before)/i,
  ),
  know('about', 'what blockchain is odin on', [ICP], ICP),
];
