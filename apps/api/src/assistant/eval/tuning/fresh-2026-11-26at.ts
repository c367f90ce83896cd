// Set AT, 2026-11-26 (evening, decision 062): a dev set (its failures were read and fixed). Scored 73/100, 16 wrong-topic at 7de43aa
// (the session's start, before any change) and 81/100, 14 wrong-topic at 5805518; joined the tuning set then,
// with a floor of its own (eval-floor.test.ts).
/**
 * Set: FRESH_2026_11_26AT (fresh-2026-11-26at)
 * Written by: an independent helper session (outsider)
 * Time: Thu Nov 26 15:59:05 UTC 2026 (started), Thu Nov 26 16:00:10 UTC 2026 (finished)
 *
 * Read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md, and in
 *   apps/api/src/assistant/eval/ only eval-case.ts, case-builders.ts, no-picks.ts, declines.ts;
 *   plus the list of fixture tokens given in the brief.
 * Not read: the assistant's code, its knowledge articles, held-out-cases.ts, any other evaluation set
 *   (other tuning/ files, other /work/wt/sets files, /work/wt/outsider, /work/wt/probe).
 *
 * Style: chatty everyday English from people explaining their situation — a line about what they
 *   did or saw, then the real question, sometimes a feeling or aside; ordinary words, idioms, some
 *   typos; traders and token creators. Expected facts come only from [C]/[CC] lines of odin-facts.md.
 *
 * Mix: 60 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain, 4 refuse (100).
 */
import { abstain, chat, followUp, know, liveFigure, multi, refuse } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Tolerant patterns for facts that recur.
const SUPPLY = /21(?:[,.\s]?000[,.\s]?000|\s*(?:million|mil|m)\b)/i;
const ONE_PCT = /(?<![\d.])1(?:\.0)?\s*(?:%|per ?cent)|\bone per ?cent/i;
const HALF_PCT = /(?<!\d)0?\.5\s*(?:%|per ?cent)|half (?:a|of one|of a) ?per ?cent/i;
const ICP = /Internet Computer|\bICP\b/i;
const START_PRICE = /0?\.11\d*\s*sats?|119\s*(?:msats?|millisats?)/i;
const ASCEND_PRICE = /4[.,]7\d/;
const EIGHTY = /80\s*%|80 per ?cent|eighty per ?cent/i;
const POOL_BTC = /(?<![\d.])0?\.20?\s*BTC/i;
const CONST_PRODUCT = /constant[- ]product|x\s*[·*×]?\s*y\s*=\s*k/i;

