import { guideSources } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { Reply } from '../reply.js';
import { dataNote, signedPercent, tokenLabel, tokenSource } from './format-live.js';
import type { LiveToken } from './live-token.js';
import { ALL_METRICS, METRIC_GUIDE, type Metric, metricLine } from './metrics.js';

function stageOf(token: LiveToken): string {
  if (token.bonded === undefined) return '';
  return token.bonded ? ', ascended to its AMM pool' : ', still on its bonding curve';
}

/** "is up over the last 24 hours (24h change: +4.21%)": the answer to "did it go up?", as a sentence, with the figure as the dashboard shows it. */
function directionOf(change: string): string {
  const value = Number(change);
  const direction = value === 0 ? 'unchanged' : value > 0 ? 'up' : 'down';
  return `is ${direction} over the last 24 hours (24h change: ${signedPercent(change)})`;
}

/**
 * The asked figures of one token (all of them when none was asked), with as-of time and source.
 * Answer first: the figures come right under the token's name, the data note (demo or live, as-of
 * time) right after them, so the number asked for is within the first words read. A question about
 * the change ("did it go up today?") gets it as the opening sentence, the other figures asked after.
 */
export function tokenFiguresReply(kb: KnowledgeBase, token: LiveToken, asked: Metric[]): Reply {
  const metrics = asked.length > 0 ? asked : ALL_METRICS;
  const change = asked.includes('change24h') ? token.analytics?.priceChange24h : undefined;
  const listed = change === undefined ? metrics : metrics.filter((m) => m !== 'change24h');
  const opening =
    change === undefined
      ? `${tokenLabel(token)}${stageOf(token)}:`
      : `${tokenLabel(token)} ${directionOf(change)}${stageOf(token)}${listed.length > 0 ? ':' : '.'}`;
  const lines = [opening, ...(listed.length > 0 ? ['', ...listed.map((m) => metricLine(token, m))] : [])];
  if (token.analytics?.partial) {
    lines.push(
      `- Note: only ${token.analytics.historyHours ?? 'a few'} h of history exist, so the 24 h figures cover that period.`,
    );
  }
  lines.push(
    '',
    `${dataNote(token.source, token.asOf)} Names repeat on Odin.fun: check the token id (its page: https://odin.fun/token/${token.id}) before acting. Figures describe the past, not the future.`,
  );
  const guides = metrics.flatMap((m) => METRIC_GUIDE[m] ?? []);
  return { markdown: lines.join('\n'), sources: [tokenSource(token), ...guideSources(kb, guides)] };
}
