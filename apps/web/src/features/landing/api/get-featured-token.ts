import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, required } from '../../../lib/api-client';
import { landingKeys } from './query-keys';

export const featuredTokenQueryOptions = queryOptions({
  queryKey: landingKeys.featuredToken(),
  queryFn: async () => {
    const { data } = await api.GET('/api/tokens/featured');
    return required(data);
  },
});

/** A 404 means no featured token is configured: callers render nothing, no toast. */
export function useFeaturedToken() {
  return useQuery(featuredTokenQueryOptions);
}
