import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// The binding cookie holds a random secret; the database keeps only its SHA-256, so a leaked
// table cannot be replayed as cookies. One secret per browser binds all of its sessions (a
// second tab or a reload creates a session bound to the same secret, keeping earlier ones readable).
export const CHAT_COOKIE = 'odai_chat';
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url

export const newSecret = () => randomBytes(32).toString('base64url');
export const isWellFormedSecret = (value: unknown): value is string =>
  typeof value === 'string' && SECRET_SHAPE.test(value);
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Constant-time comparison of the presented secret with the stored hash. */
export function secretMatches(secret: unknown, storedHash: string | undefined): boolean {
  if (!storedHash || !isWellFormedSecret(secret)) return false;
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
