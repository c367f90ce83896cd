import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import type { MarketReader, MarketSnapshot } from '../market/market-service.js';
import { ifNoneMatch, strongEtag } from './etag.js';
import { type HttpError, marketNotReady } from './http-error.js';

/**
 * Browsers revalidate every read (max-age=0: the spec's data is never stale, and an unchanged body
 * costs a 304); shared caches may answer from their copy for a few seconds and refresh it in the
 * background meanwhile (docs/decisions/021-http-caching-of-market-reads.md). Data changes once per
 * ingest cycle (60 s by default), so a 5 s shared copy is at most a few seconds behind.
 */
export const MARKET_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=5';

/** A market body serialized once per snapshot version, with its validator. */
export interface CachedMarketBody {
  bytes: Buffer;
  etag: string;
  source: string;
  asOf: string;
}

export function cachedMarketBody(bytes: Buffer, source: string, asOf: string): CachedMarketBody {
  return { bytes, etag: strongEtag(bytes), source, asOf };
}

/** Sends a cached market body, or a 304 with the same validators when the client holds it. */
export function sendMarketBody(request: FastifyRequest, reply: FastifyReply, body: CachedMarketBody) {
  reply
    .header('x-data-source', body.source)
    .header('x-data-as-of', body.asOf)
    .header('etag', body.etag)
    .header('cache-control', MARKET_CACHE_CONTROL);
  if (ifNoneMatch(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body.bytes);
}

/**
 * A handler serving one body of the market snapshot. The JSON is produced once per snapshot
 * version, through the route's response serializer (so it is shaped by the contract), and the
 * bytes and their ETag are reused until the next ingest cycle: a hot read costs no query, no
 * serialization and no hashing.
 */
export function cachedSnapshotReply(
  market: MarketReader,
  pick: (snapshot: MarketSnapshot) => unknown,
  whenMissing: () => HttpError,
) {
  // body null: the snapshot has no such body (e.g. no featured token).
  let cached: { version: number; body: CachedMarketBody | null } | undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const snapshot = market.snapshot();
    if (!snapshot) throw marketNotReady();
    if (cached?.version !== snapshot.version) {
      const picked = pick(snapshot);
      cached = {
        version: snapshot.version,
        body:
          picked == null
            ? null
            : cachedMarketBody(
                Buffer.from(reply.serialize(picked) as string),
                snapshot.source,
                snapshot.asOf,
              ),
      };
    }
    if (!cached.body) throw whenMissing();
    return sendMarketBody(request, reply, cached.body);
  };
}

/**
 * Registers the GETs of a route module that each serve one body of the snapshot (through
 * `cachedSnapshotReply`), all behind `onRequest` (the read rate limit). A body the snapshot lacks
 * answers `whenMissing`, 503 MARKET_NOT_READY unless said otherwise.
 */
export function snapshotRoutes(app: FastifyInstance, market: MarketReader, onRequest: onRequestHookHandler) {
  return (
    route: Pick<RouteOptions, 'method' | 'url' | 'schema'>,
    pick: (snapshot: MarketSnapshot) => unknown,
    whenMissing: () => HttpError = marketNotReady,
  ) => app.route({ ...route, onRequest, handler: cachedSnapshotReply(market, pick, whenMissing) });
}
