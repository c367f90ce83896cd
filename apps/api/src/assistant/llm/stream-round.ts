import type OpenAI from 'openai';
import { z } from 'zod';
import type { ToolCall } from './completion-shape.js';

// What we rely on from a streamed chat.completions chunk. OpenAI streams a tool call in pieces
// (id and name first, then the arguments a few characters at a time, keyed by `index`); Ollama
// sends each call whole in one chunk. Both fit this shape; anything else fails the answer.
const chunkShape = z.object({
  choices: z.array(
    z.object({
      delta: z
        .object({
          content: z.string().nullable().optional(),
          tool_calls: z
            .array(
              z.object({
                index: z.number().int().min(0).max(31),
                id: z.string().optional(),
                function: z
                  .object({ name: z.string().optional(), arguments: z.string().optional() })
                  .optional(),
              }),
            )
            .nullable()
            .optional(),
        })
        .optional(),
    }),
  ),
});

export interface RoundResult {
  content: string;
  toolCalls: ToolCall[];
}

/**
 * One streamed model call: hands each piece of answer text to `onText` as it arrives (which may
 * throw to stop the round), and gathers the tool calls, whose pieces arrive spread over chunks.
 */
export async function streamRound(
  client: OpenAI,
  body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
  signal: AbortSignal,
  onText: (text: string) => void,
): Promise<RoundResult> {
  const stream = await client.chat.completions.create({ ...body, stream: true }, { signal });
  const calls = new Map<number, { id: string; name: string; arguments: string }>();
  let content = '';
  const chunks = stream[Symbol.asyncIterator]();
  const aborted = abortRace(signal);
  try {
    for (
      let next = await Promise.race([chunks.next(), aborted]);
      !next.done;
      next = await Promise.race([chunks.next(), aborted])
    ) {
      const delta = chunkShape.parse(next.value).choices[0]?.delta;
      for (const piece of delta?.tool_calls ?? []) {
        const call = calls.get(piece.index) ?? { id: '', name: '', arguments: '' };
        call.id ||= piece.id ?? '';
        call.name += piece.function?.name ?? '';
        call.arguments += piece.function?.arguments ?? '';
        calls.set(piece.index, call);
      }
      if (delta?.content) {
        content += delta.content;
        onText(delta.content);
      }
    }
  } finally {
    // Stops the request and releases the body when we leave early (a failed check, an abort).
    stream.controller.abort();
    void chunks.return?.(undefined);
  }
  signal.throwIfAborted();
  const toolCalls = [...calls.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, c]): ToolCall => {
      if (!c.name) throw new Error(`Streamed tool call ${index} has no name`);
      return {
        id: c.id || `call_${index}`,
        type: 'function',
        function: { name: c.name, arguments: c.arguments },
      };
    });
  return { content, toolCalls };
}

/**
 * Rejects when `signal` aborts. The client ends an aborted stream quietly (no error), and only once
 * more bytes arrive, so the abort is raced against each chunk: a stopped answer must not look finished.
 */
function abortRace(signal: AbortSignal): Promise<never> {
  const race = new Promise<never>((_, reject) => {
    const fail = () => reject(signal.reason ?? new Error('aborted'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
  race.catch(() => undefined); // observed by Promise.race; no unhandled rejection when unused
  return race;
}
