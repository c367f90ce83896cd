import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server';
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

  it('fails a query on the first error (no retry) and reads the key as a URL by default', async () => {
    let calls = 0;
    server.use(
      http.get('/api/flaky', () => {
        calls += 1;
        return new HttpResponse('down', { status: 503 });
      }),
      http.get('/api/things/7', () => HttpResponse.json({ id: 7 })),
    );
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/flaky'] })).rejects.toThrow('503: down');
    expect(calls).toBe(1);
    await expect(client.fetchQuery({ queryKey: ['/api/things', 7] })).resolves.toEqual({ id: 7 });
  });
});
