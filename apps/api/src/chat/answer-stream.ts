import type { Schemas } from '@odai/contract';
import type { Assistant, AssistantRequest } from '../assistant/assistant.js';
import { HttpError } from '../http/http-error.js';
import { assistantUnavailable } from './chat-errors.js';
import type { ChatService } from './chat-service.js';
import { redactSecrets } from './secrets.js';

type ChatMessage = Schemas['ChatMessage'];

/** The events of `POST /api/chat/message/stream`, in the contract's order (decision 030). */
export type StreamEvent =
  | { event: 'user'; data: ChatMessage }
  | { event: 'delta'; data: Schemas['ChatStreamDelta'] }
  | { event: 'assistant'; data: ChatMessage }
  | { event: 'error'; data: Schemas['Error'] };

/** One event as server-sent-event text: each `data:` is one line of JSON. */
export function sseEvent({ event, data }: StreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Streams the answer to a question `storeQuestion` already stored: `user`, the deltas, then the
 * stored answer or an error. When `signal` aborts (the visitor left or pressed Stop) the model
 * call is stopped, nothing more is sent or stored, and the abort is logged as such.
 */
export async function streamAnswer(deps: {
  chat: ChatService;
  stream: NonNullable<Assistant['stream']>;
  asked: { userMessage: ChatMessage; request: AssistantRequest };
  signal: AbortSignal;
  send: (event: StreamEvent) => void;
  logger: { info(details: object, message: string): void };
}): Promise<void> {
  const { chat, asked, signal, send } = deps;
  send({ event: 'user', data: asked.userMessage });
  try {
    const message = await chat.storeAnswer(
      asked.request,
      (request) =>
        deps.stream(request, (text) => send({ event: 'delta', data: { text: redactSecrets(text) } }), signal),
      signal,
    );
    send({ event: 'assistant', data: message });
  } catch (err) {
    if (signal.aborted) {
      deps.logger.info(
        { sessionId: asked.request.sessionId },
        'chat stream aborted: the client went away; no answer stored',
      );
      return;
    }
    const failure = err instanceof HttpError ? err : assistantUnavailable();
    send({ event: 'error', data: { error: failure.message, code: failure.code } });
  }
}
