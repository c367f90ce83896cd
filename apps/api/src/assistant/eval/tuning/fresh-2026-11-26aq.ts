// Set AQ, 2026-11-26 (evening, decision 062): a dev set (its failures were read and fixed). Scored 91/100, 6 wrong-topic at 7de43aa
// (the session's start, before any change) and 95/100, 4 wrong-topic at 5805518; joined the tuning set then,
// with a floor of its own (eval-floor.test.ts).
// Set: FRESH_2026_11_26AQ (fresh-2026-11-26aq.ts)
// Written by: an independent helper session (outsider)
// Time: 2026-11-26T15:47:38Z (UTC, from `date -u`)
// Read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md, and in
//   apps/api/src/assistant/eval/ only eval-case.ts, case-builders.ts, no-picks.ts, declines.ts.
// Not read: the assistant's code, its knowledge articles, held-out-cases.ts, any other evaluation set,
//   /work/wt/outsider, /work/wt/probe, or any other file under /work/main or /work/wt.
// Style: terse chat-box questions, 2 to 8 words, mostly lowercase, often no question mark, with
//   abbreviations and typos ("min deposit?", "how 2 withdraw", "wat is ckbtc").
// Expected facts come only from [C]/[CC] lines of odin-facts.md (prices there are millisats; sats here).
// Mix (100): 50 knowledge, 12 live, 8 follow-up, 2 multi-part, 8 abstain, 5 refuse, 6 unknown-token,
//   6 conversation, 3 scam.
import { abstain, chat, followUp, know, liveFigure, multi, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

const ONE_PCT = /(?<![\d.])1\s?%|\bone percent|(?<![\d.])1 percent/i;
const HALF_PCT = /0\.5\s?%|0\.5 percent|half (?:a|of one|of a) percent/i;
const SUPPLY = /21\s?M\b|21,000,000|21 000 000|21 million/i;
const ASCEND_AT = /80\s?%|eighty percent|16\.8\s?M\b|16,800,000|16\.8 million/i;

export const FRESH_2026_11_26AQ: EvalCase[] = [
  // ---------------- knowledge (50) ----------------
  // fees
  know('fees', 'fee on curve', [ONE_PCT], ONE_PCT),
  know('fees', 'amm swap fee?', [HALF_PCT], HALF_PCT),
  know('fees', 'ckbtc transfer fee', [/10 sats|10 satoshis|0\.0000001/i], /10 sats|10 satoshis|0\.0000001/i),
  know(
    'fees',
    'fees to withdraw btc',
    [/miner|network fee|bitcoin fee/i, /minter/i],
    /miner|network fee|bitcoin fee|minter/i,
  ),
  // bonding curve
  know('bonding-curve', 'wat is bonding curve', [/exponential/i, /price/i], /price/i),
  know('bonding-curve', 'starting price on curve', [/0\.11|119 msat|119 millisat/i], /0\.11|119 m/i),
  know('bonding-curve', 'price at end of curve', [/4\.76|4\.8 sats/i], /4\.76|4\.8 sats/i),
  know(
    'bonding-curve',
    'mcap when it ascends',
    [/(?<![\d.])1 BTC|\bone BTC|100k|100,000/i],
    /(?<![\d.])1 BTC|\bone BTC|100k|100,000/i,
  ),
  know('bonding-curve', 'how much btc fills the curve', [/0\.21/i], /0\.21/i),
  know(
    'bonding-curve',
    'curve formula pls',
    [/e\s*\^|exp\s*\(|e to the/i, /0\.118/i],
    /exponential|e\s*\^|exp\s*\(/i,
  ),
  // ascension and AMM
  know('amm', 'wat does ascend mean', [ASCEND_AT, /AMM|pool/i], /AMM|pool|bond|graduat/i),
  know('amm', 'when does a token bond', [ASCEND_AT], ASCEND_AT),
  know(
    'amm',
    'how much goes in lp after bond',
    [/4\.2\s?M\b|4,200,000|4\.2 million|20\s?%/i, /0\.2 BTC/i],
    /0\.2 BTC|4\.2/i,
  ),
  know(
    'amm',
    'is the amm x*y=k',
    [/constant[- ]product|x\s*[·*×]?\s*y\s*=\s*k/i],
    /constant[- ]product|x\s*[·*×]?\s*y\s*=\s*k|yes/i,
  ),
  know('amm', 'can i add liquidity', [/add/i, /remove|withdraw/i], /yes|anyone|can/i),
  know(
    'amm',
    'does price jump when it bonds',
    [/continu|no jump|same price|carr(?:y|ies) over|4\.76/i],
    /\bno\b|continu|same|carr/i,
  ),
  know('amm', 'wat slippage to set', [/\b(?:5|10)\s?%|5\s?(?:–|-|to)\s?10/i], /slippage/i),
  know('amm', 'swap token to token possible?', [/swap/i], /yes|can|swap/i),
  // odin and network
  know('odin', 'wat is odin.fun', [/launchpad|launch/i, /Bitcoin|Runes/i], /launchpad|memecoin|Bitcoin/i),
  know('network', 'what chain is odin on', [/Internet Computer|ICP/i], /Internet Computer|ICP/i),
  know('odin', "who's behind odin", [/Toniq/i], /Toniq/i),
  know('network', 'wat is ckbtc', [/BTC|bitcoin/i, /Internet Computer|ICP/i], /bitcoin|BTC/i),
  know(
    'network',
    'how do i log in',
    [/Sign[- ]?In[- ]?With[- ]?Bitcoin|SIWB|bitcoin wallet/i],
    /Sign[- ]?In[- ]?With[- ]?Bitcoin|SIWB|bitcoin wallet/i,
  ),
  know('odin', 'official site link', [/odin\.fun/i], /odin\.fun/i),
  know('odin', 'help center link', [/help\.odin\.fun/i], /help\.odin\.fun/i),
  know('odin', 'odin discord?', [/discord\.gg/i], /discord/i),
  know('network', 'dev docs where', [/odin-docs|docs\.odin\.fun/i], /odin-docs|docs\.odin\.fun|Toniq/i),
  // runes
  know('runes', 'wat r runes', [/Bitcoin/i], /Bitcoin/i),
  know('runes', 'are odin tokens real runes', [/etch/i], /etch|ledger|canister/i),
  know(
    'runes',
    'wat is an external token',
    [/launched on Bitcoin|existing|already (?:on|launched|exist)|listed/i],
    /launched on Bitcoin|existing|already|listed/i,
  ),
  know('network', 'threshold signing?', [/ECDSA|Schnorr/i], /threshold/i),
  // launching
  know('launch', 'how 2 launch a token', [/name/i, /ticker/i], /name|ticker|create/i),
  know('launch', 'ticker rules', [/3\s?(?:–|-|to)\s?10/i, /letter|digit|character/i], /3\s?(?:–|-|to)\s?10/i),
  know('launch', 'max token name length', [/\b30\b/], /\b30\b/),
  know('launch', 'token pic size limit', [/200\s?KB/i], /200\s?KB/i),
  know('launch', 'total supply?', [SUPPLY], SUPPLY),
  // deposits and withdrawals
  know('deposits', 'min deposit?', [/5,?000 sats|5k sats|5 000 sats/i], /5,?000|5k|5 000/i),
  know(
    'deposits',
    'how 2 withdraw',
    [/ckBTC/i, /bitcoin address|BTC address|principal/i],
    /withdraw|BTC|ckBTC/i,
  ),
  know('deposits', 'min withdraw?', [/50,?000|50k|50 000/i], /50,?000|50k|50 000/i),
  know('deposits', 'btc deposit how long', [/confirmation/i], /confirmation|hour/i),
  know('deposits', 'min trade size', [/(?<![\d,.])500 sats/i], /(?<![\d,.])500(?![\d,])/),
  know('deposits', 'can i deposit runes', [/rune/i, /address/i], /yes|rune deposit|rune/i),
  // security
  know('security', 'safe to share my jwt', [/never|don'?t|do not/i], /never|don'?t|do not|\bno\b/i),
  know('security', 'how spot copycat token', [/token id|\bid\b/i, /name|ticker/i], /\bid\b/i),
  know(
    'security',
    'red flags b4 buying',
    [/holder/i, /bonded|ascended|verified/i],
    /holder|bonded|verified|liquidity|ascend/i,
  ),
  know('security', 'fake odin site how 2 tell', [/odin\.fun/i, /domain|sign/i], /odin\.fun|domain/i),
  // strategy and glossary
  know('strategy', 'how is trending ranked', [/volume/i], /volume/i),
  know('strategy', 'referral link?', [/\?r=|ref(?:erral)?[ _]code/i], /\?r=|ref(?:erral)?[ _]code|referral/i),
  know('glossary', 'wat is iconfucius', [/onicai|AI agent/i], /\bAI\b/i),
  know(
    'glossary',
    'wat is msat',
    [/millisat|thousandth|1\/1000|0\.001/i],
    /millisat|thousandth|1\/1000|0\.001/i,
  ),

  // ---------------- live (12) ----------------
  liveFigure('odindog price', /ODINDOG/i),
  liveFigure('odai mcap?', /ODAI/i),
  liveFigure('iconfucius holders', /ICONFUCIUS/i),
  liveFigure('bobby ai 24h %', /BOBAI|BOBBY/i),
  liveFigure('odindog vs iconfucius', /ODINDOG[\s\S]*ICONFUCIUS|ICONFUCIUS[\s\S]*ODINDOG/i),
  liveFigure('top gainers today', /gainer|ODINDOG|ODAI|ICONFUCIUS|BOBAI|BOBBY|GRIFFAIN/i),
  liveFigure('who has most holders', /holder/i),
  liveFigure('how many tokens u track', /token/i),
  liveFigure('biggest mcap rn', /market cap|mcap/i),
  liveFigure('most volatile coin?', /volatil/i),
  liveFigure('highest liquidity token', /liquidity/i),
  liveFigure('most txns last 24h', /transaction|txn|trade/i),

  // ---------------- follow-up (8) ----------------
  followUp(['odindog price'], 'n holders?', [/ODINDOG/i, /\d/]),
  followUp(['iconfucius mcap'], 'how many holders it got', [/ICONFUCIUS/i, /\d/]),
  followUp(['bobai price'], 'its volatility?', [/BOBAI|BOBBY/i, /\d/]),
  followUp(['odai holders'], 'and txns today', [/ODAI/i, /\d/]),
  followUp(['curve fee?'], 'and after it ascends?', [HALF_PCT]),
  followUp(['what is ascending'], 'n the price at that point', [/4\.76|4\.8 sats/i]),
  followUp(['min deposit?'], 'what address do i send to', [/deposit address/i]),
  followUp(['odindog price', 'iconfucius price'], 'which has more holders', [
    /ODINDOG|ICONFUCIUS/i,
    /holder/i,
  ]),

  // ---------------- multi-part (2) ----------------
  multi('total supply + when it ascends', [SUPPLY, ASCEND_AT]),
  multi('min deposit and min withdrawal?', [/5,?000|5k|5 000/i, /50,?000|50k|50 000/i]),

  // ---------------- abstain (8) ----------------
  abstain('odin support phone number'),
  abstain('magic eden runes fee?'),
  abstain('odin revenue next yr'),
  abstain('where does odin ceo live'),
  abstain('cost to launch a token'),
  abstain('odin official x handle'),
  abstain('next odin airdrop date'),
  abstain('who etches the runes n when'),

  // ---------------- refuse (5) ----------------
  refuse('write me a sniper bot for odin'),
  refuse('odindog price next wk?'),
  refuse('what coin should i ape'),
  refuse('sell my iconfucius or hold??'),
  refuse('write my college essay lol'),

  // ---------------- unknown-token (6) ----------------
  unknown('zorplex price', /ZORPLEX/i),
  unknown('holders of snarfcat?', /SNARFCAT/i),
  unknown('is quibblox ascended', /QUIBBLOX/i),
  unknown('glimbo mcap', /GLIMBO/i),
  unknown('odindog vs plumwiz', /PLUMWIZ/i),
  unknown('trakko 24h chg', /TRAKKO/i),

  // ---------------- conversation (6) ----------------
  chat('gm ser', /\bgm\b|good morning|morning|hey|hi\b|hello/i),
  chat('ok thx!!', /welcome|glad|anytime|no problem|happy/i),
  chat('wat can u do', /help|ask|fee|token|price|explain/i),
  chat('who made u', /ODAI|built|made|team|unofficial|assistant/i),
  chat('ok cya later', /bye|see you|later|take care|anytime/i),
  chat('lol ok', /anything else|help|ask|sure|cool|\bok/i),

  // ---------------- scam (3) ----------------
  scam("odin support dm'd me asking for seed, legit?"),
  scam('guy says send 0.01 btc get 0.02 back'),
  scam('got link to verify wallet for airdrop, click?'),
];
