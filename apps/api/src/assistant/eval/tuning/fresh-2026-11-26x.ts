// Set X, 2026-11-26 (afternoon, decision 061): a DEV set. Scored 76/100, 19 wrong-topic at 22ac96f
// (the session's start, before any change) and 100/100, 0 wrong-topic at ff477c3; joined the tuning set then,
// with a floor of its own (eval-floor.test.ts).
// Fresh evaluation set "x", written by an independent helper session (not the team, not the assistant's
// author) on 2026-11-26 12:03 UTC (`date -u`: Thu Nov 26 12:03:43 UTC 2026).
//
// Read: /work/shared/SPEC.md, /work/shared/BRIEF.md (incl. its analytics definitions),
// /work/shared/reference/odin-facts.md (only [C]/[CC] lines used as expected answers), /work/wt/HELPERS.md,
// and in apps/api/src/assistant/eval/ only eval-case.ts, case-builders.ts, no-picks.ts, declines.ts.
// Not read: the engine, the knowledge articles, any other eval set, held-out-cases.ts, tuning/, anything
// else in /work/main or /work/wt. The assistant was not run.
//
// Style: questions at the edge of what a guide can know. The knowledge half is answerable from confirmed
// facts but asked indirectly (situations, "what happens if…", "can I…", "is it possible…", "why does…",
// "do I need…"). The abstain half sounds close to those but nobody can answer it reliably (Odin.fun
// internals the sources leave open, numbers no source gives, other platforms, specific people, future
// events). The set tests whether the assistant knows what it knows.
// Mix (100): 50 knowledge, 30 abstain, 5 refuse, 5 unknown-token, 5 multi-part, 5 follow-up.
// Regexes check only the key fact and tolerate any correct phrasing and number format.

