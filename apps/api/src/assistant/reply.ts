import type { Source } from './assistant.js';

/**
 * What a capability, a guardrail or a live-data formatter hands back: Markdown plus what it is
 * grounded on. Engines add the engine name (and the embedded engine the capability's name).
 */
export interface Reply {
  markdown: string;
  sources: Source[];
}

/** Sources in order, each ref once (the first one named wins): parts and tools often cite the same. */
export function uniqueSources(...lists: Source[][]): Source[] {
  const unique = new Map<string, Source>();
  for (const s of lists.flat()) if (!unique.has(s.ref)) unique.set(s.ref, s);
  return [...unique.values()];
}
