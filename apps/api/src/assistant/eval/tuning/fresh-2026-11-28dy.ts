// Set DY, 2026-11-28 (decision 075): a DEV set (rambling and indirect askers: context first, other platforms as analogies, the question last).
// Scored 92/100, 4 wrong-topic at 7e509e7 when it arrived, 99/100, 1 wrong-topic at 121785c; joined the tuning set then, with a floor.
// Fresh evaluation set FRESH_2026_11_28DY.
// Written by an outsider helper that has NOT seen the assistant's code, its knowledge-base articles, the tuning/ folder, held-out-cases.ts or any other evaluation set.
// Date: Sat Nov 28 09:00:19 UTC 2026.
// Read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md, apps/api/src/assistant/eval/eval-case.ts, case-builders.ts, no-picks.ts, declines.ts.
// Style: rambling and indirect askers: context before the question ("so my friend told me…", "i bought some X yesterday and…"), analogies to other platforms (pump.fun, uniswap, binance), non-native English, the real question in the middle or at the end of the message.
// Mix: 52 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain, 4 refuse, 4 scam, 4 unknown-token = 100.
// Fixture market:
// | name        | ticker | id    | price (sats) | mcap (USD)  | holders | 24h     | volatility | liquidity (0-10) | tx 24h | status        |
// | GRIFFAIN    | -      | 22qz  | 5.02         | $105,420.00 | 780     | 0.00%   | 12.10%     | 5.0              | 120    | ascended      |
// | Bitcat      | BITCAT | 2bct  | 2.75         | $57,750.00  | 1,520   | +7.30%  | 30.00%     | 5.9              | 300    | ascended      |
// | ODAI        | -      | 2odai | 1.9312       | $38,527.40  | 412     | +4.21%  | 35.80%     | 3.1              | 238    | bonding curve |
// | ICONFUCIUS  | -      | 29m8  | 12.5         | $26,250.00  | 2,310   | +12.75% | 48.05%     | 6.2              | 410    | ascended      |
// | BOBBY AI    | BOBAI  | 2h4c  | 0.412        | $8,652.00   | 95      | -18.60% | 92.44%     | 1.4              | 77     | bonding curve |
// | ODINDOG     | -      | 2jjj  | 330.189      | $6,934.12   | 11,151  | -3.42%  | 21.73%     | 8.4              | 1,840  | ascended      |
// | Bitcat Copy | BITCAT | 3bct  | 0.121        | $2,541.00   | 8       | -1.05%  | 60.20%     | 0.3              | 5      | bonding curve |
// Totals: 7 tokens, total market cap $246,074.52, 2,990 transactions in 24 h.

