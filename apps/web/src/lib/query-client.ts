import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './request';

const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(queryKey);

/**
 * The spec's data policy, stated once: data never goes stale, no refetch on window focus,
 * no polling, and no retries for queries or mutations.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
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
