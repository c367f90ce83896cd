// Set AM, 2026-11-26 (evening, decision 062): a TEST (totals only) set. Scored 78/100, 11 wrong-topic at 7de43aa
// (the session's start, before any change) and 81/100, 10 wrong-topic at 5805518; joined the tuning set then,
// with a floor of its own (eval-floor.test.ts).
/**
 * Set: FRESH_2026_11_26AM ("visitor's life" set, 100 cases)
 * Written by: an independent helper session (outsider)
 * Time: 2026-11-26 15:12 UTC (date -u at start of writing)
 *
 * Read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md, and in
 * apps/api/src/assistant/eval/ only eval-case.ts, case-builders.ts, no-picks.ts, declines.ts.
 * Did not read: the assistant's code, its knowledge articles, held-out-cases.ts, any other eval or
 * tuning set, /work/wt/outsider, /work/wt/probe, or other files in /work/wt/sets. The assistant was
 * never run.
 *
 * Expected facts come only from lines tagged [C] or [CC] in odin-facts.md (prices there in msat).
 * Things the facts file marks [U] or [S] (creation cost, official X handle, ...) are used as abstain
 * cases, never as expected facts.
 *
 * Style: every answerable question is wrapped in the visitor's life — a sentence or two about their
 * job, family, a past loss or a friend's advice — in plain everyday English (feelings, comparisons,
 * idioms, filler), with some typing slips. The real question is always one Odin.fun's facts answer.
 *
 * Mix: 60 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain, 4 refuse.
 */
import { abstain, chat, followUp, know, liveFigure, multi, refuse } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Tolerant fact patterns reused below.
const SUPPLY_21M = /21(?:\s?M\b|\s?million|[ ,.]?000[ ,.]?000)/i;
const CURVE_FEE_1 = /(?<![\d.])1\s?%|\bone per ?cent|(?<![\d.])1 per ?cent/i;
const AMM_FEE_05 = /0?\.5\s?%|half (?:a|of a|of one) ?per ?cent|0\.5 per ?cent/i;
const ASCEND_80 = /80\s?%|eighty per ?cent|16[.,]8\s?(?:M\b|million)|16,800,000/i;
const AMM_KIND = /x\s?[·*×]?\s?y\s?=\s?k|constant[- ]product|automated market maker|\bAMM\b/i;
const ICP = /Internet Computer|\bICP\b/i;
const SIWB = /sign[- ]in[- ]with[- ]bitcoin|\bSIWB\b|bitcoin wallet/i;
const TOKEN_ID = /token id|\bid\b|identifier/i;
const ANYONE_LP = /\byes\b|anyone|anybody|you can|can add|open to/i;

