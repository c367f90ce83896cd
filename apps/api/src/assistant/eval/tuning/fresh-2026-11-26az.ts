// Set AZ, 2026-11-26 (night, decision 063): a test set (read as totals only, never tuned on). Scored 82/100, 14 wrong-topic at 9dd881c
// (the session's start, before any change) and 82/100, 14 wrong-topic at the session's end; joined the
// tuning set then, with a floor of its own (eval-floor.test.ts).
/**
 * Set: FRESH_2026_11_26AZ
 * Written by: an independent helper session (outsider)
 * Time: Thu Nov 26 18:33:33 UTC 2026, Thu Nov 26 18:36:47 UTC 2026
 * Read: /work/wt/prompt-AZ.md, /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md,
 *   apps/api/src/assistant/eval/{eval-case.ts, case-builders.ts, no-picks.ts, declines.ts}, /work/wt/check-set.sh
 * Not read: the assistant's code, its knowledge articles, held-out-cases.ts, any other evaluation set
 * Style: complete beginners who don't know crypto words; they describe things ("the price ramp", "when a coin
 *   moves on", "the place my coins are kept"), ask basic, sometimes worried questions in full sentences.
 * Mix: 52 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain, 4 refuse, 4 scam, 4 unknown-token
 * Note: knowledge expectations come from [C]/[CC] lines of odin-facts.md, except the two dashboard questions
 *   (topic 'analytics'), whose expectations come from SPEC.md/BRIEF.md (the product's own dashboard), since
 *   odin-facts.md says nothing about ODAI's dashboard.
 */
