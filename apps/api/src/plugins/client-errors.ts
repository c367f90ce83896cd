import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@odai/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';

// Errors found before a request reaches routing (Node's HTTP parser, its timeouts, `Expect`) used
// to answer in Node's or Fastify's own shapes without our security headers. Here they get the
// one `{ error, code }` shape and the same headers as every other answer (decision 017).

type Headers = Readonly<Record<string, string>>;

const PARSER_ERRORS: Record<string, { status: number; code: ErrorCode; error: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    error: 'The request took too long to arrive. Please try again.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    error: 'The request headers are too large. Clearing this site’s cookies may help.',
  },
};
const MALFORMED = { status: 400, code: 'BAD_REQUEST' as ErrorCode, error: 'The request is malformed.' };

/** A whole HTTP/1.1 response, written straight to the socket (there is no request object yet). */
export function rawJsonResponse(status: number, body: object, headers: Headers): string {
  const json = JSON.stringify(body);
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push('content-type: application/json; charset=utf-8', `content-length: ${Buffer.byteLength(json)}`);
  lines.push('connection: close', '', json);
  return lines.join('\r\n');
}

/** Fastify's `clientErrorHandler`: Node's parser refused the bytes (400, 431) or they came too slowly (408). */
export function clientErrorHandler(headers: Headers, log: () => FastifyBaseLogger) {
  return (err: Error & { code?: string }, socket: Socket) => {
    // A reset connection has nobody left to answer; it is the client going away, not an error.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const known = PARSER_ERRORS[err.code ?? ''] ?? MALFORMED;
    log().info(
      { status: known.status, code: known.code, reason: err.code },
      'request refused by the HTTP parser',
    );
    if (socket.writable) {
      socket.write(rawJsonResponse(known.status, { error: known.error, code: known.code }, headers));
    }
    socket.destroy();
  };
}

/** Fastify's maxParamLength: no address of ours has a longer path part (ids ≤ 36, slugs ≤ 60). */
const MAX_PATH_PART = 100;
/** Characters once percent-decoded, as the router counts them (a UUID sent as %30%30… is 36). */
function decodedLength(part: string): number {
  if (part.length <= MAX_PATH_PART || !part.includes('%')) return part.length;
  try {
    return decodeURIComponent(part).length;
  } catch {
    return part.length;
  }
}
function hasLongPathPart(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.length > MAX_PATH_PART && path.split('/').some((part) => decodedLength(part) > MAX_PATH_PART);
}
const uriTooLong = () =>
  new HttpError(414, 'URI_TOO_LONG', 'The address is too long. Please check it and try again.');

/**
 * `Expect` other than `100-continue` (417), an HTTP/1.1 request without `Host` (400; Node's own
 * check is turned off so this one can answer in our shape), and a path part over 100 characters
 * (414). The router refuses the last itself only where no wildcard route exists: with the web app
 * built, @fastify/static's `/*` catches the request first and it became a 404.
 */
export function useRequestLineChecks(app: FastifyInstance, headers: Headers): void {
  app.server.on('checkExpectation', (_request, response) => {
    const body = JSON.stringify({
      error: 'Only "Expect: 100-continue" is supported.',
      code: 'EXPECTATION_FAILED',
    });
    response.writeHead(417, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    response.end(body);
  });
  app.addHook('onRequest', (request, _reply, next) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      next(new HttpError(400, 'BAD_REQUEST', 'The request has no Host header.'));
      return;
    }
    // Every request passes here: an address shorter than one path part may be is not split at all.
    if (request.url.length > MAX_PATH_PART && hasLongPathPart(request.url)) {
      next(uriTooLong());
      return;
    }
    next();
  });
}

/** Errors Fastify's router raises before any hook runs: bad percent-encoding (400), a path part over 100 characters (414). */
export function frameworkError(code: string): { status: number; body: { error: string; code: ErrorCode } } {
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const refusal = uriTooLong();
    return { status: refusal.statusCode, body: { error: refusal.message, code: refusal.code } };
  }
  return {
    status: 400,
    body: {
      error: 'The address is not valid. Please check it and try again.',
      code: code === 'FST_ERR_BAD_URL' ? 'BAD_URL' : 'BAD_REQUEST',
    },
  };
}
