import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { MarketReader } from '../market/market-service.js';
import type { Assistant } from './assistant.js';
import { EmbeddedEngine } from './embedded/embedded-engine.js';
import { sharedKnowledgeBase } from './knowledge-base/knowledge-base.js';
import { LlmEngine } from './llm/llm-engine.js';

/**
 * The assistant the server wires in. With an OpenAI key or base URL configured, the LLM engine
 * answers and falls back to the embedded engine on any failure; otherwise the embedded engine
 * answers alone. The knowledge base is read here, at start-up, so a broken article stops boot.
 */
export function createAssistant(deps: { config: Config; market: MarketReader; logger: Logger }): Assistant {
  const kb = sharedKnowledgeBase();
  const embedded = new EmbeddedEngine(kb, deps.market);
  if (!deps.config.llmEnabled) return embedded;
  return new LlmEngine({
    kb,
    market: deps.market,
    embedded,
    logger: deps.logger,
    apiKey: deps.config.OPENAI_API_KEY,
    baseURL: deps.config.OPENAI_BASE_URL,
    model: deps.config.OPENAI_MODEL,
    timeoutMs: deps.config.OPENAI_TIMEOUT_MS,
  });
}
