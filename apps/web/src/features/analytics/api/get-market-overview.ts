import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, required } from '../../../lib/api-client';
import { analyticsKeys } from './query-keys';

export const marketOverviewQueryOptions = queryOptions({
  queryKey: analyticsKeys.marketOverview(),
  queryFn: async () => {
    const { data } = await api.GET('/api/analytics/market-overview');
    return required(data);
  },
});

export function useMarketOverview() {
  return useQuery(marketOverviewQueryOptions);
}
