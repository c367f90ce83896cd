import type { MarketSnapshot } from '../../market/market-service.js';
import type { HistoryMessage } from '../assistant.js';
import { fromSnapshot, type LiveToken } from '../live/live-token.js';
import { tokensInText } from '../live/resolve-tokens.js';

/**
 * The token the conversation is about, for follow-ups like "and its holders?". Newest message
 * first: an assistant answer's `token:<id>` source wins (it is what was actually shown), else the
 * last token a visitor named. Returns figures from the current snapshot, not the old answer.
 */
export function lastTokenInHistory(
  history: HistoryMessage[],
  snapshot: MarketSnapshot,
  commonWords: Set<string>,
): LiveToken | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const message = history[i];
    if (!message) continue;
    const ref = message.sources?.find((s) => s.ref.startsWith('token:'))?.ref;
    if (ref) {
      const token = snapshot.tokens.find((t) => t.id === ref.slice('token:'.length));
      if (token) return fromSnapshot(token, snapshot);
    }
    if (message.isUser) {
      const named = tokensInText(message.message, snapshot, commonWords);
      const last = named[named.length - 1];
      if (last) return last;
    }
  }
  return null;
}

/**
 * Words that point back at an earlier token instead of naming one. "How many holder he have?": some
 * visitors write "he" or "she" for a token; "the copy one" after two tokens with one ticker.
 */
export function refersBack(question: string): boolean {
  return /\b(it|its|it's|this token|that token|this coin|that coin|this one|that one|same token|the (?:copy|copycat|fake|clone|real|original|genuine) one)\b|\b(he|she) (have|has|got|is|at|doing|worth)\b|^\s*(and|what about|how about)\b|^\s*(?:(?:and|ok|so)\s+)?same (?:for|with)\b/i.test(
    question,
  );
}
