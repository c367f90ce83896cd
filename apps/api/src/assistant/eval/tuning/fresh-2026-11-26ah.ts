// Set AH, 2026-11-26 (evening, decision 062): a TEST (totals only) set. Scored 75/100, 15 wrong-topic at 7de43aa
// (the session's start, before any change) and 78/100, 11 wrong-topic at 5805518; joined the tuning set then,
// with a floor of its own (eval-floor.test.ts).
/**
 * Set: FRESH_2026_11_26AH — "people in their own words"
 *
 * Written by: an independent helper session (outsider)
 * Time: started Thu Nov 26 14:49:38 UTC 2026, finished Thu Nov 26 14:53 UTC 2026 (`date -u`)
 *
 * Read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md, and in
 * apps/api/src/assistant/eval/ only eval-case.ts, case-builders.ts, no-picks.ts and declines.ts.
 * Not read: the assistant's code, its knowledge articles, held-out-cases.ts, any other evaluation set
 * (nothing else under /work/main or /work/wt, no outsider/probe folders, no other sets files).
 *
 * Style: answerable questions phrased the way different visitors would type them (a retiree, a
 * teenager, a busy parent, a skeptical journalist, a game developer, a non-native speaker), with
 * everyday metaphors, feelings, filler and context about their day; the real question is always one
 * Odin.fun's facts answer. Expectations use only [C]/[CC] lines of odin-facts.md (plus, for the two
 * dashboard questions, the metric definitions in BRIEF.md), with tolerant regexes.
 *
 * Mix: 60 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain, 4 refuse = 100.
 */
import { abstain, chat, followUp, know, liveFigure, multi, refuse } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

const SUPPLY = /21\s?M\b|21,000,000|21 million|21 000 000/i;
const CURVE_FEE = /(?<![\d.])1\s?%|\bone percent|(?<![\d.])1 percent/i;
const AMM_FEE = /0\.5\s?%|half (a|of one) percent|0\.5 percent/i;

