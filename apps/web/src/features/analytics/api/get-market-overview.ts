import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, required } from '../../../lib/api-client';

export const marketOverviewQueryOptions = queryOptions({
  queryKey: ['/api/analytics/market-overview'],
  queryFn: async () => {
    const { data } = await api.GET('/api/analytics/market-overview');
    return required(data);
  },
});

export function useMarketOverview() {
  return useQuery(marketOverviewQueryOptions);
}