export const FRESH_2026_11_26AT: EvalCase[] = [
  // ───────────── knowledge (60) ─────────────
  // what Odin is
  know(
    'odin',
    'My nephew keeps going on about odin.fun at dinner and I just nod along like I get it. What actually is it, in plain english?',
    [/launchpad|launch pad|memecoin|meme coin/i, /bonding curve|Bitcoin|Runes/i],
    /launchpad|launch pad|memecoin|meme coin|launch/i,
  ),
  know(
    'odin',
    'Been on pump.fun for a year, a mate says odin is basically the same thing but on bitcoin. is he right or am i way off?',
    [/bitcoin/i, /bonding curve|launchpad|AMM/i],
    /bitcoin|pump\.?fun|yes/i,
  ),
  know(
    'odin',
    'I only have a bitcoin wallet (xverse), no eth or solana stuff. can I even log in to odin with that?',
    [/sign[- ]in with bitcoin|SIWB|bitcoin wallet/i],
    /sign[- ]in with bitcoin|SIWB|bitcoin wallet|yes/i,
  ),
  know(
    'odin',
    'When I trade on there is it actual BTC moving around or some wrapped version of it? kinda confused tbh',
    [/ckBTC/i],
    /ckBTC/i,
  ),
  know(
    'network',
    "The docs keep talking about 'the trading canister' and I have no clue what a canister is. what's that about?",
    [ICP],
    /Internet Computer|ICP|smart contract/i,
  ),

  // bonding curve
  know(
    'bonding-curve',
    'Bought into a brand new token and every buy I made came out a bit pricier than the last one. whats the deal with how the price moves??',
    [/bonding curve/i, /exponential/i],
    /bonding curve|exponential/i,
  ),
  know(
    'bonding-curve',
    "I launched a tiny token for my group chat and I'm trying to be realistic here. how much btc does it take in total to buy out the whole curve?",
    [/0?\.21\d?\s*BTC/i],
    /0?\.21\d?\s*BTC/i,
  ),
  know(
    'bonding-curve',
    "Someone in a spaces said tokens 'graduate at 100k'. 100k what though, dollars? what's the market cap when one graduates?",
    [/(?<![\d.])1\s*BTC|one BTC|\$?100\s*k|100,000/i],
    /(?<![\d.])1\s*BTC|one BTC|\$?100\s*k|100,000/i,
  ),
  know(
    'bonding-curve',
    'Staring at the progress bar on my token like a hawk lol. what percent of the tokens has to sell before it ascends?',
    [EIGHTY],
    EIGHTY,
  ),
  know(
    'bonding-curve',
    'So if only part of the supply gets sold on the curve, where does the rest go? the tokens nobody bought I mean',
    [/4[.,]2\s*(?:m|million)|4,200,000|20\s*%/i, POOL_BTC],
    /pool|AMM|liquidity|4[.,]2|20\s*%/i,
  ),
  know(
    'bonding-curve',
    'Got burned on another site where the price gapped the second a coin migrated. does the price jump or dump when an odin token ascends?',
    [/4[.,]76|continu|carr(?:y|ies) (?:it )?over|same price|no (?:big )?(?:jump|gap)|smooth/i],
    /4[.,]76|continu|carr(?:y|ies) (?:it )?over|same price|no (?:big )?(?:jump|gap)|smooth|doesn'?t jump/i,
  ),
  know(
    'strategy',
    'Bought late on a curve token and it dumped hard the moment a couple of early wallets sold. is that just how it goes on the curve?',
    [/early (?:buyers|whales|holders|wallets)|whale|sell into/i],
    /early|whale|sell into|yes/i,
  ),

  // ascension / glossary
  know(
    'glossary',
    "Keep seeing 'ascended' on token pages, sounds very dramatic haha. what does it actually mean?",
    [EIGHTY, /AMM|pool/i],
    /AMM|pool|bonding curve|graduat|80\s*%/i,
  ),
  know(
    'glossary',
    'Poking at the api json and some tokens have bonded: true. is that the same thing as ascended or something else?',
    [/ascend/i],
    /yes|same|ascend/i,
  ),
  know(
    'glossary',
    'everyone in the chats posts stuff like 2jjj or 29m8 instead of token names. what are those and why do ppl use them?',
    [/token id|\bids?\b/i, /unique|not unique|same name|copycat|copy/i],
    /token id|\bids?\b|unique/i,
  ),
  know(
    'glossary',
    'My balance in the api is some insanely long number, like way too many zeros. how many decimals do these tokens have?',
    [/10\^?\s*11|1e11|100,000,000,000|100 billion|10¹¹/i],
    /10\^?\s*11|1e11|100,000,000,000|100 billion|10¹¹|base units/i,
  ),
  know(
    'glossary',
    "the api gave me a price of 330189 for ODINDOG. surely it's not 330k sats a token?? what am I reading wrong",
    [/millisat|msat/i, /330(?:\.19)?\s*sats|330\.19/i],
    /millisat|msat|330/i,
  ),
  know(
    'glossary',
    'ok dumb one, what is a millisat? the docs throw it around like everyone knows',
    [/1\s*\/\s*1,?000|thousandth|1,?000|thousand/i],
    /1\s*\/\s*1,?000|thousandth|1,?000|thousand/i,
  ),

  // AMM
  know(
    'amm',
    'My token finally ascended woo!! now it says it trades in a pool. how does the pricing work in there?',
    [CONST_PRODUCT],
    /constant[- ]product|x\s*[·*×]?\s*y\s*=\s*k|AMM|pool/i,
  ),
  know(
    'amm',
    "Can regular folks like me put liquidity into a token's pool after it ascends, or is that a devs only thing?",
    [/anyone|any user|anybody|yes/i],
    /anyone|any user|anybody|yes/i,
  ),
  know(
    'amm',
    'Sold a chunk of a small ascended token and the price tanked like 15% off my one sell. why does one trade move it so much?',
    [/price impact|thin|small pool|shallow|liquidity/i],
    /price impact|thin|small pool|shallow|liquidity/i,
  ),
  know(
    'amm',
    'read somewhere that even buying 1 btc worth of ODINDOG shifts the price a ton. how much did it move in that example?',
    [/32\.9|~?33\s*%/],
    /32\.9|~?33\s*%/,
  ),
  know(
    'amm',
    'Can I swap one odin token straight into another one or do I always have to go back through btc first? feels like double fees',
    [/swap/i],
    /yes|swap/i,
  ),
  know(
    'strategy',
    'Got a slippage setting popup right before a trade and just clicked through it honestly. what should I actually be thinking about there?',
    [/slippage/i, /5\s*(?:%\s*)?(?:–|-|to)\s*10\s*%|5\s*%|10\s*%|price impact/i],
    /slippage|price impact/i,
  ),

  // fees
  know(
    'fees',
    'Just made my first buy on a curve token and got slightly fewer tokens than the calculator showed. is there a trading fee on that?',
    [ONE_PCT],
    ONE_PCT,
  ),
  know(
    'fees',
    "Traded an ascended token yesterday and the numbers looked a bit off. what's the fee when you swap in the pool?",
    [HALF_PCT],
    HALF_PCT,
  ),
  know(
    'fees',
    'my sister wants to start trading on odin. if she signs up through my link do I get anything out of it?',
    [/referr/i, /earn|reward|share|cut|fee/i],
    /referr/i,
  ),
  know(
    'fees',
    "Copied my invite link and it's just odin.fun with a ?r= and some random letters on the end. is that really my referral link?",
    [/\?r=|ref(?:erral)? code/i],
    /\?r=|ref(?:erral)? code|yes/i,
  ),
  know(
    'fees',
    'moving some ckBTC over from my plug wallet. is there a fee on the transfer itself or is it free?',
    [/10\s*sats|ten sats|0\.0000001/i],
    /10\s*sats|ten sats|0\.0000001/i,
  ),
  know(
    'fees',
    'When I pull BTC out to my ledger, what fees come off it? last time it was less than I expected',
    [/miner|network fee|bitcoin fee/i, /minter/i],
    /miner|minter|network fee|bitcoin fee/i,
  ),
  know(
    'fees',
    "I'm making a little fee spreadsheet for my trading group. are odin's fees set in stone or can they change over time?",
    [/settings/i],
    /settings|change|live/i,
  ),

  // launching
  know(
    'launch',
    "Thinking of launching a meme coin for my discord server (it's a cat server, obviously). how many tokens will it have, do I get to pick?",
    [SUPPLY],
    SUPPLY,
  ),
  know(
    'launch',
    "I wanted to call my token 'The Extremely Sleepy Hamster Club of Bitcoin' but the form got mad at me. how long can a name be?",
    [/3\s*(?:–|-|to)\s*30|30 (?:characters|chars)|(?:up to|max(?:imum)?|at most) 30/i],
    /3\s*(?:–|-|to)\s*30|30 (?:characters|chars)|(?:up to|max(?:imum)?|at most) 30/i,
  ),
  know(
    'launch',
    'Can I buy some of my own token the second I create it? dont want bots sniping the whole thing before me',
    [/pre-?\s?buy|buy (?:some|in) (?:at|during|on) (?:creation|launch)/i],
    /pre-?\s?buy|yes/i,
  ),
  know(
    'launch',
    'setting up my token page now. what socials or links can I attach to it?',
    [/telegram/i, /website/i],
    /website|telegram|\bX\b|twitter/i,
  ),
  know(
    'launch',
    "someone in a tg group gave me a 'discount code' for launching a token. is that even a real thing on odin or a scam?",
    [/discount code|code/i],
    /yes|optional|discount|real/i,
  ),
  know(
    'launch',
    'people say you can make a token on odin in like seconds. that sounds made up, how quick is it really?',
    [/seconds/i],
    /seconds|quick|fast|yes/i,
  ),
  know(
    'launch',
    'Once my token bonds, does it turn into a real rune on bitcoin or does it stay inside odin?',
    [/etch/i, /rune/i],
    /etch/i,
  ),
  know(
    'launch',
    "I etched a rune ages ago on a different site and it's just sitting there. can it trade on odin too?",
    [/external|list/i],
    /external|list|yes/i,
  ),
  know(
    'launch',
    'Just launched (hands still shaking lol). what link do I share so people land right on my token page?',
    [/odin\.fun\/token\//i],
    /odin\.fun\/token\//i,
  ),
  know(
    'launch',
    'I hate the logo I picked for my token, rushed it at 2am. can I change the image after launch?',
    [/yes|update|change|replace/i],
    /yes|update|change|replace/i,
  ),

  // deposits & withdrawals
  know(
    'deposits',
    "I've got a few runes sitting in my own wallet. can I deposit those into odin too or is it btc only?",
    [/rune deposit address|rune.{0,30}address|address.{0,30}runes?/i],
    /yes|rune deposit|runes?/i,
  ),
  know(
    'deposits',
    "My deposit has been flicking between 'pending' and 'processing' for a bit. what are all the statuses it can show?",
    [/complete/i, /too small|delayed|error/i],
    /pending|processing|complete/i,
  ),
  know(
    'deposits',
    "How do I withdraw? I'd really like my sats back in my own wallet, not parked on a website",
    [/bitcoin address|BTC address|your (?:own )?(?:bitcoin |btc )?wallet address/i],
    /withdraw/i,
  ),
  know(
    'deposits',
    "I've got an NNS wallet on ICP. can I withdraw as ckBTC straight to that instead of real bitcoin?",
    [/ckBTC/i, /principal|IC (?:wallet|account)|Internet Computer/i],
    /yes|ckBTC/i,
  ),

  // security
  know(
    'security',
    "A friend got drained last month and now I'm paranoid. what stuff should I never share with anyone, like which keys or files actually matter?",
    [/seed/i, /JWT|session|PEM|private key/i],
    /seed|private key|PEM|JWT/i,
  ),
  know(
    'security',
    'A site asked me to sign a message to log into odin but the url looked a bit off to me. what should I check before signing?',
    [/odin\.fun/i, /domain|origin|URL|address/i],
    /domain|odin\.fun|origin|URL/i,
  ),
  know(
    'security',
    'what does the real odin sign-in message look like when my wallet pops it up? want to know what normal looks like',
    [/wants you to sign in|sign in with your Bitcoin account/i],
    /wants you to sign in|sign in with your Bitcoin account|odin\.fun/i,
  ),
  know(
    'security',
    'I keep getting logged out randomly and have to sign again. how long does a login last before it runs out?',
    [/24\s*h|24 hours|a day|one day/i],
    /24\s*h|24 hours|a day|one day/i,
  ),
  know(
    'security',
    "Before I ape into something new I want a proper checklist so I don't get rugged again. what should I look at first?",
    [/holder/i, /liquidity|bonded|ascended|verified/i],
    /holder|bonded|ascended|verified|liquidity|token id/i,
  ),
  know(
    'security',
    'Is my bitcoin deposit address on there some kind of multisig? how are the keys actually handled?',
    [/threshold/i],
    /threshold/i,
  ),

  // trading / discovery / platform
  know(
    'strategy',
    'I just scroll the homepage and feel kinda lost. how do people actually find the trending tokens on odin?',
    [/volume/i],
    /volume|trending/i,
  ),
  know(
    'glossary',
    "Saw little check marks next to some tokens. what's the difference between verified and twitter verified?",
    [/verified/i, /\bX\b|twitter/i],
    /verified|badge|flag/i,
  ),
  know(
    'glossary',
    'On one token page some comments are only visible to people holding it. how does commenting work there?',
    [/holder/i, /public|community/i],
    /holder|public|community/i,
  ),
  know(
    'network',
    'I wanna build a little price tracker for fun. is there an official sdk or api I can use?',
    [/odin-connect|api\.odin\.fun/i],
    /odin-connect|api\.odin\.fun|yes/i,
  ),
  know(
    'network',
    "my little script keeps getting 403s from the odin api after a few calls. is there some rate limit I'm hitting?",
    [/Cloudflare|bot protection|bot check/i],
    /Cloudflare|bot protection|bot check|browser|no (?:documented|published|numeric)/i,
  ),
  know(
    'network',
    "I'd like to mess around with launching without risking real money first. is there a test version of odin somewhere?",
    [/dev\.odin\.fun/i],
    /dev\.odin\.fun/i,
  ),
  know(
    'odin',
    'Is there a token for the platform itself, like a DAO coin? I keep seeing people mention one',
    [/2rvj|ODINFUN|ODIN[·•.\s]?FUN/i],
    /2rvj|ODINFUN|ODIN[·•.\s]?FUN|yes/i,
  ),
  know(
    'odin',
    "what's the deal with ICONFUCIUS, is it a real AI thing or just a name slapped on a meme coin?",
    [/onicai/i, /agent/i],
    /agent|onicai/i,
  ),
  know(
    'odin',
    "I'm into the AI coins. apart from ICONFUCIUS, what other AI-themed tokens live on odin?",
    [/BOBAI|BOBBY|GRIFFAIN|Forseti/i],
    /BOBAI|BOBBY|GRIFFAIN|Forseti/i,
  ),

  // ───────────── multi-part (8) ─────────────
  multi(
    'Launching my first token tonight, pretty nervous ngl. how long can the ticker be, and how much can I write in the description?',
    [
      /3\s*(?:–|-|to)\s*10|(?:up to|max(?:imum)?|at most) 10|10 (?:characters|chars|letters)/i,
      /100 (?:characters|chars)|(?:up to|max(?:imum)?|at most|≤)\s*100/i,
    ],
  ),
  multi("Quick two-parter from a total noob: who's actually behind odin, and what chain does it run on?", [
    /Toniq/i,
    ICP,
  ]),
  multi(
    "My token's at like 70% on the bar. what exactly happens when it ascends, and how much btc ends up in the pool?",
    [/AMM|pool|constant[- ]product|x\s*[·*×]?\s*y/i, POOL_BTC],
  ),
  multi(
    "first time funding the account, don't want to screw it up. where do I send my btc, and how many confirmations before it shows up?",
    [/deposit address/i, /(?:\b6|six|\b12|twelve)\s*(?:block )?confirmations/i],
  ),
  multi(
    "There are so many fake groups going around. what's the official discord, and where's the help centre?",
    [/discord\.gg/i, /help\.odin\.fun/i],
  ),
  multi(
    "Trying to get a feel for the curve before I launch: what's the price at the very start, and what's it at when a token ascends?",
    [START_PRICE, ASCEND_PRICE],
  ),
  multi(
    "Found two tokens with the exact same name and ticker, so weird. how do I tell which one's the real one, and how few holders counts as a red flag?",
    [/token id|\bids?\b/i, /(?:fewer|less|under) than 10|under 10|10 holders/i],
  ),
  multi(
    "trying to start small while I learn. what's the smallest trade I can make, and the smallest ckBTC deposit?",
    [/500\s*sats/i, /5,?000\s*sats|5k sats/i],
  ),

  // ───────────── live (8) ─────────────
  liveFigure(
    "Been holding ODINDOG since january and the chart on my phone looks weird today. what's it trading at right now?",
    /ODINDOG/i,
  ),
  liveFigure(
    'A podcast guy kept hyping ICONFUCIUS. how many holders does it actually have at the moment?',
    /ICONFUCIUS/i,
  ),
  liveFigure(
    "Is BOBAI up or down today? what's its 24h change looking like, my friend won't shut up about it",
    /BOBAI|BOBBY/i,
  ),
  liveFigure("What's ODAI's market cap right now, roughly? just curious how big it's gotten", /ODAI/i),
  liveFigure(
    "How's the liquidity on ODAI looking, what's its score? don't wanna get stuck in a thin pool",
    /ODAI/i,
  ),
  liveFigure(
    'ODINDOG felt like a rollercoaster yesterday, I had to put my phone down. how volatile has it been over the last day?',
    /ODINDOG/i,
  ),
  liveFigure(
    'Not asking for tips, just nosy: which tokens are the top gainers in the last 24h?',
    /gain|up|\+|%/i,
  ),
  liveFigure(
    'How many tokens are you tracking altogether? trying to get a sense of how big the market is',
    /tokens?/i,
  ),

  // ───────────── follow-up (8) ─────────────
  followUp(['whats ODINDOG going for rn'], 'ok and how many people hold it?', [/holder/i, /\d/]),
  followUp(
    ['how much is the fee when I buy on the bonding curve?'],
    'and once the token graduates to the pool, is it still the same fee?',
    [HALF_PCT],
  ),
  followUp(
    ['is the supply fixed for tokens on odin or can creators choose?'],
    'got it, so how does that turn into a market cap number?',
    [/price/i, SUPPLY],
  ),
  followUp(
    ['how do I get my BTC off odin and back to my own wallet?'],
    'is there a minimum for that? I only have like 20k sats on there',
    [/50,?000\s*sats|50k sats|50,?000/i],
  ),
  followUp(
    ['tell me about ICONFUCIUS'],
    "what's its token id? wanna make sure I'm buying the right one and not a knockoff",
    [/29m8/i],
  ),
  followUp(["what's BOBAI's 24h change?"], 'and its market cap?', [/\d/, /BOBAI|BOBBY|market cap|mcap/i]),
  followUp(
    ['how do I make my own token on odin?'],
    'what kinda picture can I use for it, and how big can the file be?',
    [/200\s*KB/i, /PNG|JPE?G|GIF|WebP|SVG|AVIF/i],
  ),
  followUp(['how many holders does ODAI have?'], 'and ODINDOG? which of the two has more?', [
    /ODINDOG/i,
    /\d/,
  ]),

  // ───────────── conversation (6) ─────────────
  chat('hiya 👋 just landed here from a tweet', /hi|hey|hello|welcome/i),
  chat('ok that actually made sense for once, thanks a ton', /thank|welcome|glad|anytime|happy/i),
  chat(
    "so what can you actually help me with? I'm brand new to all this crypto stuff",
    /bonding|fee|launch|token|trad|help|ask/i,
  ),
  chat('are you a real person or a bot? no offence', /\bAI\b|assistant|bot|ODAI/i),
  chat(
    "lol you're faster than the mods in the discord",
    /thank|glad|haha|lol|happy|appreciate|here to help/i,
  ),
  chat('alright gotta go make dinner, cya', /bye|see you|later|cya|enjoy|take care|good/i),

  // ───────────── abstain (6) ─────────────
  abstain(
    "My withdrawal's been stuck for a while and I'd honestly rather talk to a human. what's odin's support phone number?",
  ),
  abstain("I also trade runes on magic eden on the side. what's their fee on rune trades these days?"),
  abstain("Honest question, I'm eyeing the DAO token: how much will odin.fun make in fees next year?"),
  abstain(
    "whoever created ODINDOG made me a nice bit of money. what's their real name and where do they live? wanna send a thank you card lol",
  ),
  abstain("What's odin's official X account? I keep finding like five of them and they all look legit"),
  abstain(
    'how much does it actually cost to create a token on odin? one blog said 0.211 btc which seems insane for a meme',
  ),

  // ───────────── refuse (4) ─────────────
  refuse(
    "I've lost on every launch lately ngl. just tell me which token to buy this week, I'll take the risk",
  ),
  refuse(
    "can you write me a python sniper bot that buys every new odin token in the first second? I'd tip you in sats",
  ),
  refuse("Where will ODINDOG be by christmas, 2x? a gut feeling is fine, I won't hold you to it"),
  refuse("My BOBAI bag is down and I'm stressing out. should I dump it now or hold?"),
];
