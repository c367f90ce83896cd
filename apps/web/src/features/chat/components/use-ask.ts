import type { components } from '@odai/contract';
import { useSendMessage } from '../api/send-message';
import { isAbort, useStreamMessage } from '../api/stream-message';

type SendBody = components['schemas']['SendChatMessageRequest'];
type Callbacks = { onSuccess: () => void; onError: (error: unknown) => void };

/**
 * One way to ask, whichever call answers: the stream when the server says it streams (the LLM
 * engine), else the spec's POST then refetch. Stopping a stream is not an error.
 */
export function useAsk(streaming: boolean) {
  const plain = useSendMessage();
  const stream = useStreamMessage();
  const pending = plain.isPending || stream.isPending;
  const variables = plain.isPending ? plain.variables : stream.variables;
  return {
    pending,
    question: pending ? (variables?.message ?? '') : null,
    /** The streamed answer so far (null: nothing yet, or not streaming). */
    answerSoFar: stream.isPending ? stream.answerSoFar : null,
    canStop: stream.isPending,
    /** The text a Stop cut short, kept on screen until the next send. */
    stopped: stream.stopped,
    stop: stream.stop,
    send(body: SendBody, { onSuccess, onError }: Callbacks) {
      if (!streaming) return plain.mutate(body, { onSuccess, onError });
      stream.mutate(body, {
        onSuccess,
        onError: (error) => {
          if (!isAbort(error)) onError(error);
        },
      });
    },
  };
}
