import { guideSources } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { Reply } from '../reply.js';

/** Before the first snapshot exists there are no figures to quote; say so instead of guessing. */
export function marketUnavailable(kb: KnowledgeBase): Reply {
  return {
    markdown: [
      "Live market data isn't available right now (the first market snapshot has not been computed yet), so I can't quote figures.",
      '',
      '- Try again in a minute, or open the analytics dashboard.',
      '- Meanwhile I can explain how the figures are computed.',
    ].join('\n'),
    sources: guideSources(kb, ['reading-analytics#where-the-data-comes-from']),
  };
}
