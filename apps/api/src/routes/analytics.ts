import type { FastifyInstance } from 'fastify';
import { routeSchemas } from '../generated/route-schemas.gen.js';
import { cachedSnapshotReply } from '../lib/cached-snapshot-reply.js';
import type { TokenDetailParams, TokenDetailQuery } from '../lib/contract-types.js';
import { HttpError, marketNotReady } from '../lib/http-error.js';
import type { MarketRoutesOptions } from './tokens.js';

const DEFAULT_DAYS = 7;

/** /api/analytics/*: the dashboard's lists from the snapshot, and one token's detail on demand. */
export async function analyticsRoutes(app: FastifyInstance, { market, limits }: MarketRoutesOptions) {
  app.route({
    ...routeSchemas.listAnalyticsTokens,
    onRequest: limits.read,
    handler: cachedSnapshotReply(market, (s) => s.tokens, marketNotReady),
  });
  app.route({
    ...routeSchemas.getMarketOverview,
    onRequest: limits.read,
    handler: cachedSnapshotReply(market, (s) => s.overview, marketNotReady),
  });
  app.route<{ Params: TokenDetailParams; Querystring: TokenDetailQuery }>({
    ...routeSchemas.getTokenDetail,
    onRequest: limits.read,
    handler: async (request, reply) => {
      const { symbol } = request.params;
      const detail = await market.tokenDetail(symbol, request.query.days ?? DEFAULT_DAYS);
      if (!detail) {
        if (!market.snapshot()) throw marketNotReady();
        throw new HttpError(404, 'TOKEN_NOT_FOUND', `No token with the id or ticker "${symbol}" was found.`);
      }
      return reply.header('x-data-source', detail.source).header('x-data-as-of', detail.asOf).send(detail);
    },
  });
}
