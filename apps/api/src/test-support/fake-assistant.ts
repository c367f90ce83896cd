import type { Assistant, AssistantAnswer, AssistantRequest } from '../assistant/assistant.js';

/**
 * A deterministic assistant for route tests: echoes the question with one guide source. Set
 * `failWith` to make it throw, or `gate` to hold answers until the test releases them.
 */
export class FakeAssistant implements Assistant {
  calls: AssistantRequest[] = [];
  failWith: Error | undefined;
  gate: Promise<void> | undefined;
  /** Resolves when an answer starts (to act while a request is in flight). */
  started: Promise<void>;
  private markStarted!: () => void;

  constructor() {
    this.started = new Promise((resolve) => {
      this.markStarted = resolve;
    });
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
    };
  }
}
