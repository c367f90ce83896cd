import type { Span } from './seed-phrases.js';

// Private keys in the shapes people paste them: raw hex (with or without 0x, also broken over
// lines), extended private keys (xprv and its siblings), WIF, and PEM blocks. A 64-hex value may
// also be a transaction id; it is removed all the same, since a txid lost from a chat costs little
// and a key kept in a database costs everything.

const HEX_CHUNKS = /(?<![0-9a-z])(?:0x)?[0-9a-f]+(?:[ \t]*\r?\n[ \t]*(?:0x)?[0-9a-f]+)*(?![0-9a-z])/gi;
const EXTENDED_KEY = /(?<![0-9a-z])[xyztuv]prv[1-9A-HJ-NP-Za-km-z]{100,112}(?![0-9a-z])/gi;
const WIF = /(?<![0-9a-z])[59KLc][1-9A-HJ-NP-Za-km-z]{50,51}(?![0-9a-z])/gi;
const PEM = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)/g;

function spansOf(pattern: RegExp, text: string, keep: (match: string) => boolean = () => true): Span[] {
  return [...text.matchAll(pattern)]
    .filter((m) => keep(m[0]))
    .map((m) => [m.index, m.index + m[0].length] as Span);
}

/** Where the text holds a private key. */
export function keySpans(text: string): Span[] {
  return [
    ...spansOf(PEM, text),
    ...spansOf(EXTENDED_KEY, text),
    ...spansOf(WIF, text),
    ...spansOf(HEX_CHUNKS, text, (m) => m.replace(/0x|\s/gi, '').length >= 64),
  ];
}