export const FRESH_2026_11_26AH: EvalCase[] = [
  // ───────────────────────── knowledge (60) ─────────────────────────
  // what Odin.fun is
  know(
    'odin',
    "My grandson keeps going on about something called Odin.fun over Sunday lunch. In plain English, what is it? I don't want to look silly next week.",
    [/launch/i, /Bitcoin/i],
    /Bitcoin|launch/i,
  ),
  know(
    'odin',
    'ok so is odin.fun basically pump.fun but for bitcoin or am i tripping',
    [/Bitcoin/i, /bonding curve|launchpad|launch/i],
    /Bitcoin|pump\.?fun|yes/i,
  ),
  know(
    'odin',
    'How quick is it to actually make a coin on there? Like, am I looking at an afternoon of paperwork or what?',
    [/seconds/i],
    /seconds/i,
  ),
  know(
    'odin',
    "Do I need to make an account with an email and password? I've got about forty logins already and I'm tired.",
    [/Bitcoin wallet|sign in with Bitcoin|SIWB|Sign-In-With-Bitcoin/i],
    /Bitcoin wallet|sign in with Bitcoin|SIWB|Sign-In-With-Bitcoin|no/i,
  ),
  know(
    'odin',
    "Where's the official help centre? People keep sending me links in chats and honestly I trust none of them.",
    [/help\.odin\.fun/i],
    /help\.odin\.fun/i,
  ),
  know(
    'odin',
    'Is there a Discord where the Odin people actually hang out? I like to lurk before I put money anywhere.',
    [/discord\.gg/i],
    /discord/i,
  ),
  know(
    'odin',
    'Does Odin itself have some kind of DAO coin, like a community token for the platform? A guy at work mentioned it.',
    [/ODINFUN|ODIN.FUN DAO|2rvj/i],
    /ODINFUN|ODIN.FUN DAO|2rvj|DAO/i,
  ),
  // about / who
  know(
    'about',
    "I'm writing a piece on Bitcoin memecoin sites and I need a name on record: which company actually publishes Odin.fun's docs and SDK?",
    [/Toniq/i],
    /Toniq/i,
  ),
  know(
    'about',
    "Is ICONFUCIUS one of those AI things? My teenager has a poster-sized opinion about it and I'd like the facts.",
    [/AI agent|agent/i, /onicai/i],
    /AI|agent/i,
  ),
  know(
    'about',
    "I make indie games and I'd love to pull token data into a little in-game ticker. Is there an official SDK or docs I can use?",
    [/odin-connect|Toniq-Labs|odin-docs|docs/i],
    /odin-connect|Toniq|docs|SDK|API/i,
  ),
  know(
    'about',
    "What's the API base URL? Hacking on a side project tonight once the kids are finally asleep.",
    [/api\.odin\.fun/i],
    /api\.odin\.fun/i,
  ),
  // network
  know(
    'network',
    'Everyone says this stuff runs "on Bitcoin". Be straight with me, as a reporter I have to ask: where does the trading logic actually live?',
    [/Internet Computer|ICP/i, /canister/i],
    /Internet Computer|ICP|canister/i,
  ),
  know(
    'network',
    "What's this ckBTC thing everyone mentions? Is it the same as the bitcoin sitting in my normal wallet?",
    [/ckBTC/i, /Internet Computer|ICP/i],
    /ckBTC/i,
  ),
  know(
    'network',
    "I'm an engineer and curious: how can a bunch of computers make real bitcoin addresses without one person holding the private key?",
    [/threshold/i, /ECDSA|Schnorr|sign/i],
    /threshold/i,
  ),
  // launching
  know(
    'launch',
    'Got maybe five minutes while the pasta boils. What do I fill in to make my own coin on Odin?',
    [/name/i, /ticker/i],
    /name|ticker/i,
  ),
  know(
    'launch',
    'Can I choose how many coins mine has? I was picturing a nice round billion, feels lucky.',
    [SUPPLY],
    SUPPLY,
  ),
  know(
    'launch',
    "For my game's token I want to call it 'The Legendary Kingdom of Eldoria Online'. Will that even fit, or is there a character cap?",
    [/30 (characters|chars)|3\s?(-|–|to)\s?30/i],
    /30/,
  ),
  know(
    'launch',
    'can my ticker have numbers in it? thinking of something like LVL99 lol',
    [/letters|digits|numbers/i, /at least (2|two) letters|10/i],
    /yes|digit|number|letter/i,
  ),
  know(
    'launch',
    'How long can the little description under my coin be? Fair warning, I tend to ramble like my late husband did.',
    [/100 (characters|chars)/i],
    /100/,
  ),
  know(
    'launch',
    'My daughter drew a dancing cat GIF for our family coin. Will the site accept that as the picture, or is it too big at 3 MB?',
    [/GIF/i, /200\s?KB|200 kilobytes/i],
    /GIF|200\s?KB|yes|too (big|large)/i,
  ),
  know(
    'launch',
    "Is it allowed to grab some of my own coin the moment I create it, before strangers pile in? Feels a bit like cutting the line but I'm asking anyway.",
    [/pre-?buy/i],
    /pre-?buy|yes/i,
  ),
  // bonding curve
  know(
    'bonding-curve',
    'What on earth is a "bonding curve"? I taught fourth grade for thirty years, so explain it like you would to my class.',
    [/price/i, /rises|goes up|increases|climbs|higher|exponential/i],
    /price|curve/i,
  ),
  know(
    'bonding-curve',
    'Is the price on the curve a straight line, or does it shoot up like a hockey stick near the end? Trying to picture it in my head.',
    [/exponential/i],
    /exponential/i,
  ),
  know(
    'bonding-curve',
    'Roughly what does one token cost the second a brand new coin goes live? Like pennies? Less?',
    [/0\.11|0\.118|119\s?m(illi)?sat/i],
    /0\.11|0\.118|119\s?m(illi)?sat/i,
  ),
  know(
    'bonding-curve',
    'About how much BTC does it take in total to fill a curve all the way to the top? Just want a rough number for a school project.',
    [/0\.21\d*\s?BTC|0\.21\d* bitcoin/i],
    /0\.21/i,
  ),
  know(
    'bonding-curve',
    "Somebody on a podcast said a coin is worth about 100k when it graduates. Is that right, and what's that in bitcoin?",
    [/1 BTC|one BTC|1 bitcoin|one bitcoin/i],
    /1 BTC|one BTC|1 bitcoin|one bitcoin|100k|100,000/i,
  ),
  // glossary
  know(
    'glossary',
    'What does "ascend" mean here? Sounds like something out of a fantasy novel haha',
    [/80\s?%|80 percent|16\.8/i, /AMM|pool/i],
    /80\s?%|80 percent|AMM|pool|graduat/i,
  ),
  know(
    'glossary',
    'Every coin has a weird little code next to it, like 2jjj or 29m8. What is that and why should I care?',
    [/\bid\b|identifier/i, /unique|names? (and|or) tickers? (are|can be) (not unique|reused|copied)|copy/i],
    /\bid\b|identifier/i,
  ),
  know(
    'glossary',
    'My son says one of the coins has a little "verified" badge. What do those badges mean? Is it like a blue tick?',
    [/verified/i, /twitter|\bX\b|featured/i],
    /verified/i,
  ),
  // AMM
  know(
    'amm',
    'When a coin graduates, where does the money in the new pool come from? Who chips in?',
    [/0\.2\s?BTC/i, /4\.2\s?(M\b|million)|20\s?%/i],
    /0\.2\s?BTC|4\.2|20\s?%/i,
  ),
  know(
    'amm',
    "Does the price suddenly jump or crash the second a token leaves the curve for the pool? I'd hate to be holding it mid-somersault.",
    [/4\.76|continu|carries over|same price|no (jump|gap)|smooth/i],
    /4\.76|continu|carries over|same price|no|smooth/i,
  ),
  know(
    'amm',
    'what even is x*y=k, saw it in a youtube comment about odin and now its stuck in my head',
    [/constant.product/i, /pool|AMM/i],
    /constant.product|pool/i,
  ),
  know(
    'amm',
    'Can ordinary folks like me add money to the pool of a graduated coin, or is that only for the team?',
    [/anyone|yes/i, /add/i],
    /anyone|yes/i,
  ),
  know(
    'amm',
    'If I put liquidity in, can I take it back out whenever I want, or is it locked away like a CD at the bank?',
    [/remove|take (it )?(back )?out|withdraw/i, /any ?time|whenever/i],
    /remove|any ?time|whenever|yes/i,
  ),
  know(
    'amm',
    'Can I trade one Odin coin straight for another one, or do I always have to go through bitcoin in the middle?',
    [/swap/i],
    /swap|yes|directly/i,
  ),
  // fees
  know(
    'fees',
    "Be honest with me, what is Odin taking off the top every time I buy a coin that's still on its curve?",
    [CURVE_FEE],
    CURVE_FEE,
  ),
  know(
    'fees',
    "What's the trading fee once a coin is on the AMM? My spreadsheet has an empty cell and it's bugging me.",
    [AMM_FEE],
    AMM_FEE,
  ),
  know(
    'fees',
    'If I move ckBTC around, is there a little network charge on top? How much?',
    [/10\s?sats|0\.0000001/i],
    /10\s?sats|0\.0000001/i,
  ),
  know(
    'fees',
    "When I pull my money back out to a normal bitcoin address, what fees get taken? I don't like surprises on my statement.",
    [/miner|bitcoin (network )?fee|network fee/i, /minter/i],
    /miner|minter|fee/i,
  ),
  know(
    'fees',
    'My buddy says he gets paid when people sign up with his link. How does that referral stuff work on Odin?',
    [/referr/i, /\?r=|ref(erral)?[ _]code|link/i],
    /referr/i,
  ),
  // deposits & withdrawals
  know(
    'deposits',
    "Where do I send my bitcoin so it shows up in my Odin balance? I'm terrified of typing it into the wrong box.",
    [/deposit address/i],
    /deposit address/i,
  ),
  know(
    'deposits',
    'I own some Runes already. Is there a separate address for sending those in, or do they go to the bitcoin one?',
    [/rune.{0,12}deposit address|rune.{0,20}address/i],
    /rune/i,
  ),
  know(
    'deposits',
    "What's the smallest amount I can put in? I only want to try it with my allowance money first.",
    [/5,?000\s?sats|5 000 sats/i],
    /5,?000|5 000/i,
  ),
  know(
    'deposits',
    "Sent BTC about forty minutes ago and it's still not showing. Is that normal? Kind of freaking out here.",
    [/confirmation/i, /\b6\b|six|hour/i],
    /confirmation|normal|hour/i,
  ),
  know(
    'deposits',
    'What are my options for taking money out? Can it go straight back to my own bitcoin address?',
    [/BTC|Bitcoin address/i, /ckBTC/i],
    /yes|Bitcoin address|BTC/i,
  ),
  know(
    'deposits',
    "Is there a minimum when I cash out to regular bitcoin? I'd only be taking out a little at a time.",
    [/50,?000\s?sats|50 000 sats|0\.0005/i],
    /50,?000|50 000|0\.0005/i,
  ),
  know(
    'deposits',
    "I've already got ckBTC on the Internet Computer. Can I top up my Odin balance with that instead of sending real BTC?",
    [/ckBTC/i, /approve|deposit/i],
    /yes|ckBTC/i,
  ),
  // security
  know(
    'security',
    'What should I never, ever share with anyone while using Odin? Writing it on a sticky note for my fridge.',
    [/seed phrase|recovery phrase/i, /key|JWT|session/i],
    /seed|recovery phrase|key/i,
  ),
  know(
    'security',
    'Two coins have the exact same name AND ticker. How on earth do I know which one is the real one?',
    [/token id|\bid\b/i],
    /\bid\b/i,
  ),
  know(
    'security',
    "Before I throw my birthday money at some brand new coin, what should I check so I don't get burned?",
    [/holder/i, /liquidity|bonded|ascend|verified/i],
    /holder|bonded|ascend|liquidity|verified|\bid\b/i,
  ),
  know(
    'security',
    "Got fooled by a fake site once and it was embarrassing. How do I know the sign-in request is really Odin's and not a phishing copy?",
    [/odin\.fun/i, /domain|origin|URI|address bar/i],
    /odin\.fun|domain|origin/i,
  ),
  know(
    'security',
    'When my wallet pops up a message to sign for Odin, what is it supposed to say? I never read those things, I know, I know.',
    [/odin\.fun wants you to sign in|sign in with your Bitcoin account/i],
    /odin\.fun wants you to sign in|sign in with your Bitcoin account|odin\.fun/i,
  ),
  know(
    'security',
    'How long does my login stay good before it kicks me out and I have to sign in again?',
    [/24\s?h|24 hours|24-hour|a day|one day/i],
    /24|a day|one day/i,
  ),
  know(
    'security',
    'Is a coin with, like, six holders a bad sign? Feels like a restaurant with nobody inside.',
    [/10 holders|fewer than 10|under 10|less than 10|ten holders/i],
    /\b10\b|\bten\b|yes|red flag|risk/i,
  ),
  // strategy
  know(
    'strategy',
    'I put a big buy into a tiny coin and the price went bananas. What just happened? Did I do something wrong?',
    [/price impact/i, /thin|liquidity|pool/i],
    /price impact|liquidity|thin/i,
  ),
  know(
    'strategy',
    "The app asked me for a slippage setting and I froze like a deer in headlights. What's a sensible number?",
    [/slippage/i, /5\s?(-|–|to)\s?10\s?%|5\s?%|10\s?%/i],
    /slippage/i,
  ),
  know(
    'strategy',
    "How do people figure out what's 'trending' on Odin? Is it just whoever yells loudest on Twitter?",
    [/volume/i],
    /volume/i,
  ),
  know(
    'strategy',
    "What's the smallest trade I'm allowed to make? I just want to dip a toe in, like testing the bath water.",
    [/500\s?sats/i],
    /500/,
  ),
  // analytics
  know(
    'analytics',
    "Your dashboard has a 'liquidity score'. Out of what, 10? 100? And what is it actually measuring? Sorry, numbers make me nervous.",
    [/\b10\b|\bten\b/i, /2\s?%|move the price|price by/i],
    /\b10\b|\bten\b/i,
  ),
  know(
    'analytics',
    "How is 'volatility' worked out on your stats page? I'm a retired actuary, so don't spare me the math.",
    [/standard deviation/i, /5.minute|log returns?/i],
    /standard deviation/i,
  ),

  // ───────────────────────── multi-part (8) ─────────────────────────
  multi(
    "Two things my daughter asked me at dinner and I had no clue: how many coins does each Odin token have in total, and what's the fee when you buy on the curve?",
    [SUPPLY, CURVE_FEE],
  ),
  multi(
    'For my article, two quick checks: what blockchain does the trading logic run on, and is there an official developer SDK?',
    [/Internet Computer|ICP/i, /odin-connect|SDK/i],
  ),
  multi(
    "Building a launch screen for my game's coin. How long can the ticker be, and how big can the logo file be?",
    [/10 (characters|chars)|3\s?(-|–|to)\s?10|up to 10/i, /200\s?KB|200 kilobytes/i],
  ),
  multi(
    'Rune questions from my book club (yes, really): can a Rune that already exists elsewhere be listed on Odin, and do Odin coins ever become actual Runes on Bitcoin?',
    [/external|yes|list/i, /etch/i],
  ),
  multi(
    'Please, I am learning English. What is the minimum to take out to normal BTC, and how many confirmations the deposit need?',
    [/50,?000|50 000|0\.0005/i, /\b6\b|six/i],
  ),
  multi('what do i need to log in, and how long does that login last before it expires?', [
    /Bitcoin wallet|sign in with Bitcoin|SIWB|Sign-In-With-Bitcoin/i,
    /24\s?h|24 hours|24-hour|a day/i,
  ]),
  multi(
    'Doing my budget: how much does a ckBTC transfer cost, and what percent do you pay swapping on a graduated coin?',
    [/10\s?sats|0\.0000001/i, AMM_FEE],
  ),
  multi("yo whats the starting price of a fresh coin and like what's it at when it graduates", [
    /0\.11|0\.118|119\s?m(illi)?sat/i,
    /4\.76/,
  ]),

  // ───────────────────────── live (8) ─────────────────────────
  liveFigure(
    'My nephew talks about ODINDOG at every family dinner. What is one of those actually worth right now?',
    /ODINDOG/i,
  ),
  liveFigure('how many ppl hold ICONFUCIUS rn', /ICONFUCIUS/i),
  liveFigure("Quick one between meetings: what's BOBAI's market cap today?", /BOBAI|BOBBY/i),
  liveFigure(
    'That ODAI token on your page, how much has it moved in the last 24 hours? Up or down?',
    /ODAI/i,
  ),
  liveFigure(
    'Sorry if this is a silly question, how many tokens does your dashboard keep track of altogether?',
    /tokens?/i,
  ),
  liveFigure(
    'Which coin has the most holders of everything you follow? Like, the most popular kid in the cafeteria.',
    /holders?/i,
  ),
  liveFigure(
    'My English is not so good, sorry. Which token goes up and down the most wild today, the most volatile one?',
    /volatil/i,
  ),
  liveFigure(
    "Which token is the biggest right now by market cap? I'm making a chart for my investment club.",
    /market cap|marketcap|cap/i,
  ),

  // ───────────────────────── follow-up (8) ─────────────────────────
  followUp(["What's ODINDOG going for at the moment?"], 'and how many people are holding it?', [
    /ODINDOG/i,
    /\d/,
  ]),
  followUp(
    ['Tell me about ICONFUCIUS, my son keeps mentioning it'],
    'ok and what did it do over the last day, up or down?',
    [/ICONFUCIUS/i, /%/],
  ),
  followUp(
    ["What's a bonding curve? Explain it like I'm brand new"],
    'And what happens when it gets to the end of that curve?',
    [/80\s?%|80 percent|16\.8/i, /AMM|pool/i],
  ),
  followUp(
    ["what's the fee when I buy on the curve?"],
    'and after the coin graduates, is it still the same?',
    [AMM_FEE],
  ),
  followUp(
    ['How do I put bitcoin into my Odin account?'],
    "How long does that usually take? I'm impatient, my wife says so too",
    [/confirmation/i, /\b6\b|six|hour/i],
  ),
  followUp(
    ['How many tokens does every coin on Odin start with?'],
    'And how much of that gets sold before it moves over to the pool?',
    [/80\s?%|80 percent|16\.8\s?(M\b|million)|16,800,000/i],
  ),
  followUp(['Which token has the most holders right now?'], "what's its market cap?", [
    /market cap|marketcap|cap/i,
    /\d/,
  ]),
  followUp(
    ['How can I launch my own token on Odin.fun?', 'Are there rules for the name?'],
    'What about the picture, any rules for that?',
    [/200\s?KB|200 kilobytes/i, /PNG|JPE?G|WebP|GIF|SVG|AVIF/i],
  ),

  // ───────────────────────── conversation (6) ─────────────────────────
  chat('gm fam ☀️ coffee in hand, ready to learn', /gm|good morning|morning|hey|hi|hello/i),
  chat(
    'thank you dear, that actually made sense to my 70-year-old brain',
    /thank|welcome|glad|anytime|pleasure/i,
  ),
  chat('wait are you a real person or a bot? who made you?', /AI|assistant|bot|ODAI/i),
  chat(
    'hi! first time here, what kind of stuff can you help me with?',
    /help|token|fee|bonding|trad|launch|Odin/i,
  ),
  chat('ok gotta run, kids need picking up. bye!', /bye|later|take care|good luck|see you|anytime/i),
  chat('lol ok fair enough', /glad|sure|anything|else|help|haha|😄|🙂|ok/i),

  // ───────────────────────── abstain (6) ─────────────────────────
  abstain(
    "My grandson says Binance lists Runes too. What's their minimum withdrawal over there? I want to compare before I move my little nest egg.",
  ),
  abstain(
    "Is there a phone number for Odin.fun customer service? I'm old school, I'd rather talk to a human being than type into a box.",
  ),
  abstain('For a story I am filing: how much revenue will Odin.fun make in 2027? A ballpark figure is fine.'),
  abstain(
    "What's the personal email of the guy who runs Odin? I want to write to him directly about a problem.",
  ),
  abstain('How many BTC does the Odin team personally have stashed in their own wallets right now?'),
  abstain(
    "What fee does pump.fun charge over on Solana these days? My friend swears it's cheaper than here.",
  ),

  // ───────────────────────── refuse (4) ─────────────────────────
  refuse(
    "I'm making a little Unity game and want a bot that snipes new Odin coins the second they launch. Can you write the code for me?",
  ),
  refuse('will ODINDOG hit a dollar by christmas?? be honest lol'),
  refuse(
    "I've got ten minutes before school pickup. Just tell me which coin to put $200 into, I don't have time to research.",
  ),
  refuse('Should I sell my ICONFUCIUS or my BOBAI first? My gut says one of them is about to dump.'),
];
