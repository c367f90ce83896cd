import { entropyToMnemonic } from '@scure/bip39';
import { wordlist as english } from '@scure/bip39/wordlists/english.js';
import { wordlist as spanish } from '@scure/bip39/wordlists/spanish.js';
import { describe, expect, it } from 'vitest';
import { containsPastedSecret, REDACTED, redactAcrossMessages, redactSecrets } from './secrets.js';

// BIP39 test vectors (valid checksums) and phrases built from fixed entropy.
const PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const WITH_CAN = entropyToMnemonic(
  Uint8Array.from({ length: 16 }, (_, i) => (i * 37 + 11) % 256),
  english,
);
const SPANISH = entropyToMnemonic(
  Uint8Array.from({ length: 16 }, (_, i) => (i * 53 + 7) % 256),
  spanish,
);
const HEX = 'e8f32e723decf4051aefac8e2c93c9c5b214313817cdb01a1494b917c8436b35';
const WIF = '5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ';
const XPRV =
  'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LAF1zPjJpqsfkFZy8sHe1cAyLjPquLqT9J';
const PEM =
  '-----BEGIN EC PRIVATE KEY-----\nMHQCAQEEIBkg4LVWM9nuwNSk3yByxZpYRTBnVJk5oIDVv5Ij9DfRoAcGBSuBBAAK\n-----END EC PRIVATE KEY-----';
const words = PHRASE.split(' ');

describe('pasted secrets: found however they are formatted', () => {
  it.each([
    ['a phrase in a sentence', `my seed is ${PHRASE}. Is it safe?`, `my seed is ${REDACTED}. Is it safe?`],
    ['a quoted phrase', `"${PHRASE}"`, `"${REDACTED}"`],
    ['a valid phrase containing "can"', `help: ${WITH_CAN}`, `help: ${REDACTED}`],
    ['a numbered list', words.map((w, i) => `${i + 1}. ${w}`).join(' '), `1. ${REDACTED}`],
    ['one word per numbered line', words.map((w, i) => `${i + 1}) ${w}`).join('\n'), `1) ${REDACTED}`],
    ['hyphen-joined', words.join('-'), REDACTED],
    ['comma-joined, upper case', words.join(', ').toUpperCase(), REDACTED],
    ['Spanish, typed without accents', SPANISH.normalize('NFKD').replace(/\p{M}/gu, ''), REDACTED],
    ['Spanish with accents', `mi frase: ${SPANISH}`, `mi frase: ${REDACTED}`],
    ['a 64-hex key', `key: ${HEX}`, `key: ${REDACTED}`],
    ['a 0x key', `pk 0x${HEX}`, `pk ${REDACTED}`],
    ['a hex key over two lines', `${HEX.slice(0, 30)}\n${HEX.slice(30)}`, REDACTED],
    ['a WIF key', `wif ${WIF}!`, `wif ${REDACTED}!`],
    ['an xprv key', `backup ${XPRV} ok`, `backup ${REDACTED} ok`],
    ['a PEM block', `my identity:\n${PEM}\nthanks`, `my identity:\n${REDACTED}\nthanks`],
    ['a PEM block cut short', `${PEM.slice(0, 60)}`, REDACTED],
    ['two secrets', `${PHRASE}, ${HEX}`, `${REDACTED}, ${REDACTED}`],
  ])('%s', (_what, input, expected) => {
    expect(containsPastedSecret(input)).toBe(true);
    expect(redactSecrets(input)).toBe(expected);
    expect(containsPastedSecret(redactSecrets(input))).toBe(false);
  });

  it('a phrase pasted in two halves over two messages: both halves are removed', () => {
    const first = `here is the first part ${words.slice(0, 6).join(' ')}`;
    const second = words.slice(6).join(' ');
    expect(containsPastedSecret(second)).toBe(false);
    const result = redactAcrossMessages(first, second);
    expect(result.found).toBe(true);
    expect(result.current).toBe(REDACTED);
    expect(result.previous).toBe(`here is the first part ${REDACTED}`);
  });

  it('a list with a typo (checksum fails) is still a secret', () => {
    const typo = [...words.slice(0, 11), 'zoo'];
    expect(containsPastedSecret(typo.map((w, i) => `${i + 1}. ${w}`).join('\n'))).toBe(true);
  });
});

describe('pasted secrets: ordinary text is left alone', () => {
  it.each([
    'What is a seed phrase and why should I never share it?',
    'How does the bonding curve work and what happens when a token ascends to the pool?',
    'It is: alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo.',
    'tx 0x1234abcd is short',
    'can you tell me about the bitcoin fee for a token launch and what the price will be tomorrow',
    'apakah aman untuk membeli token baru di odin fun kalau harganya naik terus setiap hari ya',
    'apakah token baru yang murah ini aman untuk dibeli sekarang atau nanti saja',
    'my wallet asks for 24 words, is that normal or a scam?',
    'fee, price, token, pool, swap, market, volume, chart, curve, liquid, holder',
  ])('%s', (text) => {
    expect(containsPastedSecret(text)).toBe(false);
    expect(redactSecrets(text)).toBe(text);
  });

  it('a message after an ordinary one is not joined into a false phrase', () => {
    const result = redactAcrossMessages('what is the fee', 'and the price of ODINDOG today?');
    expect(result).toEqual({
      previous: 'what is the fee',
      current: 'and the price of ODINDOG today?',
      found: false,
    });
  });
});
