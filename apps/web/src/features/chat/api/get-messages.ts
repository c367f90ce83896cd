import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, required } from '../../../lib/api-client';
import { chatKeys } from './query-keys';

export function messagesQueryOptions(sessionId: string | null) {
  return queryOptions({
    queryKey: chatKeys.messages(sessionId ?? ''),
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
