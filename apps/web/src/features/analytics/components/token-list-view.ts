import type { components } from '@odai/contract';
import { toFiniteNumber } from '@odai/format';
import { LIST_VIEW_KEYS } from '../page-meta';

type Token = components['schemas']['Token'];

/** The All Tokens columns a visitor can sort by, in header order, with how each reads a token. */
export const SORT_COLUMNS = [
  { key: 'price', label: 'Price', value: (t: Token) => t.price },
  { key: 'change', label: '24h', value: (t: Token) => t.analytics?.priceChange24h },
  { key: 'marketCap', label: 'Market cap', value: (t: Token) => t.marketCap },
  { key: 'volume', label: 'Volume 24h', value: (t: Token) => t.volume24h },
  { key: 'holders', label: 'Holders', value: (t: Token) => t.analytics?.holders },
  { key: 'txns', label: 'Txns 24h', value: (t: Token) => t.analytics?.transactions24h },
  { key: 'volatility', label: 'Volatility', value: (t: Token) => t.analytics?.volatility },
  { key: 'liquidity', label: 'Liquidity', value: (t: Token) => t.analytics?.liquidityScore },
] as const;

export type SortKey = (typeof SORT_COLUMNS)[number]['key'];
export type SortOrder = 'asc' | 'desc';
export interface ListView {
  q: string;
  sort: SortKey;
  order: SortOrder;
}

/** The server's own order (market cap, largest first) is the default view. */
export const DEFAULT_VIEW: ListView = { q: '', sort: 'marketCap', order: 'desc' };

const isSortKey = (value: string | null): value is SortKey => SORT_COLUMNS.some((c) => c.key === value);

/** Reads the view from the query string; anything unknown falls back to the default. */
export function parseListView(search: URLSearchParams): ListView {
  const sort = search.get('sort');
  const order = search.get('order');
  return {
    q: search.get('q') ?? '',
    sort: isSortKey(sort) ? sort : DEFAULT_VIEW.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_VIEW.order,
  };
}

/** Writes the view into a query string, leaving defaults out (so `/analytics` stays bare). */
export function writeListView(view: ListView, into = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(into);
  for (const key of LIST_VIEW_KEYS) next.delete(key);
  if (view.q) next.set('q', view.q);
  if (view.sort !== DEFAULT_VIEW.sort || view.order !== DEFAULT_VIEW.order) {
    next.set('sort', view.sort);
    next.set('order', view.order);
  }
  return next;
}

/** Clicking a header: the same column flips its order; another column starts largest first. */
export function nextSort(view: ListView, key: SortKey): ListView {
  if (view.sort === key) return { ...view, order: view.order === 'desc' ? 'asc' : 'desc' };
  return { ...view, sort: key, order: 'desc' };
}

/** Name, ticker or id containing the query, any case. */
export function filterTokens(tokens: readonly Token[], q: string): readonly Token[] {
  const wanted = q.trim().toLowerCase();
  if (!wanted) return tokens;
  return tokens.filter(
    (t) =>
      t.name.toLowerCase().includes(wanted) ||
      t.symbol.toLowerCase().includes(wanted) ||
      t.id.toLowerCase().includes(wanted),
  );
}

/** Sorted by a column; tokens without that figure go last in either order; ties keep the server's order. */
export function sortTokens(tokens: readonly Token[], { sort, order }: ListView): readonly Token[] {
  const column = SORT_COLUMNS.find((c) => c.key === sort)!;
  const sign = order === 'asc' ? 1 : -1;
  return tokens
    .map((token, index) => ({ token, index, value: toFiniteNumber(column.value(token)) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      return (a.value - b.value) * sign || a.index - b.index;
    })
    .map((entry) => entry.token);
}
