import { useMutation } from '@tanstack/react-query';
import { api, required } from '../../../lib/api-client';

export async function createSession() {
  const { data } = await api.POST('/api/chat/session');
  return required(data);
}

export function useCreateSession() {
  return useMutation({ mutationFn: createSession });
}
