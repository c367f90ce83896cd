import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { api } from './api-client';
import { createQueryClient } from './query-client';

describe('query client policy', () => {
  it('never goes stale, never refetches on focus, never polls, never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(queries?.retryOnMount).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('fails a query on the first error (no retry)', async () => {
    let calls = 0;
    server.use(
      http.get('/api/tokens/featured', () => {
        calls += 1;
        return new HttpResponse('down', { status: 503 });
      }),
    );
    const client = createQueryClient();
    const query = { queryKey: ['/api/tokens/featured'], queryFn: () => api.GET('/api/tokens/featured') };
    await expect(client.fetchQuery(query)).rejects.toThrow('503: down');
    expect(calls).toBe(1);
  });
});
