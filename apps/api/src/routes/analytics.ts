import { LIMITS } from '@odai/contract';
import { type RouteTypes, routeSchemas } from '@odai/contract/server';
import type { FastifyInstance } from 'fastify';
import {
  type CachedMarketBody,
  cachedMarketBody,
  cachedSnapshotReply,
  sendMarketBody,
} from '../http/cached-snapshot-reply.js';
import { HttpError, marketNotReady } from '../http/http-error.js';
import { LruCache } from '../http/lru-cache.js';
import type { MarketRoutesOptions } from './tokens.js';

const DETAIL_CACHE_ENTRIES = 200;

/** /api/analytics/*: the dashboard's lists from the snapshot, and one token's detail on demand. */
export async function analyticsRoutes(app: FastifyInstance, { market, limits }: MarketRoutesOptions) {
  const details = new LruCache<CachedMarketBody>(DETAIL_CACHE_ENTRIES);
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
  // Replies are bytes serialized once per snapshot from the reader's contract-typed detail, so only
  // the request side is typed here.
  app.route<Pick<RouteTypes<'getTokenDetail'>, 'Params' | 'Querystring'>>({
    ...routeSchemas.getTokenDetail,
    onRequest: limits.read,
    handler: async (request, reply) => {
      const { symbol } = request.params;
      const days = request.query.days ?? LIMITS.historyDaysDefault;
      // A detail changes only with a new snapshot: cache its bytes per version, so a popular
      // token's page costs one query per ingest cycle rather than one per visitor.
      const version = market.snapshot()?.version;
      const key = `${version}:${days}:${symbol}`;
      let cached = version === undefined ? undefined : details.get(key);
      if (!cached) {
        const detail = await market.tokenDetail(symbol, days);
        if (!detail) {
          if (!market.snapshot()) throw marketNotReady();
          throw new HttpError(
            404,
            'TOKEN_NOT_FOUND',
            `No token with the id or ticker "${symbol}" was found.`,
          );
        }
        cached = cachedMarketBody(Buffer.from(reply.serialize(detail) as string), detail.source, detail.asOf);
        if (version !== undefined) details.set(key, cached);
      }
      return sendMarketBody(request, reply, cached);
    },
  });
}
