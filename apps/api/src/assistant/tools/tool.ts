import type { z } from 'zod';
import type { MarketReader } from '../../market/market-service.js';
import type { Reply } from '../intents/intent.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';

export interface ToolDeps {
  kb: KnowledgeBase;
  market: MarketReader;
}

/**
 * A live-data or retrieval function the LLM may call. `parameters` is the JSON schema the model
 * sees; `args` re-checks what it sends (models do send wrong shapes). The reply is the same
 * Markdown the embedded engine would give, so both engines quote figures identically.
 */
export interface AssistantTool<A = unknown> {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  args: z.ZodType<A>;
  execute(args: A, deps: ToolDeps): Promise<Reply>;
}

/** Erases the argument type so tools of different shapes fit one list. */
export function defineTool<A>(tool: AssistantTool<A>): AssistantTool {
  return tool as unknown as AssistantTool;
}
