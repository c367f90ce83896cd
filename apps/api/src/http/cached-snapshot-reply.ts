import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import type { MarketReader, MarketSnapshot } from '../market/market-service.js';
import { ifNoneMatch, strongEtag } from './etag.js';
import type { HotReads } from './hot-reads.js';
import { type HttpError, marketNotReady } from './http-error.js';

/** Every market body is JSON (the hot path writes the same header, http/hot-reads.ts). */
export const MARKET_CONTENT_TYPE = 'application/json; charset=utf-8';

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
  /** What every answer with these bytes carries (a 304 too): where the data is from, its validator. */
  headers: Readonly<Record<string, string>>;
}

export function cachedMarketBody(bytes: Buffer, source: string, asOf: string): CachedMarketBody {
  const etag = strongEtag(bytes);
  return {
    bytes,
    etag,
    source,
    asOf,
    headers: Object.freeze({
      'x-data-source': source,
      'x-data-as-of': asOf,
      etag,
      'cache-control': MARKET_CACHE_CONTROL,
    }),
  };
}

/** Sends a cached market body, or a 304 with the same validators when the client holds it. */
export function sendMarketBody(request: FastifyRequest, reply: FastifyReply, body: CachedMarketBody) {
  reply.headers(body.headers);
  if (ifNoneMatch(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  return reply.type(MARKET_CONTENT_TYPE).send(body.bytes);
}

/**
 * A handler serving one body of the market snapshot. The JSON is produced once per snapshot
 * version, through the route's response serializer (so it is shaped by the contract), and the
 * bytes and their ETag are reused until the next ingest cycle: a hot read costs no query, no
 * serialization and no hashing. `current` gives the bytes built for the snapshot being served
 * (undefined before the first read of a new snapshot, null when it has no such body), for the
 * answers given before the router (hot-reads.ts).
 */
export function cachedSnapshotReply(
  market: MarketReader,
  pick: (snapshot: MarketSnapshot) => unknown,
  whenMissing: () => HttpError,
) {
  // body null: the snapshot has no such body (e.g. no featured token).
  let cached: { version: number; body: CachedMarketBody | null } | undefined;
  const current = () => {
    const version = market.snapshot()?.version;
    return version !== undefined && cached?.version === version ? cached.body : undefined;
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
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
  return { handler, current };
}

/**
 * Registers the GETs of a route module that each serve one body of the snapshot (through
 * `cachedSnapshotReply`), all behind `onRequest` (the read rate limit), and offers their bytes to
 * `hotReads`. A body the snapshot lacks answers `whenMissing`, 503 MARKET_NOT_READY unless said otherwise.
 */
export function snapshotRoutes(
  app: FastifyInstance,
  market: MarketReader,
  onRequest: onRequestHookHandler,
  hotReads?: HotReads,
) {
  return (
    route: Pick<RouteOptions, 'method' | 'url' | 'schema'>,
    pick: (snapshot: MarketSnapshot) => unknown,
    whenMissing: () => HttpError = marketNotReady,
  ) => {
    const { handler, current } = cachedSnapshotReply(market, pick, whenMissing);
    app.route({ ...route, onRequest, handler });
    hotReads?.register(route.url, current);
  };
}
