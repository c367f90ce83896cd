import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_IDLE_DAYS } from '../chat/idle-session-sweep.js';
import { chatCookieName } from '../chat/session-secret.js';
import type { Config } from '../config.js';

// The chat's binding cookie on the wire (docs/decisions/014-chat-session-binding.md).

/** As long as an idle session is kept: a cookie outliving every session it could open is useless. */
const COOKIE_MAX_AGE_SECONDS = SESSION_IDLE_DAYS * 24 * 60 * 60;

/** Secure per COOKIE_SECURE; `auto` follows the request (X-Forwarded-Proto only with TRUST_PROXY). */
export function isSecureCookie(request: FastifyRequest, config: Config): boolean {
  return (
    config.COOKIE_SECURE === 'always' || (config.COOKIE_SECURE === 'auto' && request.protocol === 'https')
  );
}

/**
 * The secret the browser presents. Behind HTTPS only the `__Host-` cookie counts: a plain
 * `odai_chat` there could have been planted by a sibling subdomain or a plain-HTTP response.
 */
export function presentedSecret(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[chatCookieName(isSecureCookie(request, config))];
}

export function setBindingCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  config: Config,
) {
  const secure = isSecureCookie(request, config);
  reply.setCookie(chatCookieName(secure), secret, {
    httpOnly: true,
    sameSite: 'lax',
    // `__Host-` requires Path=/; the plain-HTTP cookie keeps the narrower path it always had.
    path: secure ? '/' : '/api/chat',
    secure,
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}
