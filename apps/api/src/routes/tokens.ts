import { routeSchemas } from '@odai/contract/server';
import type { FastifyInstance } from 'fastify';
import { cachedSnapshotReply } from '../http/cached-snapshot-reply.js';
import { HttpError, marketNotReady } from '../http/http-error.js';
import type { MarketReader } from '../market/market-service.js';
import type { RateLimits } from '../plugins/rate-limits.js';

export interface MarketRoutesOptions {
  market: MarketReader;
  limits: RateLimits;
}

const noFeatured = () =>
  new HttpError(404, 'FEATURED_NOT_CONFIGURED', 'There is no featured token right now.');

/** /api/tokens/*: the landing page's featured and popular tokens, from the in-memory snapshot. */
export async function tokenRoutes(app: FastifyInstance, { market, limits }: MarketRoutesOptions) {
  app.route({
    ...routeSchemas.getFeaturedToken,
    onRequest: limits.read,
    handler: cachedSnapshotReply(market, (s) => s.featured, noFeatured),
  });
  app.route({
    ...routeSchemas.listPopularTokens,
    onRequest: limits.read,
    handler: cachedSnapshotReply(market, (s) => s.popular, marketNotReady),
  });
}
