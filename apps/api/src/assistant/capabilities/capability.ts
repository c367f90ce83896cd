import { z } from 'zod';
import type { MarketReader } from '../../market/market-service.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { Reply } from '../reply.js';
import type { QuestionContext } from './question-context.js';

/** What a capability may read besides its arguments. */
export interface CapabilityDeps {
  kb: KnowledgeBase;
  market: MarketReader;
}

/**
 * The embedded engine's way in. Capabilities are tried in registry order: the first whose
 * `matches` is true and whose `answer` returns a reply wins (null passes the question on).
 */
export interface EmbeddedEntry {
  matches(q: QuestionContext): boolean;
  answer(q: QuestionContext): Promise<Reply | null>;
}

/** The LLM's way in, as written: typed arguments and the function the model calls. */
export interface ToolSpec<S extends z.ZodType> {
  /** Checks what the model sends (models do send wrong shapes); its JSON Schema is what it sees. */
  args: S;
  // A property, not a method, so the argument type is checked strictly (methods are bivariant).
  run: (args: z.output<S>, deps: CapabilityDeps) => Promise<Reply>;
}

/** The LLM's way in, as the registry holds it: the argument type is closed over, not cast away. */
export interface ToolEntry {
  parameters: Record<string, unknown>;
  /** Validates the model's arguments, then runs; bad arguments are reported back as the result. */
  call(rawArgs: unknown, deps: CapabilityDeps): Promise<Reply>;
}

interface CapabilityFields {
  /** snake_case: the tool name the model calls, and the label the embedded engine reports. */
  name: string;
  /** What it answers; the model reads it to pick a tool. */
  description: string;
  /** Absent: the model never calls it (replies only the embedded engine gives). */
  embedded?: EmbeddedEntry;
}

export interface CapabilitySpec<S extends z.ZodType> extends CapabilityFields {
  /** Absent: the embedded engine alone gives this reply. */
  tool?: ToolSpec<S>;
}

/** One thing the assistant can answer, for either engine; see capabilities/registry.ts. */
export interface Capability extends CapabilityFields {
  tool?: ToolEntry;
}

export function defineCapability<S extends z.ZodType>(spec: CapabilitySpec<S>): Capability {
  const { tool, ...fields } = spec;
  return tool ? { ...fields, tool: toolEntry(spec.name, tool) } : fields;
}

function toolEntry<S extends z.ZodType>(name: string, { args, run }: ToolSpec<S>): ToolEntry {
  // `$schema` is noise to the model and some OpenAI-compatible servers reject unknown keywords.
  const { $schema: _draft, ...parameters } = z.toJSONSchema(args);
  return {
    parameters,
    async call(rawArgs, deps) {
      const parsed = args.safeParse(rawArgs);
      if (!parsed.success)
        return { markdown: `Invalid arguments for ${name}: ${parsed.error.message}`, sources: [] };
      return run(parsed.data, deps);
    },
  };
}
