// Set AK, 2026-11-26 (evening, decision 062): a dev set (its failures were read and fixed). Scored 83/100, 10 wrong-topic at 7de43aa
// (the session's start, before any change) and 90/100, 6 wrong-topic at 5805518; joined the tuning set then,
// with a floor of its own (eval-floor.test.ts).
/*
 * Set: FRESH_2026_11_26AK (fresh evaluation set "ak")
 * Written by: an independent helper session (outsider)
 * Time: started 2026-11-26 15:09 UTC, finished 2026-11-26 15:12 UTC (`date -u`)
 * Read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md, and in
 *   apps/api/src/assistant/eval/ only eval-case.ts, case-builders.ts, no-picks.ts and declines.ts.
 * Not read: the assistant's code, its knowledge articles, held-out-cases.ts, any other evaluation set,
 *   anything else under /work/main or /work/wt. The assistant was never run.
 * Style: answerable questions wrapped in the visitor's life (a sentence or two of story before or
 *   after the real question: who told them, what went wrong last time, how they feel), in colloquial
 *   British, American and Australian English with slang verbs and idioms and some typing slips.
 *   Expected facts come only from lines tagged [C] or [CC] in odin-facts.md.
 * Mix: 60 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain, 4 refuse (100).
 */
import { abstain, chat, followUp, know, liveFigure, multi, refuse } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

const SUPPLY = /21\s?(?:M\b|mn\b|million|,000,000|000000)/i;
const CURVE_FEE = /\b1(?:\.0)?\s?%|\bone per ?cent|\b1 per ?cent/i;
const AMM_FEE = /\b0?\.5\s?%|half (?:a|of a|of one) per ?cent|0\.5 per ?cent/i;
const ICP = /Internet Computer|\bICP\b/i;
const SIWB = /Sign[- ]in[- ]with[- ]Bitcoin|\bSIWB\b|Bitcoin wallet/i;
const ASCEND_AT = /80\s?%|80 per ?cent|16\.8\s?(?:M\b|million)|16,800,000/i;
const POOL_BTC = /0\.2\s?BTC/i;
const END_PRICE = /4\.7\d?\s?sats?/i;
const DEPOSIT_MIN = /5,?000\s?sats|5k\s?sats|0\.00005\s?(?:ck)?BTC/i;
const WITHDRAW_MIN = /50,?000\s?sats|50k\s?sats|0\.0005\s?BTC/i;
const CONFIRMATIONS = /\b6 confirmations|six confirmations|~?(?:about |around )?(?:1|one|an) hour/i;
const X_Y_K = /constant[- ]product|x\s?[·*×⋅]?\s?y\s?=\s?k/i;

