import { matchRoutes } from 'react-router';
import type { PageContext, PageHandle, PageRoute, PageSource } from '../app/page-handle';

export interface ResolvedPage {
  handle: PageHandle;
  context: PageContext;
  /** The path plus the declared search keys: what the page is rendered from. */
  location: string;
  /** Within the sources' versions, what the HTML is cached under. */
  cacheKey: string;
  sources: readonly PageSource[];
  /** The route path matched ('/analytics/:token'; '*' for the catch-all): what per-route hints are keyed by. */
  route: string;
}

/** Finds the route of `url` in the route table (the catch-all 404 route always matches). */
export function resolvePage(url: string, routes: PageRoute[]): ResolvedPage {
  const parsed = new URL(url, 'http://localhost');
  // One address per page: '/analytics/' renders and caches as '/analytics'.
  const pathname = parsed.pathname.replace(/(.)\/+$/, '$1');
  const matches = matchRoutes(routes, pathname);
  const match = matches?.at(-1);
  if (!matches || !match)
    throw new Error(`No route matches ${pathname}: the route table needs a catch-all route`);
  const handle = (match.route as PageRoute).handle;
  const search = new URLSearchParams();
  for (const key of handle.searchKeys ?? []) {
    for (const value of parsed.searchParams.getAll(key)) search.append(key, value);
  }
  const context: PageContext = { params: match.params, search };
  const query = search.toString();
  const location = query ? `${pathname}?${query}` : pathname;
  return {
    handle,
    context,
    location,
    cacheKey: handle.cacheKey?.(pathname, context) ?? location,
    sources: handle.sources,
    route: routePattern(matches.map((m) => m.route.path)),
  };
}

/** The full path pattern of a chain of matched routes (nested paths may be relative). */
function routePattern(paths: (string | undefined)[]): string {
  let pattern = '';
  for (const path of paths) {
    if (path === undefined) continue;
    pattern = path.startsWith('/') || pattern === '' ? path : `${pattern}/${path}`;
  }
  return pattern.replace(/\/+/g, '/') || '/';
}

/** Every route path with a page of its own ('/analytics/:token' style), the catch-all excepted. */
export function pagePaths(routes: PageRoute[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*' || route.path === undefined) return pagePaths(route.children ?? [], parent);
    const path = `${parent}/${route.path}`.replace(/\/+/g, '/');
    const normalized = path.length > 1 ? path.replace(/\/$/, '') : path;
    return [
      ...(route.element !== undefined ? [normalized] : []),
      ...pagePaths(route.children ?? [], normalized),
    ];
  });
}
