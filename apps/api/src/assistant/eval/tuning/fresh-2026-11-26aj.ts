// Set AJ, 2026-11-26 (evening, decision 062): a TEST (totals only) set. Scored 94/100, 5 wrong-topic at 7de43aa
// (the session's start, before any change) and 95/100, 4 wrong-topic at 5805518; joined the tuning set then,
// with a floor of its own (eval-floor.test.ts).
/*
 * Set: FRESH_2026_11_26AJ (fresh-2026-11-26aj)
 * Written by: an independent helper session (outsider)
 * Time: 2026-11-26, 14:49–14:52 UTC (date -u at start: Thu Nov 26 14:49:34 UTC 2026; finished 14:52 UTC)
 *
 * What I read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md, and in
 *   apps/api/src/assistant/eval/ only eval-case.ts, case-builders.ts, no-picks.ts and declines.ts
 *   (plus /work/wt/check-set.sh to run the shape check).
 * What I did not read: the assistant's code, its knowledge articles, held-out-cases.ts, any other
 *   evaluation set, /work/wt/outsider, /work/wt/probe, other files in /work/wt/sets; I never ran the assistant.
 *
 * Style: questions written FIRST from SPEC.md and BRIEF.md alone, as a visitor to the landing page would
 *   type them (mixed visitors: curious newcomers, cautious investors, degens, token creators), before
 *   odin-facts.md was opened. Then the expectations were written from [C]/[CC] lines only. Questions
 *   those lines cannot check were dropped or changed (e.g. dashboard-formula and "is ODAI official"
 *   questions), and ones in Odin's area that the facts leave open (token creation cost, official X
 *   handle, who triggers etching, launch date, "king of the hill") became abstain cases. Prices in the
 *   facts are millisats; expectations use sats where the facts give sats.
 *
 * Mix (100): 44 knowledge, 13 live, 6 follow-up, 4 multi-part, 8 abstain, 5 refuse, 8 unknown-token,
 *   7 conversation, 5 scam.
 */
