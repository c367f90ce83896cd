import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, required } from '../../../lib/api-client';
import { guideKeys } from './query-keys';

/** One guide's sections (Markdown) and sources: the /guides/:article page. */
export function guideQueryOptions(slug: string) {
  return queryOptions({
    queryKey: guideKeys.article(slug),
    queryFn: async () => {
      const { data } = await api.GET('/api/guides/{article}', { params: { path: { article: slug } } });
      return required(data);
    },
  });
}

export function useGuide(slug: string) {
  return useQuery(guideQueryOptions(slug));
}
