import type { MarketReader } from '../../market/market-service.js';
import type { HistoryMessage } from '../assistant.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { LiveToken } from '../live/live-token.js';
import { resolveTokens } from '../live/resolve-tokens.js';
import { lastTokenInHistory } from '../session/last-token.js';
import { referencedToken } from '../session/listed-tokens.js';
import type { CapabilityDeps } from './capability.js';

/** Everything the embedded side of a capability may read for one question. */
export interface QuestionContext extends CapabilityDeps {
  /** The question with any prompt-injection text removed. */
  question: string;
  history: HistoryMessage[];
  /** Tokens named in the question, in order of appearance. */
  namedTokens(): Promise<LiveToken[]>;
  /** The token a follow-up means: one picked from an earlier list, else the last one discussed. */
  focusToken(): LiveToken | null;
}

/** Token lookups are memoised: several capabilities may ask for them for the same question. */
export function createQuestionContext(input: {
  question: string;
  history: HistoryMessage[];
  market: MarketReader;
  kb: KnowledgeBase;
}): QuestionContext {
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
        // "the second one" / "the other one" pick from an earlier answer's list; else the last token.
        focus = snapshot
          ? (referencedToken(input.question, input.history, snapshot) ??
            lastTokenInHistory(input.history, snapshot, input.kb.vocabulary))
          : null;
      }
      return focus;
    },
  };
}
