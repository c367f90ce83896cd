import { useMutation } from '@tanstack/react-query';
import { api, required } from '../../../lib/api-client';

/**
 * On load the server answers the browser's current session (a reload keeps the conversation);
 * "New chat" passes `fresh` to start another one.
 */
export async function createSession({ fresh }: { fresh: boolean } = { fresh: false }) {
  const { data } = await api.POST('/api/chat/session', fresh ? { params: { query: { fresh: true } } } : {});
  return required(data);
}

export function useCreateSession() {
  return useMutation({ mutationFn: createSession });
}
