// Streamed chat.completions exactly as the two servers send them (server-sent events, one JSON
// chunk per `data:` line, then `data: [DONE]`). OpenAI (gpt-4o-mini, 2025): a first chunk with the
// role and an empty content, text a token at a time, tool calls in pieces keyed by `index` (id and
// name first, then the arguments a few characters at a time), `obfuscation` padding, and a last
// chunk with an empty delta and the finish reason. Ollama (0.6–0.12, /v1): role on every chunk,
// each tool call whole in one chunk, `fp_ollama`, no logprobs.

export type StreamShape = 'openai' | 'ollama';
type Call = { name: string; arguments: Record<string, unknown> };
type Delta = Record<string, unknown>;

let counter = 0;

function chunk(shape: StreamShape, delta: Delta, finish: string | null = null) {
  return shape === 'openai'
    ? {
        id: `chatcmpl-CzS9r${counter}pX4mT7vQ2nL8wK3yB`,
        object: 'chat.completion.chunk',
        created: 1763733900 + counter,
        model: 'gpt-4o-mini-2024-07-18',
        service_tier: 'default',
        system_fingerprint: 'fp_560af6e559',
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
        obfuscation: 'q7Rk2',
      }
    : {
        id: `chatcmpl-${700 + counter}`,
        object: 'chat.completion.chunk',
        created: 1763733900 + counter,
        model: 'llama3.1:8b',
        system_fingerprint: 'fp_ollama',
        choices: [{ index: 0, delta: { role: 'assistant', ...delta }, finish_reason: finish }],
      };
}

/** Word-sized pieces, as a tokenizer would cut them (spaces lead, as in GPT tokens). */
export function tokens(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? [];
}

export function textChunks(shape: StreamShape, text: string): object[] {
  counter += 1;
  const opening = shape === 'openai' ? [chunk(shape, { role: 'assistant', content: '', refusal: null })] : [];
  const end = shape === 'openai' ? chunk(shape, {}, 'stop') : chunk(shape, { content: '' }, 'stop');
  return [...opening, ...tokens(text).map((content) => chunk(shape, { content })), end];
}

export function toolCallChunks(shape: StreamShape, calls: Call[]): object[] {
  counter += 1;
  const id = (i: number) => `call_${counter}${i}Hf3kW9sLp2Qx`;
  if (shape === 'ollama') {
    const whole = calls.map((c, index) => ({
      id: id(index),
      index,
      type: 'function',
      function: { name: c.name, arguments: JSON.stringify(c.arguments) },
    }));
    return [chunk(shape, { content: '', tool_calls: whole }), chunk(shape, { content: '' }, 'tool_calls')];
  }
  const pieces = calls.flatMap((c, index) => {
    const args = JSON.stringify(c.arguments).match(/.{1,6}/g) ?? [];
    const head = { index, id: id(index), type: 'function', function: { name: c.name, arguments: '' } };
    return [
      chunk(
        shape,
        index === 0
          ? { role: 'assistant', content: null, tool_calls: [head], refusal: null }
          : { tool_calls: [head] },
      ),
      ...args.map((a) => chunk(shape, { tool_calls: [{ index, function: { arguments: a } }] })),
    ];
  });
  return [...pieces, chunk(shape, {}, 'tool_calls')];
}

/**
 * The chunks as an SSE response. `hold` (after `holdAfter` chunks) keeps the stream open until
 * it settles, as a slow model would; the stream then ends without the rest. `onCancel` tells when
 * the client stopped reading before the end.
 */
export function sseResponse(
  chunks: object[],
  options: { hold?: Promise<unknown>; holdAfter?: number; onCancel?: () => void } = {},
): Response {
  const encoder = new TextEncoder();
  const holdAfter = options.hold ? (options.holdAfter ?? 2) : Number.POSITIVE_INFINITY;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [i, c] of chunks.entries()) {
        if (i === holdAfter) {
          await options.hold?.catch(() => undefined);
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(c)}\n\n`));
      }
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
    // The client stopped reading before the end: it left the stream (and aborted the request).
    cancel() {
      options.onCancel?.();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}
