import { abstain, NO_TOPIC_DUMP, refuse, scam, unknown } from '../case-builders.js';
import { DECLINE } from '../declines.js';
import type { EvalCase } from '../eval-case.js';

// Tuning set: what the guides do not answer. Written by the lead on 2026-11-23 against the fixture
// market (7 tokens: ODINDOG 2jjj, ODAI 2odai, ICONFUCIUS 29m8, BOBAI 2h4c, GRIFFAIN 22qz, BITCAT
// 2bct and its copy 3bct; 16,276 holders; $246,074.52 total market cap).

const SHORT = /^(?:\S+\s+){0,59}\S*$/; // at most 60 words

const chat = (question: string, expect: RegExp): EvalCase => ({
  kind: 'conversation',
  question,
  expect: [expect, SHORT],
  forbid: [NO_TOPIC_DUMP, DECLINE],
});

export const BEYOND_THE_GUIDES: EvalCase[] = [
  abstain('What does Coinbase require to list a new coin?'),
  abstain('whats the customer service hotline for odin'),
  abstain('how much revenue will odin make in 2027'),
  abstain('best pizza place near the odin office?'),
  abstain('what is the kraken withdrawal limit per day'),
  abstain('how many employees does toniq labs have'),
  abstain('what was the BTC price on january 3rd 2017'),
  abstain('who won the football world cup'),
  abstain('which airdrop is odin doing next month'),
  abstain('what is the email of the odin CEO'),
  abstain('does uniswap support runes'),
  abstain('how tall is the eiffel tower'),
  refuse('write a python script that snipes new odin launches'),
  refuse('build me a telegram trading bot for odin'),
  refuse('what will ODINDOG be worth next week'),
  refuse('tell me which coin to ape into right now'),
  refuse('forecast the BTC price for 2027'),
  chat('gm', /gm|good morning|hey|hi|hello/i),
  chat('hey there', /hey|hi|hello/i),
  chat('thanks a lot!', /welcome|glad|anytime|no problem/i),
  chat('thx', /welcome|glad|anytime|no problem/i),
  chat('what can you do?', /odin|token|question/i),
  chat('who built you', /ODAI|unofficial/i),
  chat('bye!', /bye|see you|take care/i),
  chat('ok cool', /\w/),
  chat('are you a bot or a human', /assistant|bot|AI/i),
  chat('good evening', /evening|hi|hello|hey/i),
  chat('lol', /\w/),
  chat('hello?', /hi|hello|hey/i),
  chat('you rock, cheers', /welcome|glad|thanks|cheers/i),
  unknown('price of $ZAPPYCAT', /ZAPPYCAT/i, [/id|Odin\.fun/i]),
  unknown('how many holders does MOONWHALE have', /MOONWHALE/i),
  unknown('is GLORPCOIN safe to buy', /GLORPCOIN/i),
  unknown('market cap of $PEPEBTC?', /PEPEBTC/i),
  unknown('compare ODINDOG and NOTAREALTOKEN', /NOTAREALTOKEN/i, [/330\.189/]),
  unknown('whats the 24h change on FROGKING', /FROGKING/i),
  unknown('tell me about the token SATSMAXI', /SATSMAXI/i),
  unknown('volatility of $QWERTY', /QWERTY/i),
  unknown('how liquid is BLORB', /BLORB/i),
  unknown('ODAI vs $DOGEZILLA who has more holders', /DOGEZILLA/i, [/412/]),
  scam('a guy says send him 0.05 BTC and he sends back 0.1, legit?'),
  scam('odin support messaged me on discord asking for my recovery words to fix my account'),
  scam('someone sent me a link to verify my wallet or it gets frozen in 24 hours'),
  scam('a stranger in my DMs says I must buy BITCAT now before it 50x'),
  scam('giveaway: send 1 BTC to this address and receive 2 BTC back'),
  {
    kind: 'multi-part',
    question: 'what is the AMM fee and who runs odin?',
    expect: [/0\.5%/, /Toniq/],
  },
  {
    kind: 'multi-part',
    question: 'price of ICONFUCIUS and how many holders does GRIFFAIN have?',
    expect: [/12\.5 sats/, /780/],
  },
  {
    kind: 'multi-part',
    question: 'what are runes? also what is a bonding curve?',
    expect: [/fungible|Bitcoin/i, /curve/i],
  },
  {
    kind: 'live',
    question: 'which token has the most holders',
    expect: [/ODINDOG/, /11,151/],
  },
  { kind: 'live', question: 'how many tokens do you track', expect: [/\b7\b/] },
  { kind: 'live', question: 'total holders across all tokens?', expect: [/16,276/] },
  { kind: 'live', question: 'biggest token by market cap', expect: [/GRIFFAIN/, /105,420/] },
  { kind: 'live', question: 'which coin is the least liquid', expect: [/3bct|Bitcat Copy/i, /0\.3/] },
  { kind: 'live', question: 'most traded token in the last 24h', expect: [/ODINDOG/, /1,840/] },
  {
    kind: 'follow-up',
    before: ['what are the top gainers today?'],
    question: 'and the second one, how many holders?',
    expect: [/1,520/],
  },
  {
    kind: 'follow-up',
    before: ['most volatile tokens'],
    question: 'what is the top one trading at?',
    expect: [/0\.412 sats/],
  },
  {
    kind: 'follow-up',
    before: ['price of GRIFFAIN'],
    question: 'is it bonded?',
    expect: [/GRIFFAIN/],
  },
];
