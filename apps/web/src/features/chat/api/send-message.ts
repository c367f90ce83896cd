import type { components } from '@odai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, required } from '../../../lib/api-client';
import { chatKeys } from './query-keys';

type SendBody = components['schemas']['SendChatMessageRequest'];

export async function sendMessage(body: SendBody) {
  const { data } = await api.POST('/api/chat/message', { body });
  return required(data);
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    // Refetch after failures too: the server stores the question before the assistant runs.
    onSettled: (_data, _error, body) =>
      queryClient.invalidateQueries({ queryKey: chatKeys.messages(body.sessionId) }),
  });
}
