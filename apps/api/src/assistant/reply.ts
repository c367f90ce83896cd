import type { Source } from './assistant.js';

/**
 * What a capability, a guardrail or a live-data formatter hands back: Markdown plus what it is
 * grounded on. Engines add the engine name (and the embedded engine the capability's name).
 */
export interface Reply {
  markdown: string;
  sources: Source[];
}
