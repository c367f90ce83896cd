import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '../../../lib/api-client';
import { guideKeys } from './query-keys';

/** Every guide with its sections' titles: the /guides index. */
export const guidesQueryOptions = queryOptions({
  queryKey: guideKeys.list,
  queryFn: () => api.GET('/api/guides').then(bodyOf),
});

export function useGuides() {
  return useQuery(guidesQueryOptions);
}
