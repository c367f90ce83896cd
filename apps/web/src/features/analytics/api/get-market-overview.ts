import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '../../../lib/api-client';
import { analyticsKeys } from './query-keys';

export const marketOverviewQueryOptions = queryOptions({
  queryKey: analyticsKeys.marketOverview(),
  queryFn: () => api.GET('/api/analytics/market-overview').then(bodyOf),
});

export function useMarketOverview() {
  return useQuery(marketOverviewQueryOptions);
}
