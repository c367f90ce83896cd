import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../lib/api/schema.gen';
import { api, required } from '../../../lib/api-client';
import { messagesKey } from './get-messages';

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
      queryClient.invalidateQueries({ queryKey: messagesKey(body.sessionId) }),
  });
}
