import type { paths } from '@odai/contract';
import type { ApiTransport } from '@odai/contract/page-renderer';
import type { Client, Middleware } from 'openapi-fetch';
import { apiErrorFrom } from './api-error';

// Any response that is not ok rejects, with its body parsed once, here.
const throwApiError: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await apiErrorFrom(response);
    return response;
  },
};

// Looked up at call time so tests (msw) and the browser see the current global fetch.
let transport: ApiTransport = (request) => globalThis.fetch(request);

/**
 * The server renderer sends the client's own queries to the API in its process instead of over
 * the network (see src/ssr). Browsers never call this.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

function createApiClient(createClient: typeof import('openapi-fetch').default): Client<paths> {
  const client = createClient<paths>({
    // Absolute same-origin URLs: `new Request('/api/…')` needs a base outside a browser (tests and
    // the server renderer, whose transport reads only the path).
    baseUrl: globalThis.location?.origin ?? 'http://localhost',
    credentials: 'include',
    fetch: (request) => transport(request),
  });
  client.use(throwApiError);
  return client;
}

// openapi-fetch is loaded with the first request, not with the page: a server-rendered page has
// its data already, so the landing's first paint and hydration do not need it (decision 022).
let client: Promise<Client<paths>> | undefined;
const loadClient = () => {
  client ??= import('openapi-fetch').then((m) => createApiClient(m.default));
  return client;
};

/**
 * The web's one HTTP layer: typed client for the ODAI contract; same origin, cookies always sent,
 * a body sent as JSON (with its content type) only when there is one.
 */
export const api = {
  GET: ((...args) => loadClient().then((c) => c.GET(...args))) as Client<paths>['GET'],
  POST: ((...args) => loadClient().then((c) => c.POST(...args))) as Client<paths>['POST'],
};

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

/** The body of a 2xx, for `api.GET(…).then(bodyOf)` where the headers do not matter. */
export function bodyOf<T>({ data }: { data?: T }): T {
  return required(data);
}

/** A bare token list (its provenance is in the headers), for `api.GET(…).then(tokensWithSource)`. */
export function tokensWithSource<T>({ data, response }: { data?: T; response: Response }) {
  return { tokens: required(data), ...sourceFromHeaders(response) };
}
