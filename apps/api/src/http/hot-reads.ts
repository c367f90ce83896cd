import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Lifecycle } from '../server/lifecycle.js';
import { type AccessLine, accessLine } from './access-line.js';
import { type CachedMarketBody, MARKET_CONTENT_TYPE } from './cached-snapshot-reply.js';
import { ifNoneMatch } from './etag.js';

/** The current bytes of one cached read, or undefined until Fastify has built them for this snapshot. */
export type CurrentBody = () => CachedMarketBody | null | undefined;

export interface HotReadsDeps {
  lifecycle: Lifecycle;
  /** Helmet's headers, as the security-headers hook sets them on every answer. */
  securityHeaders: Readonly<Record<string, string>>;
  log: FastifyBaseLogger;
  /** The request id Fastify would have given the request (one sequence for both paths). */
  nextRequestId: () => string;
  /** The visitor's address as Fastify's `request.ip` reads it (TRUST_PROXY aware). */
  clientIp: (request: IncomingMessage) => string | undefined;
  /** The read limit, when its store answers synchronously: true = allowed and counted; false = refused (not counted). */
  readAllowed?: (ip: string) => boolean;
  /** Observes the answer in the metrics, when they are served. */
  observe?: (route: string, method: string, status: number, seconds: number) => void;
}

/**
 * The snapshot's cached reads (featured, popular, token list, market overview), answered before
 * the router: they are most of the traffic and their bytes, validators and headers are fixed per
 * snapshot, so Fastify's request and reply objects, hooks and per-request child logger would be
 * most of their cost (docs/decisions/052-hot-reads-before-the-router.md). Everything a visitor
 * sees is the same as Fastify's answer (hot-reads.test.ts compares them): security headers, the
 * read limit, the ETag and 304, one access-log line, the in-flight count, the metrics. Whatever
 * is not the plain case — another method, a query string, a refused or asynchronous limit,
 * draining, a body not yet built for this snapshot — goes to Fastify unchanged.
 */
export class HotReads {
  private readonly bodies = new Map<string, CurrentBody>();
  private readonly headers = new WeakMap<
    CachedMarketBody,
    { ok: OutgoingHttpHeaders; notModified: OutgoingHttpHeaders }
  >();
  private deps: HotReadsDeps | undefined;
  private logLine: AccessLine | undefined;

  /** A route serving `current()` at exactly `url` (a path without parameters). */
  register(url: string, current: CurrentBody): void {
    this.bodies.set(url, current);
  }

  /** Starts answering (until then every request goes to Fastify). */
  start(deps: HotReadsDeps): void {
    this.deps = deps;
    this.logLine = accessLine(deps.log);
  }

  /** Answers `request` when it is a plain cached read; false when Fastify should. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const deps = this.deps;
    if (!deps?.readAllowed || request.method !== 'GET' || deps.lifecycle.draining) return false;
    const current = this.bodies.get(request.url as string);
    const body = current?.();
    if (!body || !this.plain(request)) return false;
    const ip = deps.clientIp(request);
    if (ip === undefined || !deps.readAllowed(ip)) return false;
    const started = performance.now();
    const reqId = deps.nextRequestId();
    const { lifecycle } = deps;
    lifecycle.inFlight++;
    response.once('close', () => {
      lifecycle.inFlight--;
    });
    const headers = this.headersFor(body, deps.securityHeaders);
    const status = ifNoneMatch(request.headers['if-none-match'], body.etag) ? 304 : 200;
    response.writeHead(status, status === 304 ? headers.notModified : headers.ok);
    response.end(status === 304 ? undefined : body.bytes);
    const ms = performance.now() - started;
    const route = request.url as string;
    this.logLine?.(reqId, route, status, Math.round(ms * 100) / 100);
    deps.observe?.(route, 'GET', status, ms / 1000);
    return true;
  }

  /** No body, a Host header where HTTP/1.1 requires one (else Fastify's 400), no expectation. */
  private plain(request: IncomingMessage): boolean {
    const h = request.headers;
    if (h['content-length'] !== undefined || h['transfer-encoding'] !== undefined || h.expect) return false;
    return request.httpVersion !== '1.1' || Boolean(h.host);
  }

  private headersFor(body: CachedMarketBody, security: Readonly<Record<string, string>>) {
    let built = this.headers.get(body);
    if (!built) {
      const validators = { ...security, ...body.headers };
      built = {
        ok: {
          ...validators,
          'content-type': MARKET_CONTENT_TYPE,
          'content-length': String(body.bytes.length),
        },
        notModified: validators,
      };
      this.headers.set(body, built);
    }
    return built;
  }
}
