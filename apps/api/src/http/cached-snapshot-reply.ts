import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MarketReader, MarketSnapshot } from '../market/market-service.js';
import { type HttpError, marketNotReady } from './http-error.js';

interface CachedBody {
  version: number;
  bytes: Buffer | null; // null: the snapshot has no such body (e.g. no featured token)
  source: string;
  asOf: string;
}

/**
 * A handler serving one body of the market snapshot. The JSON is produced once per snapshot
 * version, through the route's response serializer (so it is shaped by the contract), and the
 * bytes are reused until the next ingest cycle: a hot read costs no query and no serialization.
 */
export function cachedSnapshotReply(
  market: MarketReader,
  pick: (snapshot: MarketSnapshot) => unknown,
  whenMissing: () => HttpError,
) {
  let cached: CachedBody | undefined;
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    const snapshot = market.snapshot();
    if (!snapshot) throw marketNotReady();
    if (cached?.version !== snapshot.version) {
      const body = pick(snapshot);
      cached = {
        version: snapshot.version,
        bytes: body == null ? null : Buffer.from(reply.serialize(body) as string),
        source: snapshot.source,
        asOf: snapshot.asOf,
      };
    }
    if (!cached.bytes) throw whenMissing();
    return reply
      .header('x-data-source', cached.source)
      .header('x-data-as-of', cached.asOf)
      .type('application/json; charset=utf-8')
      .send(cached.bytes);
  };
}
