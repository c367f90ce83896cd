import type { MarketSnapshot } from '../../market/market-service.js';
import type { Reply } from '../reply.js';
import { dataNote, groupDigits, tokenLabel, tokenSource } from './format-live.js';
import { fromSnapshot, type LiveToken } from './live-token.js';
import { type RankMetric, rankTokens, showMetric } from './metric-ranking.js';

// "Is that a lot?", "is it high for odin?", "thats good right?": how a figure just given compares.
const HOW_IT_COMPARES =
  /\b(?:is (?:that|it|this)|that's|thats|it's|its)\b[^?.!]{0,20}\b(?:a ?lot|lots|much|many|high|low|big|small|good|bad|normal|decent|healthy|strong|weak|average|typical)\b/i;
// "How does that compare to other tokens?", "ODINDOG holders compared to the rest": against the
// other tracked tokens, which is the same question.
const AGAINST_THE_REST =
  /\bhow (?:does|do) (?:that|it|this|they|its \w+(?: \w+)?) (?:compare|stack up|rank)\b|\b(?:compared? (?:to|with)|vs\.?|versus|relative to|against) (?:the |all )?(?:other|others|rest)\b/i;

export function asksHowItCompares(question: string): boolean {
  const words = question.split(/\s+/).length;
  return (HOW_IT_COMPARES.test(question) && words <= 10) || (AGAINST_THE_REST.test(question) && words <= 12);
}

const FIGURE: Record<RankMetric, string> = {
  marketCap: 'market cap',
  price: 'price per token',
  holders: 'number of holders',
  change24h: '24h change',
  volatility: 'volatility',
  liquidity: 'liquidity score',
  transactions: 'number of transactions (24 h)',
  volume: 'trading volume (24 h)',
};

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${groupDigits(String(n))}${suffix}`;
}

/**
 * "BOBAI market cap" then "is that a lot?": ODAI cannot say what is a lot, but it can say where the
 * figure stands among the tokens it tracks, with the highest and the lowest beside it.
 */
export function figureInContext(
  snapshot: MarketSnapshot,
  token: LiveToken,
  metric: RankMetric,
): Reply | null {
  const line = standing(snapshot, token, metric);
  if (!line) return null;
  return {
    markdown: `${line.text} Whether that is a lot depends on what you compare it with: these are only the tokens ODAI tracks.\n\n${dataNote(snapshot.source, snapshot.asOf)}`,
    sources: line.sources,
  };
}

/**
 * "Price and holders of ODINDOG" then "is that a lot compared to other tokens?": where each figure
 * stands, one line each (at most three), under one data note.
 */
export function figuresInContext(
  snapshot: MarketSnapshot,
  token: LiveToken,
  metrics: RankMetric[],
): Reply | null {
  if (metrics.length === 1 && metrics[0]) return figureInContext(snapshot, token, metrics[0]);
  const lines = metrics.slice(0, 3).flatMap((m) => standing(snapshot, token, m) ?? []);
  if (lines.length === 0) return null;
  const refs = new Set<string>();
  return {
    markdown: `${lines.map((l) => `- ${l.text}`).join('\n')}\n\nWhether those are a lot depends on what you compare them with: these are only the tokens ODAI tracks.\n\n${dataNote(snapshot.source, snapshot.asOf)}`,
    sources: lines.flatMap((l) => l.sources).filter((s) => !refs.has(s.ref) && refs.add(s.ref)),
  };
}

/** One sentence: where the token's figure stands, with the highest and the lowest beside it. */
function standing(snapshot: MarketSnapshot, token: LiveToken, metric: RankMetric) {
  const ranked = rankTokens(snapshot, metric, 'highest');
  const at = ranked.findIndex((t) => t.id === token.id);
  const self = ranked[at];
  const top = ranked[0];
  const bottom = ranked[ranked.length - 1];
  if (!self || !top || !bottom) return null;
  const label = (t: typeof top) => tokenLabel(fromSnapshot(t, snapshot));
  const place =
    at === 0 ? 'the highest' : at === ranked.length - 1 ? 'the lowest' : `the ${ordinal(at + 1)} highest`;
  const others =
    at === 0
      ? `the lowest is ${label(bottom)} (${showMetric(metric, bottom)})`
      : at === ranked.length - 1
        ? `the highest is ${label(top)} (${showMetric(metric, top)})`
        : `the highest is ${label(top)} (${showMetric(metric, top)}), the lowest ${label(bottom)} (${showMetric(metric, bottom)})`;
  return {
    text: `${tokenLabel(token)} has ${place} ${FIGURE[metric]} of the ${ranked.length} tokens ODAI tracks (${showMetric(metric, self)}); ${others}.`,
    sources: [
      tokenSource(token),
      ...[top, bottom].filter((t) => t.id !== token.id).map((t) => tokenSource(fromSnapshot(t, snapshot))),
    ],
  };
}
