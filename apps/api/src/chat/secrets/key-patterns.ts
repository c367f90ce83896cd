import { readsAsPublicHash } from './public-hashes.js';
import type { Span } from './seed-phrases.js';

// Private keys in the shapes people paste them: raw hex (with or without 0x, also broken over
// lines), extended private keys (xprv and its siblings), WIF, and PEM blocks. A 64-hex value may
// also be a transaction id or block hash: it is left alone only when named as one and the text
// speaks of no key (public-hashes.ts, decision 043); a bare one is still removed as a key.

const HEX_CHUNKS = /(?<![0-9a-z])(?:0x)?[0-9a-f]+(?:[ \t]*\r?\n[ \t]*(?:0x)?[0-9a-f]+)*(?![0-9a-z])/gi;
const EXTENDED_KEY = /(?<![0-9a-z])[xyztuv]prv[1-9A-HJ-NP-Za-km-z]{100,112}(?![0-9a-z])/gi;
const WIF = /(?<![0-9a-z])[59KLc][1-9A-HJ-NP-Za-km-z]{50,51}(?![0-9a-z])/gi;
const PEM = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)/g;

function spansOf(pattern: RegExp, text: string, keep: (span: Span) => boolean = () => true): Span[] {
  return [...text.matchAll(pattern)]
    .map((m) => [m.index, m.index + m[0].length] as Span)
    .filter((span) => keep(span));
}

function isHexKey(text: string, [start, end]: Span): boolean {
  const digits = text.slice(start, end).replace(/0x|\s/gi, '').length;
  return digits >= 64 && !readsAsPublicHash(text, start, end, digits);
}

/** Where the text holds a private key. */
export function keySpans(text: string): Span[] {
  return [
    ...spansOf(PEM, text),
    ...spansOf(EXTENDED_KEY, text),
    ...spansOf(WIF, text),
    ...spansOf(HEX_CHUNKS, text, (span) => isHexKey(text, span)),
  ];
}
