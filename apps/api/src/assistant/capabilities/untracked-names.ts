import { tokensInText } from '../live/resolve-tokens.js';
import { notFoundLine, tokenLikeNames } from '../live/unknown-token.js';
import type { Reply } from '../reply.js';
import type { QuestionContext } from './question-context.js';

const ASKS_MEMBERSHIP =
  /\b(?:is|are)\s+\$?[\w-]+\s+(?:one of|among|in|on|part of)\s+(?:the\s+|your\s+)?(?:popular|top|trending|tracked|listed|biggest|largest|most)\b|\brank(?:ed|s|ing)?\b/i;

// Nothing is filtered as an ordinary word here: the name was already judged token-like.
const NONE = new Set<string>();

/**
 * Token-like names in the question (live/unknown-token.ts) that are neither tracked nor known to
 * the market by id or ticker (tokens outside the tracked list still answer through tokenDetail).
 */
export async function untrackedNames(q: QuestionContext): Promise<string[]> {
  const snapshot = q.market.snapshot();
  const names = tokenLikeNames(q.question, q.kb);
  const missing: string[] = [];
  for (const name of names) {
    if (snapshot && tokensInText(name, snapshot, NONE).length > 0) continue;
    if (await q.market.tokenDetail(name, 1)) continue;
    missing.push(name);
  }
  return missing;
}

/**
 * "ODINDOG and FAKECOIN holders", "what rank is FAKECOIN by market cap": the figures that exist,
 * then a plain line for each name that is not tracked.
 */
export async function withUntrackedNames(q: QuestionContext, reply: Reply): Promise<Reply> {
  const snapshot = q.market.snapshot();
  const missing = snapshot ? await untrackedNames(q) : [];
  if (!snapshot || missing.length === 0) return reply;
  const lines = missing.map((name) => notFoundLine(name, snapshot)).join(' ');
  // "is SATSWIZARD one of the popular tokens?", "what rank is FAKECOIN": the answer to what was
  // asked comes first.
  if (ASKS_MEMBERSHIP.test(q.question)) return { ...reply, markdown: `${lines}\n\n${reply.markdown}` };
  return { ...reply, markdown: `${reply.markdown}\n\n${lines}` };
}
