// A reader for `text/event-stream` bodies (the WHATWG server-sent events format) over fetch, which,
// unlike EventSource, can POST a body and be cancelled with an AbortController.

export type StreamEvent = { event: string; data: string; id?: string };

/**
 * An incremental parser: `push` any slice of the text (a chunk may end mid-line or mid-character
 * sequence "\r\n"), `end` when the body is done. Events are dispatched at each blank line; comment
 * lines (": keep-alive") and unknown fields are skipped; an event without data is not dispatched.
 */
export function createEventStreamParser(onEvent: (event: StreamEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let skipLineFeed = false; // a "\r" ended the last chunk: a leading "\n" belongs to it

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0)
        onEvent({ event: event || 'message', data: data.join('\n'), ...(id ? { id } : {}) });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return {
    push(chunk: string) {
      let text = chunk;
      if (skipLineFeed && text.startsWith('\n')) text = text.slice(1);
      skipLineFeed = false;
      buffer += text;
      for (let at = buffer.search(/[\r\n]/); at !== -1; at = buffer.search(/[\r\n]/)) {
        line(buffer.slice(0, at));
        if (buffer[at] === '\r' && at === buffer.length - 1) skipLineFeed = true;
        const width = buffer[at] === '\r' && buffer[at + 1] === '\n' ? 2 : 1;
        buffer = buffer.slice(at + width);
      }
    },
    /** The body ended: a last event not followed by a blank line is incomplete and dropped. */
    end() {
      buffer = '';
      data = [];
      event = '';
    },
  };
}

/**
 * The events of a response body, as they arrive. An abort of `signal` cancels the body (not every
 * fetch implementation errors a body already being read) and rejects with the abort reason.
 */
export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<StreamEvent> {
  const queue: StreamEvent[] = [];
  const parser = createEventStreamParser((e) => queue.push(e));
  const decoder = new TextDecoder();
  const reader = body.getReader();
  const cancel = () => void reader.cancel(signal?.reason).catch(() => {});
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
      yield* queue.splice(0);
    }
    parser.push(decoder.decode());
    parser.end();
    yield* queue.splice(0);
  } finally {
    signal?.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
}
