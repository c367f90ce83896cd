import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../http/public-origin.js';
import type { RateLimits } from '../plugins/rate-limits.js';

/**
 * /robots.txt: everything may be crawled, and the sitemap's absolute address (the protocol asks
 * for one) on the host asked. Served here rather than as a file of the web build, which cannot
 * know the host.
 */
export async function robotsRoutes(app: FastifyInstance, { limits }: { limits: RateLimits }) {
  app.get('/robots.txt', { onRequest: limits.read }, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${publicOrigin(request)}/sitemap.xml\n`),
  );
}
