import type OpenAI from 'openai';
import type { AssistantRequest, Source } from '../assistant.js';
import type { CapabilityDeps } from '../capabilities/capability.js';
import { stripInjection } from '../guards/strip-injection.js';
import { relevantSections } from '../knowledge-base/relevance.js';
import type { SectionHit } from '../knowledge-base/search-index.js';
import { answerSources } from './answer-sources.js';
import type { ToolCall } from './completion-shape.js';
import { type Grounding, ungroundedNumbers } from './grounding-check.js';
import { runToolCall } from './run-tool-call.js';
import { contextMessage, SYSTEM_PROMPT } from './system-prompt.js';

export const HISTORY_WINDOW = 8;

type Message = OpenAI.Chat.ChatCompletionMessageParam;

/** A model answered with a figure it was not given; the answer must not be shown. */
export class GroundingViolation extends Error {
  constructor(readonly invented: string[]) {
    super(`The model stated numbers not in its sources: ${invented.join(', ')}`);
    this.name = 'GroundingViolation';
  }
}

/**
 * One question's exchange with the model, shared by the plain and the streamed answer: the
 * messages sent, the tool results received, and what the answer may be checked against.
 */
export class Conversation {
  readonly messages: Message[];
  readonly hits: SectionHit[];
  private readonly toolSources: Source[] = [];
  private readonly toolTexts: string[] = [];

  constructor(
    private readonly deps: CapabilityDeps,
    request: AssistantRequest,
  ) {
    const retrievalQuestion = stripInjection(request.question).question || request.question;
    this.hits = relevantSections(deps.kb, retrievalQuestion);
    this.messages = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'system', content: contextMessage(this.hits) },
      ...request.history
        .slice(-HISTORY_WINDOW)
        .map((m): Message => ({ role: m.isUser ? 'user' : 'assistant', content: m.message })),
      { role: 'user', content: request.question },
    ];
  }

  /** Runs the model's tool calls and adds their results for the next round. */
  async runTools(content: string | null, calls: ToolCall[]): Promise<void> {
    this.messages.push({ role: 'assistant', content, tool_calls: calls });
    for (const call of calls) {
      const reply = await runToolCall(call, this.deps);
      this.toolSources.push(...reply.sources);
      this.toolTexts.push(reply.markdown);
      this.messages.push({ role: 'tool', tool_call_id: call.id, content: reply.markdown });
    }
  }

  /** Everything the model was given so far, and the tool results alone (see grounding-check.ts). */
  grounding(): Grounding {
    const toolText = this.toolTexts.join('\n');
    const given = this.messages.map((m) => (typeof m.content === 'string' ? m.content : ''));
    return { text: [...given, toolText].join('\n'), toolText };
  }

  /** Throws a GroundingViolation when `text` states a figure it was not given. */
  check(text: string): void {
    const invented = ungroundedNumbers(text, this.grounding());
    if (invented.length > 0) throw new GroundingViolation(invented);
  }

  /** The final answer: checked, citations turned into sources. */
  finish(text: string): { markdown: string; sources: Source[] } {
    this.check(text);
    return answerSources(this.deps.kb, text, this.toolSources, this.hits);
  }
}
