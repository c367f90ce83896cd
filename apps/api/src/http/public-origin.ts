import type { FastifyRequest } from 'fastify';

/**
 * The site's origin as the client asked for it: scheme and Host (behind a proxy, its
 * X-Forwarded-Proto and X-Forwarded-Host, read only when TRUST_PROXY is on). No variable names a
 * canonical origin, so the sitemap and robots.txt use this: a crawler always reads them on the
 * host it will index. A cache in front must key on the host (every CDN does by default).
 */
export function publicOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
