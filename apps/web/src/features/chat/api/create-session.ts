import { useMutation } from '@tanstack/react-query';
import { api, required } from '../../../lib/api-client';

/**
 * `fresh`: "New chat" asks for a new session explicitly. Until the server reads the option (h15's
 * `?fresh=true`), every call creates a new session, which is what New chat needs anyway.
 */
export async function createSession(_options: { fresh: boolean } = { fresh: false }) {
  const { data } = await api.POST('/api/chat/session');
  return required(data);
}

export function useCreateSession() {
  return useMutation({ mutationFn: createSession });
}
