import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openapiDocument } from '@odai/contract/server';
import type { FastifyInstance } from 'fastify';

/**
 * The contract, served as written (static mode: the document is the source, not the routes),
 * at /api/openapi.json, with a readable page at /api/docs.
 */
export async function useApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    mode: 'static',
    specification: { document: openapiDocument as never },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The docs page brings its own CSP. Drop its upgrade-insecure-requests (it breaks loading the
    // page's assets over plain HTTP on a LAN address) and allow the inline styles Swagger UI sets
    // (seen blocked in Chromium).
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(
          /style-src ([^;]*);/,
          (_all, sources: string) => `style-src ${sources.trim()} 'unsafe-inline';`,
        ),
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 1 },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, (_request, reply) => reply.send(app.swagger()));
}
