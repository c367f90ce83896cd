import { describe, expect, it } from 'vitest';
import { onlyAPointer } from './pointer-without-list.js';

describe('a pointer with nothing else to go on', () => {
  it.each(['the second one', 'tell me more about the first one', 'what about the other one?', 'and #2'])(
    '%s is only a pointer',
    (question) => {
      expect(onlyAPointer(question)).toBe(true);
    },
  );

  it.each(['what is the first step to launch a token', 'price of the second one', 'the first one ascended?'])(
    '%s says more than that',
    (question) => {
      expect(onlyAPointer(question)).toBe(false);
    },
  );
});
