import { createHash } from 'node:crypto';

/**
 * A strong validator for a body: a digest of its bytes, so equal bytes have equal tags across
 * processes and restarts (a snapshot version number restarts at 1 and differs between processes).
 * `variant` tells encodings of one body apart ("…-br"), as a strong tag must.
 */
export function strongEtag(bytes: Uint8Array, variant = ''): string {
  const digest = createHash('sha1').update(bytes).digest('base64url').slice(0, 20);
  return variant ? `"${digest}-${variant}"` : `"${digest}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 §13.1.2 asks for GET). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag || header === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
