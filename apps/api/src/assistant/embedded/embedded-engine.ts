import type { MarketReader } from '../../market/market-service.js';
import type { Assistant, AssistantAnswer, AssistantRequest } from '../assistant.js';
import { createQuestionContext } from '../capabilities/question-context.js';
import { INTENTS } from '../capabilities/registry.js';
import { adviceRequest } from '../guards/advice-request.js';
import { outOfJob } from '../guards/out-of-job.js';
import { scamPattern } from '../guards/scam-pattern.js';
import { secretRequest } from '../guards/secret-request.js';
import { smallTalk } from '../guards/small-talk.js';
import { stripInjection } from '../guards/strip-injection.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { Reply } from '../reply.js';
import { welcomeSuggestions } from '../suggestions/welcome-suggestions.js';
import { noMatchReply } from './no-match-reply.js';

// Guardrails first, in this order (decision 034): a question that mentions a seed phrase is a
// security question whatever else it says; a described scam is warned about before any guide or
// token figure could read as advice; then out-of-job requests (code, picks, predictions), then
// conversation. Live data and the knowledge base only see what is left.
const GUARDRAILS = [secretRequest, scamPattern, outOfJob, adviceRequest, smallTalk];

/** The guardrail or capability that answered, beside the reply; tests use the name. */
export interface EmbeddedReply extends Reply {
  intent: string;
}

/** Offline, deterministic engine: guardrails, live-data capabilities, then retrieval, else topics. */
export class EmbeddedEngine implements Assistant {
  constructor(
    private readonly kb: KnowledgeBase,
    private readonly market: MarketReader,
  ) {}

  async reply(request: Pick<AssistantRequest, 'question' | 'history'>): Promise<EmbeddedReply> {
    const { question, injected } = stripInjection(request.question);
    const guard = GUARDRAILS.find((g) => g.matches(question));
    if (guard) return { ...guard.reply(this.kb, question), intent: guard.name };
    const ctx = createQuestionContext({
      question,
      history: request.history,
      market: this.market,
      kb: this.kb,
    });
    for (const intent of INTENTS) {
      if (!intent.matches(ctx)) continue;
      const reply = await intent.answer(ctx);
      if (reply) return { ...reply, intent: intent.name };
    }
    const fallback = noMatchReply(this.kb);
    if (injected && !question) {
      fallback.markdown = `I can't change how I work, but I'm happy to help. ${fallback.markdown}`;
    }
    return { ...fallback, intent: 'no_match' };
  }

  async answer(request: AssistantRequest): Promise<AssistantAnswer> {
    const { markdown, sources } = await this.reply(request);
    return { markdown, sources, engine: 'embedded' };
  }

  welcomeSuggestions(): string[] {
    return welcomeSuggestions(this.market);
  }
}