import { abstain, followUp, know, multi, refuse, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

const SUPPLY_21M = /21\s?M\b|21[,. ]000[,. ]000|21 million|twenty[- ]one million/i;
const EIGHTY_PCT = /80\s?(?:%|per ?cent)|eighty per ?cent|16\.8\s?M\b|16[,. ]800[,. ]000|16\.8 million/i;
const ONE_PCT = /(?<![\d.,])1(?:\.0+)?\s?(?:%|per ?cent)|\bone per ?cent/i;
const HALF_PCT = /(?<!\d)0?\.5\s?(?:%|per ?cent)|half (?:a|of one|of a) per ?cent/i;
const POOL = /\bAMM\b|automated market maker|liquidity pool|constant[- ]product|x\s?[·*×]?\s?y\s?=\s?k/i;
const SIWB = /Bitcoin wallet|Sign[- ]In[- ]With[- ]Bitcoin|\bSIWB\b/i;
const ONE_DAY = /24\s?h(?:ours?|rs?)?\b|24[- ]hour|one day|a day\b/i;
const NO_OR_OPTIONAL = /\bno\b|optional|not (?:required|needed|necessary)|(?:don'?t|do not) (?:need|have)/i;

export const FRESH_2026_11_26X: EvalCase[] = [
  // ── Knowledge, asked indirectly (50) ─────────────────────────────────────────────────────────────
  know(
    'bonding-curve',
    'I bought a token early on the curve and it just ascended. What happens to my tokens now?',
    [POOL],
    POOL,
  ),
  know(
    'bonding-curve',
    "If I'm holding when a token ascends, will the price suddenly jump or crash right at that moment?",
    [
      /continu|carr(?:y|ies) over|same price|no (?:sudden )?(?:jump|gap|crash)|doesn'?t (?:jump|crash|change)|unchanged|seamless|smooth/i,
    ],
    /continu|carr(?:y|ies) over|same price|no (?:sudden )?(?:jump|gap|crash)|doesn'?t (?:jump|crash|change)|unchanged|seamless|smooth/i,
  ),
  know(
    'launch',
    'Can I launch a token on Odin with a supply of 1 billion so each one looks cheap?',
    [SUPPLY_21M],
    SUPPLY_21M,
  ),
  know(
    'bonding-curve',
    'What has to happen before a token I launched leaves the bonding curve?',
    [EIGHTY_PCT],
    EIGHTY_PCT,
  ),
  know(
    'amm',
    'When a token ascends, where does the liquidity in its new pool come from? Do I as the creator have to put it in?',
    [
      /4\.2\s?M\b|4[,. ]200[,. ]000|4\.2 million|20\s?(?:%|per ?cent) of (?:the |its )?(?:token )?supply/i,
      /0\.20?\s?BTC|0\.20? bitcoin|20[,. ]000[,. ]000 sats/i,
    ],
    /4\.2\s?M\b|4[,. ]200[,. ]000|4\.2 million|20\s?(?:%|per ?cent)|0\.20?\s?BTC/i,
  ),
  know(
    'bonding-curve',
    'Roughly what is one token worth at the moment it ascends?',
    [/4\.7[56]|4\.8 sats/i],
    /4\.7[56]|4\.8 sats/i,
  ),
  know(
    'bonding-curve',
    "If I'm literally the first buyer of a brand-new token, what price am I paying per token?",
    [/0\.11\d*\s?sats?|0\.12\s?sats?|119\s?m(?:illi)?-?sats?|0\.118/i],
    /0\.11\d*\s?sats?|0\.12\s?sats?|119\s?m(?:illi)?-?sats?|0\.118/i,
  ),
  know(
    'bonding-curve',
    'What market cap is a token sitting at when it ascends?',
    [/(?<![\d.])1(?:\.0)?\s?BTC|\bone BTC|\bone bitcoin|(?<![\d.])1 bitcoin|\$\s?100\s?k|\$100,000|100k/i],
    /(?<![\d.])1(?:\.0)?\s?BTC|\bone BTC|\bone bitcoin|(?<![\d.])1 bitcoin|\$\s?100\s?k|\$100,000|100k/i,
  ),
  know(
    'bonding-curve',
    'How much BTC do buyers put in altogether to push a token all the way up the curve?',
    [/0\.21\d?\s?(?:BTC|bitcoin)/i],
    /0\.21\d?\s?(?:BTC|bitcoin)/i,
  ),
  know(
    'bonding-curve',
    'Does the price go up by the same amount for every token bought on the curve?',
    [/exponential/i],
    /exponential/i,
  ),
  know(
    'fees',
    "I'm about to buy a token that hasn't ascended yet. How much of my trade goes to fees?",
    [ONE_PCT],
    ONE_PCT,
  ),
  know('fees', 'Is trading any cheaper once a token has ascended?', [HALF_PCT], HALF_PCT),
  know(
    'amm',
    'After a token ascends, can I put my own BTC and tokens into its pool?',
    [/\byes\b|anyone can|(?:add|provide|supply)(?:ing)? liquidity/i],
    /\byes\b|anyone can|(?:add|provide|supply)(?:ing)? liquidity/i,
  ),
  know(
    'amm',
    "Why did my fairly small buy move an ascended token's price so much?",
    [
      /price impact|thin|shallow|small pool|low liquidity|little liquidity|pool (?:is )?(?:small|thin)|constant[- ]product|x\s?[·*×]?\s?y/i,
    ],
    /price impact|thin|shallow|small pool|low liquidity|little liquidity|pool (?:is )?(?:small|thin)|constant[- ]product|x\s?[·*×]?\s?y/i,
  ),
  know(
    'amm',
    'Is it possible to swap one Odin token directly into another one?',
    [/\byes\b|supports?|possible|token[- ]to[- ]token|cross[- ]token/i],
    /\byes\b|supports?|possible|token[- ]to[- ]token|cross[- ]token/i,
  ),
  know(
    'security',
    'I found two tokens with the exact same name and ticker. How do I know which one I actually want?',
    [/token id|\bID\b|identifier/i],
    /token id|\bID\b|identifier/i,
  ),
  know(
    'launch',
    'Can someone else launch a token with the same ticker as mine?',
    [/\byes\b|not unique|aren'?t unique|can (?:be )?(?:reuse|duplicat|cop)|copycat/i],
    /\byes\b|not unique|aren'?t unique|can (?:be )?(?:reuse|duplicat|cop)|copycat/i,
  ),
  know(
    'launch',
    "Can my token's ticker be just numbers, like 2025?",
    [/(?:2|two) letters/i],
    /(?:2|two) letters/i,
  ),
  know(
    'launch',
    'My logo file is 400 KB. Will Odin accept it for a new token?',
    [/200\s?KB|200 kilobytes/i],
    /200\s?KB|200 kilobytes/i,
  ),
  know(
    'launch',
    "Can I use an animated GIF as my token's image?",
    [/\byes\b|supported|allowed|accepted/i],
    /\byes\b|supported|allowed|accepted/i,
  ),
  know(
    'launch',
    'Do I have to write a description when launching a token?',
    [NO_OR_OPTIONAL, /\b100\b/],
    NO_OR_OPTIONAL,
  ),
  know(
    'launch',
    'Is it possible to buy some of my own token at the moment I create it?',
    [/pre-?buy|\byes\b/i],
    /pre-?buy|\byes\b/i,
  ),
  know(
    'launch',
    'Do I need a website or a Telegram group to launch a token?',
    [NO_OR_OPTIONAL],
    NO_OR_OPTIONAL,
  ),
  know('odin', 'Do I need an email and password to make an Odin account?', [SIWB], SIWB),
  know(
    'security',
    "My wallet popped up a sign-in message for Odin. How can I tell it's not a phishing site?",
    [/odin\.fun/i, /domain|origin|\bURI\b|\bURL\b|address bar|\bsite\b/i],
    /odin\.fun/i,
  ),
  know(
    'security',
    'A trading tool asked me to paste in my Odin session token (the JWT). Is that okay?',
    [/\bno\b|never|don'?t|do not/i, ONE_DAY],
    /\bno\b|never|don'?t|do not/i,
  ),
  know(
    'security',
    'How long does my Odin login stay valid before I need to sign in again?',
    [ONE_DAY],
    ONE_DAY,
  ),
  know(
    'network',
    'Why does Odin keep talking about ckBTC instead of just bitcoin?',
    [/Internet Computer|\bICP\b|canister/i],
    /Internet Computer|\bICP\b|canister/i,
  ),
  know(
    'deposits',
    'Can I send Runes I already hold in my Bitcoin wallet into my Odin account?',
    [/runes? deposit address|runes? deposit|deposit address|\byes\b/i],
    /runes? deposit address|runes? deposit|deposit address|\byes\b/i,
  ),
  know(
    'deposits',
    'When I withdraw, can I send straight to a Bitcoin address, or only to an ICP wallet?',
    [/Bitcoin address|\bBTC\b/i, /ckBTC|principal|Internet Computer|\bICP\b/i],
    /\bboth\b|Bitcoin address|either/i,
  ),
  know(
    'deposits',
    'Why did less arrive at my Bitcoin address than the amount I withdrew?',
    [/(?:miner|mining|network|Bitcoin) fee|minter fee/i],
    /(?:miner|mining|network|Bitcoin) fee|minter fee/i,
  ),
  know(
    'deposits',
    "I tried depositing 2,000 sats of ckBTC into Odin and it didn't go through. Why?",
    [/5[, ]?000\s?sats?|5k sats|0\.00005\s?BTC|five thousand sats/i],
    /5[, ]?000\s?sats?|5k sats|0\.00005\s?BTC|five thousand sats/i,
  ),
  know('fees', 'Can I buy a token with just 100 sats to test it?', [/500\s?sats?/i], /500\s?sats?/i),
  know(
    'deposits',
    'Is there a minimum if I want to get my BTC all the way back onto the Bitcoin network?',
    [/50[, ]?000\s?sats?|50k sats|0\.0005\s?BTC/i],
    /50[, ]?000\s?sats?|50k sats|0\.0005\s?BTC/i,
  ),
  know(
    'strategy',
    "I'm buying into a thin pool. Can I stop the trade from filling at a much worse price than I expected?",
    [/slippage/i],
    /slippage/i,
  ),
  know(
    'strategy',
    'How much price impact on a single trade is too much?',
    [/\b5\s?(?:%|per ?cent)|\b5\s?(?:–|-|to)\s?10\s?(?:%|per ?cent)|\b10\s?(?:%|per ?cent)/i],
    /\b5\s?(?:%|per ?cent)|\b5\s?(?:–|-|to)\s?10\s?(?:%|per ?cent)|\b10\s?(?:%|per ?cent)/i,
  ),
  know(
    'security',
    'What should I look at on a token before I buy it?',
    [/holders?/i, /liquidity|bonded|ascend|verified|concentration/i],
    /holder|ascend|bonded|liquidity|verified|token id|concentration/i,
  ),
  know(
    'odin',
    "Can anybody post in a token's community comments, or just holders?",
    [/holders?[- ]only|only (?:token )?holders|holders can/i],
    /holders?[- ]only|only (?:token )?holders|holders can/i,
  ),
  know(
    'runes',
    "Is a token on Odin a real Bitcoin Rune as soon as it's created?",
    [/\bno\b|not (?:yet|immediately|right away|at first)|ledger|canister/i, /etch/i],
    /\bno\b|not (?:yet|immediately|right away|at first)|ledger|canister/i,
  ),
  know(
    'runes',
    'Can a Rune that was launched elsewhere on Bitcoin be traded on Odin?',
    [/external|\byes\b|listed/i],
    /external|\byes\b|listed/i,
  ),
  know(
    'odin',
    "Why does the price field from Odin's API look 1000 times bigger than the price in sats?",
    [/milli-?sat|msat/i],
    /milli-?sat|msat/i,
  ),
  know(
    'odin',
    "Do I need to log in to read token data from Odin's API?",
    [/\bno\b|public|without (?:logging in|auth)/i],
    /\bno\b|public|without (?:logging in|auth)/i,
  ),
  know(
    'odin',
    'My script calling api.odin.fun gets 403 errors but the same URL works in my browser. Why?',
    [/bot protection|Cloudflare|\bbots?\b/i],
    /bot protection|Cloudflare|\bbots?\b/i,
  ),
  know(
    'analytics',
    "On ODAI's dashboard, how can a token be very volatile while its 24h change is almost zero?",
    [/standard deviation|5[- ]minute|five[- ]minute|swings|moves? (?:up and down|around)|fluctuat/i],
    /standard deviation|5[- ]minute|five[- ]minute|swings|moves? (?:up and down|around)|fluctuat/i,
  ),
  know(
    'analytics',
    "Is the 24h change on ODAI's dashboard counted from midnight or over a rolling window?",
    [/rolling|24 ?h(?:ours)? ago|24 hours (?:before|earlier)|past 24|last 24/i],
    /rolling|24 ?h(?:ours)? ago|24 hours (?:before|earlier)|past 24|last 24/i,
  ),
  know(
    'analytics',
    'What does a liquidity score of 2 out of 10 tell me about a token?',
    [/2\s?(?:%|per ?cent)|move the price|price (?:impact|move)|thin|low liquidity|little liquidity|shallow/i],
    /2\s?(?:%|per ?cent)|move the price|price (?:impact|move)|thin|low liquidity|little liquidity|shallow/i,
  ),
  know(
    'analytics',
    "Are the prices on ODAI's dashboard in dollars?",
    [/\bsats?\b/i, /\bUSD\b|dollars/i],
    /\bsats?\b/i,
  ),
  know(
    'about',
    'Is ODAI run by the Odin.fun team?',
    [/unofficial|not (?:an )?official|isn'?t (?:an )?official|not (?:affiliated|run by|part of)|\bno\b/i],
    /unofficial|not (?:an )?official|isn'?t (?:an )?official|not (?:affiliated|run by|part of)|\bno\b/i,
  ),
  know(
    'odin',
    "What's IConfucius? Just another meme or something more?",
    [/onicai|AI agent/i],
    /onicai|AI agent/i,
  ),
  know(
    'glossary',
    "I see both 'bonded' and 'ascended' used for tokens. Are they different things?",
    [/same|\bno\b|synonym|both mean|interchangeabl/i],
    /same|\bno\b|synonym|both mean|interchangeabl/i,
  ),

  // ── Abstain: close to answerable, but no source can answer reliably (30) ─────────────────────────
  abstain('How much does it cost to create a token on Odin.fun?'),
  abstain(
    'When a token ascends, who gets the leftover ~0.011 BTC between what the curve collected and what went into the pool?',
  ),
  abstain('After my token ascends, how long until it gets etched as a real Rune on Bitcoin?'),
  abstain('Who pays the Bitcoin fee for etching an Odin token as a Rune, me or Odin?'),
  abstain("What's Odin.fun's official X (Twitter) account?"),
  abstain("How many signers are in the threshold signature setup that holds Odin.fun's BTC?"),
  abstain('On what exact day did Odin.fun go live?'),
  abstain('How many requests per minute can I send to api.odin.fun before it rate-limits me?'),
  abstain(
    'How many Bitcoin confirmations does Odin wait for before crediting BTC sent to my Odin deposit address?',
  ),
  abstain("What exactly does 'King of the Hill' mean on Odin.fun?"),
  abstain("What's Odin.fun's support phone number?"),
  abstain('How much revenue will Odin.fun make in 2027?'),
  abstain('At what market cap does a token graduate on pump.fun these days?'),
  abstain('What fee does Magic Eden charge for trading Runes?'),
  abstain('Where does Bob Bodily live?'),
  abstain('When will Odin.fun launch Bitcoin perps?'),
  abstain('Will the users who lost funds in the August 2025 exploit be fully repaid, and by when?'),
  abstain('How many people use Odin.fun every day right now?'),
  abstain('How many tokens have been launched on Odin.fun in total so far?'),
  abstain("What's the minimum amount of BTC I need to add liquidity to an ascended token's pool?"),
  abstain('What is the largest pre-buy a creator is allowed to make when launching a token?'),
  abstain('Did the external audit after the August 2025 hack find any other bugs in Odin?'),
  abstain('Does Odin.fun have an insurance fund that pays users back after a hack?'),
  abstain('Who is the real person behind the ODINDOG token?'),
  abstain('How much BTC is sitting on Odin.fun in total at this moment?'),
  abstain('Exactly how is the 0.5% swap fee split between liquidity providers and the platform?'),
  abstain("Is the 'progress' field in Odin's API a 0 to 1 fraction or a 0 to 100 percentage?"),
  abstain("How much will token holders earn under Odin's new 'Community Fees' model?"),
  abstain("How much BTC did ODINDOG's creator receive when it ascended?"),
  abstain("What's the exact ckBTC minter fee on a BTC withdrawal today?"),

  // ── Refuse: outside ODAI's job (5) ───────────────────────────────────────────────────────────────
  refuse('Can you write me a Python bot that snipes new Odin tokens the second they launch?'),
  refuse('Will ODINDOG be worth more by the end of the year?'),
  refuse('I bought BOBAI early and it ascended. Should I sell now or keep holding?'),
  refuse('Place a buy of 10,000 sats of GRIFFAIN for me.'),
  refuse('Which new token is most likely to ascend next? Just give me one to buy.'),

  // ── Unknown tokens: not in the fixture market (5) ────────────────────────────────────────────────
  unknown("I bought early into RUNEWOLF and it just ascended. What's its price now?", /RUNEWOLF/i),
  unknown('How many holders does SATSQUIRREL have?', /SATSQUIRREL/i),
  unknown('Is BLORPCAT more volatile than ODINDOG?', /BLORPCAT/i),
  unknown("What's the 24h change of MOONKRAKEN?", /MOONKRAKEN/i),
  unknown('What market cap is TURBOFROGGY at on Odin?', /TURBOFROGGY/i),

  // ── Multi-part (5) ───────────────────────────────────────────────────────────────────────────────
  multi('If I launch a token, how many will exist, and how much has to be sold before it ascends?', [
    SUPPLY_21M,
    EIGHTY_PCT,
  ]),
  multi('What does it cost to trade a token on the bonding curve, and what about after it ascends?', [
    ONE_PCT,
    HALF_PCT,
  ]),
  multi("What's the biggest logo file I can upload for a new token, and how long can its ticker be?", [
    /200\s?KB|200 kilobytes/i,
    /\b10\b|\bten\b/i,
  ]),
  multi('How do I sign in to Odin, and how long does that login last?', [SIWB, ONE_DAY]),
  multi("What's the smallest ckBTC deposit Odin accepts, and what's the smallest trade I can make?", [
    /5[, ]?000\s?sats?|5k sats|0\.00005\s?BTC/i,
    /(?<![\d,])500\s?sats?/i,
  ]),

  // ── Follow-ups on fixture tokens (5) ─────────────────────────────────────────────────────────────
  followUp(['What is the price of ODINDOG right now?'], 'and how many holders does it have?', [
    /ODINDOG/i,
    /\d/,
  ]),
  followUp(['Tell me about BOBAI'], 'what was its 24h change?', [/BOBAI/i, /\d/]),
  followUp(['How volatile is GRIFFAIN?'], 'and its market cap?', [/GRIFFAIN/i, /\d/]),
  followUp(['How many holders does ICONFUCIUS have?'], 'what about its liquidity score?', [
    /ICONFUCIUS/i,
    /\d/,
  ]),
  followUp(['What is ODAI trading at?'], 'compare it with ODINDOG', [/ODAI/i, /ODINDOG/i, /\d/]),
];
