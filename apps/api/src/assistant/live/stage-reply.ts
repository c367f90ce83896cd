import type { MarketSnapshot } from '../../market/market-service.js';
import { guideSources } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { Reply } from '../reply.js';
import { dataNote, markdownText, marketSource, tokenSource } from './format-live.js';
import { fromSnapshot } from './live-token.js';
import { type RankMetric, showMetric } from './metric-ranking.js';

export type Stage = 'ascended' | 'curve';

const SHOWN = 10;

/**
 * How many tracked tokens have ascended (trade in their AMM pool) or are still on their bonding
 * curve, and which, largest market cap first (the snapshot's order). Counted from each token's
 * `bonded` flag; a token without the flag is in neither count.
 */
export function stageReply(
  kb: KnowledgeBase,
  snapshot: MarketSnapshot,
  stage: Stage,
  /** The figure each listed token shows ("with their prices"); market cap by default. */
  shown: RankMetric = 'marketCap',
): Reply {
  const tokens = snapshot.tokens.filter((t) => t.bonded === (stage === 'ascended'));
  const where = stage === 'ascended' ? 'have ascended to their AMM pool' : 'are still on their bonding curve';
  const lead = `${tokens.length} of the ${snapshot.tokens.length} tokens ODAI tracks ${where}.`;
  const rows = tokens.slice(0, SHOWN);
  const lines = rows.map(
    (t, i) =>
      `- #${i + 1} **${markdownText(t.symbol)}** (${markdownText(t.name)}, id \`${t.id}\`): ${showMetric(shown, t)}${stage === 'curve' && t.progress ? `, curve progress ${t.progress}%` : ''}`,
  );
  return {
    markdown: [
      `${lead} ${dataNote(snapshot.source, snapshot.asOf)}`,
      ...(lines.length > 0 ? ['', ...lines] : []),
      ...(tokens.length > SHOWN ? [`- …and ${tokens.length - SHOWN} more.`] : []),
    ].join('\n'),
    sources: [
      marketSource(`stage-${stage}`, `Market — tokens ${where}`, snapshot.asOf, snapshot.source),
      ...rows.map((t) => tokenSource(fromSnapshot(t, snapshot))),
      ...guideSources(kb, ['bonding-curves#ascension']),
    ],
  };
}
