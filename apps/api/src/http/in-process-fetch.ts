import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// A request the server renderer sends to the API in this process carries this header with a value
// drawn at start-up, which no client can know: it is exempt from the per-IP read limit (one
// render's reads are not a visitor's) and from the access log.
const HEADER = 'x-odai-page-render';
const SECRET = randomUUID();

export function isPageRenderRequest(request: FastifyRequest): boolean {
  return request.headers[HEADER] === SECRET;
}

/**
 * A fetch that answers from the app itself (Fastify's inject): the web's query functions run on
 * the server unchanged and get exactly the bytes and headers a browser would.
 */
export function inProcessFetch(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json', [HEADER]: SECRET },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}
