import type { MarketReader } from '../../market/market-service.js';
import type { HistoryMessage } from '../assistant.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { LiveToken } from '../live/live-token.js';
import { resolveTokens } from '../live/resolve-tokens.js';
import { lastTokenInHistory } from '../session/last-token.js';
import type { IntentContext } from './intent.js';

export function createIntentContext(input: {
  question: string;
  history: HistoryMessage[];
  market: MarketReader;
  kb: KnowledgeBase;
}): IntentContext {
  let named: Promise<LiveToken[]> | undefined;
  let focus: LiveToken | null | undefined;
  return {
    ...input,
    namedTokens: () => {
      named ??= resolveTokens(input.question, input.market, input.kb.vocabulary);
      return named;
    },
    focusToken: () => {
      if (focus === undefined) {
        const snapshot = input.market.snapshot();
        focus = snapshot ? lastTokenInHistory(input.history, snapshot, input.kb.vocabulary) : null;
      }
      return focus;
    },
  };
}
