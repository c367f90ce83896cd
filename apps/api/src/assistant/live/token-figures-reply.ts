import { guideSources } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { Reply } from '../reply.js';
import { dataNote, tokenLabel, tokenSource } from './format-live.js';
import type { LiveToken } from './live-token.js';
import { ALL_METRICS, METRIC_GUIDE, type Metric, metricLine } from './metrics.js';

/**
 * The asked figures of one token (all of them when none was asked), with as-of time and source.
 * Answer first: the figures come right under the token's name, the data note (demo or live, as-of
 * time) right after them, so the number asked for is within the first words read.
 */
export function tokenFiguresReply(kb: KnowledgeBase, token: LiveToken, asked: Metric[]): Reply {
  const metrics = asked.length > 0 ? asked : ALL_METRICS;
  const lines = [
    `${tokenLabel(token)}${token.bonded === undefined ? '' : token.bonded ? ', ascended to its AMM pool' : ', still on its bonding curve'}:`,
    '',
    ...metrics.map((m) => metricLine(token, m)),
  ];
  if (token.analytics?.partial) {
    lines.push(
      `- Note: only ${token.analytics.historyHours ?? 'a few'} h of history exist, so the 24 h figures cover that period.`,
    );
  }
  lines.push(
    '',
    `${dataNote(token.source, token.asOf)} Names repeat on Odin.fun: check the token id before acting. Figures describe the past, not the future.`,
  );
  const guides = metrics.flatMap((m) => METRIC_GUIDE[m] ?? []);
  return { markdown: lines.join('\n'), sources: [tokenSource(token), ...guideSources(kb, guides)] };
}
