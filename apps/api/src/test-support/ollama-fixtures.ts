// Response bodies shaped exactly like Ollama's OpenAI-compatible /v1/chat/completions (0.6–0.12:
// `system_fingerprint: fp_ollama`, no refusal/annotations/usage details, `content: ""` beside tool
// calls, and an `index` on each tool call), so the engine is tested against both servers it meets.

let counter = 0;

function envelope(message: Record<string, unknown>, finishReason: 'stop' | 'tool_calls') {
  counter += 1;
  return {
    id: `chatcmpl-${400 + counter}`,
    object: 'chat.completion',
    created: 1763733900 + counter,
    model: 'llama3.1:8b',
    system_fingerprint: 'fp_ollama',
    choices: [{ index: 0, message, finish_reason: finishReason }],
    usage: { prompt_tokens: 1024, completion_tokens: 72, total_tokens: 1096 },
  };
}

export function ollamaTextCompletion(content: string) {
  return envelope({ role: 'assistant', content }, 'stop');
}

export function ollamaToolCallCompletion(calls: { name: string; arguments: Record<string, unknown> }[]) {
  return envelope(
    {
      role: 'assistant',
      content: '',
      tool_calls: calls.map((c, i) => ({
        id: `call_${(counter * 7919 + i).toString(36).padStart(8, 'q')}`,
        index: i,
        type: 'function',
        function: { name: c.name, arguments: JSON.stringify(c.arguments) },
      })),
    },
    'tool_calls',
  );
}
