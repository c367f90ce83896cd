import type { components } from '@odai/contract';

type HistoryRange = components['schemas']['HistoryRange'];

// Its own module so the route table (server render, 404 status) reads it without the dashboard chunk.

/** The query-string key of a token page's chart window: `/analytics/2jjj?range=24h`. */
export const DETAIL_RANGE_KEY = 'range';

/** The server's default window: left out of the URL, and read without a `range` parameter. */
export const DEFAULT_DETAIL_RANGE: HistoryRange = '7d';

/** The window the URL names, or undefined for the default (anything unknown counts as the default). */
export function parseDetailRange(search: URLSearchParams): HistoryRange | undefined {
  const value = search.get(DETAIL_RANGE_KEY);
  return value === '24h' || value === '30d' ? value : undefined;
}

/** `into` with the window set, the default left out (so a token's page stays bare). */
export function writeDetailRange(range: HistoryRange | undefined, into: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(into);
  if (range && range !== DEFAULT_DETAIL_RANGE) next.set(DETAIL_RANGE_KEY, range);
  else next.delete(DETAIL_RANGE_KEY);
  return next;
}
