import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** One access-log line for a cached read answered before the router (hot-reads.ts). */
export type AccessLine = (reqId: string, route: string, status: number, ms: number) => void;

const S = pino.symbols;
// A logger with pino's defaults, to tell whether the server's logger formats lines the default way.
const DEFAULTS = pino({ level: 'silent' }) as unknown as Record<symbol, unknown>;
const FIELDS = ['reqId', 'method', 'route', 'status', 'ms'];
const SAFE_ID = /^[\w.:-]*$/;

type Internals = Record<symbol, unknown> & {
  isLevelEnabled(level: string): boolean;
  levels: { values: Record<string, number> };
};

/** True when pino would write exactly the default JSON line for our fields. */
function writesDefaultJson(log: Internals): boolean {
  const formatters = log[S.formattersSym] as Record<string, unknown> | undefined;
  const defaults = DEFAULTS[S.formattersSym] as Record<string, unknown>;
  const serializers = (log[S.serializersSym] ?? {}) as Record<string, unknown>;
  const hooks = log[S.hooksSym] as { logMethod?: unknown; streamWrite?: unknown } | undefined;
  const stream = log[S.streamSym] as { write?: unknown } | undefined;
  return (
    formatters?.level === defaults.level &&
    formatters?.log === defaults.log &&
    log[S.mixinSym] === undefined &&
    !hooks?.logMethod &&
    !hooks?.streamWrite &&
    log[S.messageKeySym] === 'msg' &&
    !log[(S as unknown as Record<string, symbol>).msgPrefixSym as symbol] &&
    !log[S.nestedKeySym] &&
    log[S.timeSym] === pino.stdTimeFunctions.epochTime &&
    !FIELDS.some((f) => f in serializers) &&
    typeof stream?.write === 'function'
  );
}

/**
 * The access line of a hot read, byte for byte what `log.info({ reqId, method: 'GET', route,
 * status, ms }, 'request')` writes, without pino's generic serialisation of the object: at tens of
 * thousands of reads a second that serialisation was most of the line's cost (docs/benchmarks.md).
 * Only for a logger that formats the default way (the server's; checked here); any other logger,
 * a pretty one in development included, gets the plain call. The level is read on every line.
 */
export function accessLine(log: FastifyBaseLogger): AccessLine {
  const plain: AccessLine = (reqId, route, status, ms) =>
    log.info({ reqId, method: 'GET', route, status, ms }, 'request');
  const internals = log as unknown as Internals;
  if (!writesDefaultJson(internals)) return plain;
  const stream = internals[S.streamSym] as { write(line: string): unknown };
  const bindings = String(internals[S.chindingsSym] ?? '');
  const level = internals.levels.values.info;
  const routes = new Map<string, string>();
  return (reqId, route, status, ms) => {
    if (!internals.isLevelEnabled('info')) return;
    let routeJson = routes.get(route);
    if (routeJson === undefined) {
      routeJson = JSON.stringify(route);
      routes.set(route, routeJson);
    }
    const id = SAFE_ID.test(reqId) ? `"${reqId}"` : JSON.stringify(reqId);
    stream.write(
      `{"level":${level},"time":${Date.now()}${bindings},"reqId":${id},"method":"GET","route":${routeJson},"status":${status},"ms":${ms},"msg":"request"}\n`,
    );
  };
}
