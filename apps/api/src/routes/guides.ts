import { type RouteTypes, routeSchemas } from '@odai/contract/server';
import type { FastifyInstance } from 'fastify';
import { findGuide, guideSummaries } from '../assistant/knowledge-base/guides.js';
import type { KnowledgeBase } from '../assistant/knowledge-base/knowledge-base.js';
import { HttpError } from '../http/http-error.js';
import type { RateLimits } from '../plugins/rate-limits.js';

export interface GuideRoutesOptions {
  kb: KnowledgeBase;
  limits: RateLimits;
}

// The articles are read once at start-up and only change with a deploy: a few minutes of caching
// costs nothing and spares the server every revisit.
const CACHE = 'public, max-age=300';

/** /api/guides/*: the knowledge base the assistant answers from, as pages to read. */
export async function guideRoutes(app: FastifyInstance, { kb, limits }: GuideRoutesOptions) {
  const summaries = guideSummaries(kb);
  app.route<RouteTypes<'listGuides'>>({
    ...routeSchemas.listGuides,
    onRequest: limits.read,
    handler: async (_request, reply) => reply.header('cache-control', CACHE).code(200).send(summaries),
  });
  app.route<RouteTypes<'getGuide'>>({
    ...routeSchemas.getGuide,
    onRequest: limits.read,
    handler: async (request, reply) => {
      const guide = findGuide(kb, request.params.article);
      if (!guide) throw new HttpError(404, 'GUIDE_NOT_FOUND', 'There is no guide at this address.');
      return reply.header('cache-control', CACHE).code(200).send(guide);
    },
  });
}
