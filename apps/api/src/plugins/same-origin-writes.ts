import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { HttpError } from '../http/http-error.js';

// Refuses state-changing /api/* calls sent by other sites' pages (docs/decisions/023-same-origin-writes.md).
// A page elsewhere can fire `fetch(…, { mode: 'no-cors' })` at us; it cannot read the answer, but
// without this check it could spend the visitor's per-IP quotas and lock them out.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const crossSite = () =>
  new HttpError(
    403,
    'CROSS_SITE_REQUEST',
    'This request came from another website and was refused. Please use ODAI directly.',
  );

/** The origin this request was addressed to, as a browser on our own page would send it. */
function ownOrigin(request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`.toLowerCase();
  // Browsers leave the default port out of `Origin`; a proxy may leave it in `Host`.
  return origin.replace(/^(http:\/\/[^/]+):80$|^(https:\/\/[^/]+):443$/, '$1$2');
}

/**
 * Browsers send `Sec-Fetch-Site` and `Origin` on every cross-origin POST, and a page cannot
 * forge either. Calls with neither (curl, server-to-server) are not a browser's and pass.
 * Registered before the rate limits, whose route hooks run after this global one.
 */
export function useSameOriginWrites(app: FastifyInstance, config: Config): void {
  const allowed = new Set(config.ALLOWED_ORIGINS);
  const refused = (request: FastifyRequest): boolean => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return false;
    const origin = request.headers.origin?.toLowerCase();
    // A configured origin may be another site (a front end under its own domain).
    if (origin !== undefined && allowed.has(origin)) return false;
    if (request.headers['sec-fetch-site'] === 'cross-site') return true;
    return !(origin === undefined || origin === ownOrigin(request));
  };
  // Callback style: it runs on every request, and most are reads that pass at once.
  app.addHook('onRequest', (request, _reply, next) => {
    if (refused(request)) next(crossSite());
    else next();
  });
}
