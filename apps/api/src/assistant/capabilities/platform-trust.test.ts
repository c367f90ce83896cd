import { describe, expect, it } from 'vitest';
import { asksPlatformTrust } from './platform-trust.js';

describe('a verdict asked on Odin.fun itself', () => {
  it.each([
    'is odin.fun legit',
    'is odin a scam?',
    'is the odin platform legit',
    'odin.fun legit?',
    'can i trust odin.fun with my btc',
    'is odin fun a ponzi',
    'is odin legit or is it gonna rug everyone',
  ])('is read in "%s"', (question) => {
    expect(asksPlatformTrust(question)).toBe(true);
  });

  it.each([
    'is odindog legit',
    'is the odin token a scam',
    'what is a rug pull',
    'is odin safe?',
    'is odin fun to use',
  ])('is not read in "%s"', (question) => {
    expect(asksPlatformTrust(question)).toBe(false);
  });
});
