import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '../../../lib/api-client';
import { chatKeys } from './query-keys';

/** Which engine answers, whether it streams, and the welcome bubble's questions (decision 030). */
export const assistantQueryOptions = queryOptions({
  queryKey: chatKeys.assistant,
  queryFn: () => api.GET('/api/chat/assistant').then(bodyOf),
});

export function useAssistant() {
  return useQuery(assistantQueryOptions);
}
