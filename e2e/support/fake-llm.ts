import { createServer, type IncomingMessage, type Server } from 'node:http';

// A stand-in for an OpenAI-compatible chat.completions endpoint on loopback, so the e2e server
// runs its LLM engine (OPENAI_BASE_URL) against something slow enough to watch and stop. Each
// streamed chunk is shaped exactly like gpt-4o-mini's (apps/api/src/test-support/stream-fixtures.ts):
// a role chunk with empty content, the text a word at a time, a last chunk with the finish reason,
// then `data: [DONE]`. The answer states no figures, so the grounding check passes every sentence.

export const FAKE_ANSWER = [
  'A bonding curve sets the price of a new token from how much of its supply has been sold. ',
  'Each buy moves the price up the curve and each sell moves it back down, so early buyers pay less. ',
  'There is **no order book**: the curve itself is always the other side of your trade. ',
  'When enough of the supply is sold the token leaves the curve and trades in an AMM pool instead. ',
  'Prices on a curve move fast, so only trade what you can afford to lose. ',
  'Read the bonding curve guide for how the curve is shaped and what happens when it completes. ',
  'The fees guide explains what each trade costs you on top of the price the curve sets.',
].join('');

export interface FakeLlm {
  /** The base URL to pass as OPENAI_BASE_URL (the client appends /chat/completions). */
  baseUrl: string;
  /** Streamed requests that the client closed before the last chunk was written. */
  abandoned(): number;
  /** Requests answered in full. */
  completed(): number;
  close(): Promise<void>;
}

let counter = 0;

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  counter += 1;
  return {
    id: `chatcmpl-CzS9r${counter}pX4mT7vQ2nL8wK3yB`,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'gpt-4o-mini-2024-07-18',
    service_tier: 'default',
    system_fingerprint: 'fp_560af6e559',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    obfuscation: 'q7Rk2',
  };
}

/** Word-sized pieces, spaces leading, as a GPT tokenizer would cut them. */
const words = (text: string) => text.match(/\s*\S+|\s+$/g) ?? [];

async function readJson(request: IncomingMessage): Promise<{ stream?: boolean }> {
  let body = '';
  for await (const piece of request) body += piece;
  return JSON.parse(body || '{}') as { stream?: boolean };
}

/** Starts the fake; `delayMs` between streamed words (the default streams the answer in ~7 s). */
export async function startFakeLlm({ delayMs = 100 } = {}): Promise<FakeLlm> {
  let abandoned = 0;
  let completed = 0;
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions'))
      return void response.writeHead(404).end();
    const body = await readJson(request);
    if (!body.stream) {
      // The plain call is not used while the server streams; answer it in OpenAI's shape anyway.
      completed += 1;
      const message = { role: 'assistant', content: FAKE_ANSWER, refusal: null, annotations: [] };
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          ...chunk({}),
          object: 'chat.completion',
          choices: [{ index: 0, message, finish_reason: 'stop' }],
        }),
      );
    }
    let closed = false;
    response.once('close', () => {
      closed = true;
    });
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    const chunks = [
      chunk({ role: 'assistant', content: '', refusal: null }),
      ...words(FAKE_ANSWER).map((content) => chunk({ content })),
      chunk({}, 'stop'),
    ];
    for (const c of chunks) {
      if (closed) {
        abandoned += 1;
        return;
      }
      response.write(`data: ${JSON.stringify(c)}\n\n`);
      await new Promise((r) => setTimeout(r, delayMs));
    }
    completed += 1;
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    abandoned: () => abandoned,
    completed: () => completed,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
