import type { components } from '@odai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError, apiErrorFrom } from '../../../lib/api-error';
import { readEventStream } from '../../../lib/event-stream/parse-event-stream';
import { chatKeys } from './query-keys';

type SendBody = components['schemas']['SendChatMessageRequest'];
type ChatMessage = components['schemas']['ChatMessage'];
type Delta = components['schemas']['ChatStreamDelta'];
type ErrorBody = components['schemas']['Error'];

const PATH = '/api/chat/message/stream';

/**
 * POST /api/chat/message/stream (decision 030): `user`, then `delta`s (Markdown to append), then
 * `assistant` (the stored answer, which replaces the deltas) or `error`. A refusal before the
 * stream starts is an ordinary JSON error, raised like every other call's.
 */
export async function streamMessage(
  body: SendBody,
  { signal, onDelta }: { signal: AbortSignal; onDelta: (textSoFar: string) => void },
): Promise<ChatMessage> {
  const response = await fetch(new URL(PATH, globalThis.location?.origin ?? 'http://localhost'), {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await apiErrorFrom(response);
  if (!response.body) throw new Error('The answer stream had no body');
  let text = '';
  for await (const event of readEventStream(response.body, signal)) {
    if (event.event === 'delta') {
      text += (JSON.parse(event.data) as Delta).text;
      onDelta(text);
    } else if (event.event === 'assistant') {
      return JSON.parse(event.data) as ChatMessage;
    } else if (event.event === 'error') {
      const error = JSON.parse(event.data) as ErrorBody;
      throw new ApiError(response.status, error, `${response.status}: ${event.data}`);
    }
  }
  throw new Error('The answer stream ended before the answer');
}

/** Stop (or Escape) aborted the request: not a failure to report. */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** A stopped answer's text as it was shown, in the session it was asked in. */
export type StoppedAnswer = { sessionId: string; answer: string };

/**
 * The streamed send, with the answer so far and a way to stop it. A stopped answer stays on
 * screen (`stopped`, until the next send) though the server stores none (decision 042).
 */
export function useStreamMessage() {
  const queryClient = useQueryClient();
  const [answerSoFar, setAnswerSoFar] = useState<string | null>(null);
  const [stopped, setStopped] = useState<StoppedAnswer | null>(null);
  const shown = useRef<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (body: SendBody) => {
      controller.current = new AbortController();
      shown.current = null;
      setAnswerSoFar(null);
      setStopped(null);
      const onDelta = (text: string) => {
        shown.current = text;
        setAnswerSoFar(text);
      };
      return streamMessage(body, { signal: controller.current.signal, onDelta });
    },
    // The list holds what the server stored: the question always, the answer unless stopped.
    onSettled: async (_data, error, body) => {
      await queryClient.invalidateQueries({ queryKey: chatKeys.messages(body.sessionId) });
      const partial = isAbort(error) ? shown.current : null;
      setStopped(partial ? { sessionId: body.sessionId, answer: partial } : null);
      setAnswerSoFar(null);
    },
  });
  return { ...mutation, answerSoFar, stopped, stop: () => controller.current?.abort() };
}
