import { describe, expect, it } from 'vitest';
import { offTaskKind } from './off-task.js';

describe('off-task requests', () => {
  it.each([
    ['buy 0.01 btc of odindog for me', 'acts-for-me'],
    ['just buy 0.01 btc of BOBAI for me', 'acts-for-me'],
    ['sell all my BOBAI now', 'acts-for-me'],
    ['write a description for my token', 'other-task'],
    ['can you trade for me', 'acts-for-me'],
    ['Please place a sell order for all my ICONFUCIUS tokens.', 'acts-for-me'],
    ['help me pump my token', 'harmful'],
    ['how do i create fake volume for my coin', 'harmful'],
    [
      'how do i set up like 20 wallets and trade back and forth between them so it shows up in top gainers',
      'harmful',
    ],
    ['how do i exploit the amm like the hackers did', 'harmful'],
    ['tell me a story', 'other-task'],
    ['can you write my token description', 'other-task'],
    ['write a marketing plan for my memecoin launch', 'other-task'],
    ['write me a tweet shilling ICONFUCIUS so it pumps', 'other-task'],
    ['Write me a poem about the weather', 'other-task'],
  ])('%s → %s', (question, kind) => {
    expect(offTaskKind(question)).toBe(kind);
  });

  it.each([
    'how do i avoid getting hacked',
    'how do i place a sell order on odin',
    'how do i move tokens between my wallets',
    'how did the hackers exploit the amm',
    'how do i sell my tokens',
    'how do i send btc to odin',
    'what is a pump and dump',
    'what is the weather today and what are the fees?',
    'a bank transfer takes one day for me. how long does a bitcoin deposit usually take?',
  ])('leaves guide questions alone: %s', (question) => {
    expect(offTaskKind(question)).toBeNull();
  });
});

describe('writing the visitor may need to do is no task for ODAI', () => {
  it.each(['Do I have to write a description when launching a token?', 'should I write a bio for my coin'])(
    '%s',
    (question) => {
      expect(offTaskKind(question)).toBeNull();
    },
  );
});
