import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Request ids as Fastify makes them by default (`req-1`, `req-2`, … in base 36, wrapping below
 * 2^31), from one sequence shared by Fastify (its `genReqId`) and the answers given before the
 * router (hot-reads.ts), so no two access-log lines share an id.
 */
export function requestIds(): () => string {
  let next = 0;
  return () => {
    next = (next + 1) & 0x7fffffff;
    return `req-${next.toString(36)}`;
  };
}

/**
 * The visitor's address as Fastify's `request.ip` reads it: the socket's peer, or with
 * TRUST_PROXY (every proxy trusted) the first address of X-Forwarded-For.
 */
export function visitorAddress(trustProxy: boolean): (request: IncomingMessage) => string | undefined {
  if (!trustProxy) return (request) => request.socket.remoteAddress;
  const trustAll = () => true;
  return (request) => proxyAddr.all(request, trustAll).at(-1);
}
