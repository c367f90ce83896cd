import { createHash } from 'node:crypto';

// The BIP39 checksum from word positions (11 bits each): the first ENT/32 bits of SHA-256 of the
// entropy must equal the phrase's last bits. Computed from positions already looked up, so
// checking every 12–24-word window of a long run costs a hash each, not a word-list scan.

export const PHRASE_LENGTHS = [12, 15, 18, 21, 24] as const;

export function checksumMatches(positions: readonly number[]): boolean {
  const totalBits = positions.length * 11;
  const checksumBits = totalBits / 33;
  const entropyBytes = ((totalBits - checksumBits) / 8) | 0;
  if (!Number.isInteger(checksumBits)) return false;
  let bits = 0n;
  for (const position of positions) bits = (bits << 11n) | BigInt(position);
  const checksum = Number(bits & ((1n << BigInt(checksumBits)) - 1n));
  let entropy = bits >> BigInt(checksumBits);
  const bytes = Buffer.alloc(entropyBytes);
  for (let i = entropyBytes - 1; i >= 0; i--) {
    bytes[i] = Number(entropy & 0xffn);
    entropy >>= 8n;
  }
  const hash = createHash('sha256').update(bytes).digest();
  const expected = hash[0]! >> (8 - checksumBits);
  return expected === checksum;
}
