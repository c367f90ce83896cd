import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, required } from '../../../lib/api-client';
import { guideKeys } from './query-keys';

/** Every guide with its sections' titles: the /guides index. */
export const guidesQueryOptions = queryOptions({
  queryKey: guideKeys.list,
  queryFn: async () => {
    const { data } = await api.GET('/api/guides');
    return required(data);
  },
});

export function useGuides() {
  return useQuery(guidesQueryOptions);
}
