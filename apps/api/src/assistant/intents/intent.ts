import type { MarketReader } from '../../market/market-service.js';
import type { HistoryMessage, Source } from '../assistant.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { LiveToken } from '../live/live-token.js';

/** What an intent or tool hands back: Markdown plus what it is grounded on. */
export interface Reply {
  markdown: string;
  sources: Source[];
}

/** Everything an intent may read for one question. Token lookups are memoised per question. */
export interface IntentContext {
  /** The question with any prompt-injection text removed. */
  question: string;
  history: HistoryMessage[];
  market: MarketReader;
  kb: KnowledgeBase;
  /** Tokens named in the question, in order of appearance. */
  namedTokens(): Promise<LiveToken[]>;
  /** The token the conversation was last about, for follow-ups. */
  focusToken(): LiveToken | null;
}

/**
 * One thing the embedded engine knows how to answer. Intents are tried in registry order; the
 * first whose `matches` is true and whose `run` returns a reply wins (null passes it on).
 */
export interface Intent {
  name: string;
  description: string;
  matches(ctx: IntentContext): boolean;
  run(ctx: IntentContext): Promise<Reply | null>;
}
