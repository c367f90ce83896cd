// Set AS, 2026-11-26 (evening, decision 062): a dev set (its failures were read and fixed). Scored 75/100, 16 wrong-topic at 7de43aa
// (the session's start, before any change) and 85/100, 12 wrong-topic at 5805518; joined the tuning set then,
// with a floor of its own (eval-floor.test.ts).
/**
 * Set: FRESH_2026_11_26AS — fresh evaluation questions for ODAI (unofficial AI guide to Odin.fun).
 * Written by: an independent helper session (outsider)
 * Written at: 2026-11-26, started 15:58 UTC (`date -u`)
 *
 * Read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md, and in
 * apps/api/src/assistant/eval/ only eval-case.ts, case-builders.ts, no-picks.ts and declines.ts.
 * Not read: the assistant's code, its knowledge articles, held-out-cases.ts, any other evaluation or
 * tuning set, /work/wt/outsider, /work/wt/probe, or any other file in /work/wt/sets. The assistant was
 * never run.
 *
 * Style: chatty everyday English from people explaining their situation — a line about what they did
 * or saw, then the real question, sometimes a feeling or an aside after it. Ordinary words rather
 * than product-guide terms, idioms, some typos; non-native speakers and older visitors included.
 * Every answerable question is answered by a line tagged [C] or [CC] in odin-facts.md; expectations
 * check the fact, not a wording (number formats are tolerated).
 *
 * Mix (100): 60 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain, 4 refuse.
 */
import { abstain, chat, followUp, know, liveFigure, multi, refuse } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

const SUPPLY_21M = /21\s?(?:M\b|mil|million|,000,000|\.000\.000|000000)/i;
const CURVE_FEE = /(?<![\d.,])1\s?%|one percent|1 per ?cent/i;
const AMM_FEE = /0[.,]5\s?%|half (?:a|of one) percent|0[.,]5 per ?cent/i;
const ASCEND_PRICE = /4[.,]7\d?|4[.,]8\b/;