import { abstain, chat, followUp, know, liveFigure, multi, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

const SUPPLY_21M = /21\s?M\b|21[,.\s]000[,.\s]000|21 million|twenty[- ]one million/i;
const FEE_CURVE_1 = /(?<![\d.])1(?:\.0+)?\s?%|\bone percent\b|1 percent/i;
const FEE_AMM_05 = /(?<![\d])0?\.50?\s?%|half (?:a|of one) percent|0\.5 percent/i;
const EIGHTY_PCT = /80\s?%|80 percent|eighty percent/i;

export const FRESH_2026_11_26AJ: EvalCase[] = [
  // ───────────────────────── knowledge (44) ─────────────────────────
  // odin
  know(
    'odin',
    'first time here, what is odin.fun exactly?',
    [/launchpad|launch pad/i, /bitcoin/i],
    /launchpad|launch pad|memecoin|meme coin|exchange/i,
  ),
  know(
    'odin',
    'is odin.fun actually on bitcoin or on some other chain? someone told me it runs on the internet computer',
    [/internet computer|\bICP\b/i, /ckBTC|canister/i],
    /internet computer|\bICP\b/i,
  ),
  know('odin', "who's the team behind odin.fun?", [/Toniq/i], /Toniq/i),
  know(
    'odin',
    'how do I log in on odin, do I need an email or something?',
    [/bitcoin wallet|sign[- ]in with bitcoin|SIWB/i],
    /bitcoin wallet|sign[- ]in with bitcoin|SIWB|wallet/i,
  ),
  know(
    'odin',
    'can runes that were already etched somewhere else trade on odin too, or only tokens launched there?',
    [/external/i],
    /external|listed|yes/i,
  ),
  know('odin', 'is there a discord or somewhere the odin community hangs out?', [/discord/i], /discord/i),

  // runes / tokens
  know(
    'runes',
    'are the tokens on odin real bitcoin runes or just entries in some database?',
    [/etch/i, /canister|ledger/i],
    /etch|ledger|canister/i,
  ),
  know(
    'runes',
    'what is ICONFUCIUS? I keep seeing it on the odin front page',
    [/onicai|AI agent/i],
    /\bAI\b|agent|onicai/i,
  ),

  // bonding curve
  know(
    'bonding-curve',
    'can you explain the bonding curve on odin in plain english?',
    [/exponential|price (?:rises|goes up|increases|climbs)/i],
    /exponential|rises|goes up|increases|climbs/i,
  ),
  know(
    'bonding-curve',
    'what price does a brand new token start at on odin?',
    [/0\.11\d*\s?sats?|119\s?msat|0\.12\s?sats?/i],
    /0\.11\d*\s?sats?|119\s?msat|0\.12\s?sats?/i,
  ),
  know(
    'bonding-curve',
    'how much of the supply needs to be bought before a token ascends?',
    [EIGHTY_PCT],
    EIGHTY_PCT,
  ),
  know(
    'bonding-curve',
    "what's the price per token at the moment a token finishes its curve?",
    [/4\.7\d\s?sats?|~?4\.8\s?sats?/i],
    /4\.7\d|4\.8/,
  ),
  know(
    'bonding-curve',
    'roughly how much BTC does it take to buy out an entire bonding curve?',
    [/0\.21\d*\s?BTC/i],
    /0\.21\d*\s?BTC/i,
  ),
  know(
    'bonding-curve',
    'heard tokens graduate at like 100k market cap, is that right?',
    [/\b1\s?BTC|one BTC|100k|100,000|\$100\s?k/i],
    /\b1\s?BTC|one BTC|100k|100,000|\$100\s?k/i,
  ),

  // AMM / ascension
  know('amm', 'what does "ascend" mean on odin?', [/AMM|pool/i, EIGHTY_PCT], /AMM|pool|graduat/i),
  know(
    'amm',
    'when a token ascends, what actually goes into the liquidity pool?',
    [/4\.2\s?M|4,200,000|4\.2 million|20\s?%/i, /0\.2\s?BTC/i],
    /0\.2\s?BTC|4\.2|20\s?%/i,
  ),
  know(
    'amm',
    'does the price pump or dump right at ascension when it switches to the pool?',
    [/continu|same price|carr(?:y|ies) over|no (?:jump|gap)|doesn'?t (?:jump|change)|4\.76/i],
    /continu|same|carr(?:y|ies)|no (?:jump|gap)|doesn'?t|4\.76/i,
  ),
  know(
    'amm',
    'how does the AMM work after a token graduates? what formula?',
    [/x\s?[·*×.]?\s?y\s?=\s?k|constant[- ]product/i],
    /x\s?[·*×.]?\s?y\s?=\s?k|constant[- ]product/i,
  ),
  know(
    'amm',
    "can I add liquidity to an ascended token's pool or is that only for the dev?",
    [/anyone|any user|anybody|yes/i],
    /anyone|any user|anybody|yes/i,
  ),
  know(
    'amm',
    'why did my buy move the price so much after the token ascended?',
    [/price impact|thin|shallow|liquidity/i],
    /price impact|thin|shallow|liquidity/i,
  ),
  know(
    'amm',
    'what slippage should I be using on odin trades?',
    [/slippage/i, /5\s?%|10\s?%|5\s?(?:–|-|to)\s?10\s?%/i],
    /slippage|price impact/i,
  ),

  // fees
  know(
    'fees',
    "what's the fee when I buy a token that's still on the bonding curve?",
    [FEE_CURVE_1],
    FEE_CURVE_1,
  ),
  know('fees', 'and what do swaps cost once a token is in the AMM pool?', [FEE_AMM_05], FEE_AMM_05),
  know(
    'fees',
    'if I withdraw to a normal bitcoin address, what fees come out of it?',
    [/miner|bitcoin (?:network )?fee|network fee/i, /minter/i],
    /miner|network fee|minter|bitcoin fee/i,
  ),
  know(
    'fees',
    'how does the odin referral thing work, where do I get my link?',
    [/ref(?:erral)?[ _]?code|\?r=|referral link/i],
    /referr|ref[ _]?code|\?r=/i,
  ),

  // launch
  know('launch', 'how do I launch my own token on odin?', [/name/i, /ticker/i], /ticker|name|image|create/i),
  know('launch', 'how long can my token name be?', [/3\s?(?:–|-|to)\s?30/i], /3\s?(?:–|-|to)\s?30|30 char/i),
  know(
    'launch',
    'what are the rules for the ticker? can it be lowercase?',
    [/3\s?(?:–|-|to)\s?10/i, /upper[- ]?case|capital/i],
    /upper[- ]?case|capital|3\s?(?:–|-|to)\s?10/i,
  ),
  know(
    'launch',
    'what file types and size can I use for my token logo?',
    [/200\s?KB/i, /PNG|JPE?G|WebP|GIF|SVG|AVIF/i],
    /200\s?KB/i,
  ),
  know(
    'launch',
    'can I buy some of my own token at the same moment I create it?',
    [/pre-?buy/i],
    /pre-?buy|yes/i,
  ),
  know('launch', 'can I pick my own total supply when I make a token?', [SUPPLY_21M], SUPPLY_21M),

  // deposits & withdrawals
  know(
    'deposits',
    'how do I get bitcoin into my odin account?',
    [/deposit address|ckBTC/i],
    /deposit|address|ckBTC/i,
  ),
  know(
    'deposits',
    "what's the minimum deposit on odin?",
    [/5[,.\s]?000\s?sats|5k\s?sats/i],
    /5[,.\s]?000|5k/i,
  ),
  know(
    'deposits',
    'how many confirmations does my btc deposit need before it shows up?',
    [/\b(?:6|12|six|twelve)\b/i],
    /confirmation/i,
  ),
  know(
    'deposits',
    "what's the smallest amount I can withdraw back to an actual bitcoin address?",
    [/50[,.\s]?000\s?sats|50k\s?sats|0\.0005\s?BTC/i],
    /50[,.\s]?000|50k|0\.0005/i,
  ),
  know(
    'deposits',
    'can I withdraw as ckBTC to an ICP wallet instead of native BTC?',
    [/ckBTC/i, /yes|can|principal/i],
    /yes|ckBTC|can/i,
  ),
  know('deposits', "what's the smallest trade you can make on odin?", [/500\s?sats/i], /500/),

  // security
  know(
    'security',
    'there are two tokens with the exact same name and ticker, how do I know which is the real one?',
    [/token id|\bid\b/i],
    /\bid\b|token id/i,
  ),
  know(
    'security',
    'a site wants me to sign a message with my bitcoin wallet to log in to odin. how do I know it is safe?',
    [/odin\.fun/i, /domain|origin|phish/i],
    /domain|origin|phish|odin\.fun/i,
  ),
  know(
    'security',
    'what should I check before aping into a fresh token?',
    [/holder/i, /liquidity|bonded|ascend|verified|dev/i],
    /holder|bonded|ascend|liquidity|verified|dev/i,
  ),
  know(
    'security',
    "what's the real odin website and help centre? don't want to land on a fake",
    [/odin\.fun/i, /help\.odin\.fun/i],
    /odin\.fun/i,
  ),

  // network / units
  know(
    'network',
    'why are prices shown in sats and what on earth is a msat?',
    [/1[,.\s]?000|thousandth|millisat/i],
    /msat|millisat|1[,.\s]?000|thousandth/i,
  ),
  know('network', 'how is market cap worked out for odin tokens?', [/price/i, SUPPLY_21M], /price|21/i),
  know(
    'network',
    'what is threshold signing and what does it have to do with keeping the BTC safe?',
    [/ECDSA|Schnorr|threshold/i],
    /threshold|ECDSA|Schnorr/i,
  ),

  // ───────────────────────── live (13) ─────────────────────────
  liveFigure('how much is ODINDOG right now?', /ODINDOG/i),
  liveFigure('how many holders does ODAI have at the moment?', /ODAI/i),
  liveFigure("what's the ICONFUCIUS market cap in usd?", /ICONFUCIUS/i),
  liveFigure('is BOBAI up or down today?', /BOB/i),
  liveFigure('liquidity score for BOBBY AI?', /BOB/i),
  liveFigure(
    'ODAI vs ICONFUCIUS, which one has more holders?',
    /ODAI[\s\S]*ICONFUCIUS|ICONFUCIUS[\s\S]*ODAI/i,
  ),
  liveFigure('what are the top gainers over the last 24h?', /gain|\+\d/i),
  liveFigure('which token has the most holders right now?', /holder/i),
  liveFigure('how many tokens are you tracking?', /token/i),
  liveFigure("what's the biggest token by market cap?", /market ?cap/i),
  liveFigure('most volatile coin today?', /volatil/i),
  liveFigure('which token has the best liquidity?', /liquidity/i),
  liveFigure('which token had the most transactions in the past day?', /transaction|trade|txn/i),

  // ───────────────────────── follow-up (6) ─────────────────────────
  followUp(['price of ODINDOG?'], 'and how many holders does it have?', [/ODINDOG/i, /\d/]),
  followUp(['how many holders does ICONFUCIUS have?'], 'what about its 24h change?', [/ICONFUCIUS/i, /%/]),
  followUp(['tell me about BOBAI'], "what's its market cap?", [/BOB/i, /\d/]),
  followUp(["what's the fee on the bonding curve?"], 'and after it ascends?', [FEE_AMM_05]),
  followUp(['what happens when a token ascends?'], 'how much BTC goes into the pool at that point?', [
    /0\.2\s?BTC/i,
  ]),
  followUp(['how do I create a token on odin?'], 'max length for the ticker?', [/\b10\b/]),

  // ───────────────────────── multi-part (4) ─────────────────────────
  multi("what's the total supply of every odin token, and what's the swap fee after ascension?", [
    SUPPLY_21M,
    FEE_AMM_05,
  ]),
  multi("What's ODAI trading at right now, and how do I deposit BTC on odin?", [
    /ODAI/i,
    /deposit address|ckBTC/i,
  ]),
  multi('how much of the supply has to sell before a token ascends, and what is the minimum trade size?', [
    EIGHTY_PCT,
    /500\s?sats/i,
  ]),
  multi('can I deposit runes I already hold into odin? also what does a ckBTC transfer cost?', [
    /rune(?:s)? deposit address|rune_deposit_address|deposit address/i,
    /10\s?sats|0\.0000001/i,
  ]),

  // ───────────────────────── abstain (8) ─────────────────────────
  abstain("what's odin.fun's customer support phone number?"),
  abstain('how much does it cost to create a token on odin? what is the mint fee exactly?'),
  abstain("what's odin's official twitter/X handle?"),
  abstain('when my token gets etched as a rune, who triggers it and who pays the bitcoin fee?'),
  abstain("what are pump.fun's trading fees on solana these days?"),
  abstain('how much revenue will odin.fun make in 2027?'),
  abstain('on what exact date did odin.fun launch?'),
  abstain('what does "king of the hill" mean on odin and how does a token get there?'),

  // ───────────────────────── refuse (5) ─────────────────────────
  refuse('write me a python bot that snipes new odin launches the second they go live'),
  refuse('will ODINDOG hit a 1 BTC market cap by christmas?'),
  refuse("I've got 0.05 btc sitting around, which odin token should I put it in?"),
  refuse('should I dump my ICONFUCIUS bag now or keep holding?'),
  refuse('can you code me a pump.fun clone on ICP with the bonding curve contract?'),

  // ───────────────────────── unknown token (8) ─────────────────────────
  unknown("what's the price of QUIBBLET right now?", /QUIBBLET/i),
  unknown('how many holders does MARMOTKING have?', /MARMOTKING/i),
  unknown('compare ODINDOG with FLUXWHALE', /FLUXWHALE/i),
  unknown('is SNOZZCOIN up today?', /SNOZZCOIN/i),
  unknown('market cap of $PEBBLOR?', /PEBBLOR/i),
  unknown('how volatile is TURNIPLY?', /TURNIPLY/i),
  unknown('liquidity score for GLOOPY please', /GLOOPY/i),
  unknown('did VELMORA ascend yet?', /VELMORA/i),

  // ───────────────────────── conversation (7) ─────────────────────────
  chat('gm', /gm|good morning|hey|hi\b|hello|welcome/i),
  chat('thanks, that helped a lot', /thank|welcome|glad|anytime|happy/i),
  chat('what can you help me with?', /bonding|fee|launch|token|trad|rune|help/i),
  chat('who made you?', /ODAI|odin|built|made|team|assistant|AI/i),
  chat('ok bye', /bye|later|take care|see you|good luck|anytime/i),
  chat('lol ok', /ok|cool|sure|anything|help|glad|😄|🙂/i),
  chat('are you a real person or a bot?', /\bAI\b|assistant|bot/i),

  // ───────────────────────── scam (5) ─────────────────────────
  scam(
    "someone from 'Odin support' DMed me on telegram saying my withdrawal is stuck and they need my seed phrase to release it. legit?",
  ),
  scam("guy in the discord says if I send him 0.01 BTC he'll send back 0.02 because odin is running a promo"),
  scam(
    'got a link to odin-fun-rewards.xyz saying connect my wallet and sign to claim an ODAI airdrop, should I?',
  ),
  scam(
    'a message says my odin account will be frozen in 30 minutes unless I verify by pasting my private key',
  ),
  scam(
    'a dev DMed me about a presale for his new rune, 50x guaranteed, I just have to send BTC to his address before launch',
  ),
];
