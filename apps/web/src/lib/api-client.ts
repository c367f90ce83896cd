import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './api/schema.gen';
import { throwIfNotOk } from './request';

// Same error contract as the request helper: a non-ok answer rejects with "<status>: <body>".
const throwOnError: Middleware = {
  async onResponse({ response }) {
    await throwIfNotOk(response.clone());
    return response;
  },
};

/** Typed client for the ODAI contract; same origin, cookies always sent. */
export const api = createClient<paths>({
  // Absolute same-origin URLs: `new Request('/api/…')` needs a base outside a browser (tests).
  baseUrl: globalThis.location?.origin ?? '',
  credentials: 'include',
  // Looked up at call time so tests (msw) and the browser see the current global fetch.
  fetch: (request) => globalThis.fetch(request),
});
api.use(throwOnError);

/** Market data provenance: bare-array responses carry it in headers, objects in fields. */
export type DataSource = { source: 'odin' | 'demo' | null; asOf: string | null };

export function sourceFromHeaders(response: Response): DataSource {
  const source = response.headers.get('X-Data-Source');
  return {
    source: source === 'odin' || source === 'demo' ? source : null,
    asOf: response.headers.get('X-Data-As-Of'),
  };
}

/** openapi-fetch types `data` as optional; after the middleware above a 2xx always has one. */
export function required<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('Empty response from the server');
  return data;
}
