import OpenAI from 'openai';
import type { Logger } from 'pino';
import type { MarketReader } from '../../market/market-service.js';
import type { Assistant, AssistantAnswer, AssistantRequest } from '../assistant.js';
import { openAiTools } from '../capabilities/registry.js';
import type { EmbeddedEngine } from '../embedded/embedded-engine.js';
import { scamKind } from '../guards/scam-pattern.js';
import { mentionsSecret } from '../guards/secret-request.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { displayText } from './answer-sources.js';
import { completionShape } from './completion-shape.js';
import { Conversation } from './conversation.js';
import { SentenceGate } from './sentence-gate.js';
import { streamRound } from './stream-round.js';

export { HISTORY_WINDOW } from './conversation.js';
export const MAX_TOOL_ROUNDS = 3;

export interface LlmEngineOptions {
  kb: KnowledgeBase;
  market: MarketReader;
  embedded: EmbeddedEngine;
  logger: Logger;
  apiKey?: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

/** chat.completions with our tools; any failure becomes the embedded answer, marked as fallback. */
export class LlmEngine implements Assistant {
  private readonly client: OpenAI;

  constructor(private readonly o: LlmEngineOptions) {
    // Local servers (Ollama) need no key, but the client insists on one. Retries are off: the
    // time limit covers the whole answer, and the fallback is better than a slow retry.
    this.client = new OpenAI({
      apiKey: o.apiKey ?? 'not-needed',
      baseURL: o.baseURL,
      maxRetries: 0,
      timeout: o.timeoutMs,
    });
  }

  /** The embedded engine's: it is the fallback, so every suggestion must be answerable by it. */
  welcomeSuggestions(): string[] {
    return this.o.embedded.welcomeSuggestions();
  }

  answer(request: AssistantRequest, signal?: AbortSignal): Promise<AssistantAnswer> {
    return this.guarded(request, signal, (abort) => this.askModel(request, abort));
  }

  /**
   * The streamed answer: `onDelta` gets whole sentences, each checked before it is passed on. A
   * sentence with an invented figure stops the model call; the embedded answer is returned instead.
   */
  stream(
    request: AssistantRequest,
    onDelta: (text: string) => void,
    signal?: AbortSignal,
  ): Promise<AssistantAnswer> {
    return this.guarded(request, signal, (abort) => this.streamModel(request, onDelta, abort));
  }

  /** Secrets stay local; the time limit covers the whole answer; failures fall back, aborts do not. */
  private async guarded(
    request: AssistantRequest,
    signal: AbortSignal | undefined,
    ask: (abort: AbortSignal) => Promise<AssistantAnswer>,
  ): Promise<AssistantAnswer> {
    // A pasted secret must not travel to a third-party model; the guardrail answers locally. A
    // described scam gets the fixed warning-first reply too (decision 034), whatever the model would say.
    if (mentionsSecret(request.question) || scamKind(request.question))
      return this.o.embedded.answer(request);
    const ours = new AbortController();
    const deadline = AbortSignal.timeout(this.o.timeoutMs);
    const abort = AbortSignal.any([ours.signal, deadline, ...(signal ? [signal] : [])]);
    try {
      const answer = await ask(abort);
      if (answer.suggestions) return answer;
      // Follow-ups come from the embedded engine (decision 035): cheap, and each one answerable.
      const suggestions = await this.o.embedded.suggestionsFor(request);
      return suggestions.length > 0 ? { ...answer, suggestions } : answer;
    } catch (err) {
      ours.abort(); // stops a stream still running after a failed check
      if (signal?.aborted) {
        this.o.logger.info(
          { sessionId: request.sessionId, model: this.o.model },
          'LLM answer aborted: the client went away',
        );
        throw err;
      }
      this.o.logger.warn(
        { err, sessionId: request.sessionId, model: this.o.model },
        'LLM engine failed; answering with the embedded engine',
      );
      const fallback = await this.o.embedded.answer(request);
      return { ...fallback, engine: 'embedded-fallback' };
    }
  }

  private async askModel(request: AssistantRequest, signal: AbortSignal): Promise<AssistantAnswer> {
    const conversation = new Conversation(this.o, request);
    for (let round = 0; ; round++) {
      const allowTools = round < MAX_TOOL_ROUNDS;
      const raw = await this.client.chat.completions.create(this.body(conversation, allowTools), { signal });
      const message = completionShape.parse(raw).choices[0]?.message;
      const calls = message?.tool_calls ?? [];
      if (allowTools && calls.length > 0) {
        await conversation.runTools(message?.content ?? null, calls);
        continue;
      }
      const text = message?.content?.trim();
      if (!text) throw new Error('The model returned no answer text');
      return { ...conversation.finish(text), engine: 'llm' };
    }
  }

  private async streamModel(
    request: AssistantRequest,
    onDelta: (text: string) => void,
    signal: AbortSignal,
  ): Promise<AssistantAnswer> {
    const conversation = new Conversation(this.o, request);
    const gate = new SentenceGate();
    let shown = '';
    const pass = (sentence: string) => {
      conversation.check(sentence);
      shown += sentence;
      onDelta(displayText(this.o.kb, sentence));
    };
    for (let round = 0; ; round++) {
      const allowTools = round < MAX_TOOL_ROUNDS;
      const { content, toolCalls } = await streamRound(
        this.client,
        this.body(conversation, allowTools),
        signal,
        (text) => {
          for (const sentence of gate.push(text)) pass(sentence);
        },
      );
      if (allowTools && toolCalls.length > 0) {
        await conversation.runTools(content || null, toolCalls);
        continue;
      }
      const rest = gate.flush();
      if (rest.trim()) pass(rest);
      const text = shown.trim();
      if (!text) throw new Error('The model returned no answer text');
      return { ...conversation.finish(text), engine: 'llm' };
    }
  }

  private body(conversation: Conversation, allowTools: boolean) {
    return {
      model: this.o.model,
      messages: conversation.messages,
      temperature: 0.2,
      ...(allowTools ? { tools: openAiTools() } : {}),
    };
  }
}
