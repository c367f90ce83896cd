// The in-process contract between the API and the web app's server renderer: the web build emits
// dist/ssr/entry-server.js exporting `createPageRenderer`, the API loads it at start-up and calls
// it for every page request. Both sides import these types, so they cannot drift.

/** How the renderer reaches the API: a fetch into the same process, never the network. */
export type ApiTransport = (request: Request) => Promise<Response>;

export interface RenderedPage {
  status: number;
  title: string;
  description: string;
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** JSON for the page-state data block, already escaped for a script element. */
  state: string;
}

/** What a URL's HTML is rendered from and cached under, known without rendering it. */
export interface ResolvedPageKey {
  /** The address the page renders from (the path plus the query keys it declared). */
  url: string;
  /** Within its sources' versions, what its HTML is cached under. */
  cacheKey: string;
  /** In-memory sources its HTML is built from ('market', …). */
  sources: readonly string[];
  /** The route path it matched ('/analytics/:token'; '*' for the 404 page): per-route `Link` hints. */
  route: string;
}

export interface PageRenderer {
  /** Route paths with a page of their own ('/analytics/:token' style); unknown paths get the 404 page. */
  paths: string[];
  resolve(url: string): ResolvedPageKey;
  /** Renders `url`; its queries go to the transport given to `createPageRenderer`. */
  render(url: string, now?: number): Promise<RenderedPage>;
}

export type CreatePageRenderer = (fetchApi: ApiTransport) => PageRenderer;
