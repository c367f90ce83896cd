import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';

/**
 * In-memory sources on the server that page HTML can be built from. The server keeps one version
 * number per source and caches each page's HTML until a version it depends on changes.
 * Adding one: a name here, and its version getter in the API (apps/api/src/pages/page-sources.ts).
 */
export type PageSource = 'market';

/** What a page handle sees of the URL it renders. */
export interface PageContext {
  params: Readonly<Record<string, string | undefined>>;
  /** Only the query keys the route declared in `searchKeys`. */
  search: URLSearchParams;
}

// biome-ignore lint/suspicious/noExplicitAny: query options of any data type.
type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

/**
 * The server-rendering side of a page route (react-router's `handle`): one table serves the client's
 * router and the server's renderer, so a route cannot exist on one side only.
 */
export interface PageHandle {
  /** Sources the HTML is built from: their versions are part of the HTML cache key. */
  sources: readonly PageSource[];
  /** Query-string keys the page renders from; others are ignored (and do not split the cache). */
  searchKeys?: readonly string[];
  /**
   * Queries the server runs before rendering (the client's own query options, against the API in
   * process) and embeds in the page, so the client starts with them and never fetches them again.
   * Every query the first render reads must be here, or the client would render a loading state
   * the server did not (a hydration mismatch).
   */
  prefetch?: (page: PageContext) => readonly AnyQueryOptions[];
  /** HTTP status once the prefetches have settled (e.g. 404 for an unknown token); default 200. */
  status?: (page: PageContext, client: QueryClient) => number;
  /** The document title and description meta. */
  meta: (page: PageContext, client: QueryClient) => { title: string; description: string };
  /**
   * The HTML cache key within the sources' versions; default: the path and the declared search
   * keys. A page that renders the same for every URL (the 404 page) returns a constant.
   */
  cacheKey?: (pathname: string, page: PageContext) => string;
}

/** A route of the app's one route table: every route says how the server renders it. */
export type PageRoute = RouteObject & { handle: PageHandle; children?: PageRoute[] };
