import { z } from 'zod';

// What we rely on from a chat.completions response. OpenAI-compatible servers (Ollama, vLLM…)
// differ at the edges, and a proxy can return anything; anything outside this shape is a failure
// and the embedded engine answers instead.
const toolCall = z.object({
  id: z.string(),
  type: z.literal('function'),
  function: z.object({ name: z.string(), arguments: z.string() }),
});

export const completionShape = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          role: z.literal('assistant'),
          content: z.string().nullable().optional(),
          tool_calls: z.array(toolCall).nullable().optional(),
        }),
      }),
    )
    .min(1),
});

export type ToolCall = z.infer<typeof toolCall>;
export type CompletionMessage = z.infer<typeof completionShape>['choices'][number]['message'];