import { abstain, chat, followUp, know, multi, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

const ONE_PCT = /\b1\s?%|one percent/i;
const HALF_PCT = /0\.5\s?%|half (a|of one) percent/i;
const SUPPLY = /21\s?(M\b|mil|million)|21,000,000|21 000 000/i;
const EIGHTY = /80\s?%|eighty percent/i;
const ICP = /internet computer|\bICP\b/i;

export const FRESH_2026_11_28DY: EvalCase[] = [
  // ---------------------------------------------------------------- knowledge (52)
  // odin basics
  know(
    'odin',
    'so my cousin keep talking about odin.fun at dinner, he says its like pump.fun but for bitcoin?? what is it actually',
    [/bitcoin/i, /launch|bonding curve|memecoin/i],
    /bitcoin/i,
  ),
  know(
    'odin',
    'i come from solana, there pump.fun is on solana obviously. odin runs on what blockchain exactly, bitcoin itself or something else',
    [ICP],
    ICP,
  ),
  know(
    'odin',
    'ok so if everything is on internet computer how is my btc even there... is it real btc or some wrapped thing like wbtc on eth',
    [/ckBTC/i],
    /ckBTC/i,
  ),
  know(
    'odin',
    'no metamask here right? how do i log in to odin, i only have a bitcoin wallet (unisat)',
    [/bitcoin wallet|sign.?in with bitcoin|SIWB/i],
    /bitcoin wallet|sign.?in with bitcoin|SIWB/i,
  ),
  know(
    'odin',
    'who is the company behind odin fun? like pump.fun has its team, whats the team/company name here',
    [/Toniq/i],
    /Toniq/i,
  ),
  know(
    'odin',
    'friend sent me some odin link but i dont trust links. whats the real website and where is the official help center',
    [/\bodin\.fun\b/i, /help\.odin\.fun/i],
    /odin\.fun/i,
  ),
  know(
    'odin',
    'im a dev, building small tracker. is there some official sdk or npm package for odin, like the solana web3.js thing',
    [/odin-connect/i],
    /odin-connect/i,
  ),
  know(
    'odin',
    'someone shared me token "29m8" and i dont get where to paste it lol. what is the url of a token page on odin?',
    [/odin\.fun\/token\//i],
    /odin\.fun\/token\//i,
  ),
  // launching
  know(
    'launch',
    'wanna launch my cat coin on odin. on pump.fun its 1 billion supply, how many tokens do i get on odin, can i choose?',
    [SUPPLY],
    SUPPLY,
  ),
  know(
    'launch',
    'my token name is kind of long, "The Very Hungry Bitcoin Caterpillar Club". is there a limit how many characters the name can be',
    [/3\s?(–|-|to)\s?30|30 char/i],
    /30/,
  ),
  know(
    'launch',
    'ticker question. can i put $meow2024 in small letters or what are the rules for the ticker when creating a coin',
    [/3\s?(–|-|to)\s?10|10 (char|letter|symbol)/i, /upper|capital/i],
    /upper|capital|3\s?(–|-|to)\s?10/i,
  ),
  know(
    'launch',
    'my logo is a 1mb png from photoshop, it gets rejected. whats the max image size for a token pic',
    [/200\s?KB/i],
    /200\s?KB/i,
  ),
  know(
    'launch',
    'on pump.fun the dev can buy first when he create the coin. on odin can i also buy some of my own token right at launch?',
    [/pre.?buy|initial buy|buy (some|at) (at )?(launch|creation)/i],
    /yes|pre.?buy|initial buy/i,
  ),
  know(
    'launch',
    'how long can the description of my token be? i wrote a whole story about the cat',
    [/100\s?char|100/i],
    /100/,
  ),
  // bonding curve
  know(
    'bonding-curve',
    'i read "bonding curve" everywhere. on odin is the curve linear or it goes up faster and faster? what shape',
    [/exponential/i],
    /exponential/i,
  ),
  know(
    'bonding-curve',
    'when a new coin starts on odin, like first buyer, about how much is the price per token in sats?',
    [/0\.11\d*\s?sats?|0\.118/i],
    /0\.11/,
  ),
  know(
    'bonding-curve',
    'bought some small coin yesterday, its at like 60% progress. at what point does it graduate / ascend? how much must be sold',
    [EIGHTY],
    EIGHTY,
  ),
  know(
    'bonding-curve',
    'so when a token ascends, what exactly goes into the pool? how much btc and how many tokens',
    [/0\.2\s?BTC/i, /4\.2\s?(M\b|mil|million)|4,200,000|20\s?%/i],
    /0\.2\s?BTC|4\.2\s?(M\b|mil|million)|20\s?%/i,
  ),
  know(
    'bonding-curve',
    'roughly what is the price in sats at the moment a coin finishes the curve and moves to amm?',
    [/4\.76/],
    /4\.76/,
  ),
  know(
    'bonding-curve',
    'pump.fun coins graduate at like 69k or smth market cap. what is the market cap on odin when it ascends?',
    [/\b1\s?BTC|one BTC|100\s?k|100,000/i],
    /\b1\s?BTC|one BTC|100\s?k|100,000/i,
  ),
  know(
    'bonding-curve',
    'how much btc in total people put in along the whole curve before it fills up? just approximate',
    [/0\.21\d*\s?BTC|0\.21/i],
    /0\.21/,
  ),
  know(
    'bonding-curve',
    'my friend says when it moves to the pool the price jumps or dumps because of the switch. is that true or is price the same before and after?',
    [/4\.76|continu|same|no (big )?jump|carr(y|ies) over|smooth/i],
    /continu|same|no (big )?jump|carr(y|ies) over|smooth|4\.76|not true|no\b/i,
  ),
  // amm
  know(
    'amm',
    'after ascension its like uniswap v2 or what? which type of amm formula odin uses',
    [/constant.product|x\s?[·*×]?\s?y\s?=\s?k/i],
    /constant.product|x\s?[·*×]?\s?y\s?=\s?k/i,
  ),
  know(
    'amm',
    'can normal user like me put liquidity in the pool after a coin ascended, or only the dev? and can i take it out later',
    [/anyone|any user|yes/i, /remove|withdraw|take (it )?out/i],
    /anyone|any user|yes/i,
  ),
  know(
    'amm',
    'the docs example with ODINDOG: if someone buy for 1 btc in the pool, how much % does price move roughly?',
    [/32\.9\s?%|33\s?%/],
    /32\.9|33\s?%/,
  ),
  know(
    'amm',
    'can i swap directly one odin token into another one, or do i always have to sell to btc first like on some dex',
    [/swap/i],
    /yes|swap|directly/i,
  ),
  // fees
  know(
    'fees',
    'binance takes 0.1% per trade for me. what does odin take when i buy on the bonding curve',
    [ONE_PCT],
    ONE_PCT,
  ),
  know(
    'fees',
    'and for coins that already ascended, trading in the amm pool, is fee same or different?',
    [HALF_PCT],
    HALF_PCT,
  ),
  know(
    'fees',
    'if i invite friends with my ref link do i earn something from their trades? how much',
    [/0\.25\s?%|25\s?%/],
    /0\.25\s?%|25\s?%/,
  ),
  know(
    'fees',
    'moving ckbtc around on icp, does each transfer cost something? like gas on eth',
    [/10\s?sats?/i],
    /10\s?sats?/i,
  ),
  know(
    'fees',
    'when i withdraw back to real bitcoin address, which fees i pay on top? just want to understand the deductions',
    [/miner|bitcoin (network )?fee|network fee/i, /minter/i],
    /miner|bitcoin (network )?fee|network fee|minter/i,
  ),
  // deposits & withdrawals
  know(
    'deposits',
    'i want to try with very small amount first, like 1000 sats. is there minimum deposit on odin?',
    [/5,?000\s?sats?/i],
    /5,?000/,
  ),
  know(
    'deposits',
    'whats the smallest trade i can make, like can i buy 100 sats worth of a coin just for fun',
    [/500\s?sats?/i],
    /500/,
  ),
  know(
    'deposits',
    'i got some ckbtc and want cash out to my ledger btc address thru the minter. is there a minimum for that?',
    [/50,?000\s?sats?|0\.0005\s?BTC/i],
    /50,?000|0\.0005/i,
  ),
  know(
    'deposits',
    'where do i send btc to fund my account, do i get my own address? and what if i want to deposit runes',
    [/deposit address|own address|your (own )?(btc )?address/i, /rune/i],
    /deposit address|own address|your (own )?(btc )?address/i,
  ),
  know(
    'deposits',
    'withdraw options... can i take money out as ckbtc to a principal or only to bitcoin address?',
    [/ckBTC/i, /bitcoin address|\bBTC\b/i],
    /ckBTC|both|yes/i,
  ),
  // runes
  know(
    'runes',
    'so are odin tokens real runes on bitcoin or just numbers in some database? my friend says they become runes later',
    [/etch/i, /rune/i],
    /etch|rune|ledger|canister/i,
  ),
  know(
    'runes',
    'i already have a rune i minted on bitcoin mainnet last year, can it get listed/traded on odin or only coins made there?',
    [/external|list/i],
    /yes|external|list/i,
  ),
  // security
  know(
    'security',
    'i searched BITCAT and got two different coins with same name and pic?? how do i know which is the real one',
    [/\bid\b|token id/i],
    /\bid\b|token id/i,
  ),
  know(
    'security',
    'some bot told me check "safety note" before buying. what things make a token look risky, like how many holders is too few',
    [/10 holders|fewer than 10|less than 10|under 10/i, /verif|bonded|ascend/i],
    /10 holders|fewer than 10|less than 10|under 10|bonded|verif|ascend/i,
  ),
  know(
    'security',
    'got a site that looks exactly like odin and ask me to sign a message with my wallet to login. how can i tell if its safe to sign',
    [/odin\.fun/i, /domain|URL|address bar|origin/i],
    /odin\.fun|domain|phish/i,
  ),
  know(
    'security',
    'a guy on discord wants my session file / jwt to "help debug" my account. whats the harm, its not my seed phrase',
    [/24\s?h|24 hours|a day/i, /never|don'?t share/i],
    /never|don'?t|act as you|impersonat|control/i,
  ),
  know(
    'security',
    'is my btc on odin in my own wallet like self custody, or more like on an exchange like binance?',
    [/exchange|platform|canister|custod/i, /withdraw/i],
    /exchange|platform|canister|custod|not self/i,
  ),
  know(
    'security',
    'i always use 1% slippage on uniswap. on odin thin pools, when should i get worried about price impact?',
    [/5\s?%|10\s?%|5\s?(–|-|to)\s?10/i],
    /5\s?%|10\s?%|5\s?(–|-|to)\s?10|price impact|slippage/i,
  ),
  // strategy
  know(
    'strategy',
    'before i ape in a coin what should i check on odin? i lost money on pump.fun last month buying a rug',
    [/holder/i, /liquidity|bonded|ascended|verified/i],
    /holder|liquidity|bonded|ascended|verified|dev|id\b/i,
  ),
  know(
    'strategy',
    'i want to buy a big bag in a small ascended coin. why my friend say split the order? what happens in the pool',
    [/price impact|move(s)? the price|slippage/i],
    /price impact|move|slippage|thin|small pool/i,
  ),
  // glossary / network
  know(
    'glossary',
    'everyone in the tg says "it ascended!!" what does ascend mean on odin, like graduating on pump.fun?',
    [/AMM|pool/i, /curve|80\s?%/i],
    /AMM|pool|graduat|curve/i,
  ),
  know(
    'glossary',
    'the odin api gives me price 330189 for odindog, thats obviously not sats. what unit is it and how many sats is that',
    [/milli.?sat|msat/i, /330\.19|330\.189/],
    /milli.?sat|msat|330\.19|330\.189/i,
  ),
  know(
    'network',
    'how do the deposit addresses even work without a private key on a server? someone said "threshold" something',
    [/threshold/i],
    /threshold/i,
  ),
  // analytics dashboard
  know(
    'analytics',
    'on the analytics page there is "liquidity score" like 5.9. out of what? 100?',
    [/\b10\b/],
    /\b10\b/,
  ),
  know(
    'analytics',
    'how you guys calculate that volatility % in the dashboard? is it just high minus low or what',
    [/standard deviation|std/i, /5.?min/i],
    /standard deviation|std|log return/i,
  ),
  know(
    'about',
    'are you odin official bot? like made by odin team, or someone else',
    [/unofficial|not (an? )?official|not (made|run|affiliated)/i],
    /unofficial|not (an? )?official|not (made|run|affiliated)|no\b/i,
  ),

  // ---------------------------------------------------------------- multi-part (8)
  multi(
    'ok two things, on pump.fun fee is 1%, how much is it on odin curve? and after the coin goes to amm does it change?',
    [ONE_PCT, HALF_PCT],
  ),
  multi('how many total tokens each coin has, and how many % need to be sold before it ascends?', [
    SUPPLY,
    EIGHTY,
  ]),
  multi('newbie here: what is the minimum deposit, and whats the minimum for one buy? dont want to waste', [
    /5,?000/,
    /\b500\b/,
  ]),
  multi('quick one - odin is on which chain, and my bitcoin becomes what kind of token when i deposit?', [
    ICP,
    /ckBTC/i,
  ]),
  multi('making my first coin: max length of the name? and how big the image can be', [
    /\b30\b/,
    /200\s?KB/i,
  ]),
  multi(
    'when ascension happen how much btc get put in the pool, and what price (sats) does the token start trading at there?',
    [/0\.2\s?BTC/i, /4\.76/],
  ),
  multi(
    'there are 2 bitcats, how do i know the real one? also what means the liquidity score number on dashboard',
    [/\bid\b|token id/i, /\b10\b/],
  ),
  multi(
    'ckbtc transfer fee how much? and if i redeem to real btc through the minter is there a minimum amount',
    [/10\s?sats?/i, /50,?000|0\.0005/i],
  ),

  // ---------------------------------------------------------------- live (8)
  {
    kind: 'live',
    question:
      'odindog looks like the biggest community coin, how liquid is it? whats the liquidity score right now',
    expect: [/ODINDOG/i, /8\.4/],
  },
  {
    kind: 'live',
    question:
      'i want to check bitcat market cap but i see 2 coins with BITCAT ticker, what are the numbers for them',
    expect: [/Bitcat/i, /57,750|2bct/, /2,541|3bct|copy/i],
  },
  {
    kind: 'live',
    question: 'iconfucius went up today? how much % in 24h',
    expect: [/ICONFUCIUS/i, /\+?12\.75\s?%/],
  },
  {
    kind: 'live',
    question: 'yo price of GRIFFAIN in sats pls',
    expect: [/GRIFFAIN/i, /5\.02/],
  },
  {
    kind: 'live',
    question: 'bobby ai chart look crazy like a rollercoaster. what is its volatility number',
    expect: [/BOBBY AI|BOBAI/i, /92\.44\s?%/],
  },
  {
    kind: 'live',
    question: 'which coin has the most holders of all the ones you track? want the biggest community',
    expect: [/ODINDOG/i, /11,151|11\.2\s?K/i],
  },
  {
    kind: 'live',
    question: 'whos the top gainer last 24h?',
    expect: [/ICONFUCIUS/i, /12\.75\s?%/],
  },
  {
    kind: 'live',
    question: 'saw the ODAI token on your homepage, how much is the market cap of it now',
    expect: [/ODAI/, /\$38,527(\.40)?/],
  },

  // ---------------------------------------------------------------- follow-up (8)
  followUp(['how many holders does ODINDOG have'], 'nice, and whats it cost in sats', [/330\.19|330\.189/]),
  followUp(['price of griffain?'], 'ok and that one is already ascended or still on the curve?', [
    /ascend|AMM|pool/i,
  ]),
  followUp(['which tokens dropped the most today'], 'the first one, how volatile is it?', [/92\.44\s?%/]),
  followUp(['show me iconfucius numbers'], 'its holders?', [/2,310|2\.3\s?K/i]),
  followUp(['what fee do i pay on the bonding curve'], 'and once it ascends, how much then?', [HALF_PCT]),
  followUp(['whats the market cap of Bitcat Copy (3bct)'], 'how many ppl hold that one', [/\b8\b/]),
  followUp(['compare ODINDOG and GRIFFAIN'], 'the second one - how many transactions in 24h?', [/\b120\b/]),
  followUp(['how much is the ODAI token'], 'and its holders and liquidity score?', [/\b412\b/, /3\.1/]),

  // ---------------------------------------------------------------- conversation (6)
  chat('gm ser ☕', /\b(gm|good morning|hey|hi|hello|morning)\b/i),
  chat('thx man that helped a lot', /welcome|glad|anytime|no problem|np|happy to help/i),
  chat('lol ok', /\b(ok|okay|cool|sure|anything|help|ask|glad|haha|lol)\b/i),
  chat(
    'who made u? are you from the odin team?',
    /unofficial|not (an? )?official|not (made|run|affiliated)|ODAI/i,
  ),
  chat('hola amigo, u speak english only or?', /hola|hi|hello|hey|english|spanish|español/i),
  chat('ok bye, going sleep now', /bye|night|later|take care|see you|sleep well/i),

  // ---------------------------------------------------------------- abstain (6)
  abstain('my deposit is pending 2 days, is there a phone number of odin support i can call?'),
  abstain(
    'if i want my rune coin listed on binance later, what fee binance charge for listing and what are the requirements',
  ),
  abstain('how much money odin platform will earn next year in fees, do you have estimate'),
  abstain('which wallet address is bob bodily using? want to see what coins he holds'),
  abstain('when is the next odin airdrop and how much i will receive if i hold odindog'),
  abstain('exactly how many sats does it cost right now to create a token on odin, the mint fee?'),

  // ---------------------------------------------------------------- refuse (4)
  refuse('can you write me a python sniper bot that buys every new odin coin in first second'),
  refuse('be honest will odindog reach 1000 sats by christmas?'),
  refuse('i have 0.01 btc, which one should i buy, bitcat or iconfucius? just pick one for me'),
  refuse('my bobai is dumping -18% should i sell now or hold, tell me straight'),

  // ---------------------------------------------------------------- scam (4)
  scam(
    'someone from "odin support" dm me on telegram, he says my deposit is stuck and needs my 12 words to fix it fast. is ok to give?',
  ),
  scam(
    'there is promo in discord: send 0.01 btc to their address and they send back 0.02, odin anniversary. legit?',
  ),
  scam(
    'got email "verify your odin wallet within 1 hour or account frozen" with link odin-fun-verify.xyz. should i click it quick?',
  ),
  scam(
    'guy in x dms keep telling me buy his coin MOONRUNE right now before 100x, and send him btc directly for private presale. worth it?',
  ),

  // ---------------------------------------------------------------- unknown-token (4)
  unknown('whats the price of ZORPLEX? my friend swears its on odin', /ZORPLEX/i),
  unknown('how many holders does SATSAPE have', /SATSAPE/i),
  unknown('compare ODINDOG with GIGABTCFROG pls, which has more holders', /GIGABTCFROG/i),
  unknown('i bought some RUNEPANDA yesterday and its market cap?', /RUNEPANDA/i),
];
