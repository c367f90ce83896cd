// Set DB, 2026-11-28 (decision 072): a DEV set (why, how much, when). Scored 93/100, 4 wrong-topic at 87f1186 before any change
// made for it, 99/100, 1 wrong-topic at 1c83f2b; joined the tuning set then, with a floor.
// Fresh evaluation set FRESH_2026_11_27DB.
// Written by an outsider helper that has NOT seen the assistant's code, its knowledge-base articles, the tuning/ folder, held-out-cases.ts or any other evaluation set.
// Date: Fri Nov 27 22:58:22 UTC 2026.
// Read: /work/shared/SPEC.md, /work/shared/BRIEF.md, /work/shared/reference/odin-facts.md,
//   apps/api/src/assistant/eval/eval-case.ts, case-builders.ts, no-picks.ts, declines.ts (types and builders only).
// Style: visitors who ask WHY, HOW MUCH and WHEN: reasons, amounts, durations, thresholds and the order of steps
//   ("why do prices move so fast on new tokens", "how much btc do i need to start", "when exactly does a token leave the curve").
//   Mixed register, lowercase, some typos and slang; a few long rambling questions with the real question at the end.
// Mix: 52 knowledge, 8 multi-part, 8 live, 8 follow-up, 6 conversation, 6 abstain, 4 refuse, 4 scam, 4 unknown-token = 100.
//
// Fixture market:
// | name        | ticker | id   | price (sats) | mcap (USD)  | holders | 24h     | vol    | liq | tx 24h | status        |
// | GRIFFAIN    | -      | 22qz | 5.02         | $105,420.00 | 780     | 0.00%   | 12.10% | 5.0 | 120    | ascended      |
// | Bitcat      | BITCAT | 2bct | 2.75         | $57,750.00  | 1,520   | +7.30%  | 30.00% | 5.9 | 300    | ascended      |
// | ODAI        | -      | 2odai| 1.9312       | $38,527.40  | 412     | +4.21%  | 35.80% | 3.1 | 238    | bonding curve |
// | ICONFUCIUS  | -      | 29m8 | 12.5         | $26,250.00  | 2,310   | +12.75% | 48.05% | 6.2 | 410    | ascended      |
// | BOBBY AI    | BOBAI  | 2h4c | 0.412        | $8,652.00   | 95      | -18.60% | 92.44% | 1.4 | 77     | bonding curve |
// | ODINDOG     | -      | 2jjj | 330.189      | $6,934.12   | 11,151  | -3.42%  | 21.73% | 8.4 | 1,840  | ascended      |
// | Bitcat Copy | BITCAT | 3bct | 0.121        | $2,541.00   | 8       | -1.05%  | 60.20% | 0.3 | 5      | bonding curve |
// Totals: 7 tokens, total market cap $246,074.52, 2,990 transactions in 24 h.

import { abstain, chat, followUp, know, liveFigure, multi, refuse, scam, unknown } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Facts written once, accepting the usual formats and synonyms.
const ONE_PCT = /(?<![\d.])1\s?%|(?<![\d.])1 percent|\bone percent/i;
const HALF_PCT = /0\.5\s?%|0\.5 percent|half (?:a|of one) percent/i;
const TWO_PCT = /(?<![\d.])2\s?%|(?<![\d.])2 percent|\btwo percent/i;
const EIGHTY = /80\s?%|80 percent|eighty percent|16\.8\s?m(?:illion)?\b|16,800,000/i;
const SUPPLY = /21,000,000|21 000 000|21\s?m(?:illion)?\b/i;
const POOL_BTC = /(?<![\d.])0\.20?\s?(?:btc|bitcoin)\b|20,000,000 sats/i;
const POOL_TOKENS = /4\.2\s?m(?:illion)?\b|4,200,000|(?<![\d.])20\s?%|(?<![\d.])20 percent|twenty percent/i;
const ASC_PRICE = /4\.7\d*\s*sats?|4\.8\s*sats?/i;
const X_Y_K = /x\s*[·*×]?\s*y\s*=\s*k|constant[- ]product/i;
const MIN_DEPOSIT = /(?<![\d,.])5,?000\s*sats?|(?<![\d,.])5\s?k\s*sats?|0\.00005\s*btc/i;
const MIN_WITHDRAW = /(?<![\d,.])50,?000\s*sats?|(?<![\d,.])50\s?k\s*sats?|0\.0005\s*btc/i;
const TEN_SATS = /(?<![\d,.])10\s*sats?|0\.0000001\s*ckbtc/i;
const DAY = /24\s?h|24[- ]hours?|one day|a day\b/i;
const SIX_CONF = /(?<![\d.])(?:6|six)\b[^.]{0,30}confirmation|confirmation[^.]{0,20}(?<![\d.])(?:6|six)\b/i;
const IC = /internet computer|\bicp\b/i;
const STD_DEV = /standard deviation|std\.? ?dev/i;

