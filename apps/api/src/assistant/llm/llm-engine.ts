import OpenAI from 'openai';
import type { Logger } from 'pino';
import type { MarketReader } from '../../market/market-service.js';
import type { Assistant, AssistantAnswer, AssistantRequest, Source } from '../assistant.js';
import { openAiTools } from '../capabilities/registry.js';
import type { EmbeddedEngine } from '../embedded/embedded-engine.js';
import { scamKind } from '../guards/scam-pattern.js';
import { mentionsSecret } from '../guards/secret-request.js';
import { stripInjection } from '../guards/strip-injection.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { relevantSections } from '../knowledge-base/relevance.js';
import { answerSources } from './answer-sources.js';
import { completionShape } from './completion-shape.js';
import { ungroundedNumbers } from './grounding-check.js';
import { runToolCall } from './run-tool-call.js';
import { contextMessage, SYSTEM_PROMPT } from './system-prompt.js';

export const HISTORY_WINDOW = 8;
export const MAX_TOOL_ROUNDS = 3;

type Message = OpenAI.Chat.ChatCompletionMessageParam;

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

  async answer(request: AssistantRequest, signal?: AbortSignal): Promise<AssistantAnswer> {
    // A pasted secret must not travel to a third-party model; the guardrail answers locally. A
    // described scam gets the fixed warning-first reply too (decision 034), whatever the model would say.
    if (mentionsSecret(request.question) || scamKind(request.question))
      return this.o.embedded.answer(request);
    try {
      return await this.askModel(request, signal);
    } catch (err) {
      this.o.logger.warn(
        { err, sessionId: request.sessionId, model: this.o.model },
        'LLM engine failed; answering with the embedded engine',
      );
      const fallback = await this.o.embedded.answer(request);
      return { ...fallback, engine: 'embedded-fallback' };
    }
  }

  private async askModel(request: AssistantRequest, signal?: AbortSignal): Promise<AssistantAnswer> {
    const deadline = AbortSignal.timeout(this.o.timeoutMs);
    const abort = signal ? AbortSignal.any([signal, deadline]) : deadline;
    const retrievalQuestion = stripInjection(request.question).question || request.question;
    const hits = relevantSections(this.o.kb, retrievalQuestion);
    const messages: Message[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'system', content: contextMessage(hits) },
      ...request.history
        .slice(-HISTORY_WINDOW)
        .map((m): Message => ({ role: m.isUser ? 'user' : 'assistant', content: m.message })),
      { role: 'user', content: request.question },
    ];
    const toolSources: Source[] = [];
    const toolTexts: string[] = [];
    for (let round = 0; ; round++) {
      const allowTools = round < MAX_TOOL_ROUNDS;
      const raw = await this.client.chat.completions.create(
        { model: this.o.model, messages, temperature: 0.2, ...(allowTools ? { tools: openAiTools() } : {}) },
        { signal: abort },
      );
      const message = completionShape.parse(raw).choices[0]?.message;
      const calls = message?.tool_calls ?? [];
      if (allowTools && calls.length > 0) {
        messages.push({ role: 'assistant', content: message?.content ?? null, tool_calls: calls });
        for (const call of calls) {
          const reply = await runToolCall(call, { kb: this.o.kb, market: this.o.market });
          toolSources.push(...reply.sources);
          toolTexts.push(reply.markdown);
          messages.push({ role: 'tool', tool_call_id: call.id, content: reply.markdown });
        }
        continue;
      }
      const text = message?.content?.trim();
      if (!text) throw new Error('The model returned no answer text');
      const toolText = toolTexts.join('\n');
      const grounding = {
        text: [...messages.map((m) => (typeof m.content === 'string' ? m.content : '')), toolText].join('\n'),
        toolText,
      };
      const invented = ungroundedNumbers(text, grounding);
      if (invented.length > 0)
        throw new Error(`The model stated numbers not in its sources: ${invented.join(', ')}`);
      return { ...answerSources(this.o.kb, text, toolSources, hits), engine: 'llm' };
    }
  }
}