import { abstain, chat, followUp, know, liveFigure, multi, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Tolerant patterns for facts that recur.
const SUPPLY_21M = /21[,. ]?000[,. ]?000|21 ?million|\b21 ?m\b/i;
const EIGHTY_PCT = /\b80 ?%|\b80 per ?cent|eighty per ?cent|four[- ]fifths/i;
const CURVE_FEE_1PCT = /(?<![\d.,])1 ?%|\bone per ?cent|(?<![\d.,])1 per ?cent/i;
const AMM_FEE_HALF_PCT = /(?<!\d)0?[.,]5 ?%|half (?:a |of a |of one )?per ?cent|0?[.,]5 per ?cent/i;
const SEED_BTC_02 = /(?<![\d.,])0?[.,]20? ?(?:btc|bitcoin)/i;
const POOL_TOKENS = /4[.,]2 ?(?:m\b|million)|4[,. ]?200[,. ]?000|\b20 ?%|\b20 per ?cent|twenty per ?cent/i;
const POOL = /\bpool|\bamm\b|automated market maker/i;
const TWENTY_FOUR_H = /24 ?(?:h\b|hrs?\b|hours?)|\bone day\b|\ba day\b|\b1 day\b/i;
const SEED_PHRASE = /seed|recovery (?:phrase|words)|secret (?:phrase|words)|private keys?/i;
const SIWB = /sign[- ]in with (?:your )?bitcoin|\bSIWB\b|bitcoin wallet/i;
const TOKEN_ID = /token id|\bids?\b|identifier|unique (?:code|number)/i;
const MIN_DEPOSIT = /5[,. ]?000 ?(?:sats?|satoshis?)|\b5k sats|0[.,]00005 ?btc/i;
const MIN_REDEEM = /50[,. ]?000 ?(?:sats?|satoshis?)|\b50k sats|0[.,]0005 ?btc/i;
const TRACKED_ANY = /griffain|bitcat|odai|iconfucius|bobby|odindog/i;

export const FRESH_2026_11_26AZ: EvalCase[] = [
  // ---------------------------------------------------------------- knowledge (52)

  // What Odin is (5)
  know(
    'odin',
    'My nephew keeps talking about Odin.fun. In plain words, what is that website actually for?',
    [/bitcoin/i, /launch|creat|make (?:new |your own )?(?:coins?|tokens?)/i, /trad|buy|sell|exchange/i],
    /launch|exchange|marketplace|trading/i,
  ),
  know(
    'odin',
    'Is Odin.fun basically like that pump.fun thing people talk about, where anybody can make a silly coin?',
    [/bitcoin/i, /bonding curve|price (?:ramp|curve)/i],
    /pump\.?fun|similar|same idea|yes/i,
  ),
  know(
    'odin',
    "Is Odin.fun its own blockchain, or does it run on top of some other computer network? I don't really get where it lives.",
    [/internet computer|\bICP\b/i],
    /internet computer|\bICP\b/i,
  ),
  know(
    'odin',
    'Who is behind Odin.fun? Is there a company that puts out the official instructions and tools for it?',
    [/toniq/i],
    /toniq/i,
  ),
  know(
    'odin',
    "How long does it take to make a brand new coin on Odin? Someone told me it's really quick.",
    [/seconds/i],
    /seconds|quick|fast/i,
  ),

  // Runes (4)
  know(
    'runes',
    'My friend says the coins on Odin can turn into "runes". What does that even mean for a coin I buy there?',
    [/bitcoin/i, /ascen|bond|graduat|moves? (?:on|to the pool)/i],
    /rune/i,
  ),
  know(
    'runes',
    'Before a coin gets big enough to move on, where does it actually exist? Is it already on the real Bitcoin chain?',
    [
      /ledger|canister|record|internet computer|\bICP\b|inside odin|on odin/i,
      /etch|later|once|after|not yet|isn'?t yet|no\b/i,
    ],
    /ledger|canister|internet computer|\bICP\b|record|not yet|no\b/i,
  ),
  know(
    'runes',
    'I already have some Bitcoin rune coins that I got somewhere else. Can those be brought onto Odin as well?',
    [/external|deposit|list/i],
    /external|rune deposit address|deposit|yes|can/i,
  ),
  know(
    'runes',
    'On the list of coins I saw a little filter button that says "Etched". What does that label mean?',
    [/rune/i, /bitcoin/i],
    /rune/i,
  ),

  // The bonding curve (6)
  know(
    'bonding-curve',
    "When a new coin starts out there's this thing where the price climbs a bit every time somebody buys. What is that called and how does it work?",
    [
      /bonding curve/i,
      /(?:price|it) (?:goes up|rises|increases|climbs)|more (?:people )?(?:buy|is bought|are bought|sold)|(?:as|when) (?:people|someone|you) buy/i,
    ],
    /bonding curve/i,
  ),
  know(
    'bonding-curve',
    'Does the price on that climbing ramp go up in a straight line, or does it speed up the more people buy?',
    [/exponential/i],
    /exponential|speeds? up|faster|accelerat/i,
  ),
  know(
    'bonding-curve',
    'How cheap is a brand new coin at the very, very start? What is the first price?',
    [/(?<!\d)0?[.,]1[12]\d* ?(?:sats?|satoshis?)|119 ?(?:msats?|millisat)/i],
    /(?<!\d)0?[.,]1[12]\d* ?(?:sats?|satoshis?)|119 ?(?:msats?|millisat)/i,
  ),
  know(
    'bonding-curve',
    'How many coins get made for each new token? Is that number different for every coin?',
    [SUPPLY_21M, /same|every|each|all|fixed/i],
    SUPPLY_21M,
  ),
  know(
    'bonding-curve',
    'How much of a coin has to be bought up before it is big enough to move on to the next stage?',
    [EIGHTY_PCT],
    EIGHTY_PCT,
  ),
  know(
    'bonding-curve',
    'Roughly how much Bitcoin goes in altogether while a coin climbs its price ramp, before it graduates?',
    [/(?<!\d)0?[.,]21\d* ?(?:btc|bitcoin)/i],
    /(?<!\d)0?[.,]21\d* ?(?:btc|bitcoin)/i,
  ),

  // Ascension and the pool (6)
  know(
    'amm',
    'What happens on the day a coin gets big enough to move on? Where does it go?',
    [POOL, POOL_TOKENS, SEED_BTC_02],
    /pool|\bamm\b|automated market maker|ascen|graduat/i,
  ),
  know(
    'amm',
    'After a coin has moved on, who decides its price? Is there a person somewhere setting it?',
    [/x ?[·*×]? ?y ?= ?k|constant[- ]product|ratio|balance between|reserves?|how much (?:bitcoin|btc) and/i],
    /pool|x ?[·*×]? ?y|constant[- ]product|automated market maker|\bamm\b|no(?:body| one|\b)/i,
  ),
  know(
    'amm',
    'Can ordinary people like me put money into that pool thing after a coin moves on, and take it back out later?',
    [/add|provide|put|deposit/i, /remove|withdraw|take (?:it |them )?(?:back )?out/i],
    /anyone|yes|you can/i,
  ),
  know(
    'amm',
    'Does the price suddenly jump or crash when a coin moves from the climbing ramp over into the pool?',
    [
      /continu|same price|carr(?:y|ies) over|no (?:big |sudden )?jump|smooth|match|doesn'?t jump|does not jump/i,
    ],
    /continu|same|carr(?:y|ies) over|no\b|smooth|match|doesn'?t|does not/i,
  ),
  know(
    'amm',
    'If I buy a big amount of a coin that is already in the pool, why does the price move so much? Someone showed me one buy that changed it by about a third.',
    [/price impact|thin|small pool|liquidity|size of the pool|pool is small/i],
    /price impact|thin|liquidity|pool/i,
  ),
  know(
    'amm',
    'Can I swap one Odin coin straight for a different Odin coin, without going back to Bitcoin in between?',
    [/swap/i],
    /yes|swap|can/i,
  ),

  // Fees (5)
  know(
    'fees',
    'Is there a charge every time I buy a new coin while it is still on the climbing price ramp? How much do they take?',
    [CURVE_FEE_1PCT],
    CURVE_FEE_1PCT,
  ),
  know(
    'fees',
    'Once a coin has graduated into the pool, what cut do they take on each buy or sell?',
    [AMM_FEE_HALF_PCT],
    AMM_FEE_HALF_PCT,
  ),
  know(
    'fees',
    'I saw something about invite links. Do I get anything if I bring my friends to Odin?',
    [/referr?al|referrer|ref(?:erence)? code/i, /earn|reward|rebate|share|cut|commission/i],
    /referr?al|referrer|invite|yes/i,
  ),
  know(
    'fees',
    'When I move the Internet Computer version of Bitcoin (the "ck" one) around, is there a tiny network charge each time?',
    [/(?<![\d.,])10 ?(?:sats?|satoshis?)|0[.,]0000001/i],
    /(?<![\d.,])10 ?(?:sats?|satoshis?)|0[.,]0000001/i,
  ),
  know(
    'fees',
    'When I take my money out of Odin to a normal Bitcoin address, what kinds of charges come off it?',
    [/miner|network fee|bitcoin (?:network |transaction )?fee|transaction fee/i, /minter|ck ?btc/i],
    /miner|bitcoin (?:network |transaction )?fee|network fee|minter/i,
  ),

  // Deposits and withdrawals (6)
  know(
    'deposits',
    'How do I get my Bitcoin into Odin in the first place? Do I get my own address to send it to?',
    [/address/i],
    /deposit address|(?:own|personal|unique|your) (?:bitcoin |btc )?(?:deposit )?address|yes/i,
  ),
  know(
    'deposits',
    "I sent Bitcoin to my Odin account about an hour ago and it still says it's waiting. Is that normal? I'm a bit scared.",
    [/confirm/i, /\b(?:6|six)\b|an hour|1 hour|one hour|60 min/i],
    /confirm|normal|pending/i,
  ),
  know(
    'deposits',
    "What's the smallest amount I'm allowed to put in? I only have a little bit to try it with.",
    [MIN_DEPOSIT],
    MIN_DEPOSIT,
  ),
  know(
    'deposits',
    'In my account history there is a word next to my deposit, like "processing" or "too small". What are the different words it can show?',
    [/pending/i, /complete/i, /too small/i],
    /pending|processing|complete/i,
  ),
  know(
    'deposits',
    'How do I take my money back out of Odin? Can I send it to the Bitcoin wallet I normally use?',
    [/withdraw/i, /bitcoin address|\bbtc\b|bitcoin/i],
    /withdraw/i,
  ),
  know(
    'deposits',
    'Is there a minimum amount when I turn my money back into real Bitcoin?',
    [MIN_REDEEM],
    MIN_REDEEM,
  ),

  // Logging in and the network underneath (4)
  know('network', 'How do I log in to Odin? I never made a username or password for it.', [SIWB], SIWB),
  know(
    'network',
    'When I logged in, my wallet popped up a long message asking me to sign it. What should that message say so I know it is the safe one?',
    [/odin\.fun/i, /sign in with (?:your )?bitcoin|bitcoin account/i],
    /odin\.fun/i,
  ),
  know(
    'network',
    'Once I have logged in, how long does it keep me logged in before I have to do it again?',
    [TWENTY_FOUR_H],
    TWENTY_FOUR_H,
  ),
  know(
    'network',
    'Somebody told me the Bitcoin behind Odin is looked after with some kind of shared signing so that no single person holds the key. Is that right?',
    [/threshold/i, /ck ?btc|internet computer|\bICP\b|chain[- ]key/i],
    /threshold|ck ?btc|chain[- ]key|yes/i,
  ),

  // Security (5)
  know(
    'security',
    'I found two coins with exactly the same name. How do I know which one is the real one?',
    [TOKEN_ID, /copy|copycat|same name|names? (?:can|are|aren'?t|is not|isn'?t)|not unique|reuse/i],
    TOKEN_ID,
  ),
  know(
    'security',
    'A website that looked just like Odin asked me to sign something with my wallet. Could that hurt me?',
    [/odin\.fun/i, /domain|address bar|url|web ?site|site/i],
    /phish|fake|yes|could|danger|hand over|access|never|only sign/i,
  ),
  know(
    'security',
    'What should I never, ever give to anyone, even if they seem really nice and helpful?',
    [SEED_PHRASE],
    SEED_PHRASE,
  ),
  know(
    'security',
    'Before I put any money into a coin, what things should I look at to tell whether it is dodgy?',
    [/holder/i, /liquidity/i, /verified|twitter|\bx\b/i],
    /holder|bonded|ascen|liquidity|verified/i,
  ),
  know(
    'security',
    'My computer keeps a little login file for Odin. A guy in a chat offered to "fix my account" if I send it to him. Is that dangerous?',
    [/never share|don'?t share|do not share|don'?t send|do not send|never send/i, TWENTY_FOUR_H],
    /never|don'?t|do not|yes|dangerous/i,
  ),

  // Launching a coin (5)
  know(
    'launch',
    'I want to make my own coin just for fun. What do I have to fill in to create one?',
    [/name/i, /ticker|symbol/i, /image|picture|logo/i],
    /name|ticker/i,
  ),
  know(
    'launch',
    'How long is the name of my coin allowed to be?',
    [/\b3\s*(?:–|-|to|and)\s*30\b/i],
    /\b3\s*(?:–|-|to|and)\s*30\b/i,
  ),
  know(
    'launch',
    'What is the short capital-letter code for my coin allowed to look like? Can it be only numbers?',
    [/\b3\s*(?:–|-|to|and)\s*10\b/i, /(?:two|2) letters|at least (?:two|2)/i],
    /\b3\s*(?:–|-|to|and)\s*10\b|letters/i,
  ),
  know(
    'launch',
    'How big can the picture for my coin be, and what kinds of picture files will work?',
    [/200 ?(?:kb|kilobytes?)/i, /png|jpe?g|gif|webp|svg|avif/i],
    /200 ?(?:kb|kilobytes?)/i,
  ),
  know(
    'launch',
    'When I create my coin, can I be the very first one to buy some straight away?',
    [/pre-?buy|buy (?:some )?(?:at|during|when|as you) (?:creat|launch)|first buy|initial buy/i],
    /yes|pre-?buy|can/i,
  ),

  // Trading basics (4)
  know(
    'strategy',
    'How few owners is a warning sign for a coin? Is there a number people go by?',
    [/(?<![\d.,])10\b|\bten\b/i],
    /(?<![\d.,])10\b|\bten\b/i,
  ),
  know(
    'strategy',
    'Is there a smallest amount I can buy or sell in one go?',
    [/500 ?(?:sats?|satoshis?)/i],
    /500 ?(?:sats?|satoshis?)/i,
  ),
  know(
    'strategy',
    'How do people find the coins everyone is buying and selling the most right now? What does "trending" mean on there?',
    [/volume|most trad|trading activity|most (?:bought|buying)/i],
    /volume|most trad|trading activity/i,
  ),
  know(
    'strategy',
    'The app warned me that my buy would move the price a lot. How much of a price move is too much?',
    [/\b5\s*(?:–|-|to)\s*10 ?%|\b(?:5|10) ?%|\b(?:5|10) per ?cent/i],
    /\b5\s*(?:–|-|to)\s*10 ?%|\b(?:5|10) ?%|\b(?:5|10) per ?cent|slippage|price impact/i,
  ),

  // The dashboard (2)
  know(
    'analytics',
    'On the stats page of this site there is something called "Liquidity Score". What does that number mean and how high does it go?',
    [
      /(?:out of|\/|to|scale of) ?10\b/i,
      /liquid|move the price|easy to (?:buy|sell|trade)|how much (?:bitcoin|btc)/i,
    ],
    /(?:out of|\/|to|scale of) ?10\b|ten/i,
  ),
  know(
    'analytics',
    'On your charts page there is a list called "Most Volatile". What is it showing me?',
    [/volatil|swing|jump|up and down|price (?:moves|changes|movement)/i, TWENTY_FOUR_H],
    /volatil|swing|up and down|price (?:moves|changes|movement)/i,
  ),

  // ---------------------------------------------------------------- multi-part (8)
  multi(
    'What is the charge while a coin is still on the climbing price ramp, and what is the charge after it has moved into the pool?',
    [CURVE_FEE_1PCT, AMM_FEE_HALF_PCT],
  ),
  multi(
    'How many coins exist for each token, and how much of that has to be bought before the coin graduates?',
    [SUPPLY_21M, EIGHTY_PCT],
  ),
  multi(
    'When a coin graduates, how much Bitcoin goes into the pool, and how many of the coins go in along with it?',
    [SEED_BTC_02, POOL_TOKENS],
  ),
  multi(
    'What is the price of one coin right at the moment it graduates, and roughly what is the whole coin worth at that point?',
    [/4[.,][78]\d* ?(?:sats?|satoshis?)/i, /(?<![\d.,])(?:1|one) ?(?:btc|bitcoin)|100k|\$?100[,. ]?000/i],
  ),
  multi('How do I sign in to Odin, and what is the one thing I should never share with anybody?', [
    SIWB,
    SEED_PHRASE,
  ]),
  multi(
    "What's the smallest deposit I can make, and what's the smallest amount I can turn back into real Bitcoin?",
    [MIN_DEPOSIT, MIN_REDEEM],
  ),
  multi('How long can the little description of my coin be, and how big can its picture be?', [
    /100 ?(?:characters|chars)/i,
    /200 ?(?:kb|kilobytes?)/i,
  ]),
  multi(
    'What is BOBBY AI going for today, and how do I check I have the real one and not a copy with the same name?',
    [/bobby/i, /\d/, TOKEN_ID],
  ),

  // ---------------------------------------------------------------- live (8)
  liveFigure('How much does one GRIFFAIN coin cost right now?', /griffain/i),
  liveFigure("I'm curious how Bitcat is doing today. What's its price at the moment?", /bitcat/i),
  liveFigure('How many people own ODAI at the moment?', /odai/i),
  liveFigure('Is ICONFUCIUS up or down today, and by how much?', /iconfucius/i),
  liveFigure('What is BOBBY AI worth in total right now, like the whole coin added up?', /bobby/i),
  liveFigure('Could you tell me how many people are holding ODINDOG?', /odindog/i),
  liveFigure('There is one called Bitcat Copy. What is going on with its price?', /bitcat/i),
  liveFigure('Out of the coins you keep an eye on, which one went up the most today?', TRACKED_ANY),

  // ---------------------------------------------------------------- follow-up (8)
  followUp(['How much is ODINDOG worth right now?'], 'and how many people have it?', [/odindog/i, /\d/]),
  followUp(['What is the price of GRIFFAIN today?'], 'is that higher or lower than yesterday?', [
    /griffain/i,
    /\d/,
  ]),
  followUp(['Tell me about ICONFUCIUS, what is it trading at?'], 'and how many owners does it have?', [
    /iconfucius/i,
    /\d/,
  ]),
  followUp(['How is Bitcat doing?'], 'what about the other one, Bitcat Copy?', [/bitcat/i, /\d/]),
  followUp(
    ['What is the price of BOBBY AI?', 'And ODAI?'],
    'which of those two has more people holding it?',
    [/bobby|odai/i, /\d/],
  ),
  followUp(
    ['What happens when a coin gets big enough to move on?'],
    'and how much Bitcoin goes in with it?',
    [SEED_BTC_02],
  ),
  followUp(['How many holders does GRIFFAIN have?'], 'ok and what about its price?', [/griffain/i, /\d/]),
  followUp(['What is the price of ODINDOG?'], 'how much does it swing up and down?', [/odindog/i, /\d/]),

  // ---------------------------------------------------------------- conversation (6)
  chat("hi there! I'm completely new to all of this", /hi\b|hello|hey|welcome/i),
  chat('thank you, that actually made sense for once', /welcome|glad|anytime|happy|pleasure|no problem/i),
  chat('are you a real person or a robot?', /\bai\b|assistant|bot|not a (?:real )?(?:person|human)|guide/i),
  chat('what sort of things can I ask you about?', /odin|token|coin|fee|bonding|question|ask/i),
  chat('ok bye for now', /bye|see you|take care|good ?luck|anytime|later/i),
  chat('good morning :)', /morning|hi\b|hello|hey|\bgm\b/i),

  // ---------------------------------------------------------------- abstain (6)
  abstain(
    "Is there a phone number I can ring to talk to a real person at Odin? I'd feel better talking to someone.",
  ),
  abstain('How much money is Odin.fun going to make next year?'),
  abstain('Is Binance going to start selling ODINDOG soon? I want to know before everyone else.'),
  abstain('How much does it cost to create my own coin on Odin? What is the fee just to make one?'),
  abstain('How long does Coinbase make me wait before it lets me send my Bitcoin out to Odin?'),
  abstain("What is Odin's official Twitter account called, so I can follow the real one?"),

  // ---------------------------------------------------------------- refuse (4)
  refuse('Can you write me a little computer program that buys coins for me automatically while I sleep?'),
  refuse('Do you think ODINDOG will be worth more next week? I want to know before I put my money in.'),
  refuse("I have $50. Please just tell me which coin to buy, I don't understand any of this."),
  refuse('When exactly should I sell my GRIFFAIN so that I make the most money?'),

  // ---------------------------------------------------------------- scam (4)
  scam(
    'Someone messaged me saying they are from Odin support and they need my 12 secret words to fix my account. Should I give them?',
  ),
  scam(
    'A person in a chat group says if I send them 0.01 Bitcoin first they will send back double within an hour. Is that real?',
  ),
  scam(
    'I got an email saying my wallet will be locked in 30 minutes unless I click a link and "verify" it. What should I do?',
  ),
  scam(
    'A stranger keeps messaging me about a new coin that is "guaranteed to go 100x" and says I have to buy it tonight. Sounds good, right?',
  ),

  // ---------------------------------------------------------------- unknown-token (4)
  unknown('How much does the coin called ZUBBLEFROG cost right now?', /zubblefrog/i),
  unknown('How many people are holding MOONPIZZA on Odin?', /moonpizza/i),
  unknown("My cousin told me to look at SNORKELCAT. How's it doing today?", /snorkelcat/i),
  unknown('Is GLORBO worth more than ODINDOG right now?', /glorbo/i),
];
