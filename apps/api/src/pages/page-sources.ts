import type { MarketReader } from '../market/market-service.js';

/**
 * The in-memory sources pages are rendered from, each with the version its data is at. A page's
 * HTML is cached until the version of a source it declared changes. Adding a source: a getter here
 * and the name in the web's PageSource type (apps/web/src/app/page-handle.ts).
 */
export type PageSources = Record<string, () => number>;

export function pageSources(market: MarketReader): PageSources {
  return {
    market: () => market.snapshot()?.version ?? 0,
  };
}

/** 'market:12' for a page built from the market at version 12; unknown names throw (a typo, not a stale page). */
export function versionKey(sources: PageSources, names: readonly string[]): string {
  let key = '';
  for (const name of names) {
    const version = sources[name];
    if (!version) throw new Error(`A page depends on the unknown source "${name}"`);
    key += `${name}:${version()};`;
  }
  return key;
}
