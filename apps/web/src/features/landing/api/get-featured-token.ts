import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '../../../lib/api-client';
import { landingKeys } from './query-keys';

export const featuredTokenQueryOptions = queryOptions({
  queryKey: landingKeys.featuredToken(),
  queryFn: () => api.GET('/api/tokens/featured').then(bodyOf),
});

/** A 404 means no featured token is configured: callers render nothing, no toast. */
export function useFeaturedToken() {
  return useQuery(featuredTokenQueryOptions);
}