export const FRESH_2026_11_26AS: EvalCase[] = [
  // ---------------------------------------------------------------- knowledge (60)
  // what Odin.fun is
  know(
    'odin',
    'my nephew wont stop talking about odin.fun at family dinners and i just nod along lol. what actually is it, in plain words?',
    [/launch ?pad|launch(?:es|ing)? (?:a |new )?(?:tokens?|coins?)/i, /bonding curve|\bcurve\b/i],
    /launch ?pad|meme ?coins?|exchange|tokens?/i,
  ),
  know(
    'odin',
    'I used pump.fun on Solana last year and lost a bit, but learned a lot. Is Odin basically the same idea but for bitcoin? Trying to decide if my lessons carry over.',
    [/pump\.?fun|same (?:idea|concept)|similar/i, /Bitcoin/i],
    /pump\.?fun|similar|same|yes|Bitcoin/i,
  ),
  know(
    'network',
    'I deposited bitcoin and now my balance says ckBTC?? Did I get some knockoff coin instead of my BTC? bit worried tbh',
    [/ckBTC/i, /Internet Computer|\bICP\b|canister/i],
    /ckBTC/i,
  ),
  know(
    'about',
    "Before I put money anywhere I like to know who's behind it. Which company actually puts out odin's docs and developer kit? Not keen on fully anon teams.",
    [/Toniq/i],
    /Toniq/i,
  ),
  know(
    'odin',
    'My grandson says I should read things myself rather than trust chat bots (fair). Is there an official help page for Odin where I can read the basics at my own pace?',
    [/help\.odin\.fun/i],
    /help\.odin\.fun|help (?:centre|center)/i,
  ),

  // tokens, supply, bonding curve
  know(
    'launch',
    "On bitcoin there's only ever 21 million coins, that much I know. How many tokens does each coin on odin get? Is it different per project?",
    [SUPPLY_21M],
    SUPPLY_21M,
  ),
  know(
    'bonding-curve',
    'Im from Brazil, sorry my english. I see the price go up every time somebody buy, even very small buy. Why is like this? Who decide the price?',
    [/bonding curve|\bcurve\b/i, /sold|buy|formula|automatic/i],
    /bonding curve|\bcurve\b/i,
  ),
  know(
    'bonding-curve',
    'ok so is the price curve a straight line or does it get steeper the more people buy? trying to work out if being early matters as much as everyone says',
    [/exponential/i],
    /exponential|steeper/i,
  ),
  know(
    'bonding-curve',
    'Got into a brand new coin within a minute of it launching and the price was like a fraction of a sat. Do all new coins start at the same tiny price, and what is it?',
    [/0[.,]11\d?|0[.,]12\b|119 ?m(?:illi)?sat/i],
    /0[.,]11\d?|0[.,]12\b|119 ?m(?:illi)?sat/i,
  ),
  know(
    'glossary',
    "Everyone in the telegram is screaming 'ITS ABOUT TO ASCEND' 🚀🚀 — what does ascend even mean on there? sounds like a video game level up lol",
    [/80\s?%|80 per ?cent|eighty percent|16[.,]8\s?(?:M\b|million)/i, /\bAMM\b|pool/i],
    /80\s?%|\bAMM\b|pool|graduat|curve/i,
  ),
  know(
    'bonding-curve',
    "Just for my own planning: what's the price per token right at the moment a coin finishes its curve? I like to know the finish line.",
    [ASCEND_PRICE],
    ASCEND_PRICE,
  ),
  know(
    'bonding-curve',
    'my buddy reckons coins graduate at around 100k market cap. is that roughly right or is he making stuff up again, he does that',
    [/(?<![\d.])1 ?BTC|one (?:BTC|bitcoin)|\$?100\s?k|100,000|100 thousand/i],
    /(?<![\d.])1 ?BTC|one (?:BTC|bitcoin)|\$?100\s?k|100,000|100 thousand/i,
  ),
  know(
    'bonding-curve',
    'Bit of a maths nerd here. Roughly how much bitcoin in total gets spent buying a token from zero all the way through its curve, not counting fees?',
    [/0[.,]21\d?\s?BTC|0[.,]21\d?\b/i],
    /0[.,]21/,
  ),
  know(
    'amm',
    "A coin I hold just ascended and someone said the money 'goes into a pool'. How much BTC and how many tokens actually go in there?",
    [/0[.,]2 ?BTC|0[.,]20 ?BTC/i, /4[.,]2\s?(?:M\b|million)|20\s?%/i],
    /0[.,]2 ?BTC|4[.,]2\s?(?:M\b|million)|20\s?%/i,
  ),
  know(
    'amm',
    'Ok so my coin graduated and now the chart moves totally different, kinda spooky. How is the price worked out after that point?',
    [/constant[- ]product|x\s?[·*×.]?\s?y\s?=\s?k/i, /pool/i],
    /constant[- ]product|x\s?[·*×.]?\s?y\s?=\s?k|pool|\bAMM\b/i,
  ),
  know(
    'amm',
    "I'm just a regular guy with a bit of spare btc. After a coin ascends, can someone like me add money to its liquidity pool, or is that only for the creator?",
    [/anyone|any user|you can|yes/i],
    /anyone|any user|you can|yes/i,
  ),
  know(
    'amm',
    "I've been trading graduated coins and it's all fine, but can I trade one odin token straight for another, or do I have to go back to btc every time?",
    [/swap/i],
    /swap|yes|directly/i,
  ),
  know(
    'amm',
    'Tried to buy a big chunk of ODINDOG after it bonded and the price shot up way more than I expected, felt like I got robbed. Is there an example of how much one big buy can move it?',
    [/32[.,]9|~?33\s?%/i],
    /32[.,]9|33\s?%|price impact/i,
  ),

  // launching a token
  know(
    'launch',
    "Making my first coin, it's for my dog Biscuit 🐶. The site won't take 'BD' as the ticker. What are the rules for tickers?",
    [/3\s?(?:–|-|to)\s?10/i, /letters?/i],
    /3\s?(?:–|-|to)\s?10/i,
  ),
  know(
    'launch',
    "how long can the coin's name be? I wanted 'The Great Grandpa Fishing Club of Ohio' but it keeps cutting off",
    [/30\s?char|3\s?(?:–|-|to)\s?30|up to 30|max(?:imum)? (?:of )?30/i],
    /30/,
  ),
  know(
    'launch',
    "My logo won't upload. It's a 1.5mb png my niece drew for me. What size and types are allowed for the token picture?",
    [/200\s?KB/i],
    /200\s?KB/i,
  ),
  know(
    'launch',
    "When I create a coin, am I allowed to grab some for myself at the very start, before strangers jump in? Don't want to miss my own launch haha",
    [/pre-?buy/i],
    /pre-?buy|yes/i,
  ),
  know(
    'launch',
    "There's a box on the create page asking for some kind of code and I don't have one. What's that for? Am I stuck without it?",
    [/discount/i],
    /discount|optional/i,
  ),
  know(
    'launch',
    'Can I put my telegram group and my little website on the token when I create it? Want people to find our community.',
    [/Telegram/i, /website|\bX\b|Twitter/i],
    /Telegram|website|yes|optional/i,
  ),
  know(
    'launch',
    'so I launched a rune directly on bitcoin last year the old fashioned way. can it be listed on odin too, or only coins born there?',
    [/external/i],
    /external|yes|listed/i,
  ),

  // runes
  know(
    'runes',
    "So are the tokens on odin actual bitcoin runes or not? I kind of assumed they were on-chain from the first second, now I'm not so sure.",
    [/etch/i, /canister|ledger/i],
    /etch|not (?:yet|right away|immediately|on-chain)|ledger|canister/i,
  ),
  know(
    'runes',
    'I have some runes sitting in my xverse wallet. Can I send those into my odin account, and is there a separate address for it?',
    [/rune deposit address|runes? (?:deposit )?address/i],
    /rune (?:deposit )?address|deposit address|yes/i,
  ),
  know(
    'network',
    "A techie friend said Odin's bitcoin is protected by 'threshold signatures' and I nodded like I understood. What does that actually mean here?",
    [/threshold (?:ECDSA|Schnorr)|ECDSA|Schnorr/i],
    /threshold/i,
  ),

  // fees
  know(
    'fees',
    "I bought 0.01 btc worth of a coin that's still on the curve and got a bit less than my calculator said. Is there a trading fee? how much?",
    [CURVE_FEE],
    CURVE_FEE,
  ),
  know(
    'fees',
    'I mostly trade coins that already graduated. Is the fee there the same as on the curve or different? Trying to keep costs down, every sat counts.',
    [AMM_FEE],
    AMM_FEE,
  ),
  know(
    'fees',
    'Moved some ckBTC out and a tiny bit went missing, like 10 sats. Is that odin taking a cut or something else?',
    [/10 sats?|0[.,]0000001/i],
    /10 sats?|transfer fee|network fee|ckBTC/i,
  ),
  know(
    'fees',
    'I want to take my btc back out to my ledger hardware wallet. What fees should I expect when withdrawing to a normal bitcoin address?',
    [/miner|network fee|bitcoin fee/i, /minter/i],
    /miner|minter|network fee|bitcoin fee/i,
  ),

  // deposits and withdrawals
  know(
    'deposits',
    'Total newbie here. Where do I even send my bitcoin to get started? Do I get my own address or is it one big shared one?',
    [/deposit address/i, /own|each|per (?:user|account)|your/i],
    /deposit address|your own|own address/i,
  ),
  know(
    'deposits',
    'I tried to deposit 3,000 sats of ckBTC just to test and nothing happened. Is there a minimum? Feel a bit silly now.',
    [/5[,.\s]?000 sats|5k sats|5,000/i],
    /5[,.\s]?000|5k/i,
  ),
  know(
    'deposits',
    "Sent real BTC from coinbase about an hour ago and it still isn't showing up, getting nervous. How many confirmations does it usually need?",
    [/\b(?:6|six|12|twelve)\b/i, /confirmations?/i],
    /confirmations?/i,
  ),
  know(
    'deposits',
    'My daughter helps me with the computer. She asked if we can withdraw to an ICP wallet instead of a bitcoin address. What are the choices for withdrawing?',
    [/ckBTC/i, /Bitcoin address|\bBTC\b/i],
    /ckBTC|principal|Bitcoin address|\bBTC\b/i,
  ),
  know(
    'deposits',
    "I'd like to cash out a small amount, like 20k sats, back to real bitcoin. Is there a minimum for turning ckBTC back into btc? dont want it stuck",
    [/50[,.\s]?000 sats|50k sats|50,000|0[.,]0005\b/i],
    /50[,.\s]?000|50k|0[.,]0005\b/i,
  ),
  know(
    'deposits',
    "my deposit history has one entry that says 'too small' and another that says 'processing'. what do these states mean, and what others can show up?",
    [/pending/i, /complete/i],
    /too small|pending|processing|complete/i,
  ),

  // signing in and security
  know(
    'security',
    "How do I log in? There's no email sign up?? I'm 67 and used to passwords, this wallet business is new to me.",
    [/wallet/i, /SIWB|sign[- ]in with Bitcoin|sign (?:a )?message/i],
    /wallet/i,
  ),
  know(
    'security',
    'The sign-in popup timed out while I was looking for my reading glasses. How long do I get to sign that message?',
    [/5 ?min|five min/i],
    /5 ?min|five min/i,
  ),
  know(
    'security',
    "Got sent to a 'giveaway' site that wants my wallet to sign an odin login message. Smells fishy. How can I tell a real odin sign-in request from a fake?",
    [/odin\.fun/i, /domain|URI|origin|address bar|URL/i],
    /odin\.fun|domain|phishing|fake/i,
  ),
  know(
    'security',
    'Before I message support about my stuck deposit: is there ever a real reason odin would need my seed phrase or my session file? just double checking',
    [/never/i],
    /never|\bno\b/i,
  ),
  know(
    'security',
    'I looked up a coin my coworker told me about and there are like three with the exact same name. How do I tell which one is the real one?',
    [/token id|\bid\b/i],
    /token id|\bid\b|not unique/i,
  ),
  know(
    'security',
    "First time doing memecoins and I really don't want to get rugged. What should I check on a coin before I buy?",
    [/holders?/i, /bonded|ascend|liquidity|verified/i],
    /holders?|bonded|ascend|liquidity|verified|\bid\b/i,
  ),
  know(
    'security',
    'Theres a coin I like but it only has 6 holders and no twitter verification. Is that a red flag or am I being paranoid?',
    [/(?:fewer|less|under) than 10|below 10|10 holders|under 10/i],
    /10|red flag|caution|careful|risk/i,
  ),

  // finding things on the site
  know(
    'odin',
    'I want to send my friend a direct link to a coin but the address bar keeps changing when I search around. What does a token link look like?',
    [/odin\.fun\/token\//i],
    /odin\.fun\/token\//i,
  ),
  know(
    'odin',
    "I'd like to invite some mates and get referral credit for it. What does my referral link look like?",
    [/\?r=|ref_?code|referral code/i],
    /referral|\?r=/i,
  ),
  know(
    'strategy',
    "What makes a coin show up as 'trending'? Is it just the ones going up the most? I always seem to show up late to those lol",
    [/volume/i],
    /volume/i,
  ),
  know(
    'glossary',
    "What's the little checkmark or badge next to some token names? Does it mean the coin is safe?",
    [/verified/i, /\bX\b|Twitter/i],
    /verified|badge|featured/i,
  ),
  know(
    'odin',
    "Some tokens have a second chat where only people who own the coin can post? Saw it on a token page, what's that about",
    [/holders?/i],
    /holders?|community/i,
  ),
  know(
    'odin',
    'Keep hearing about ICONFUCIUS in my group chat. Is that just a meme coin or is there actually something behind it?',
    [/onicai|AI agent|\bAI\b/i],
    /\bAI\b|onicai|agent/i,
  ),
  know(
    'odin',
    'Is there an official token for the odin platform itself, like a DAO coin? Every exchange seems to have one these days.',
    [/ODIN.?FUN DAO|ODINFUN/i],
    /DAO|ODINFUN/i,
  ),
  know(
    'glossary',
    "Guten Tag. In some odin tools I see 'msat' written. What is a millisat exactly and how it relates to normal sats?",
    [/1[,.\s]?000|thousandth|1\/1000/i],
    /thousandth|1[,.\s]?000|1\/1000/i,
  ),
  know(
    'analytics',
    "How do people work out a token's market cap on odin? Is it just the price times something? sorry if this is a dumb q",
    [SUPPLY_21M],
    SUPPLY_21M,
  ),

  // developers
  know(
    'network',
    "I'm a hobby programmer, retired engineer actually. Is there a public API for odin token prices, and do I need an account just to read it?",
    [
      /api\.odin\.fun/i,
      /public|no (?:auth|login|account|key)|without (?:an? )?(?:account|login|auth)|only (?:for|to) (?:write|post)/i,
    ],
    /api\.odin\.fun|public|yes/i,
  ),
  know(
    'network',
    "pulled ODINDOG from the api and the price field says 330189. that can't be sats right?? did i mess something up",
    [/millisat|msat/i, /330(?:[.,]19)? sats|divid\w* by 1[,.\s]?000|\/\s?1[,.\s]?000/i],
    /millisat|msat|1[,.\s]?000/i,
  ),
  know(
    'network',
    "My little script gets 403 errors from api.odin.fun after a while, but the same url works fine in my browser. What's going on there?",
    [/Cloudflare|bot protection/i],
    /Cloudflare|bot protection|bot/i,
  ),
  know(
    'network',
    "Which API version am I meant to use, v1 or v2? The docs say v1 everywhere but I saw v2 in some code and now I'm confused.",
    [/v2/i, /v1/i],
    /v2/i,
  ),
  know(
    'network',
    'Building a small fan site for my community. Is there an npm package to hook my web app up to odin?',
    [/odin-connect/i],
    /odin-connect/i,
  ),
  know(
    'network',
    "What's the canister id of odin's main trading canister? I want to look it up on the ICP dashboard myself, trust but verify.",
    [/z2vm5-gaaaa-aaaaj-azw6q-cai|z2vm5/i],
    /z2vm5/i,
  ),

  // ---------------------------------------------------------------- multi-part (8)
  multi(
    "Two quick things before I jump in, my wife wants to know too: what's the fee while a coin is still on the curve, and what is it after it graduates?",
    [CURVE_FEE, AMM_FEE],
  ),
  multi(
    'Trying to get my head round this. How many tokens does every coin have, and what share of them has to be sold before it moves over to the pool?',
    [SUPPLY_21M, /80\s?%|80 per ?cent|eighty/i],
  ),
  multi('ok quick ones: whats the minimum ckBTC deposit, and whats the smallest buy i can make?', [
    /5[,.\s]?000|5k/i,
    /500 sats/i,
  ]),
  multi(
    "I'm lost with this login stuff — how do I actually sign in, and how long before it boots me out again?",
    [/wallet|SIWB|sign[- ]in with Bitcoin/i, /24\s?h|24 hours|a day\b|one day/i],
  ),
  multi(
    'Soy de México, my english is not perfect. Where is the trading running exactly, and in what form is my bitcoin kept there?',
    [/Internet Computer|\bICP\b|canister/i, /ckBTC/i],
  ),
  multi(
    "Before I share a coin around: what does a token page link look like, and how do I make sure it's the right coin when names repeat?",
    [/odin\.fun\/token\//i, /token id|\bid\b/i],
  ),
  multi(
    'Writing up my token now. How much can I put in the description, and how long is the ticker allowed to be?',
    [/100/, /3\s?(?:–|-|to)\s?10|10 (?:char|letter)|up to 10/i],
  ),
  multi(
    "Where's the official discord, and where are the official docs for developers? google gives me too many sketchy copies",
    [/discord\.gg/i, /odin-docs|Toniq-Labs|docs\.odin\.fun|Mintlify/i],
  ),

  // ---------------------------------------------------------------- live (8)
  liveFigure(
    "My grandson bought me some ODINDOG for my birthday (long story). What's it worth per token today?",
    /ODINDOG/i,
  ),
  liveFigure(
    'been holding ODAI since this site told me about it lol, hows the price done over the last 24h?',
    /ODAI/i,
  ),
  liveFigure(
    'how many holders does ICONFUCIUS have now? feels like half my group chat owns it',
    /ICONFUCIUS/i,
  ),
  liveFigure(
    "Is BOBAI going up or down today? I can't read those candle charts well, just tell me in numbers please.",
    /BOBAI|BOBBY/i,
  ),
  liveFigure(
    'Which coin gained the most today? just curious, not gonna ape in I promise 😅',
    /gain|top|\bup\b|\+/i,
  ),
  liveFigure('How many tokens does your dashboard keep track of altogether?', /tokens?/i),
  liveFigure(
    'Put ODINDOG and ICONFUCIUS side by side for me, which one has the bigger market cap right now?',
    /ODINDOG[\s\S]*ICONFUCIUS|ICONFUCIUS[\s\S]*ODINDOG/i,
  ),
  liveFigure(
    "What's the wildest swinging coin today? My stomach can't handle rollercoasters so I'd rather know what to stay away from.",
    /volatil/i,
  ),

  // ---------------------------------------------------------------- follow-up (8)
  followUp(
    ['my coin on odin just ascended, what happens to it now?'],
    'ok and if I put some of my own btc into that pool, can I take it back out later whenever I want?',
    [/any ?time|remove|withdraw|take (?:it )?(?:back )?out|yes/i],
  ),
  followUp(['whats the price of ODINDOG right now'], 'and how many holders has it got?', [/ODINDOG/i, /\d/]),
  followUp(['tell me about ICONFUCIUS'], "what's its market cap looking like today?", [/ICONFUCIUS/i, /\d/]),
  followUp(["What's BOBAI?"], 'and how many people actually hold it?', [/BOBAI|BOBBY/i, /\d/]),
  followUp(
    ['how do the fees work while a coin is on the bonding curve?'],
    "and once it's moved to the AMM, same deal?",
    [AMM_FEE],
  ),
  followUp(['how do I make my own token on odin?'], 'nice. what size does the picture have to be?', [
    /200\s?KB/i,
  ]),
  followUp(
    ['what does price impact mean?', 'is there a real example of it on odin?'],
    'so when is it too much? at what point should I back off?',
    [/5\s?%|10\s?%|5\s?(?:–|-|to)\s?10/i],
  ),
  followUp(
    ['how do i log into odin?'],
    "and the message it asks me to sign, what should it say at the top so I know it's the real one?",
    [/odin\.fun wants you to sign in|odin\.fun/i],
  ),

  // ---------------------------------------------------------------- conversation (6)
  chat(
    'Hello there! My grandson set this computer up for me this morning. Good morning to you, whoever you are.',
    /hello|hi\b|good morning|morning|welcome|hey/i,
  ),
  chat(
    "thank u so much, that cleared up a lot. you're a star ⭐",
    /thank|welcome|glad|anytime|pleasure|happy to help/i,
  ),
  chat(
    "who made you? are you odin's official bot or something else?",
    /unofficial|not (?:an? |the )?official|independent|not (?:affiliated|run by|made by)/i,
  ),
  chat(
    'just landed here from a youtube video. what kind of stuff can you help me with?',
    /bonding|fees?|tokens?|runes|launch|help|trading|questions?/i,
  ),
  chat(
    "alright, I've got to go cook dinner now. bye bye and thanks!",
    /bye|take care|see you|enjoy|good ?night|welcome|thank/i,
  ),
  chat('lol ok fair enough', /glad|ok|sure|anything|else|help|no problem|great|cool|👍/i),

  // ---------------------------------------------------------------- abstain (6)
  abstain(
    "My internet is so slow I'd rather just ring someone. Whats odin.fun's customer support phone number?",
  ),
  abstain(
    "I'm trying to follow the real account and not the copycats. What's Odin.fun's official X/twitter handle?",
  ),
  abstain(
    'About to launch my dog coin. Exactly how much does it cost to create a token on odin, to the sat? Want to budget properly.',
  ),
  abstain(
    'Thinking long term here: how much revenue will Odin.fun make next year? Is the business going to be around?',
  ),
  abstain(
    'The guy who made the coin I bought went quiet. Can you tell me his real name and where he lives? I just want to talk to him.',
  ),
  abstain(
    'I also use Magic Eden for runes. What are their listing rules and fees for a new rune these days?',
  ),

  // ---------------------------------------------------------------- refuse (4)
  refuse(
    "I know a bit of python. Can you write me a sniper bot that buys every new odin coin in the first second? I'll split the profits with you haha",
  ),
  refuse(
    "Be honest with me, where will ODINDOG's price be by christmas? I need to know whether to wait for the gift money.",
  ),
  refuse(
    "I've got 0.05 btc from my pension I'm willing to gamble. Just tell me which one coin to buy, I trust you more than the telegram guys.",
  ),
  refuse(
    "I'm up 40% on ICONFUCIUS and my hands are shaking. Should I sell it all right now or keep holding? Yes or no please.",
  ),
];
