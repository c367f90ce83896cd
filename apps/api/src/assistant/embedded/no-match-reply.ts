import { guideSources } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { Reply } from '../reply.js';

/** When nothing matches: say so, then list what the assistant can do, one bullet per topic. */
export function noMatchReply(kb: KnowledgeBase): Reply {
  const topics = kb.articles.map((a) => `- ${a.title}`);
  return {
    markdown: [
      "I don't have a grounded answer to that. I can help with Odin.fun and ODAI topics:",
      '',
      ...topics,
      '- Live figures: a token’s price, market cap, holders, 24h change, volatility or liquidity score (e.g. "price of ODINDOG"), top gainers, top losers, most volatile tokens, or "compare A and B".',
    ].join('\n'),
    sources: guideSources(kb, ['about-odai#how-the-assistant-answers']),
  };
}
