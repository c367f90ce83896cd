import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, required } from '../../../lib/api-client';

export const featuredTokenQueryOptions = queryOptions({
  queryKey: ['/api/tokens/featured'],
  queryFn: async () => {
    const { data } = await api.GET('/api/tokens/featured');
    return required(data);
  },
});

/** A 404 means no featured token is configured: callers render nothing, no toast. */
export function useFeaturedToken() {
  return useQuery(featuredTokenQueryOptions);
}
