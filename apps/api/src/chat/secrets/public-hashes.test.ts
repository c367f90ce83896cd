import { describe, expect, it } from 'vitest';
import { containsPastedSecret, REDACTED, redactAcrossMessages, redactSecrets } from '../secrets.js';

// A 64-hex value named as a transaction, hash, block or account id is public; a bare one, one
// named as a key, or one in a message that speaks of a key anywhere, is a key (decision 043).
const HEX = 'e8f32e723decf4051aefac8e2c93c9c5b214313817cdb01a1494b917c8436b35';

describe('64-hex values: public hashes left alone', () => {
  it.each([
    `My transaction ${HEX} is stuck, what do I do?`,
    `txid: ${HEX}`,
    `https://mempool.space/tx/${HEX}`,
    `${HEX} is the txid of my deposit`,
    `tx hash 0x${HEX} from the bridge`,
    `my ICP account id is ${HEX}, is the deposit there?`,
    `Mi transacción ${HEX} no llega`,
    `Moje transakce ${HEX} visí`,
    `トランザクション ${HEX} が未承認です`,
    `거래 ${HEX} 가 대기 중이에요`,
    `我的交易 ${HEX} 一直没有确认`,
  ])('%s', (text) => {
    expect(containsPastedSecret(text)).toBe(false);
    expect(redactSecrets(text)).toBe(text);
  });

  it('a labelled txid sent after an ordinary message stays too', () => {
    const result = redactAcrossMessages('my deposit did not arrive, the txid is', HEX);
    expect(result.found).toBe(false);
  });
});

describe('64-hex values: keys still removed', () => {
  it.each([
    ['bare', HEX, REDACTED],
    ['named as a key', `private key ${HEX}`, `private key ${REDACTED}`],
    [
      'a transaction label, but the message speaks of a key',
      `my transaction ${HEX}, signed with my private key`,
      `my transaction ${REDACTED}, signed with my private key`,
    ],
    [
      'a Spanish key word elsewhere',
      `transacción ${HEX} y mi clave privada?`,
      `transacción ${REDACTED} y mi clave privada?`,
    ],
    ['a Chinese key word elsewhere', `交易 ${HEX} 这是私钥吗`, `交易 ${REDACTED} 这是私钥吗`],
    [
      'a label too far away',
      `transaction — and then, unrelated, here is something else: ${HEX}`,
      `transaction — and then, unrelated, here is something else: ${REDACTED}`,
    ],
    ['longer than a hash', `txid ${HEX}${HEX}`, `txid ${REDACTED}`],
  ])('%s', (_what, text, expected) => {
    expect(containsPastedSecret(text)).toBe(true);
    expect(redactSecrets(text)).toBe(expected);
  });

  it('a key sent after "my private key is" is removed across the two messages', () => {
    const result = redactAcrossMessages('my private key is', HEX);
    expect(result).toEqual({ previous: 'my private key is', current: REDACTED, found: true });
  });
});
