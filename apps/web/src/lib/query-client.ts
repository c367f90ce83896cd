import { QueryClient } from '@tanstack/react-query';

/**
 * The product's data policy, stated once: data never goes stale, no refetch on window focus,
 * no polling, and no retries for queries or mutations. There is no default query function:
 * every query brings its own from its feature's `api/` folder.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // A query that already failed is not silently tried again when a component mounts;
        // the screen shows the error and its Retry button instead.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
