import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, required } from '../../../lib/api-client';

// The key joined with '/' is the URL, as the spec's default read expects.
export const messagesKey = (sessionId: string) => ['/api/chat/messages', sessionId] as const;

export function messagesQueryOptions(sessionId: string | null) {
  return queryOptions({
    queryKey: messagesKey(sessionId ?? ''),
    queryFn: async () => {
      const { data } = await api.GET('/api/chat/messages/{sessionId}', {
        params: { path: { sessionId: sessionId ?? '' } },
      });
      return required(data);
    },
    enabled: Boolean(sessionId),
  });
}

export function useMessages(sessionId: string | null) {
  return useQuery(messagesQueryOptions(sessionId));
}
