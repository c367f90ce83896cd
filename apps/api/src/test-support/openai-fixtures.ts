// Response bodies shaped exactly like OpenAI's chat.completions JSON (as returned by
// gpt-4o-mini in 2025: usage details, refusal, annotations, system_fingerprint), so the msw
// handlers exercise the real client's parsing rather than a convenient subset.

let counter = 0;

function envelope(message: Record<string, unknown>, finishReason: 'stop' | 'tool_calls') {
  counter += 1;
  return {
    id: `chatcmpl-BxT7q${counter}ZkQ9mA1vN3pL5sR8uW2yE`,
    object: 'chat.completion',
    created: 1763733900 + counter,
    model: 'gpt-4o-mini-2024-07-18',
    choices: [
      {
        index: 0,
        message: { refusal: null, annotations: [], ...message },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: {
      prompt_tokens: 812,
      completion_tokens: 64,
      total_tokens: 876,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: {
        reasoning_tokens: 0,
        audio_tokens: 0,
        accepted_prediction_tokens: 0,
        rejected_prediction_tokens: 0,
      },
    },
    service_tier: 'default',
    system_fingerprint: 'fp_560af6e559',
  };
}

export function textCompletion(content: string) {
  return envelope({ role: 'assistant', content }, 'stop');
}

export function toolCallCompletion(calls: { name: string; arguments: Record<string, unknown> | string }[]) {
  return envelope(
    {
      role: 'assistant',
      content: null,
      tool_calls: calls.map((c, i) => ({
        id: `call_${counter}${i}Qm8rT2xVb7nK`,
        type: 'function',
        function: {
          name: c.name,
          arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments),
        },
      })),
    },
    'tool_calls',
  );
}

/** OpenAI's error body for a 500. */
export const serverError = {
  error: {
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    param: null,
    code: null,
  },
};
