import type { components } from '@odai/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEW,
  filterTokens,
  nextSort,
  parseListView,
  sortTokens,
  writeListView,
} from './token-list-view';

type Token = components['schemas']['Token'];

const token = (id: string, name: string, symbol: string, holders?: number, cap?: string): Token => ({
  id,
  name,
  symbol,
  ...(cap ? { marketCap: cap } : {}),
  ...(holders === undefined
    ? {}
    : {
        analytics: {
          tokenId: id,
          priceChange24h: '0',
          holders,
          transactions24h: 0,
          liquidityScore: '1',
          volatility: '1',
        },
      }),
});

const list = [
  token('2aaa', 'Odin Dog', 'ODINDOG', 50, '300'),
  token('2bbb', 'Bitcat', 'BITCAT', 900, '200'),
  token('2ccc', 'Newbie', 'NEW'),
  token('2ddd', 'Dog Two', 'DOG2', 50, '100'),
];

describe('All Tokens view', () => {
  it('reads search and sort from the query string, with defaults for anything unknown', () => {
    expect(parseListView(new URLSearchParams('q=dog&sort=holders&order=asc'))).toEqual({
      q: 'dog',
      sort: 'holders',
      order: 'asc',
    });
    expect(parseListView(new URLSearchParams('sort=bogus&order=up'))).toEqual(DEFAULT_VIEW);
  });

  it('writes only what differs from the default, keeping other keys', () => {
    expect(writeListView(DEFAULT_VIEW).toString()).toBe('');
    expect(
      writeListView({ q: 'dog', sort: 'volume', order: 'desc' }, new URLSearchParams('x=1')).toString(),
    ).toBe('x=1&q=dog&sort=volume&order=desc');
  });

  it('flips the order on the same column and starts a new column largest first', () => {
    expect(nextSort(DEFAULT_VIEW, 'marketCap').order).toBe('asc');
    expect(nextSort({ ...DEFAULT_VIEW, order: 'asc' }, 'holders')).toMatchObject({
      sort: 'holders',
      order: 'desc',
    });
  });

  it('finds tokens by name, ticker or id, any case', () => {
    expect(filterTokens(list, 'dog').map((t) => t.id)).toEqual(['2aaa', '2ddd']);
    expect(filterTokens(list, 'BITC').map((t) => t.id)).toEqual(['2bbb']);
    expect(filterTokens(list, '2CCC').map((t) => t.id)).toEqual(['2ccc']);
    expect(filterTokens(list, '  ')).toBe(list);
  });

  it('sorts by a column either way, tokens without the figure last, ties in server order', () => {
    const ids = (view: Parameters<typeof sortTokens>[1]) => sortTokens(list, view).map((t) => t.id);
    expect(ids({ q: '', sort: 'holders', order: 'desc' })).toEqual(['2bbb', '2aaa', '2ddd', '2ccc']);
    expect(ids({ q: '', sort: 'holders', order: 'asc' })).toEqual(['2aaa', '2ddd', '2bbb', '2ccc']);
    expect(ids({ q: '', sort: 'marketCap', order: 'asc' })).toEqual(['2ddd', '2bbb', '2aaa', '2ccc']);
  });
});
