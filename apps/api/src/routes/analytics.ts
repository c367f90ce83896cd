import type { OutgoingHttpHeaders } from 'node:http';
import { LIMITS } from '@odai/contract';
import { type RouteTypes, routeSchemas } from '@odai/contract/server';
import type { FastifyInstance } from 'fastify';
import {
  type CachedMarketBody,
  cachedMarketBody,
  sendMarketBody,
  snapshotRoutes,
} from '../http/cached-snapshot-reply.js';
import { type EventStreamHub, eventFrame } from '../http/event-stream-hub.js';
import { HttpError, marketNotReady } from '../http/http-error.js';
import { LruCache } from '../http/lru-cache.js';
import { findSnapshotToken } from '../market/find-token.js';
import { requestedDays } from '../market/history/history-window.js';
import { snapshotEvent } from '../market/snapshot/snapshot-event.js';
import type { MarketRoutesOptions } from './tokens.js';

const DETAIL_CACHE_ENTRIES = 200;

/** /api/analytics/*: the dashboard's lists from the snapshot, and one token's detail on demand. */
export interface AnalyticsRoutesOptions extends MarketRoutesOptions {
  /** The open `GET /api/analytics/events` streams (useMarketEvents writes the events). */
  events: EventStreamHub;
}

export async function analyticsRoutes(
  app: FastifyInstance,
  { market, limits, events, hotReads }: AnalyticsRoutesOptions,
) {
  const details = new LruCache<CachedMarketBody>(DETAIL_CACHE_ENTRIES);
  const fromSnapshot = snapshotRoutes(app, market, limits.read, hotReads);
  fromSnapshot(routeSchemas.listAnalyticsTokens, (s) => s.tokens);
  fromSnapshot(routeSchemas.getMarketOverview, (s) => s.overview);
  // Replies are bytes serialized once per snapshot from the reader's contract-typed detail, so only
  // the request side is typed here.
  app.route<Pick<RouteTypes<'getTokenDetail'>, 'Params' | 'Querystring'>>({
    ...routeSchemas.getTokenDetail,
    onRequest: limits.read,
    handler: async (request, reply) => {
      const { symbol } = request.params;
      const days = requestedDays(request.query.range, request.query.days ?? LIMITS.historyDaysDefault);
      // A detail changes only with a new snapshot: cache its bytes per version, so a popular
      // token's page costs one query per ingest cycle rather than one per visitor. Keyed by the
      // token's id, so its ticker in any case and its id share one entry.
      const snapshot = market.snapshot();
      const id = snapshot && findSnapshotToken(snapshot.tokens, symbol)?.id;
      const key = id ? `${snapshot.version}:${days}:${id}` : undefined;
      let cached = key === undefined ? undefined : details.get(key);
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
        if (key !== undefined) details.set(key, cached);
      }
      return sendMarketBody(request, reply, cached);
    },
  });
  app.route({
    ...routeSchemas.streamMarketEvents,
    onRequest: limits.read,
    handler: async (request, reply) => {
      if (!events.admits(request.ip)) {
        throw new HttpError(
          429,
          'RATE_LIMITED',
          'Too many live-update connections from your network. Please close a tab and try again.',
          60,
        );
      }
      // The stream outlives the handler: Fastify steps aside and the hub owns the response. The
      // headers set so far (security headers) go out with the stream's own.
      reply.hijack();
      const snapshot = market.snapshot();
      events.open(
        reply.raw,
        request.ip,
        reply.getHeaders() as OutgoingHttpHeaders,
        snapshot ? eventFrame('snapshot', snapshotEvent(snapshot)) : undefined,
      );
    },
  });
}
