import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer, pages and API alike. The CSP is what the built web app needs:
 * its own scripts only, inline styles (React/Mantine set style attributes and inject <style>),
 * images from itself or data: URLs, API calls to the same origin. No upgrade-insecure-requests:
 * the server is often reached over plain HTTP on a LAN address, where it would break loading.
 */
export async function useSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Outside links (odin.fun) are fine to open; we send no referrer path to them.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