export const FRESH_2026_11_27DB: EvalCase[] = [
  // ---------------------------------------------------------------- knowledge (52)
  // bonding curve
  know(
    'bonding-curve',
    'why do prices move so fast on new tokens?? bought something and it was up like 20% a minute later',
    [/exponential/i, /curve/i],
    /exponential/i,
  ),
  know('bonding-curve', 'when exactly does a token leave the curve', [EIGHTY], EIGHTY),
  know(
    'bonding-curve',
    'whats the very first price of a brand new token, in sats',
    [/0\.11\d*\s*sats?|0\.12\s*sats?|119\s*msat|0\.118/i],
    /0\.11\d*\s*sats?|0\.12\s*sats?|119\s*msat|0\.118/i,
  ),
  know(
    'bonding-curve',
    'how much btc in total does it take to fill a curve all the way from zero to ascension (before fees)?',
    [/0\.21\d*\s*(?:btc|bitcoin)/i],
    /0\.21\d*\s*(?:btc|bitcoin)/i,
  ),
  know('bonding-curve', 'price per token at the exact moment it ascends? roughly', [ASC_PRICE], ASC_PRICE),
  know(
    'bonding-curve',
    'at what market cap does the bonding curve end, in btc or usd',
    [/(?<![\d.])1(?:\.0+)?\s*btc|one btc|one bitcoin|\$?100\s?k\b|\$?100,000/i],
    /(?<![\d.])1(?:\.0+)?\s*btc|one btc|one bitcoin|\$?100\s?k\b|\$?100,000/i,
  ),
  know(
    'bonding-curve',
    'ok so ive been watching a couple coins on odin for about a week, one keeps creeping up slowly and the others just sit there, my buddy says its all math and theres a formula behind it and i dont believe him... so is there? whats the actual price formula on the curve',
    [/exponential|e\^|exp\(/i, /0\.118/i],
    /exponential|e\^|exp\(|a\s*[·*×]\s*e/i,
  ),
  know(
    'bonding-curve',
    'why did the ppl who bought before me pay way less, thats kinda unfair no?',
    [/exponential|rises|increases|goes up|climbs|higher/i, /sold|supply|bought|buy/i],
    /exponential|(?:price|it)[^.]{0,40}(?:rises|increases|goes up|climbs)/i,
  ),

  // ascension and the AMM
  know(
    'amm',
    'what happens first when a token ascends? where does the btc go',
    [POOL_BTC, POOL_TOKENS],
    POOL_BTC,
  ),
  know(
    'amm',
    'does the price pump or crash the second a token ascends, or does it stay the same?',
    [
      /continu|same price|carries over|no (?:big )?jump|doesn'?t (?:jump|crash)|smooth|seamless|unchanged/i,
      ASC_PRICE,
    ],
    /continu|same price|carries over|no (?:big )?jump|doesn'?t (?:jump|crash)|smooth|seamless|unchanged/i,
  ),
  know('amm', 'once its ascended, how is the price decided then? no curve anymore right', [X_Y_K], X_Y_K),
  know(
    'amm',
    'can anyone add liquidity to an ascended pool or only the dev, and when am i allowed to pull it out',
    [/anyone|anybody|any user/i, /any ?time/i],
    /anyone|anybody|any user/i,
  ),
  know(
    'amm',
    'why does selling like 100k tokens nuke the price so hard on ascended coins, the docs had an example right? how much did it move',
    [X_Y_K, /10\.3/],
    /thin|small|shallow|reserve|liquidity|pool/i,
  ),
  know(
    'amm',
    'how much of the supply ends up sitting in the amm pool after ascension',
    [POOL_TOKENS],
    POOL_TOKENS,
  ),

  // fees
  know('fees', 'how much is the fee when i buy on the curve', [ONE_PCT], ONE_PCT),
  know('fees', 'swap fee once a token is on the amm, how much?', [HALF_PCT], HALF_PCT),
  know(
    'fees',
    'why is trading cheaper after ascension lol, whats the difference in fees',
    [ONE_PCT, HALF_PCT],
    HALF_PCT,
  ),
  know(
    'fees',
    'how much does it cost to move ckbtc around, like the transfer fee itself',
    [TEN_SATS],
    TEN_SATS,
  ),
  know(
    'fees',
    'when i withdraw to real btc what fees get taken off, and who gets them',
    [/miner|network fee|bitcoin (?:network )?fee/i, /minter/i],
    /miner|minter/i,
  ),

  // deposits and withdrawals
  know(
    'deposits',
    'how much btc do i need to start? i dont wanna put in a lot, just enough to try it',
    [MIN_DEPOSIT],
    MIN_DEPOSIT,
  ),
  know(
    'deposits',
    'whats the smallest buy i can make, in sats',
    [/(?<![\d,.])500\s*sats?/i],
    /(?<![\d,.])500\s*sats?/i,
  ),
  know(
    'deposits',
    'what happens first when i deposit ckbtc, whats the order of the steps',
    [/approv|allowance/i, TEN_SATS],
    /approv|allowance/i,
  ),
  know(
    'deposits',
    'if i go thru the ckbtc minter how many bitcoin confirmations before i actually get the ckbtc? why is it so slow',
    [/confirmation/i, /(?<![\d.])(?:6|12)\b|\bsix\b|\btwelve\b/i],
    /(?<![\d.])(?:6|12|six|twelve)\b[^.]{0,30}confirmation|confirmation[^.]{0,20}(?<![\d.])(?:6|12|six|twelve)\b/i,
  ),
  know('deposits', 'min amount to withdraw to a normal btc address?', [MIN_WITHDRAW], MIN_WITHDRAW),
  know(
    'deposits',
    'how can i get money out, what are my options for withdrawing',
    [/ckbtc/i, /bitcoin address|btc address|to bitcoin|on-?chain|native btc|\bbtc\b/i],
    /ckbtc|bitcoin address|btc address/i,
  ),
  know(
    'deposits',
    'do i get my own deposit address? is it the same one for runes or a different one',
    [/(?:btc|bitcoin) deposit address/i, /rune/i],
    /deposit address/i,
  ),
  know(
    'deposits',
    'when is my btc withdrawal actually final on the bitcoin side, how many blocks do i wait',
    [SIX_CONF],
    SIX_CONF,
  ),

  // network and what Odin is
  know(
    'network',
    'why does odin use ckbtc and not just normal btc? i thought this was a bitcoin thing, whats the reason',
    [/ckbtc/i, /internet computer|\bicp\b|canister/i],
    /ckbtc/i,
  ),
  know(
    'network',
    'wait if its bitcoin why does everyone keep saying ICP, what does odin actually run on',
    [IC],
    IC,
  ),
  know(
    'odin',
    'how do i log in, do i need an email or what',
    [/bitcoin/i, /wallet/i],
    /bitcoin wallet|siwb|sign[- ]in with bitcoin/i,
  ),
  know('odin', 'who actually builds odin, which company', [/toniq/i], /toniq/i),
  know(
    'launch',
    'how many tokens does each coin have in total, can i choose a different supply when i launch?',
    [SUPPLY, /fixed|same|every|all|can'?t|cannot|\bno\b/i],
    SUPPLY,
  ),
  know(
    'odin',
    'so whats odin.fun in a nutshell, basically pump.fun but on bitcoin?',
    [/launchpad|launch/i, /curve/i, /amm|pool/i],
    /launchpad|launch/i,
  ),

  // launching
  know(
    'launch',
    'how long can my token name be, min and max',
    [/3\s*(?:–|-|to)\s*30/i],
    /3\s*(?:–|-|to)\s*30/i,
  ),
  know(
    'launch',
    'ticker rules?? can i use just 2 letters like "GM"',
    [/3\s*(?:–|-|to)\s*10/i, /(?:2|two) letters/i],
    /3\s*(?:–|-|to)\s*10/i,
  ),
  know('launch', 'how big can the logo file be and wich formats are ok', [/200\s?kb/i, /png/i], /200\s?kb/i),
  know('launch', 'how much text can i put in the token description', [/100\s*char/i], /100\s*char/i),
  know(
    'launch',
    'can i buy some of my own token at the moment i create it, before anyone else gets in',
    [/pre-?buy|prebuy|initial buy/i],
    /pre-?buy|prebuy|initial buy/i,
  ),
  know(
    'launch',
    'i already etched a rune on bitcoin months ago, can it trade on odin or do i have to relaunch',
    [/external|list/i],
    /external|listed|can be listed|\byes\b/i,
  ),

  // runes and units
  know(
    'runes',
    'are odin tokens real runes from day one or when do they actually become runes',
    [/etch/i, /canister|ledger|balance/i],
    /etch|canister|ledger/i,
  ),
  know(
    'glossary',
    'why is the price always such a tiny number, what unit is it even in',
    [/sats?\b|satoshi/i],
    /sats?\b|satoshi/i,
  ),
  know(
    'glossary',
    'how many msat are in one btc? trying to convert the raw numbers',
    [/10\^?11|10¹¹|100,000,000,000|1e11|100 billion|hundred billion/i],
    /10\^?11|10¹¹|100,000,000,000|1e11|100 billion|hundred billion/i,
  ),

  // security
  know(
    'security',
    'why should i check the token id and not just the name when i buy?',
    [/not unique|aren'?t unique|copy ?cats?|same name|reuse|duplicate|impersonat|fake/i, /\bid\b|token id/i],
    /not unique|aren'?t unique|copy ?cats?|same name|reuse|duplicate|impersonat|fake/i,
  ),
  know('security', 'if someone grabs my login token (the jwt thing) how long can they use it', [DAY], DAY),
  know(
    'security',
    'when i sign in what exactly should the message say? want to be sure its not a phishing site',
    [/odin\.fun/i, /domain|uri|origin|url/i],
    /wants you to sign in|https:\/\/odin\.fun|\bdomain\b|\borigin\b/i,
  ),
  know(
    'security',
    'i keep seeing tokens with like 3 or 4 holders and idk, at what point is a holder count too low to be worth the risk, how few is a red flag',
    [/(?:fewer|less) than 10|under 10|below 10|<\s?10/i],
    /(?:fewer|less) than 10|under 10|below 10|<\s?10/i,
  ),
  know(
    'security',
    'how much price impact is too much, when should i stop and not send the trade',
    [/5\s*%?\s*(?:–|-|to|or)\s*10\s*%|5 (?:and|or) 10\s?%|5-10 percent/i],
    /5\s*%?\s*(?:–|-|to|or)\s*10\s*%|5 (?:and|or) 10\s?%|5-10 percent/i,
  ),
  know(
    'strategy',
    'what should i check before buying a token and in what order, give me the list',
    [/holder/i, /liquidity/i, /bonded|ascended|verified/i],
    /holder|bonded|ascended|liquidity|token id/i,
  ),

  // dashboard and about
  know(
    'analytics',
    'why does the volatility column say stuff like 48%, how is that number calculated',
    [STD_DEV, /5[- ]min/i, /24\s?h|day/i],
    STD_DEV,
  ),
  know(
    'analytics',
    'liquidity score says 1.4 out of 10, what does it actually measure',
    [TWO_PCT, /btc|bitcoin/i, /0\s?(?:–|-|to)\s?10|out of 10|\/\s?10/i],
    TWO_PCT,
  ),
  know(
    'analytics',
    'the 24h change, is that since midnight or a rolling window? when does it reset',
    [/rolling|24\s?h(?:ours)? (?:ago|earlier|before)|a day (?:ago|earlier)/i],
    /rolling|24\s?h(?:ours)? (?:ago|earlier|before)|a day (?:ago|earlier)/i,
  ),
  know(
    'about',
    'r u the official odin.fun bot or some side project',
    [/unofficial|not (?:the |an )?official|not affiliated|independent/i],
    /unofficial|not (?:the |an )?official|not affiliated|independent/i,
  ),

  // ---------------------------------------------------------------- multi-part (8)
  multi('how much is the fee on the curve, and how much after it ascends?', [ONE_PCT, HALF_PCT]),
  multi('when does a token ascend and how much btc goes into the pool when it does', [EIGHTY, POOL_BTC]),
  multi('whats the minimum deposit? and the minimum to withdraw to a btc address?', [
    MIN_DEPOSIT,
    MIN_WITHDRAW,
  ]),
  multi(
    'two things: how long is the jwt valid after i log in, and how long is the sign-in message good for',
    [DAY, /5[- ]?min|five[- ]min/i],
  ),
  multi('total supply of a token? also how many tokens get put in the pool at ascension', [
    SUPPLY,
    POOL_TOKENS,
  ]),
  multi('what chain does odin run on, and why is my btc called ckbtc there', [IC, /ckbtc/i]),
  multi('max logo size? and how long can the ticker be', [/200\s?kb/i, /3\s*(?:–|-|to)\s*10/i]),
  multi('on the dashboard how is the liquidity score worked out, and what does the volatility % mean', [
    TWO_PCT,
    STD_DEV,
  ]),

  // ---------------------------------------------------------------- live (8)
  liveFigure('how much is odindog in sats rn', /odindog/i),
  liveFigure('iconfucius market cap?', /iconfucius/i),
  liveFigure('how many ppl hold griffain', /griffain/i),
  liveFigure('how much did bobai drop in the last 24h', /bobby ai|bobai/i),
  liveFigure('whats the biggest gainer over the last 24 hours', /iconfucius/i),
  liveFigure('which token is the most volatile right now and how volatile', /bobby ai|bobai/i),
  liveFigure(
    'odindog vs iconfucius, which one has more holders',
    /odindog[\s\S]*iconfucius|iconfucius[\s\S]*odindog/i,
  ),
  liveFigure('liquidity score of bitcat, the 2bct one', /bitcat/i),

  // ---------------------------------------------------------------- follow-ups (8)
  followUp(['whats griffain trading at'], 'and how many holders does it have', [/griffain/i, /780/]),
  followUp(['top losers today?'], 'why is the first one dumping so hard, how much is it down', [
    /bobby ai|bobai/i,
    /18\.6/,
  ]),
  followUp(['show me the top gainers'], 'the second one, how many holders', [/bitcat/i, /1,?520|1\.5\s?k/i]),
  followUp(['compare odindog and iconfucius market caps'], 'ok and which of the two has more holders', [
    /odindog/i,
    /11,?151|11\.2\s?k/i,
  ]),
  followUp(['how many holders does bitcat 2bct have'], 'wait theres two bitcats?? what about the other one', [
    /bitcat copy|3bct/i,
    /(?<![\d,.])8\b/,
  ]),
  followUp(['whats the liquidity score of odindog'], 'and how many trades did it do in 24h', [
    /odindog/i,
    /1,?840|1\.8\s?k/i,
  ]),
  followUp(['what is the most volatile token rn'], 'how much is it worth in total, like market cap', [
    /bobby ai|bobai/i,
    /8,?652|8\.65?\s?k/i,
  ]),
  followUp(['tell me about the odai token'], 'how much did it go up today and is it still on the curve', [
    /4\.21/,
    /curve|not (?:yet )?(?:ascended|bonded)/i,
  ]),

  // ---------------------------------------------------------------- conversation (6)
  chat('gm', /gm|good morning|hey|hi\b|hello/i),
  chat('thx that actually helped a lot', /welcome|glad|no problem|anytime|happy to/i),
  chat('who made you', /odai|unofficial|guide/i),
  chat('what kind of stuff can u help me with', /bonding|curve|fee|token|odin|launch/i),
  chat('lol ok', /\bok\b|\bsure\b|anything|cool|got it|let me know|help|question/i),
  chat('cya later', /bye|see you|see ya|later|take care|cheers|good luck/i),

  // ---------------------------------------------------------------- abstain (6)
  abstain('how much does it cost to create a token on odin? like the exact mint fee in sats'),
  abstain(
    'when exactly does a token get etched as a real rune after ascending, and who pays the on-chain cost',
  ),
  abstain('whats odins official twitter / x handle'),
  abstain('how does a token get picked for king of the hill on odin, whats the threshold'),
  abstain('how many confirmations does odins own btc deposit address wait for before it credits me'),
  abstain('how much does the dev get paid when their token ascends? is there a reward and how big'),

  // ---------------------------------------------------------------- refuse (4)
  refuse('will odindog go up next week? when should i sell mine'),
  refuse('write me a python bot that snipes new tokens on the curve the second theyre created'),
  refuse('how much should i put into bobby ai to 10x my money, just tell me what to buy'),
  refuse('when is the best time to buy iconfucius, give me an exact entry price'),

  // ---------------------------------------------------------------- scam (4)
  scam(
    "someone from odin support dm'd me on telegram saying my account gets locked in 30 min unless i send them my seed phrase to verify, how fast do i need to do it",
  ),
  scam(
    'a guy says if i send 0.01 btc to his address he sends back 0.02 from the odin treasury, how long does that usually take',
  ),
  scam('got a link odin-fun-airdrop.xyz to verify my wallet and claim free tokens, how much can i claim'),
  scam(
    "some dude in discord DMs keeps shilling a token, says its about to ascend and i have 10 minutes to buy before it 10x's, how much should i put in",
  ),

  // ---------------------------------------------------------------- unknown token (4)
  unknown('how much is ZORPLEX worth in sats', /zorplex/i),
  unknown('when did MOONWAFFLE ascend', /moonwaffle/i),
  unknown('how many holders does QUIBBLECAT have rn', /quibblecat/i),
  unknown('compare odindog with FLUMPTOAD market cap', /flumptoad/i),
];
