import { describe, expect, it } from 'vitest';
import { containsPastedSecret, REDACTED, redactSecrets } from './secrets.js';

const PHRASE = 'abandon ability able about above absent absorb abstract absurd abuse access accident';
const HEX = 'e8f32e723decf4051aefac8e2c93c9c5b214313817cdb01a1494b917c8436b35';
const WIF = '5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ';

describe('pasted secrets', () => {
  it.each([
    [`my seed is ${PHRASE}. Is it safe?`, `my seed is ${REDACTED}. Is it safe?`],
    [`"${PHRASE}"`, `"${REDACTED}"`],
    [`key: ${HEX}`, `key: ${REDACTED}`],
    [`wif ${WIF}!`, `wif ${REDACTED}!`],
    [`${PHRASE}, ${HEX}`, `${REDACTED}, ${REDACTED}`],
  ])('redacts %s', (input, expected) => {
    expect(containsPastedSecret(input)).toBe(true);
    expect(redactSecrets(input)).toBe(expected);
    expect(containsPastedSecret(redactSecrets(input))).toBe(false);
  });

  it.each([
    'What is a seed phrase and why should I never share it?',
    'How does the bonding curve work and what happens when a token ascends to the pool?',
    'It is: alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo.',
    'tx 0x1234abcd is short',
  ])('leaves ordinary text alone: %s', (text) => {
    expect(containsPastedSecret(text)).toBe(false);
    expect(redactSecrets(text)).toBe(text);
  });
});
