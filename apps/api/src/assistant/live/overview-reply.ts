import type { MarketSnapshot } from '../../market/market-service.js';
import type { Reply } from '../reply.js';
import { dataNote, groupDigits, marketSource, usd } from './format-live.js';

/**
 * The dollars traded in the last 24 h, summed over the tokens that carry it (the live and demo
 * snapshots: all of them); a market without it says so rather than let the transactions pass for it.
 */
function volumeLine(snapshot: MarketSnapshot): string {
  const volumes = snapshot.tokens.flatMap((t) => (t.volume24h === undefined ? [] : [Number(t.volume24h)]));
  if (volumes.length === 0) {
    return "- ODAI's market data has no total trading volume; the 24 h transactions above are the closest figure.";
  }
  const total = volumes.reduce((sum, v) => sum + v, 0).toFixed(2);
  return `- Trading volume in the last 24 h (summed per token): ${usd(total)}`;
}

/** Totals across the tracked tokens, as the dashboard's summary cards show them. */
export function overviewReply(
  snapshot: MarketSnapshot,
  options: { volumeAsked?: boolean; averageAsked?: boolean } = {},
): Reply {
  const o = snapshot.overview.overview;
  return {
    markdown: [
      // Answer first: the totals, then where they come from.
      '**Market overview** of the tokens ODAI tracks:',
      '',
      `- Tracked tokens: ${groupDigits(String(o.totalTokens))}`,
      `- Total market cap: ${usd(o.totalMarketCap)}`,
      `- Holders (summed per token, so a wallet holding two tokens counts twice): ${groupDigits(String(o.totalHolders))}`,
      `- Transactions in the last 24 h: ${groupDigits(String(o.totalTransactions24h))}`,
      // Every number stated is one the data holds: an average asked for is said to be missing.
      ...(options.averageAsked
        ? [
            "- ODAI's market data has no averages; the totals above divided by the number of tracked tokens give them.",
          ]
        : []),
      ...(options.volumeAsked ? [volumeLine(snapshot)] : []),
      '',
      dataNote(snapshot.source, snapshot.asOf),
    ].join('\n'),
    sources: [marketSource('overview', 'Market — Overview', snapshot.asOf, snapshot.source)],
  };
}
