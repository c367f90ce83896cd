import { marketUnavailable } from '../live/market-unavailable.js';
import { metricRankingReply } from '../live/metric-ranking.js';
import type { Reply } from '../reply.js';
import { defineCapability } from './capability.js';
import type { QuestionContext } from './question-context.js';

// An imperative "list all tokens" (not "does OKX list odin tokens"), "which tokens do you track?", "what coins are on here": the tracked tokens,
// largest market cap first. With hundreds tracked, the first ten stand for the list and the lead
// sentence gives the count. Embedded only: the model asks get_tokens_by_market_cap with a limit.
const LIST =
  /^\s*(please |pls |can (you|u) |could (you|u) )?(list|show( me)?|name|give me)\b[^?.!]{0,12}\b(all|every|the)?\s*(the )?(tracked )?(tokens|coins)\b|\b(which|what) (tokens|coins) (do|does|can) (you|u|odai) (track|follow|cover|know|have|list)\b|\b(which|what) (tokens|coins) (are|r) (there|tracked|listed|on (here|odai|the dashboard))\b|\ball (the )?(tokens|coins) (you|u|odai) (track|follow|cover|know|have)\b/i;
const LIMIT = 10;

async function answer(q: QuestionContext): Promise<Reply | null> {
  const snapshot = q.market.snapshot();
  if (!snapshot) return marketUnavailable(q.kb);
  const shown = Math.min(LIMIT, snapshot.tokens.length);
  const note =
    shown < snapshot.tokens.length
      ? `- The ${shown} largest by market cap of ${snapshot.tokens.length}; ask for a ranking by holders, price or 24h change to see others.`
      : undefined;
  return metricRankingReply(q.kb, snapshot, 'marketCap', 'highest', shown, note);
}

export const listTokens = defineCapability({
  name: 'list_tokens',
  description: 'The tracked tokens, largest market cap first.',
  embedded: { matches: ({ question }) => LIST.test(question), answer },
});
