import type { components } from '@odai/contract';

export type Source = components['schemas']['Source'];
export type Engine = NonNullable<components['schemas']['ChatMessage']['engine']>;

export interface HistoryMessage {
  isUser: boolean;
  message: string;
  sources?: Source[];
}

export interface AssistantRequest {
  sessionId: string;
  /** The visitor's question, trimmed, 1–2,000 characters. */
  question: string;
  /** The session's earlier messages, oldest first (the new question is not included). */
  history: HistoryMessage[];
}

export interface AssistantAnswer {
  /** Markdown: a short paragraph and bullets. */
  markdown: string;
  sources: Source[];
  engine: Engine;
  /** Up to 3 follow-up questions this assistant knows it can answer (shown under the answer). */
  suggestions?: string[];
}

/** The chat route's only view of the assistant; engines live beside this file. */
export interface Assistant {
  answer(request: AssistantRequest, signal?: AbortSignal): Promise<AssistantAnswer>;
  /**
   * The same answer, streamed: `onDelta` gets Markdown to append (whole sentences that passed the
   * grounding check). Engines that cannot stream leave it out, and no stream route is served.
   * Rejects when `signal` aborts (the visitor left): no fallback answer then.
   */
  stream?(
    request: AssistantRequest,
    onDelta: (text: string) => void,
    signal?: AbortSignal,
  ): Promise<AssistantAnswer>;
  /** 4–6 questions for the chat's welcome bubble, each one this assistant can answer. */
  welcomeSuggestions(): string[];
}
