import { routeSchemas } from '@odai/contract/server';
import type { FastifyInstance } from 'fastify';
import { snapshotRoutes } from '../http/cached-snapshot-reply.js';
import type { HotReads } from '../http/hot-reads.js';
import { HttpError } from '../http/http-error.js';
import type { MarketReader } from '../market/market-service.js';
import type { RateLimits } from '../plugins/rate-limits.js';

export interface MarketRoutesOptions {
  market: MarketReader;
  limits: RateLimits;
  /** Answers the cached reads before the router once their bytes exist (left out in some tests). */
  hotReads?: HotReads;
}

const noFeatured = () =>
  new HttpError(404, 'FEATURED_NOT_CONFIGURED', 'There is no featured token right now.');

/** /api/tokens/*: the landing page's featured and popular tokens, from the in-memory snapshot. */
export async function tokenRoutes(app: FastifyInstance, { market, limits, hotReads }: MarketRoutesOptions) {
  const fromSnapshot = snapshotRoutes(app, market, limits.read, hotReads);
  fromSnapshot(routeSchemas.getFeaturedToken, (s) => s.featured, noFeatured);
  fromSnapshot(routeSchemas.listPopularTokens, (s) => s.popular);
}
