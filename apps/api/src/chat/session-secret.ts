import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// The binding cookie holds a random secret the server issued; the database keeps only its SHA-256,
// so a leaked table cannot be replayed as cookies. One secret per browser binds all of its
// sessions; it is replaced on every new session (docs/decisions/014-chat-session-binding.md).
export const CHAT_COOKIE = 'odai_chat';
/**
 * Behind HTTPS the cookie carries the `__Host-` prefix: browsers accept it only Secure, with
 * Path=/ and no Domain, so a sibling subdomain or a plain-HTTP page cannot plant one.
 */
export const SECURE_CHAT_COOKIE = `__Host-${CHAT_COOKIE}`;
export const chatCookieName = (secure: boolean) => (secure ? SECURE_CHAT_COOKIE : CHAT_COOKIE);
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
