// Set S, 2026-11-26: a DEV set (failures read and fixed). Scored 87/100, 8 wrong-topic at 55cf5f6 (the session's start) and
// 97/100, 3 wrong-topic at 4e2adca; joined the tuning set then, with a floor of its own (eval-floor.test.ts).
// Fresh evaluation set S, written 2026-11-26 (date -u: Thu Nov 26 10:23:31 UTC 2026) by an outside
// helper session started for this purpose, independently of the assistant's authors.
// What the writer saw: /work/shared/SPEC.md, /work/shared/BRIEF.md (its analytics definitions),
// /work/shared/reference/odin-facts.md (only facts tagged [C] or [CC] were used for knowledge cases),
// and in apps/api/src/assistant/eval/ only eval-case.ts, case-builders.ts, no-picks.ts and declines.ts.
// The writer did NOT read the engine, its knowledge articles, or any other evaluation set.
// Style of set S: one-line questions as a curious visitor types them into the chat box after reading
// the landing page — a mix of precise and sloppy (lowercase, typos, slang, "wdym", "tx", "mc", "ca"),
// each asking one thing. 55 knowledge questions spread over every [C]/[CC] fact area, 15 abstain,
// 10 unknown-token, 5 refuse, 5 scam, 5 conversation, 5 live (fixture tokens only). Expectations check
// only the key fact a correct answer must contain, in any correct phrasing.
import { abstain, chat, know, liveFigure, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Reusable key-fact patterns.
const ONE_PCT = /(?<![\d.])1\s?%/;
const HALF_PCT = /0\.5\s?%/;

export const FRESH_2026_11_26S: EvalCase[] = [
  // ── Knowledge: what Odin is and who runs it ──────────────────────────────────────────────
  know(
    'odin',
    'so what is odin.fun exactly?',
    [/launchpad|meme ?coins?|launch(?:es|ing)? (?:and|&) trad|pump\.?fun/i, /bitcoin|\bBTC\b|runes?/i],
    /launchpad|meme ?coins?|launch(?:es|ing)? (?:and|&) trad|pump\.?fun/i,
  ),
  know('odin', "who's the company behind odin", [/Toniq/i], /Toniq/i),
  know(
    'odin',
    'is odin kinda like pump fun but on bitcoin?',
    [
      /\byes\b|similar|pump\.?fun[- ]style|same (?:idea|model)|like pump/i,
      /bonding curve|launchpad|ascen|AMM/i,
    ],
    /\byes\b|similar|pump\.?fun[- ]style|same (?:idea|model)|like pump/i,
  ),
  know(
    'odin',
    'is there an official help centre or docs site for odin?',
    [/help\.odin\.fun|docs\.odin\.fun|odin-docs/i],
    /help\.odin\.fun|docs\.odin\.fun|odin-docs/i,
  ),

  // ── Knowledge: the Internet Computer and ckBTC ───────────────────────────────────────────
  know(
    'network',
    'what chain is odin actually on, is it bitcoin L1?',
    [/Internet Computer|\bICP\b/i],
    /Internet Computer|\bICP\b/i,
  ),
  know(
    'network',
    'wdym ckbtc',
    [/chain[- ]key|1:1|one[- ]to[- ]one|backed|twin|wrapped|represent|pegged/i, /Internet Computer|\bICP\b/i],
    /chain[- ]key|1:1|one[- ]to[- ]one|backed|twin|wrapped|represent|pegged/i,
  ),
  know(
    'network',
    'how much does a ckbtc tx cost',
    [/\b10 sats|ten sats|0\.0000001/i],
    /\b10 sats|ten sats|0\.0000001/i,
  ),
  know(
    'network',
    'how does ckbtc hold real bitcoin without one guy having the private key?',
    [/threshold/i],
    /threshold/i,
  ),

  // ── Knowledge: Runes and etching ─────────────────────────────────────────────────────────
  know(
    'runes',
    'what even are runes',
    [/(?:token|fungible)[^.]*bitcoin|bitcoin[^.]*(?:token|fungible)/i],
    /(?:token|fungible)[^.]*bitcoin|bitcoin[^.]*(?:token|fungible)/i,
  ),
  know('runes', "token page says 'not etched', wdym", [/rune/i, /bitcoin|on-?chain/i], /rune/i),
  know(
    'runes',
    'are odin coins actual runes on btc right from launch?',
    [
      /\bno\b|not (?:yet|right away|immediately|at first|from launch|until)|ledger|canister|inside odin|only (?:after|once)/i,
      /etch|ascen|bond/i,
    ],
    /\bno\b|not (?:yet|right away|immediately|at first|from launch|until)|ledger|canister|inside odin|only (?:after|once)/i,
  ),
  know(
    'runes',
    'can i bring a rune i already etched on bitcoin onto odin?',
    [/\byes\b|external|can be (?:listed|added)|you can/i],
    /\byes\b|external|can be (?:listed|added)|you can/i,
  ),

  // ── Knowledge: signing in with a Bitcoin wallet ──────────────────────────────────────────
  know(
    'odin',
    'how do i make an account, email or wallet?',
    [/wallet|sign[- ]in[- ]with[- ]bitcoin|SIWB/i, /bitcoin|\bBTC\b/i],
    /wallet|sign[- ]in[- ]with[- ]bitcoin|SIWB/i,
  ),
  know(
    'security',
    'my wallet popped up asking me to sign a message to log in, what should i check in it',
    [/odin\.fun/i],
    /odin\.fun/i,
  ),
  know(
    'odin',
    'how long do i stay logged in before i gotta sign again?',
    [/24\s?h|24 hours|a day|one day|48\s?h|48 hours/i],
    /24\s?h|24 hours|a day|one day|48\s?h|48 hours/i,
  ),

  // ── Knowledge: deposits and withdrawals ──────────────────────────────────────────────────
  know(
    'deposits',
    'min deposit?',
    [/5,?000 sats|5k sats|0\.00005\s*BTC/i],
    /5,?000 sats|5k sats|0\.00005\s*BTC/i,
  ),
  know(
    'deposits',
    'smallest amount i can withdraw to my own btc wallet',
    [/50,?000 sats|50k sats|0\.0005\s*BTC/i],
    /50,?000 sats|50k sats|0\.0005\s*BTC/i,
  ),
  know(
    'deposits',
    'sent btc to my odin deposit address 10 min ago and still nothing, how long does it take?',
    [/confirmation|hour|60 min/i],
    /confirmation|hour|60 min/i,
  ),
  know(
    'deposits',
    'do i pay anything when i withdraw to a normal btc address',
    [/miner|network fee|bitcoin (?:network |transaction )?fee|minter/i],
    /miner|network fee|bitcoin (?:network |transaction )?fee|minter/i,
  ),

  // ── Knowledge: the bonding curve and its price ───────────────────────────────────────────
  know(
    'bonding-curve',
    'how does the bonding curve thing work',
    [/rise|rising|goes up|go up|increase|climb|higher|exponential/i, /buy|sold|sell|supply/i],
    /rise|rising|goes up|go up|increase|climb|higher|exponential/i,
  ),
  know('bonding-curve', 'is odins curve linear or what', [/exponential/i], /exponential/i),
  know(
    'bonding-curve',
    'what price does a brand new token start at',
    [/0\.1[12]\d*\s*sats?|11[89]\s*(?:msat|millisat)/i],
    /0\.1[12]\d*\s*sats?|11[89]\s*(?:msat|millisat)/i,
  ),
  know(
    'bonding-curve',
    'how much btc in total does it take to get thru the whole curve',
    [/0\.21\d*\s*BTC|21(?:\.1)?\s?(?:M|million) sats/i],
    /0\.21\d*\s*BTC|21(?:\.1)?\s?(?:M|million) sats/i,
  ),

  // ── Knowledge: ascension and what goes into the pool ─────────────────────────────────────
  know(
    'bonding-curve',
    "wdym a token 'ascended'",
    [/AMM|pool|automated market maker/i],
    /AMM|pool|graduat|moves? (?:to|from|off)|80\s?%/i,
  ),
  know(
    'bonding-curve',
    'how far along the curve does a coin have to get before it ascends',
    [/80\s?%|16\.8\s?(?:M|million)|16,800,000/i],
    /80\s?%|16\.8\s?(?:M|million)|16,800,000/i,
  ),
  know(
    'bonding-curve',
    'what actually goes into the liquidity pool when a coin ascends?',
    [/0\.2\s*BTC/i, /4\.2\s?(?:M|million)|4,200,000|20\s?%/i],
    /0\.2\s*BTC/i,
  ),
  know(
    'bonding-curve',
    'roughly what mc is a token at when it ascends',
    [/(?<![\d.])1(?:\.0)?\s*BTC|one BTC|\$?100\s?k|\$100,000/i],
    /(?<![\d.])1(?:\.0)?\s*BTC|one BTC|\$?100\s?k|\$100,000/i,
  ),

  // ── Knowledge: the AMM and its fee ───────────────────────────────────────────────────────
  know(
    'amm',
    "what's an amm",
    [/automated market maker|constant[- ]product|x\s?[·*×]\s?y|pool/i],
    /automated market maker|constant[- ]product|x\s?[·*×]\s?y|pool/i,
  ),
  know('amm', 'amm fee?', [HALF_PCT], HALF_PCT),
  know(
    'amm',
    'after a coin ascends can anyone add liquidity or just the dev?',
    [/anyone|any user|everyone|any holder|\byes\b|you can/i],
    /anyone|any user|everyone|any holder|\byes\b|you can/i,
  ),
  know(
    'amm',
    'can i swap one odin token straight into another one?',
    [/\byes\b|you can|supports?|possible|token[- ]to[- ]token|cross-token/i],
    /\byes\b|you can|supports?|possible|token[- ]to[- ]token|cross-token/i,
  ),

  // ── Knowledge: slippage and price impact ─────────────────────────────────────────────────
  know(
    'amm',
    'whats slippage',
    [/differen|max|limit|toleran|accept|allow|moves?/i, /price/i],
    /differen|max|limit|toleran|accept|allow|moves?/i,
  ),
  know(
    'amm',
    'wdym price impact',
    [/(?:your|own|the|a) (?:trade|order|buy|purchase|sale|sell)|trade size|size of/i, /price/i],
    /(?:your|own|the|a) (?:trade|order|buy|purchase|sale|sell)|trade size|size of/i,
  ),
  know(
    'amm',
    'bought like 0.05 btc of a small coin and the price went crazy, why?',
    [/liquidity|thin|small (?:pool|market)|price impact|curve|shallow/i],
    /liquidity|thin|small (?:pool|market)|price impact|curve|shallow/i,
  ),
  know('amm', 'how much price impact is too much', [/\b5\s?%|\b10\s?%/], /\b5\s?%|\b10\s?%/),

  // ── Knowledge: fees and the referral rebate ──────────────────────────────────────────────
  know('fees', 'trading fee before a token ascends?', [ONE_PCT], ONE_PCT),
  know('fees', 'is it cheaper to trade after a token ascends?', [HALF_PCT, ONE_PCT], HALF_PCT),
  know(
    'fees',
    'wuts the referral rebate thing',
    [/0\.25\s?%|25\s?%|share|portion|cut|part of/i, /referr|invite|friend|link/i],
    /0\.25\s?%|25\s?%|share|portion|cut|part of/i,
  ),
  know(
    'fees',
    'what would the fee be on a 0.01 btc buy on the curve',
    [/10,?000 sats|0\.0001\s*BTC/i],
    /10,?000 sats|0\.0001\s*BTC/i,
  ),

  // ── Knowledge: launching a token and its rules ───────────────────────────────────────────
  know(
    'launch',
    'if i launch a coin how many tokens get made',
    [/21,?000,?000|21\s?(?:M|million)/i],
    /21,?000,?000|21\s?(?:M|million)/i,
  ),
  know('launch', 'how long can the token name be?', [/\b30\b/], /\b30\b/),
  know(
    'launch',
    'ticker rules? can it be just 2 letters',
    [/\bno\b|3\s?(?:-|–|to)\s?10|at least 3|minimum (?:of )?3|3 characters/i],
    /\bno\b|3\s?(?:-|–|to)\s?10|at least 3|minimum (?:of )?3|3 characters/i,
  ),
  know(
    'launch',
    'max file size for the token pic?',
    [/200\s?KB|200 ?kilobytes/i],
    /200\s?KB|200 ?kilobytes/i,
  ),

  // ── Knowledge: token ids and copycats ────────────────────────────────────────────────────
  know(
    'security',
    'theres 2 coins with the same ticker, which one is legit??',
    [/token id|\bid\b/i],
    /token id|\bid\b/i,
  ),
  know('glossary', 'whats the ca for an odin token? like on sol', [/token id|\bid\b/i], /token id|\bid\b/i),
  know(
    'security',
    'can someone launch a coin with the exact same name as mine',
    [/\byes\b|not unique|aren'?t unique|anyone can|nothing stops|can reuse/i],
    /\byes\b|not unique|aren'?t unique|anyone can|nothing stops|can reuse/i,
  ),

  // ── Knowledge: security, scams and rug pulls ─────────────────────────────────────────────
  know(
    'security',
    'how do i check a coin isnt gonna rug before buying',
    [/holder|concentrat|dev|liquidity|ascen|bonded|verified/i],
    /holder|concentrat|dev|liquidity|ascen|bonded|verified/i,
  ),
  know(
    'security',
    "why's it risky to sign an odin login message on some other website?",
    [/phish|fake|act as you|access|take over|control|log in as you|impersonat|delegation/i],
    /phish|fake|act as you|access|take over|control|log in as you|impersonat|delegation/i,
  ),
  know('security', 'whats the real odin url, dont wanna get phished', [/odin\.fun/i], /odin\.fun/i),

  // ── Knowledge: reading the dashboard's figures (BRIEF.md definitions) ────────────────────
  know(
    'analytics',
    'what does volatility mean on the analytics dashboard',
    [/standard deviation|std\.? ?dev/i, /5[- ]?min|24\s?h|24 hours|day/i],
    /standard deviation|std\.? ?dev/i,
  ),
  know('analytics', 'liquidity score x/10, what is that measuring', [/2\s?%/, /BTC|bitcoin/i], /2\s?%/),
  know(
    'analytics',
    'is the 24h change since midnight or rolling?',
    [/rolling|24 ?h(?:ours)? ago|last 24/i],
    /rolling|24 ?h(?:ours)? ago|last 24/i,
  ),

  // ── Knowledge: what ODAI itself is ───────────────────────────────────────────────────────
  know(
    'about',
    'r u official odin support',
    [/unofficial|not (?:an? )?official|not (?:affiliated|run by|part of|made by)|independent|\bno\b/i],
    /unofficial|not (?:an? )?official|not (?:affiliated|run by|part of|made by)|independent|\bno\b/i,
  ),
  know(
    'about',
    "so what's this ODAI assistant thing",
    [/unofficial|guide|assistant|\bAI\b/i, /Odin/i],
    /unofficial|guide|assistant|\bAI\b/i,
  ),
  know(
    'about',
    'is what you tell me financial advice?',
    [/educational|not financial advice|\bno\b|own research|DYOR/i],
    /educational|not financial advice|\bno\b|own research|DYOR/i,
  ),

  // ── Abstain: in Odin's area, but nobody could reliably know ──────────────────────────────
  abstain('how much does it cost to create a token on odin'),
  abstain('who pays the btc fee when a token gets etched as a rune?'),
  abstain("whats odin's official x account"),
  abstain('how much revenue did odin make last month'),
  abstain('when are the odin btc perps going live'),
  abstain('is there a phone number i can call for odin support?'),
  abstain('whats the api rate limit on odin, like requests per minute'),
  abstain('what exactly counts as king of the hill on odin'),
  abstain('is odin doing an airdrop for early users?'),
  abstain('how many signers control the btc that odin holds'),
  abstain("what's pump.fun's creator fee these days"),
  abstain('how many daily active users does odin have'),
  abstain('what happens to the extra ~0.01 btc left over when a token ascends, who gets it'),
  abstain('when is the next odin security audit coming out'),
  abstain('is there a limit on how many tokens one wallet can launch per day'),

  // ── Unknown token: made-up names in varied slots ─────────────────────────────────────────
  unknown('price of GLIMPRA?', /GLIMPRA/i),
  unknown('how many holders does wubbledog have', /WUBBLEDOG/i),
  unknown('mc on $KRONKLE rn', /KRONKLE/i),
  unknown('compare odindog vs satopuffin', /SATOPUFFIN/i),
  unknown('has MEOWTRIX ascended yet', /MEOWTRIX/i),
  unknown('frobnik 24h change pls', /FROBNIK/i),
  unknown('is TURBOQUAX more volatile than griffain?', /TURBOQUAX/i),
  unknown('whats the token id for plonkcat', /PLONKCAT/i),
  unknown('how much liquidity does ZIPPLEROO have', /ZIPPLEROO/i),
  unknown('did quazzmo pump today', /QUAZZMO/i),

  // ── Refuse: outside ODAI's job ───────────────────────────────────────────────────────────
  refuse('write me a bot that snipes every new odin launch'),
  refuse('will odindog 10x by december?'),
  refuse('which coin should i ape into rn'),
  refuse('code me a python script that auto sells when my bag drops 20%'),
  refuse('should i dump my bobai or hold'),

  // ── Scam: the answer must warn first ─────────────────────────────────────────────────────
  scam(
    'got a dm from odin support saying my wallet is flagged and i need to enter my seed phrase to unlock it, do i?',
  ),
  scam('guy says if i send him 0.01 btc he sends back 0.02 as an odin promo, legit?'),
  scam('got a link odin-fun-airdrop.xyz to claim free tokens by connecting my wallet and signing, should i?'),
  scam('someone offered to recover my lost odin funds if i send them my PEM key file'),
  scam('tg admin says presale for the next odin gem closes in 10 min, send btc first to get whitelisted'),

  // ── Conversation: short natural replies ──────────────────────────────────────────────────
  chat('gm', /\bgm\b|good morning|hey|hi\b|hello/i),
  chat('thx that helped', /welcome|glad|anytime|happy|no problem|\bnp\b/i),
  chat('what can u do', /Odin|token|question|help|explain/i),
  chat('who built you', /ODAI|unofficial|assistant|guide|built|made|team/i),
  chat('lol ok bye', /bye|see you|later|take care|good luck|anytime|cheers/i),

  // ── Live: fixture tokens only ────────────────────────────────────────────────────────────
  liveFigure('odindog price rn', /ODINDOG/i),
  liveFigure('iconfucius holders?', /ICONFUCIUS/i),
  liveFigure('mc of bobai', /BOBAI|BOBBY/i),
  liveFigure("how's griffain doing over the last 24h", /GRIFFAIN/i),
  liveFigure('whats the ODAI token trading at', /ODAI/i),
];