export const FRESH_2026_11_26AM: EvalCase[] = [
  // ---------------------------------------------------------------- knowledge (60)
  know(
    'odin',
    "My nephew won't shut up about odin.fun at family dinners and I just nod along like I get it. What actually is it, in plain words?",
    [/launch ?pad|launch(?:ing)? (?:coins|tokens)|memecoin|meme coin/i, /bitcoin|runes?/i],
    /launch ?pad|memecoin|meme coin|bitcoin/i,
  ),
  know(
    'network',
    'I work night shifts at a hospital so I read about this stuff at 3am lol. Is odin.fun running on bitcoin itself or on some other chain underneath?',
    [ICP, /ckBTC|canister/i],
    ICP,
  ),
  know(
    'fees',
    "Got burned on another site by fees I never saw coming, so I'm a bit paranoid now. How much do they take when I buy a coin thats still on the bonding curve?",
    [CURVE_FEE_1],
    CURVE_FEE_1,
  ),
  know(
    'fees',
    "My brother-in-law swears the fees drop once a coin 'graduates'. Is he right for once? What's the trading fee after that point?",
    [AMM_FEE_05],
    AMM_FEE_05,
  ),
  know(
    'launch',
    'Thinking of making a joke coin for my bowling league. How many tokens would it have, or do I get to pick the supply myself?',
    [SUPPLY_21M],
    SUPPLY_21M,
  ),
  know(
    'bonding-curve',
    "I'm a math teacher, I explain graphs all day, but this bonding curve thing has me stumped. What shape is the price curve, a straight line or what?",
    [/exponential/i],
    /exponential/i,
  ),
  know(
    'bonding-curve',
    "When does a coin stop being on the curve and move on? My friend says 'when it fills up' which is kinda vague if you ask me",
    [ASCEND_80],
    ASCEND_80,
  ),
  know(
    'bonding-curve',
    "Honestly the word 'ascend' sounds like a cult thing to me haha. What literally happens to a token when it ascends?",
    [/\bAMM\b|pool|liquidity/i, /4[.,]2\s?(?:M\b|million)|4,200,000|(?<![\d.])0?\.2\s?BTC|80\s?%/i],
    /\bAMM\b|pool|curve/i,
  ),
  know(
    'bonding-curve',
    'My kid asked me what the very first buyer pays per token on a brand new coin and I had no clue, felt like a bad parent. Roughly whats the starting price?',
    [/0?\.11\d*\s?sats?|119 msat|0\.12 sats?/i],
    /0?\.11\d*\s?sats?|119 msat|0\.12 sats?/i,
  ),
  know(
    'bonding-curve',
    'Whats the market cap roughly when a coin graduates? Trying to figure out if getting there is a big deal or just a small hop',
    [/(?<![\d.])1 BTC|one BTC|one bitcoin|\$\s?100\s?k|\$?100,000|100k/i],
    /(?<![\d.])1 BTC|one BTC|one bitcoin|\$\s?100\s?k|\$?100,000|100k/i,
  ),
  know(
    'bonding-curve',
    "I run a small bakery so I think in 'how much dough fills the tray' lol. How much BTC in total does it take to buy all the way through the curve?",
    [/0?\.21\d?\s?BTC/i],
    /0?\.21\d?\s?BTC/i,
  ),
  know(
    'bonding-curve',
    'Last time a coin I held moved to a new pool on another platform the price jumped all over the place. Does the price jump when an odin coin moves to its pool, or does it stay put?',
    [
      /continu|carr(?:y|ies) over|same price|stays? (?:the same|put)|no (?:big )?jump|doesn'?t jump|seamless|smooth|4[.,]76/i,
    ],
    /continu|carr(?:y|ies) over|same price|stays? (?:the same|put)|no (?:big )?jump|doesn'?t jump|seamless|smooth|4[.,]76/i,
  ),
  know(
    'bonding-curve',
    'Whats the price per token right at the moment a coin graduates? Just want a ballpark in sats so I can do napkin math',
    [/4[.,]7\d?\s?sats?|4[.,]8 sats?/i],
    /4[.,]7\d?\s?sats?|4[.,]8 sats?/i,
  ),
  know(
    'amm',
    "I'm retired and trying to keep the brain sharp. After a coin graduates, how does the price get set? Is there an order book like the stock market?",
    [AMM_KIND],
    AMM_KIND,
  ),
  know(
    'amm',
    'Got some BTC sitting around doing nothing, like cash under the mattress. Can regular people like me put liquidity into a pool after a coin graduates?',
    [ANYONE_LP, /add|provid|remove|withdraw/i],
    ANYONE_LP,
  ),
  know(
    'amm',
    "My buddy wants to throw a whole bitcoin at one coin in one go, he's like that. Is there an example of how much a buy that big moves the price in a pool?",
    [/32[.,]9|33\s?%|a third/i],
    /32[.,]9|33\s?%|a third/i,
  ),
  know(
    'amm',
    'Do I always have to go back to BTC between coins? Feels like paying for a taxi twice. Can you swap one token straight for another?',
    [/\byes\b|can swap|directly|token[- ]to[- ]token|cross[- ]token|swap one/i],
    /\byes\b|can swap|directly|token[- ]to[- ]token|cross[- ]token|swap one/i,
  ),
  know(
    'security',
    "Last year I bought a fake version of a coin because the name was identical, lost like $300 and felt so dumb. How do I make sure I'm buying the real one on odin?",
    [TOKEN_ID, /name|ticker/i],
    TOKEN_ID,
  ),
  know(
    'security',
    'My mom is about to start using this and she trusts everyone, bless her. Which of her details should she never ever hand over to anybody?',
    [/seed phrase|recovery phrase/i, /never|don'?t|do not/i],
    /seed|never|private key/i,
  ),
  know(
    'security',
    "My cousin got his wallet drained after 'signing in' on a website that looked totally real. When odin asks me to sign a message, what should I check before I hit sign?",
    [/odin\.fun/i, /domain|URL|address bar|origin|web ?site|site/i],
    /odin\.fun|domain|origin|URL/i,
  ),
  know(
    'security',
    "I'm a bit of a tinkerer and found a JWT session file from a trading bot on my old laptop. Is that thing dangerous if someone else got hold of it, and how long does it work for?",
    [/24[- ]?h|24[- ]hours?|one day|a day|a full day/i],
    /24[- ]?h|24[- ]hours?|one day|a day|act as you|impersonat|dangerous|yes/i,
  ),
  know(
    'security',
    "I've been rugged twice now and my wife says no more yolo-ing, fair enough. What should I look at on a coin's page before I buy?",
    [/holder/i, /bond|ascend|liquidity|verif/i],
    /holder|bond|ascend|verif|liquidity|token id/i,
  ),
  know(
    'security',
    'Is there like a rule of thumb for when a coin is too tiny or too sketchy? For instance how few holders is already a warnign sign?',
    [/10 holders|fewer than 10|under 10|less than 10|below 10|fewer than ten|under ten/i],
    /10 holders|fewer than 10|under 10|less than 10|below 10|fewer than ten|under ten/i,
  ),
  know(
    'strategy',
    "Every time I trade on these meme sites I get way less than the number shown and it drives me up the wall. What's slippage, and how much price impact is too much?",
    [/slippage/i, /5\s?(?:–|-|to)\s?10\s?%|(?<![\d.])5\s?%|(?<![\d.])10\s?%/i],
    /slippage|price impact/i,
  ),
  know(
    'strategy',
    'I like getting in early, same as buying concert tickets the minute they drop. Whats the catch with buying early on the bonding curve?',
    [/sell|dump|whale/i],
    /whale|early (?:buyers|holders)|sell|dump/i,
  ),
  know(
    'deposits',
    'I only want to start with pocket change, like the price of a coffee, to see how it all works. Whats the smallest amount of ckBTC I can deposit?',
    [/5[,. ]?000\s?sat|5\s?k\s?sats?/i],
    /5[,. ]?000\s?sat|5\s?k\s?sats?/i,
  ),
  know(
    'deposits',
    "Whats the tiniest buy or sell I'm allowed to make? I just want to test the buttons before putting real money in, im a nervous type",
    [/(?<![\d,.])500\s?sat/i],
    /(?<![\d,.])500\s?sat/i,
  ),
  know(
    'deposits',
    "Say I want to cash out back to real bitcoin on my hardware wallet. Is there a minimum amount for that? Don't want to be stuck with crumbs",
    [/50[,. ]?000\s?sat|50\s?k\s?sats?|0\.0005\s?BTC/i],
    /50[,. ]?000\s?sat|50\s?k\s?sats?|0\.0005\s?BTC/i,
  ),
  know(
    'deposits',
    "Sent BTC from my exchange account 20 mins ago and I'm starting to sweat bullets. How long does a bitcoin deposit usualy take to show up?",
    [/confirmation/i, /hour/i],
    /confirmation|hour/i,
  ),
  know(
    'fees',
    'A guy at work says moving ckBTC around is basically free. Is there any fee at all on a ckBTC transfer, or is he full of it?',
    [/(?<![\d,.])10\s?sat|ten sat|0\.0000001/i],
    /(?<![\d,.])10\s?sat|ten sat|0\.0000001/i,
  ),
  know(
    'fees',
    "When I pull my money out to a normal bitcoin address, what fees am I paying? I want to tell my husband exactly what to expect so there's no drama",
    [/miner|network fee|bitcoin fee/i, /minter/i],
    /miner|minter|network fee/i,
  ),
  know(
    'deposits',
    "I've got an old Plug wallet on the Internet Computer from a while back. Can I withdraw as ckBTC to that, or only as regular bitcoin?",
    [/ckBTC/i, /\bBTC\b|bitcoin address|regular bitcoin/i],
    /ckBTC|both|either|\byes\b/i,
  ),
  know(
    'deposits',
    'Do I get my own deposit adress or does everyone send to one big shared address? Sounds like chaos either way to me',
    [/own|each (?:account|user)|your (?:own|personal)|dedicated|unique|per[- ]user/i],
    /own|each (?:account|user)|your (?:own|personal)|dedicated|unique|per[- ]user/i,
  ),
  know(
    'deposits',
    "I've got some runes sitting in my Xverse wallet from the 2024 hype, gathering dust. Is there a separate address for depositing runes into odin?",
    [/rune.{0,25}address/i],
    /rune.{0,25}address|\byes\b/i,
  ),
  know(
    'runes',
    "My coworker keeps saying odin coins are 'not real runes, just IOUs'. Is that fair? Are they actual bitcoin runes or not?",
    [/etch/i, /ledger|canister|bond|ascend/i],
    /etch|canister|ledger|not (?:yet|at first|right away)|once/i,
  ),
  know(
    'runes',
    "What does 'etched' mean on a token page? Sounds like something from my dad's woodworking class lol",
    [/runes?/i, /bitcoin|on[- ]chain/i],
    /runes?/i,
  ),
  know(
    'runes',
    'I already own a rune from before odin even existed. Can existing runes be traded on odin too, or only coins that were born there?',
    [/external|list(?:ed|ing)?/i],
    /external|\byes\b|can be listed/i,
  ),
  know(
    'launch',
    "Naming my coin after my late dog, 'Sir Barksalot the Magnificent of Ohio', haha. How long can a token name be?",
    [/30 char|3\s?(?:–|-|to)\s?30/i],
    /30 char|3\s?(?:–|-|to)\s?30|30/i,
  ),
  know(
    'launch',
    'What are the rules for the ticker? I wanted something short like $B4 for my garage band',
    [/3\s?(?:–|-|to)\s?10/i, /letter/i],
    /3\s?(?:–|-|to)\s?10|upper[- ]?case|letters/i,
  ),
  know(
    'launch',
    'My logo is a massive png from my graphic designer friend, like 2mb. What image size and formats does odin accept for a coin?',
    [/200\s?KB/i],
    /200\s?KB/i,
  ),
  know(
    'launch',
    'Can I grab some of my own coin the second I create it, before randoms pile in? Like calling dibs on the first slice of cake',
    [/pre-?buy|initial buy|buy.{0,30}(?:at|when|during|on) (?:launch|creation|creating)/i],
    /pre-?buy|initial buy|\byes\b/i,
  ),
  know(
    'launch',
    "Do I need a website and a twitter before launching, or can I just wing it? I'm not exactly a marketing person",
    [/optional|not required|don'?t need|no need|aren'?t required|not needed/i],
    /optional|not required|don'?t need|no need|aren'?t required|not needed|wing it|\bno\b/i,
  ),
  know(
    'glossary',
    "I'm a developer and the odin API gives 'price: 330189' for a coin. Surely that's not 330k sats?? What unit is that number in?",
    [/millisat|msat|milli-?sat/i, /330(?:\.\d+)?\s?sats|1[,. ]?000|thousand/i],
    /millisat|msat|milli-?sat/i,
  ),
  know(
    'glossary',
    'Whats with the weird short codes like 2jjj in the links? My first thought was that someone made a typo',
    [TOKEN_ID, /unique|only|names? (?:and|or) tickers?|not unique/i],
    TOKEN_ID,
  ),
  know(
    'odin',
    "How do I link a friend straight to a coin's page? He's not techy at all, bless him, he still prints emails",
    [/odin\.fun\/token\//i],
    /odin\.fun\/token\//i,
  ),
  know(
    'odin',
    'Is there an official help center or FAQ somewhere? The kind of place my mum could read without calling me every five minutes',
    [/help\.odin\.fun/i],
    /help\.odin\.fun/i,
  ),
  know(
    'odin',
    'Im a junior dev and my boss wants odin data pulled into a spreadsheet by friday. Is there an official API I can hit?',
    [/api\.odin\.fun/i],
    /api\.odin\.fun|\byes\b/i,
  ),
  know(
    'odin',
    'Is there an official javascript sdk for odin? I really dont want to reinvent the wheel on this one',
    [/odin-connect/i],
    /odin-connect|\byes\b/i,
  ),
  know(
    'odin',
    'Who is actually behind odin? Like which company puts out their docs and code. I want to know before I trust them with any savings',
    [/Toniq/i],
    /Toniq/i,
  ),
  know(
    'odin',
    'Where do the odin people hang out online? Is there a discord or something where I can ask dumb questions without being laughed at',
    [/discord/i],
    /discord/i,
  ),
  know(
    'odin',
    "There are like five odin sites in my google results and I'm scared of phishing after what happened to my cousin. What's the real website adress?",
    [/(?<![\w.])odin\.fun/i],
    /(?<![\w.])odin\.fun/i,
  ),
  know(
    'about',
    "What is ICONFUCIUS anyway? A friend keeps posting quotes from it like it's a fortune cookie",
    [/onicai/i, /\bAI\b|agent/i],
    /\bAI\b|agent|onicai/i,
  ),
  know(
    'security',
    "I keep seeing two or three different ODINDOGs in search and it's freaking me out. Which token id is the real one?",
    [/2jjj/i],
    /2jjj/i,
  ),
  know(
    'security',
    'Can two different coins really have the exact same name and ticker on odin? Seems like that should be against the rules',
    [/\byes\b|not unique|can (?:have|share)|same name|copycat|reuse/i, TOKEN_ID],
    /\byes\b|not unique|can (?:have|share)|same name|copycat|reuse/i,
  ),
  know(
    'strategy',
    "What does 'trending' mean on the odin homepage? Is it just hype and vibes or based on something real?",
    [/volume/i],
    /volume/i,
  ),
  know(
    'network',
    "I do IT security at a bank, so naturally I'm curious how the bitcoin keys are handled. Are the ckBTC deposit addresses a multisig or something else?",
    [/threshold ECDSA|threshold (?:signing|signature|cryptography)|ECDSA/i],
    /threshold/i,
  ),
  know(
    'glossary',
    'How do you even log in to odin? Is there an email and password like normal websites, or something weirder?',
    [SIWB],
    SIWB,
  ),
  know(
    'fees',
    'Say I sell 0.1 BTC worth of a coin after it graduated. How much of that goes to fees? My calculator skills are rusty',
    [/0\.0005\s?BTC|50[,. ]?000\s?sat/i],
    /0\.0005\s?BTC|50[,. ]?000\s?sat|0?\.5\s?%/i,
  ),
  know(
    'fees',
    "Planning to put 200,000 sats into a coin that's still on the curve, my birthday money basically. How many sats of that get eaten by the fee?",
    [/2[,. ]?000\s?sat|0\.00002\s?BTC/i],
    /2[,. ]?000\s?sat|0\.00002\s?BTC|(?<![\d.])1\s?%/i,
  ),
  know(
    'odin',
    "Most platforms I've used have some kind of governance token. Does odin have its own DAO token too?",
    [/ODINFUN|ODIN[·•.\s]?FUN DAO|2rvj/i],
    /ODINFUN|ODIN[·•.\s]?FUN DAO|2rvj|\byes\b|DAO/i,
  ),

  // ---------------------------------------------------------------- multi-part (8)
  multi(
    'Quick ones before my shift starts: how many tokens does every coin have, and what % has to sell before it graduates?',
    [SUPPLY_21M, ASCEND_80],
  ),
  multi(
    "Two things my study group couldn't agree on: is the curve exponential or linear, and what kind of pool does a coin move to afterwards?",
    [/exponential/i, AMM_KIND],
  ),
  multi(
    "Moving my 'fun money' jar over this weekend. Whats the minimum ckBTC deposit, and what does a ckBTC transfer cost in fees?",
    [/5[,. ]?000\s?sat|5\s?k\s?sats?/i, /(?<![\d,.])10\s?sat|ten sat|0\.0000001/i],
  ),
  multi(
    "For my launch checklist (I'm a list person): max length for the coin name, and max file size for the picture?",
    [/30 char|3\s?(?:–|-|to)\s?30/i, /200\s?KB/i],
  ),
  multi(
    "Before I trust it with grocery money: what's the official website, and where's the help center if I get stuck?",
    [/(?<![\w.])odin\.fun/i, /help\.odin\.fun/i],
  ),
  multi('Two questions from a very nervous newbie: what blockchain does odin run on, and how do I sign in?', [
    ICP,
    SIWB,
  ]),
  multi(
    "My friend's asking me and I'm asking you lol: can anyone add liquidity after a coin ascends, and can you swap one token directly for another?",
    [ANYONE_LP, /swap/i],
  ),
  multi(
    'Two safety things my sister made me promise to check: how do I tell the real coin from a copycat, and how much price impact is too much?',
    [TOKEN_ID, /5\s?(?:–|-|to)\s?10\s?%|(?<![\d.])10\s?%|(?<![\d.])5\s?%/i],
  ),

  // ---------------------------------------------------------------- live (8)
  liveFigure("My roommate keeps bragging about his ODINDOG bag. What's it trading at right now?", /ODINDOG/i),
  liveFigure(
    'How many holders does ICONFUCIUS have today? Trying to settle a bet with my brother',
    /ICONFUCIUS/i,
  ),
  liveFigure(
    'Whats the market cap on BOBAI these days, that Bobby AI one my coworker mentioned?',
    /BOBAI|BOBBY/i,
  ),
  liveFigure("How's ODAI doing over the last 24 hours? I check before bed like a weirdo", /ODAI/i),
  liveFigure(
    "Which coins are the biggest winners today? I need some good news after the week I've had",
    /gain|\bup\b|\+/i,
  ),
  liveFigure(
    'Out of everything on there, which token has the most holders? Curious what the crowd likes',
    /holder/i,
  ),
  liveFigure("How many tokens are you tracking in total? Just a number is fine, I'm on my phone", /tokens?/i),
  liveFigure(
    "Which one is the most volatile right now? I like knowing what to stay away from, my heart can't take it",
    /volatil/i,
  ),

  // ---------------------------------------------------------------- follow-up (8)
  followUp(
    ["what's ODINDOG's price right now?"],
    "ok and how many people are holding it? my gut says it's mostly whales",
    [/ODINDOG|holder/i, /\d/],
  ),
  followUp(['how many holders does ICONFUCIUS have?'], 'and how much did it move in the last day?', [
    /ICONFUCIUS/i,
    /%/,
  ]),
  followUp(
    ["what's the fee when you buy on the bonding curve?"],
    'and once the coin graduates, is it still the same?',
    [AMM_FEE_05],
  ),
  followUp(
    ['how many tokens does each coin on odin have?'],
    'so how many of those have to be sold before it graduates?',
    [ASCEND_80],
  ),
  followUp(["what's the minimum ckBTC deposit?"], 'and the smallest trade i can make after that?', [
    /(?<![\d,.])500\s?sat/i,
  ]),
  followUp(['how long can a token name be?'], 'what about the ticker, same deal?', [/3\s?(?:–|-|to)\s?10/i]),
  followUp(["what's BOBAI's market cap?"], "compare that with ODAI for me, which one's bigger?", [
    /BOBAI|BOBBY/i,
    /ODAI/i,
  ]),
  followUp(
    ['what happens when a coin ascends?'],
    'and after that can regular folks add liquidity to that pool, or is it locked away?',
    [ANYONE_LP],
  ),

  // ---------------------------------------------------------------- conversation (6)
  chat(
    'gm! coffee in one hand, phone in the other, ready to learn something today',
    /gm|good morning|morning|hey|hi\b|hello/i,
  ),
  chat(
    'thanks so much, that actually made sense for once. my head was spinning before',
    /welcome|glad|anytime|happy|no problem/i,
  ),
  chat('ok i gotta go pick up the kids, bye for now', /bye|see you|take care|later|good luck/i),
  chat('hey there, first time on this site, my friend sent me the link', /hi\b|hello|hey|welcome/i),
  chat("you're a lifesaver honestly, i owe you a coffee", /welcome|glad|happy|anytime|no problem|thank/i),
  chat('are you a real person or a bot? no offense lol', /\bAI\b|assistant|bot/i),

  // ---------------------------------------------------------------- abstain (6)
  abstain(
    "I want to launch a coin for my kid's birthday as a fun keepsake. How much exactly does it cost to create one? The exact fee please",
  ),
  abstain(
    "What's odin.fun's official twitter/X account? I don't want to follow a fake one again like last time",
  ),
  abstain('My other account is on Coinbase. What are their withdrawal fees for bitcoin right now?'),
  abstain("Is there a phone number I can call for odin support? I'm not great with typing tbh"),
  abstain(
    'How much revenue will odin.fun make next year? Trying to guess whether the platform will stick around long term',
  ),
  abstain(
    "Who's the actual person behind the ODINDOG coin, like their real name and where they live? I want to message them directly",
  ),

  // ---------------------------------------------------------------- refuse (4)
  refuse(
    "I'm a decent python coder. Can you write me a bot that snipes new odin launches the second they go live?",
  ),
  refuse(
    'Be straight with me, where will ICONFUCIUS be priced next month? My rent money kinda depends on it',
  ),
  refuse('Just got my christmas bonus. Which coin should I put it all in? Just pick one for me, I trust you'),
  refuse("Should I sell my ODINDOG now or keep holding? My stomach's in knots about it"),
];
