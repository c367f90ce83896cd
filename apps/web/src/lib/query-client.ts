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
      },
      mutations: { retry: false },
    },
  });
}