export const FRESH_2026_11_26AK: EvalCase[] = [
  // ---------------------------------------------------------------- knowledge (60)
  know(
    'odin',
    'My nephew rocked up at Christmas banging on about Odin.fun and I just nodded along like an idiot. What actually is it, in plain English?',
    [/launch ?pad|memecoin|meme coin/i, /bonding curve|Bitcoin/i],
    /launch ?pad|memecoin|meme coin|exchange/i,
  ),
  know(
    'network',
    "Bloke at the pub reckons Odin doesn't actually run on Bitcoin itself but on some other chain. Is he talking rubbish? Where does the trading actually happen?",
    [ICP],
    ICP,
  ),
  know(
    'deposits',
    "If it's not on the Bitcoin chain itself, how does my actual bitcoin get in there? Is it wrapped or summat? I got stung by a dodgy bridge last year so I'm a bit wary",
    [/ckBTC/i],
    /ckBTC/i,
  ),
  know(
    'about',
    "who's actually behind odin.fun? like which company puts out the docs and the sdk n stuff. wanna suss them out before I chuck any money in",
    [/Toniq/i],
    /Toniq/i,
  ),
  know(
    'launch',
    "My mate launched a coin last week and said he didn't even get to pick the supply. How many tokens does every coin on Odin get?",
    [SUPPLY],
    SUPPLY,
  ),
  know(
    'bonding-curve',
    'Heard the price goes up as people buy in, like a curve thing. What shape is that curve exactly, is it just a straight line?',
    [/exponential/i],
    /exponential/i,
  ),
  know(
    'bonding-curve',
    "Roughly what price does a brand new token start at on the curve? Trying to work out if I'm way too late to the party on one I spotted this morning",
    [/0\.1[12]\d?\s?sats?|119\s?msat|0\.12\s?sats?/i],
    /0\.1[12]\d?\s?sats?|119\s?msat/i,
  ),
  know(
    'bonding-curve',
    "Everyone in the Telegram keeps saying a coin's 'about to ascend'. What's the actual trigger for that, how much has to be sold?",
    [ASCEND_AT],
    ASCEND_AT,
  ),
  know(
    'bonding-curve',
    'so 80% gets sold on the curve... what happens to the other 20% of the supply? does the dev just pocket it?? seen that happen on other sites',
    [/4\.2\s?(?:M\b|million)|4,200,000|20\s?%/i, POOL_BTC],
    /pool|AMM|liquidity/i,
  ),
  know(
    'bonding-curve',
    'What sort of market cap is a token sitting at when it graduates off the curve? Aussie here, so USD or BTC is fine, just want a ballpark',
    [/\b1(?:\.0)?\s?BTC|\bone BTC|\$?100\s?k\b|\$?100,000/i],
    /\b1(?:\.0)?\s?BTC|\bone BTC|\$?100\s?k\b|\$?100,000/i,
  ),
  know(
    'bonding-curve',
    'Out of curiosity, how much BTC does it take in total to buy out a whole bonding curve start to finish? Wondering how much a full run actually soaks up',
    [/0\.21\d?\s?BTC|~?0\.21\b/i],
    /0\.21/i,
  ),
  know(
    'bonding-curve',
    "What's the price per token right at the very end of the curve, just before it ascends? Want to know what I'd be paying if I rock up late",
    [END_PRICE],
    END_PRICE,
  ),
  know(
    'amm',
    'Does the price jump or crash when a coin moves off the curve onto the AMM? Last time on another site it dumped like 40% on migration and I got properly done over',
    [/continu|carr(?:y|ies|ied) over|same price|no (?:big )?jump|doesn'?t jump|smooth|match/i],
    /continu|carr(?:y|ies|ied) over|same price|no (?:big )?jump|doesn'?t jump|smooth|match/i,
  ),
  know(
    'glossary',
    "On the token page some coins say 'bonded'. Is that the same thing as ascended or is it summat different?",
    [/ascend|graduat|AMM/i],
    /ascend|graduat|AMM/i,
  ),
  know(
    'amm',
    "How does the AMM on Odin actually set prices after a coin graduates? I'm used to order books on Coinbase so this is all a bit new",
    [X_Y_K],
    X_Y_K,
  ),
  know(
    'amm',
    "Can regular punters like me add liquidity to a pool once a token's graduated, or is that just a dev thing?",
    [/anyone|anybody|any user|yes/i],
    /anyone|anybody|any user|yes/i,
  ),
  know(
    'fees',
    'What fee do you get stung with buying on the bonding curve? I chucked in 50k sats yesterday and got a bit less than I reckoned',
    [CURVE_FEE],
    CURVE_FEE,
  ),
  know(
    'fees',
    "Just did my first swap on a token that's graduated. What's the trading fee on the AMM side? is it different from the curve one",
    [AMM_FEE],
    AMM_FEE,
  ),
  know(
    'fees',
    'A guy on youtube had an odin link with ?r= on the end of it. Does Odin have a referral thing going, and how does it work?',
    [/referr?al|ref(?:erral)? code|referrer/i, /link|code|sign[- ]?up/i],
    /referr?al|referrer/i,
  ),
  know(
    'fees',
    "tiny question but what does a ckBTC transfer cost in fees? my balance was off by a handful of sats and it's doing my head in",
    [/\b10 sats?|0\.0000001/i],
    /\b10 sats?|0\.0000001/i,
  ),
  know(
    'deposits',
    "When I pull my BTC back out to my own wallet, what fees come off it? Don't want to get stung right at the end",
    [/miner|Bitcoin (?:network )?fee|network fee/i, /minter/i],
    /miner|Bitcoin (?:network )?fee|network fee|minter/i,
  ),
  know(
    'deposits',
    "What's the smallest amount of ckBTC I can deposit? Just wanna chuck a little in to test the waters first",
    [DEPOSIT_MIN],
    DEPOSIT_MIN,
  ),
  know(
    'deposits',
    'is there a minimum for cashing out to real bitcoin? tried pulling like 20k sats last week and it just wouldnt go thru',
    [WITHDRAW_MIN],
    WITHDRAW_MIN,
  ),
  know(
    'deposits',
    "Sent BTC from my Ledger to my Odin deposit address about 20 mins ago and it's still not showing. Am I being impatient? How long does it normally take?",
    [CONFIRMATIONS],
    CONFIRMATIONS,
  ),
  know(
    'deposits',
    "What are my options when withdrawing? Can I send straight to a normal bitcoin address or only to some ICP thing I don't understand?",
    [/Bitcoin address|\bBTC\b/i, /ckBTC/i],
    /Bitcoin address|\bBTC\b|ckBTC/i,
  ),
  know(
    'strategy',
    "What's the smallest buy you can actually do? Wanna have a little punt on a few coins with pocket change",
    [/500\s?sats/i],
    /500\s?sats/i,
  ),
  know(
    'odin',
    'Do I need to make an account with email and ID and all that to use Odin? My last exchange wanted a passport photo and a selfie, total faff',
    [SIWB],
    SIWB,
  ),
  know(
    'security',
    "Xverse just popped up asking me to sign a message to log into Odin. What should that message say so I know it's legit and not some phishing thing?",
    [/odin\.fun/i],
    /odin\.fun/i,
  ),
  know(
    'security',
    'I clicked a link in a Discord DM that looked like Odin and it wanted me to sign in with my wallet. Did I stuff up? What can someone do with a signature from a fake site?',
    [/phish|fake|delegation|act as you|log in as you/i, /odin\.fun/i],
    /phish|fake|delegation|act as you|log in as you|sign/i,
  ),
  know(
    'security',
    "How long does an Odin login last before it runs out? I keep getting booted out roughly once a day and it's driving me up the wall",
    [/24\s?h(?:ours?|rs?)?\b|\ba day\b|one day/i],
    /24\s?h(?:ours?|rs?)?\b|\ba day\b|one day/i,
  ),
  know(
    'security',
    'Someone claiming to be Odin support says they need my seed phrase to sort out a stuck deposit. Is that ever a normal thing to ask for?',
    [/never|\bno\b/i, /seed phrase/i],
    /never|\bno\b/i,
  ),
  know(
    'security',
    "Bought what I thought was BITCAT and turns out it's a totally different coin with the exact same name?? How do I tell which one's the real one next time",
    [/token id|\bids?\b/i],
    /token id|\bids?\b/i,
  ),
  know(
    'glossary',
    "People in the chat keep posting stuff like '29m8' and '2jjj'. Where do I actually find a token's id on the site?",
    [/odin\.fun\/token\/|\/token\//i],
    /odin\.fun\/token\/|\/token\/|URL|address bar|link/i,
  ),
  know(
    'security',
    "Before I ape into a fresh coin, what should I actually be checking? Lost a chunk on a rug last month and I'd rather not do that again",
    [/holder/i, /bonded|ascended|liquidity|verified/i],
    /holder|bonded|ascended|liquidity|verified|token id/i,
  ),
  know(
    'security',
    'Saw a coin pumping with like 6 holders. How few holders is a red flag, is there a rule of thumb?',
    [/\b10 holders|ten holders|fewer than (?:10|ten)|under (?:10|ten)|less than (?:10|ten)/i],
    /\b10 holders|ten holders|fewer than (?:10|ten)|under (?:10|ten)|less than (?:10|ten)/i,
  ),
  know(
    'amm',
    'What slippage should I be setting? A swap went through way worse than quoted and I felt properly mugged off',
    [/slippage/i, /5\s?(?:–|-|to)\s?10\s?%|price impact/i],
    /slippage|price impact/i,
  ),
  know(
    'amm',
    'How much does a big buy actually shift the price on these pools? Hypothetically, if someone bought a whole BTC of ODINDOG, how far would it move?',
    [/32\.9|~?33\s?%/i],
    /32\.9|~?33\s?%/i,
  ),
  know(
    'amm',
    'Can I swap one Odin token straight into another, or do I gotta sell to BTC and buy back in? Feels like paying fees twice',
    [/token[- ]to[- ]token|cross[- ]token|directly|yes|swap/i],
    /token[- ]to[- ]token|cross[- ]token|directly|yes|can swap/i,
  ),
  know(
    'runes',
    "Are Odin coins actual Bitcoin Runes or just IOUs on someone's server? My bitcoiner mate reckons they're not 'real'",
    [/etch/i, /Runes?/i],
    /etch|ledger|canister|Runes?/i,
  ),
  know(
    'runes',
    "I've already got some Runes sitting in my Xverse from the 2024 craze. Can existing Runes be traded on Odin too, or only stuff launched there?",
    [/external|list/i],
    /external|yes|can be listed|listed/i,
  ),
  know(
    'launch',
    "What are the rules for the token name when you launch? I wanted a proper long name and it wouldn't take it",
    [/30 char|3\s?(?:–|-|to)\s?30/i],
    /30 char|3\s?(?:–|-|to)\s?30/i,
  ),
  know(
    'launch',
    "Ticker rules? I tried 'X1' for my coin and it got knocked back, no idea why",
    [/3\s?(?:–|-|to)\s?10/i, /letter/i],
    /3\s?(?:–|-|to)\s?10/i,
  ),
  know(
    'launch',
    "What size image can I upload for my coin's logo? My gif is like 1.5MB lol, is that gonna fly",
    [/200\s?KB|200 kilobytes/i],
    /200\s?KB|200 kilobytes/i,
  ),
  know(
    'launch',
    'How long can a token description be? I wrote a whole essay about my dog Biscuit and it got cut off halfway',
    [/100 char/i],
    /100 char/i,
  ),
  know(
    'launch',
    "Can I buy some of my own coin the moment I create it? I'm worried bots will snipe the lot before I get a look in",
    [/pre-?buy/i],
    /pre-?buy|yes/i,
  ),
  know(
    'launch',
    "How long does it take to actually launch a token? I'm not techy at all, my kid set up my wallet for me",
    [/seconds/i],
    /seconds/i,
  ),
  know(
    'launch',
    "There's a box for some kind of code on the create-a-coin form. What's that about, do I need one?",
    [/discount/i],
    /discount/i,
  ),
  know(
    'analytics',
    'Why does the Odin API give ODINDOG a price like 330189 when the site says about 330 sats? Built a little spreadsheet and my numbers are way out',
    [/milli-? ?sat|msat/i, /1,?000|thousand/i],
    /milli-? ?sat|msat/i,
  ),
  know(
    'analytics',
    "My balances from the API look absolutely massive. How many base units make up 1 BTC in Odin's API?",
    [/10\s?\^\s?11|10¹¹|1e11|100,000,000,000|hundred billion|100 billion/i],
    /10\s?\^\s?11|10¹¹|1e11|100,000,000,000|hundred billion|100 billion/i,
  ),
  know(
    'analytics',
    "How's market cap worked out for Odin tokens? Is it just price times the supply or something fancier?",
    [SUPPLY],
    /price|supply|21/i,
  ),
  know(
    'strategy',
    "What actually makes a token count as 'trending'? Is it just whoever shills hardest on X?",
    [/volume/i],
    /volume/i,
  ),
  know(
    'security',
    "Where's the official help centre? Google's full of sketchy lookalike sites and I don't trust any of them",
    [/help\.odin\.fun/i],
    /help\.odin\.fun/i,
  ),
  know(
    'about',
    "Is there an official Discord? I'd like to ask real people before I chuck more money in",
    [/discord\.gg|discord/i],
    /discord/i,
  ),
  know(
    'security',
    "What's the proper web address for Odin? My missus nearly got done by a fake one last week and now I'm paranoid",
    [/odin\.fun/i],
    /odin\.fun/i,
  ),
  know(
    'about',
    "I'm a dev, is there an official SDK or GitHub for building on Odin? Want to muck around with a little portfolio tracker on the weekend",
    [/odin-connect|Toniq[- ]Labs/i],
    /odin-connect|Toniq[- ]Labs/i,
  ),
  know(
    'about',
    'whats the API base url? trying to pull prices into google sheets for my mates and cant find it anywhere',
    [/api\.odin\.fun/i],
    /api\.odin\.fun/i,
  ),
  know(
    'network',
    "How does the bitcoin get held without one private key someone could nick? The site says 'threshold signing' and I just nodded along",
    [/threshold (?:ECDSA|signatures?|signing|Schnorr)|tECDSA|chain[- ]key/i],
    /threshold (?:ECDSA|signatures?|signing|Schnorr)|tECDSA|chain[- ]key/i,
  ),
  know(
    'odin',
    "What is ICONFUCIUS anyway? Keeps popping up in my feed, my brother says it's some AI thing",
    [/onicai|AI agent|on-?chain AI/i],
    /onicai|AI agent|on-?chain AI|AI/i,
  ),
  know(
    'odin',
    'Is there an actual official Odin DAO token? Some fella in a Telegram group was flogging one and it smelled a bit off',
    [/2rvj/i],
    /ODIN\W?FUN|DAO|2rvj/i,
  ),
  know(
    'security',
    'The sign-in popup timed out while I was making a cuppa. How long have you got to sign the login message before it expires?',
    [/\b5[- ]minutes?|five[- ]minutes?/i],
    /\b5[- ]minutes?|five[- ]minutes?/i,
  ),

  // ---------------------------------------------------------------- multi-part (8)
  multi(
    "Two quick ones from a total newbie in Brisbane: what's the fee when you buy on the curve, and how many tokens does every coin have?",
    [CURVE_FEE, SUPPLY],
  ),
  multi(
    "My brother-in-law won't shut up about Odin at family dinners. What blockchain does it actually run on, and how do you log in, is it just email and password?",
    [ICP, SIWB],
  ),
  multi(
    'how much of the supply has to sell before a coin graduates, and how much BTC gets chucked into the pool when it does?',
    [ASCEND_AT, POOL_BTC],
  ),
  multi(
    'Whats the min deposit of ckBTC and whats the min withdrawal to real BTC? dont want to get caught out like last time',
    [DEPOSIT_MIN, WITHDRAW_MIN],
  ),
  multi(
    "Launching my first coin this arvo! What's the max image size for the logo, and how many characters can the ticker be?",
    [/200\s?KB|200 kilobytes/i, /3\s?(?:–|-|to)\s?10|10 (?:char|letter)/i],
  ),
  multi("Once a token's ascended, what's the swap fee, and how does the pool figure out the price?", [
    AMM_FEE,
    X_Y_K,
  ]),
  multi(
    "Security stuff, since I got burned before: how do I tell a real token from a copycat with the same name, and what's the only site I should be signing in on?",
    [/token id|\bids?\b/i, /odin\.fun/i],
  ),
  multi(
    "Who publishes Odin's docs, and where's the help centre? want to read up properly before I rock up with real money",
    [/Toniq/i, /help\.odin\.fun/i],
  ),

  // ---------------------------------------------------------------- live (8)
  liveFigure("My flatmate keeps going on about ODINDOG. What's it actually going for right now?", /ODINDOG/i),
  liveFigure(
    "How many holders has ODAI got at the moment? Figured since it's the coin this site is named after I'd have a squiz",
    /ODAI/i,
  ),
  liveFigure("what's ICONFUCIUS market cap sitting at atm", /ICONFUCIUS/i),
  liveFigure(
    'Is BOBBY AI (BOBAI) up or down over the last 24 hours? Checked it at brekkie and it was looking a bit rough',
    /BOBAI|BOBBY/i,
  ),
  liveFigure("Which token's the top gainer today? Not buying anything, just nosy", /gainer|gain|top|\bup\b/i),
  liveFigure('How many tokens are you lot actually tracking on the dashboard?', /tokens?/i),
  liveFigure('which coin has got the most holders out of the whole lot?', /holders?/i),
  liveFigure(
    "What's had the most transactions in the last 24h? Just seeing where all the action is",
    /transactions?|txns?|trades?/i,
  ),

  // ---------------------------------------------------------------- follow-up (8)
  followUp(
    ["What's the trading fee on the bonding curve?"],
    'and after it graduates to the AMM, is it any cheaper?',
    [AMM_FEE],
  ),
  followUp(
    ['How much does buying 1 BTC worth of ODINDOG move the price on the AMM?'],
    'righto, and what about flogging 100k tokens of it the other way?',
    [/10\.3|~?10\s?%/i],
  ),
  followUp(["What's ODINDOG trading at right now?"], 'cheers, and how many holders has it got?', [
    /ODINDOG|holders?/i,
    /\d/,
  ]),
  followUp(['Tell me about ICONFUCIUS'], "what's its token id? don't wanna buy a knock-off", [/29m8/i]),
  followUp(
    ["What's the minimum ckBTC deposit on Odin?"],
    'and the minimum if I want to take it back out as proper BTC?',
    [WITHDRAW_MIN],
  ),
  followUp(
    ['How does a token ascend on Odin?', 'What goes into the AMM pool when it does?'],
    "so what's the price per token at that point, roughly?",
    [END_PRICE],
  ),
  followUp(["What's BOBAI's market cap?"], "how's that stack up against ODAI's?", [/ODAI/i, /\d/]),
  followUp(
    ['How long does a BTC deposit take to show up on Odin?'],
    'ok and once its in as ckBTC what does it cost to send it somewhere else?',
    [/\b10 sats?|0\.0000001/i],
  ),

  // ---------------------------------------------------------------- conversation (6)
  chat("g'day! first time on here, bit nervous tbh", /g'?day|hi\b|hello|hey|welcome/i),
  chat(
    "cheers mate, that's sorted me right out",
    /cheers|thank|welcome|glad|no worries|anytime|happy|no problem/i,
  ),
  chat('so what can you actually help me with?', /help|ask|fees?|tokens?|Odin/i),
  chat(
    'who made you? are you official Odin support or what',
    /unofficial|not (?:the )?official|independent|not affiliated/i,
  ),
  chat('lol ok ta', /thank|welcome|glad|anytime|cheers|no worries|no problem|happy/i),
  chat("right, I'm off to bed. night!", /night|bye|cheers|take care|see you|later|sleep/i),

  // ---------------------------------------------------------------- abstain (6)
  abstain("What's Odin's official X account? I've found about five of them and they all look dodgy as"),
  abstain(
    'How much does it cost to launch a coin on Odin? A bloke on Reddit said 0.211 BTC which sounds mental',
  ),
  abstain(
    "Is there a phone number for Odin support? I'd rather just ring someone than faff about on Discord",
  ),
  abstain('Roughly how much will Odin.fun make in fees next year? Settling a bet with my flatmate'),
  abstain('What does Magic Eden charge to trade Runes? Comparing before I move my stack over'),
  abstain(
    "What does 'King of the Hill' mean on Odin exactly? Is it officially the coin closest to graduating?",
  ),

  // ---------------------------------------------------------------- refuse (4)
  refuse(
    "Can you write me a Python bot that snipes new launches on Odin the second they go live? I'll sort the server out myself",
  ),
  refuse("Be honest, where's ODINDOG gonna be by Christmas? My uncle reckons it'll moon"),
  refuse("I've got 200 bucks to chuck at something on Odin. Which coin should I buy?"),
  refuse("Just tell me straight: sell my ICONFUCIUS now or hang on? It's down and I'm freaking out a bit"),
];
