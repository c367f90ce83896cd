import type { CapabilityDeps } from '../capabilities/capability.js';
import { TOOLS } from '../capabilities/registry.js';
import type { Reply } from '../reply.js';
import type { ToolCall } from './completion-shape.js';

/**
 * Runs one tool call. A wrong tool name or bad arguments is reported back to the model as the
 * tool's result (it can correct itself next round); arguments that are not JSON at all mean the
 * model's output is malformed, which fails the answer.
 */
export async function runToolCall(call: ToolCall, deps: CapabilityDeps): Promise<Reply> {
  const tool = TOOLS.find((t) => t.name === call.function.name);
  if (!tool) return { markdown: `Unknown tool ${call.function.name}.`, sources: [] };
  const raw: unknown = call.function.arguments.trim() === '' ? {} : JSON.parse(call.function.arguments);
  return tool.call(raw, deps);
}
