import { describe, expect, it } from 'vitest';
import type { PageRoute } from '../app/page-handle';
import { routes } from '../app/routes';
import { pagePaths, resolvePage } from './resolve-page';

describe('resolvePage', () => {
  it('finds the route, keeps the address as the cache key and names its sources', () => {
    expect(resolvePage('/analytics', routes)).toMatchObject({
      location: '/analytics',
      cacheKey: '/analytics',
      sources: ['market'],
    });
  });

  it('names the route pattern matched, whatever the address (per-route preload hints)', () => {
    expect(resolvePage('/analytics?sort=price', routes).route).toBe('/analytics');
    expect(resolvePage('/analytics/2jjj?q=dog', routes).route).toBe('/analytics/:token');
    expect(resolvePage('/no/such/page', routes).route).toBe('*');
  });

  it('renders and caches one address per page: no trailing slash, undeclared query keys dropped', () => {
    expect(resolvePage('/analytics/?utm_source=x', routes).location).toBe('/analytics');
    expect(resolvePage('/?ref=1', routes).cacheKey).toBe('/');
  });

  it('gives every unknown address the one 404 page', () => {
    const page = resolvePage('/no/such/page?x=1', routes);
    expect(page.cacheKey).toBe('not-found');
    expect(page.sources).toEqual([]);
  });

  it('keeps the query keys a route declares, in their order, and passes the params', () => {
    const table: PageRoute[] = [
      {
        path: '/t/:id',
        element: null,
        handle: {
          sources: ['market'],
          searchKeys: ['q', 'sort'],
          meta: () => ({ title: '', description: '' }),
        },
      },
      { path: '*', element: null, handle: { sources: [], meta: () => ({ title: '', description: '' }) } },
    ];
    const page = resolvePage('/t/2jjj?sort=holders&x=1&q=dog', table);
    expect(page.location).toBe('/t/2jjj?q=dog&sort=holders');
    expect(page.context.params.id).toBe('2jjj');
  });
});

describe('pagePaths', () => {
  it('lists every page path for the server router, without the catch-all', () => {
    expect(pagePaths(routes)).toEqual([
      '/',
      '/analytics',
      '/guides',
      '/guides/:article',
      '/analytics/:token',
    ]);
    const nested: PageRoute[] = [
      {
        path: '/guides',
        element: null,
        handle: { sources: [], meta: () => ({ title: '', description: '' }) },
        children: [
          {
            path: ':article',
            element: null,
            handle: { sources: [], meta: () => ({ title: '', description: '' }) },
          },
        ],
      },
    ];
    expect(pagePaths(nested)).toEqual(['/guides', '/guides/:article']);
  });
});
