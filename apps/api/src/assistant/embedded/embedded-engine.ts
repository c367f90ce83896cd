import type { MarketReader } from '../../market/market-service.js';
import type { Assistant, AssistantAnswer, AssistantRequest } from '../assistant.js';
import type { Reply } from '../intents/intent.js';
import { createIntentContext } from '../intents/intent-context.js';
import { INTENTS } from '../intents/registry.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { noMatchReply } from './no-match-reply.js';
import { stripInjection } from './strip-injection.js';

/** The intent that answered, beside the reply; the LLM engine and tests use the name. */
export interface EmbeddedReply extends Reply {
  intent: string;
}

/** Offline, deterministic engine: guardrails, live-data intents, then retrieval, else topics. */
export class EmbeddedEngine implements Assistant {
  constructor(
    private readonly kb: KnowledgeBase,
    private readonly market: MarketReader,
  ) {}

  async reply(request: Pick<AssistantRequest, 'question' | 'history'>): Promise<EmbeddedReply> {
    const { question, injected } = stripInjection(request.question);
    const ctx = createIntentContext({ question, history: request.history, market: this.market, kb: this.kb });
    for (const intent of INTENTS) {
      if (!intent.matches(ctx)) continue;
      const reply = await intent.run(ctx);
      if (reply) return { ...reply, intent: intent.name };
    }
    const fallback = noMatchReply(this.kb);
    if (injected && !question) {
      fallback.markdown = `I can't change how I work, but I'm happy to help. ${fallback.markdown}`;
    }
    return { ...fallback, intent: 'no-match' };
  }

  async answer(request: AssistantRequest): Promise<AssistantAnswer> {
    const { markdown, sources } = await this.reply(request);
    return { markdown, sources, engine: 'embedded' };
  }
}
