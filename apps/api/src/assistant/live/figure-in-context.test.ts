import { describe, expect, it } from 'vitest';
import { asksHowItCompares } from './figure-in-context.js';

describe('asking how a figure compares', () => {
  it.each(['is that a lot?', 'is it high for odin', 'thats good right?', 'is that normal'])('%s', (q) => {
    expect(asksHowItCompares(q)).toBe(true);
  });

  it.each(['is it a good time to buy a token on the bonding curve right now', 'how much is the fee'])(
    'not %s',
    (q) => {
      expect(asksHowItCompares(q)).toBe(false);
    },
  );
});
