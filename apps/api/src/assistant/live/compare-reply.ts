import { guideSources } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { Reply } from '../reply.js';
import { dataNote, markdownText, tokenLabel, tokenSource } from './format-live.js';
import type { LiveToken } from './live-token.js';
import { metricValue } from './metric-ranking.js';
import { ALL_METRICS, type Metric, metricLine } from './metrics.js';

// "Is that bigger than ODAI's?": one figure compared gets which of the two is higher, in words.
const NOUN: Record<Metric, string> = {
  price: 'price per token',
  marketCap: 'market cap',
  holders: 'holder count',
  change24h: '24h change',
  volatility: 'volatility',
  liquidity: 'liquidity score',
  transactions: 'transaction count (24 h)',
};

/**
 * Which token has the higher figure, said plainly, for the one to three figures asked ("who got
 * more holders X or Y, and vol on each": the higher holder count and volatility); empty when a
 * figure is missing or more were asked (all of them: the list says it).
 */
function higherOfTwo(a: LiveToken, b: LiveToken, asked: Metric[], name: (t: LiveToken) => string): string {
  if (asked.length === 0 || asked.length > 3) return '';
  const higher = new Map<string, string[]>();
  const same: string[] = [];
  for (const m of asked) {
    const [x, y] = [metricValue(m, a), metricValue(m, b)];
    if (x === null || y === null) return '';
    if (x === y) same.push(NOUN[m]);
    else {
      const winner = name(x > y ? a : b);
      higher.set(winner, [...(higher.get(winner) ?? []), NOUN[m]]);
    }
  }
  const parts = [...higher].map(([winner, nouns]) => `${winner} has the higher ${nouns.join(' and ')}`);
  if (same.length > 0) parts.push(`both have the same ${same.join(' and ')}`);
  const sentence = parts.join('; ');
  return ` ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}${higher.size > 0 ? ' of the two' : ''}.`;
}

/** Side-by-side figures for two tokens; no verdict, since "better" would be advice. */
export function compareReply(
  kb: KnowledgeBase,
  a: LiveToken,
  b: LiveToken,
  asked: Metric[],
  /** "Which one is better?": the answer to that comes first, then the figures. */
  verdictAsked = false,
): Reply {
  const metrics = asked.length > 0 ? asked : ALL_METRICS;
  // Reuse the one-token bullet text so both engines word each figure the same way.
  const value = (t: LiveToken, m: Metric) => metricLine(t, m).replace(/^- [^:]+: /, '');
  const label = (m: Metric) => metricLine(a, m).replace(/^- ([^:]+):.*$/, '$1');
  // Two tokens with one ticker (BITCAT and its copy) are told apart by id on every line.
  const twins = a.symbol.toUpperCase() === b.symbol.toUpperCase();
  const short = (t: LiveToken) =>
    twins ? `${markdownText(t.symbol)} (\`${t.id}\`)` : markdownText(t.symbol);
  const notes =
    a.source === b.source && a.asOf === b.asOf
      ? [dataNote(a.source, a.asOf)]
      : [dataNote(a.source, a.asOf), dataNote(b.source, b.asOf)];
  return {
    markdown: [
      // Answer first: the figures side by side, then where they come from.
      verdictAsked
        ? `Which is the better buy is not something ODAI can tell you: it gives no picks. Here are ${tokenLabel(a)} and ${tokenLabel(b)} side by side, to judge for yourself:`
        : `Comparing ${tokenLabel(a)} and ${tokenLabel(b)}:${higherOfTwo(a, b, asked, short)}`,
      '',
      ...metrics.map((m) => `- ${label(m)}: ${short(a)} ${value(a, m)} · ${short(b)} ${value(b, m)}`),
      '',
      `${notes.join(' ')} A comparison of past figures is not a verdict on which is the better buy; do your own research.`,
    ].join('\n'),
    sources: [
      tokenSource(a),
      tokenSource(b),
      ...guideSources(kb, ['trading-strategies#how-to-evaluate-a-token']),
    ],
  };
}
