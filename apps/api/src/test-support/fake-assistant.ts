import type { Assistant, AssistantAnswer, AssistantRequest } from '../assistant/assistant.js';

/**
 * A deterministic assistant for route tests: echoes the question with one guide source. Set
 * `failWith` to make it throw, `gate` to hold answers until the test releases them, or
 * `suggestions` to offer follow-ups.
 */
export class FakeAssistant implements Assistant {
  calls: AssistantRequest[] = [];
  failWith: Error | undefined;
  gate: Promise<void> | undefined;
  /** Follow-ups added to each answer (none unless a test sets them). */
  suggestions: string[] | undefined;
  /** Resolves when an answer starts (to act while a request is in flight). */
  started: Promise<void>;
  private markStarted!: () => void;

  constructor() {
    this.started = new Promise((resolve) => {
      this.markStarted = resolve;
    });
  }

  welcomeSuggestions(): string[] {
    return [
      'How does the bonding curve work?',
      'What fees does Odin.fun charge?',
      'How do I launch a token?',
      'How is ODINDOG doing today?',
    ];
  }

  async answer(request: AssistantRequest): Promise<AssistantAnswer> {
    this.calls.push(structuredClone(request));
    this.markStarted();
    if (this.gate) await this.gate;
    if (this.failWith) throw this.failWith;
    return {
      markdown: `You asked: **${request.question.slice(0, 40)}**\n\n- This is a test answer.`,
      sources: [{ kind: 'guide', title: 'Bonding curves — Ascension', ref: 'bonding-curves#ascension' }],
      engine: 'embedded',
      ...(this.suggestions ? { suggestions: this.suggestions } : {}),
    };
  }
}
