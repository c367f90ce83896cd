import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openapiDocument } from '../generated/openapi-document.gen.js';

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
    staticCSP: true, // adds the docs page's own script/style hashes to our CSP
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 1 },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, (_request, reply) => reply.send(app.swagger()));
}
