import type { MarketSnapshot } from '../../market/market-service.js';
import type { Reply } from '../reply.js';
import { dataNote, groupDigits, marketSource, usd } from './format-live.js';

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
      // The overview has no traded volume; say so rather than let the transactions pass for it.
      ...(options.volumeAsked
        ? [
            "- ODAI's market data has no total trading volume; the 24 h transactions above are the closest figure.",
          ]
        : []),
      '',
      dataNote(snapshot.source, snapshot.asOf),
    ].join('\n'),
    sources: [marketSource('overview', 'Market — Overview', snapshot.asOf, snapshot.source)],
  };
}
