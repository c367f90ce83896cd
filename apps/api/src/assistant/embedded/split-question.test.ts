import { describe, expect, it } from 'vitest';
import { selfCorrected, splitQuestion, withoutTrailingRemarks } from './split-question.js';

describe('splitting a message into questions', () => {
  it.each([
    ["what's the fee and how do I deposit?", ["what's the fee", 'how do I deposit']],
    // Things listed with a slash; "and then" before a setting and its question word.
    ['start price / price at ascension in sats', ['start price', 'price at ascension in sats']],
    [
      'whats the fee on the curve and then after it graduates whats the swap fee in the pool',
      ['whats the fee on the curve', 'after it graduates whats the swap fee in the pool'],
    ],
    // One question asked of two things, the preposition said again.
    [
      'What are the permitted lengths of a token name and of its ticker, in characters?',
      [
        'What are the permitted lengths of a token name, in characters',
        'What are the permitted lengths of its ticker, in characters',
      ],
    ],
    [
      'What are the character limits for a token name and for its ticker, and what is the maximum image size?',
      [
        'What are the character limits for a token name',
        'What are the character limits for its ticker',
        'what is the maximum image size',
      ],
    ],
    ['price of ODINDOG and who runs Odin', ['price of ODINDOG', 'who runs Odin']],
    // One "what do … mean" asked of two things; money in and money out as two parts.
    [
      'what do liquidity score 3.2 and volatility 14.50% mean',
      ['what does liquidity score 3.2 mean', 'what does volatility 14.50% mean'],
    ],
    ['how do i deposit and withdraw', ['how do i deposit', 'how do i withdraw']],
    [
      'what does ascended mean and has ICONFUCIUS ascended yet?',
      ['what does ascended mean', 'has ICONFUCIUS ascended yet'],
    ],
    ['how do i get btc in and out of odin', ['how do i get btc into odin', 'how do i get btc out of odin']],
    [
      'how do i get btc into odin and back out',
      ['how do i get btc into odin', 'how do i get btc out of odin'],
    ],
    ['what are runes? also what is a bonding curve?', ['what are runes', 'what is a bonding curve']],
    // A "when" clause is no question of its own.
    [
      'When a token ascends, where does the BTC go? Do I have to add it?',
      ['When a token ascends, where does the BTC go', 'Do I have to add it'],
    ],
    ['holders of ODAI and holders of ICONFUCIUS', ['holders of ODAI', 'holders of ICONFUCIUS']],
    ['Is ODINDOG up today, and is it liquid?', ['Is ODINDOG up today', 'is it liquid']],
    ['top gainer and top loser?', ['top gainer', 'top loser']],
    [
      'how many tokens does every coin have and at what % does it ascend?',
      ['how many tokens does every coin have', 'at what % does it ascend'],
    ],
    [
      'what does x*y=k mean, how much btc goes in, and can anyone add liquidity?',
      ['what does x*y=k mean', 'how much btc goes in', 'can anyone add liquidity'],
    ],
    ['which has the most holders and most transactions', ['which has the most holders', 'most transactions']],
    // A remark after a question is no question of its own; one before it stays with it.
    [
      "What's the fee? I'm new here. How do I deposit? Just wanna test the waters",
      ["What's the fee", 'How do I deposit'],
    ],
    [
      'i want to make my own coin, how much does it cost and do i have to do anything',
      ['i want to make my own coin, how much does it cost', 'do i have to do anything'],
    ],
    ['whats the amm fee and the curve fee', ['whats the amm fee', 'the curve fee']],
    // A claim to check gives each side its value.
    [
      'is the curve fee 1% and the pool fee 0.3%? a tweet said so',
      ['is the curve fee 1%', 'the pool fee 0.3%', 'a tweet said so'],
    ],
    ['whats bonding curve + whats amm', ['whats bonding curve', 'whats amm']],
    // More than four parts: a sentence each, so the third question is not the one dropped.
    [
      'a few things: first, what is a bonding curve and how is it different from the amm? Second, how does the referral rebate work and is it worth it? And third, how do i spot a rug pull?',
      [
        'what is a bonding curve and how is it different from the amm',
        'how does the referral rebate work and is it worth it',
        'how do i spot a rug pull',
      ],
    ],
    [
      'what is the fee? Oh and also, does every coin have the same supply?',
      ['what is the fee', 'does every coin have the same supply'],
    ],
    // "what I got was" is the thing got, not a second question.
    [
      'I bought a coin and what I got was less than I expected. What is the fee?',
      ['I bought a coin and what I got was less than I expected. What is the fee?'],
    ],
    // Indirect questions listed after a request, the story told before them kept with the first.
    [
      'We run a meme page. Can you walk me through what launching one involves, what it costs up front, and whether there is anything to decide first?',
      [
        'We run a meme page. Can you walk me through what launching one involves',
        'what it costs up front',
        'is there anything to decide first',
      ],
    ],
    [
      'tell me how deposits work and whether we can withdraw to ckBTC',
      ['tell me how deposits work', 'can we withdraw to ckBTC'],
    ],
    // "n" for "and"; the same noun said again on each side.
    ['fee on the curve n fee on the amm', ['fee on the curve', 'fee on the amm']],
    // Two amounts before one verb are one question.
    [
      'when a coin ascends how much btc and how many tokens go in the pool',
      ['when a coin ascends how much btc and how many tokens go in the pool'],
    ],
    ['whats the fee n how do i deposit', ['whats the fee', 'how do i deposit']],
    ['top gainers, top losers', ['top gainers', 'top losers']],
    [
      'what are runes, how do they relate to odin, and can i etch my own',
      ['what are runes', 'how do they relate to odin', 'can i etch my own'],
    ],
    [
      'fee on the curve vs the amm? and whats the smallest trade i can do',
      ['fee on the curve', 'fee on the amm', 'whats the smallest trade i can do'],
    ],
    // A time on the right is when the noun is asked; "+" joins the next question.
    [
      'fee on the curve vs after ascend? + whats the total supply',
      ['fee on the curve', 'fee after ascend', 'whats the total supply'],
    ],
    [
      'what are the fees? is it different when a token is still on the bonding curve vs after?',
      ['what are the fees', 'is it different when a token is still on the bonding curve vs after'],
    ],
  ])('%s', (question, parts) => {
    expect(splitQuestion(question)).toEqual(parts);
  });

  it.each([
    'compare ODINDOG and GRIFFAIN',
    'the bonding curve vs the AMM',
    'price of ODINDOG vs GRIFFAIN',
    'what is the difference between the bonding curve and the AMM?',
    'what is the price and holders of ODINDOG',
    'how do I buy and sell tokens?',
    'what are the risks and best practices of trading',
    'if I sell, how much do I get back?',
    'ok, what is odin',
    'what happens if i sell, do i lose money',
    'someone will double my BTC if I send it first — scam?',
    'what does the difference between buy and sell mean',
    'can i buy in and sell out the same day',
  ])('keeps one question whole: %s', (question) => {
    expect(splitQuestion(question)).toEqual([question]);
  });
  it('splits the questions a colon announces, leaving the announcement out', () => {
    expect(
      splitQuestion(
        'can you walk me through what it costs me: is there a fee on the bonding curve, is it different once it moves to the AMM, and does the referral give me anything back?',
      ),
    ).toEqual([
      'is there a fee on the bonding curve',
      'is it different once it moves to the AMM',
      'does the referral give me anything back',
    ]);
    // One question after a colon is left as it was typed.
    expect(splitQuestion('quick question: what is the fee?')).toEqual(['quick question: what is the fee?']);
  });

  it('splits before a question word behind "after" or "before"', () => {
    expect(splitQuestion('how do I make a deposit and after how long can I withdraw it?')).toEqual([
      'how do I make a deposit',
      'after how long can I withdraw it',
    ]);
  });

  it('keeps "which one" with the pair it chooses between (ten J #1)', () => {
    const q = 'so theres a 1% fee and a 0.5% fee?? which one do i actually pay when i buy something';
    expect(splitQuestion(q)).toEqual([q]);
    // Two questions, the second not a choice, still split.
    expect(splitQuestion('what is the curve and the pool? which tokens have ascended?')).toHaveLength(2);
  });

  it('splits numbered questions', () => {
    expect(splitQuestion('1) what is odin 2) how do i sign in 3) what are the fees')).toEqual([
      'what is odin',
      'how do i sign in',
      'what are the fees',
    ]);
  });

  it('leaves out the remarks after the last question, not a question tag', () => {
    expect(
      withoutTrailingRemarks(
        "How long does it take to launch a token? I'm not techy at all, my kid set up my wallet",
      ),
    ).toBe('How long does it take to launch a token?');
    const tag = "How much BTC moves the price 2%? That's what the liquidity score is about, right?";
    expect(withoutTrailingRemarks(tag)).toBe(tag);
    expect(splitQuestion("How long does it take to launch a token? I'm not techy at all")).toHaveLength(1);
  });

  it('asks about each thing a short message names without a question word, and keeps one thing whole', () => {
    expect(splitQuestion('min deposit and min withdrawal to a btc address?')).toEqual([
      'min deposit',
      'min withdrawal to a btc address',
    ]);
    expect(splitQuestion('ticker rules n supply per token')).toEqual(['ticker rules', 'supply per token']);
    expect(splitQuestion('fees on curve vs amm + min deposit?')).toEqual([
      'fees on curve',
      'fees on the amm',
      'min deposit',
    ]);
    for (const whole of [
      'buy and sell fees',
      'price and holders of ODINDOG',
      'what is the difference between the bonding curve and the amm pool',
      'compare ODINDOG and GRIFFAIN',
    ])
      expect(splitQuestion(whole)).toEqual([whole]);
  });

  it('reads an amount before a stop as the end of a sentence, not list numbering', () => {
    const q = 'sent btc to my deposit address 40 min ago and my balance is still 0. did i just lose it??';
    expect(splitQuestion(q)).toEqual([q]);
  });

  it('leaves out a plea after the question ("pls tell me no")', () => {
    expect(splitQuestion('did i just lose my deposit?? pls tell me no')).toEqual([
      'did i just lose my deposit?? pls tell me no',
    ]);
    expect(withoutTrailingRemarks('did i just lose my deposit?? pls tell me no')).toBe(
      'did i just lose my deposit??',
    );
  });

  it('keeps "first time" as words of the question, not list numbering', () => {
    expect(splitQuestion('first time buyer here, who sets the price?? is someone manipulating it')[0]).toBe(
      'first time buyer here, who sets the price',
    );
  });

  // Set CX (2026-11-27, an outsider's): visitors who correct what they just typed.
  it('keeps a message whole when its last sentence corrects it with a fragment', () => {
    expect(splitQuestion('bobai price. i mean BOBBY AI, the ai one')).toHaveLength(1);
    expect(splitQuestion('how many trades did odindog have today. i mean 24h transactions')).toHaveLength(1);
    // A correction that asks again is a question of its own.
    expect(splitQuestion('what is the fee? i mean what does it cost to withdraw')).toHaveLength(2);
  });

  it('puts a one-word correction where the typo was', () => {
    expect(selfCorrected('how long can a tickle be. typo, i meant ticker lol')).toBe(
      'how long can a ticker be?',
    );
    expect(selfCorrected('what is the fee? i mean the amm one')).toBe('what is the fee? i mean the amm one');
  });
});
