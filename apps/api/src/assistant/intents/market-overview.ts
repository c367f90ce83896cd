import { dataNote, groupDigits, marketSource, usd } from '../live/format-live.js';
import { marketUnavailable } from '../live/market-unavailable.js';
import type { Intent } from './intent.js';

const OVERVIEW = /\bmarket overview\b|\bhow('s| is) the market\b|\btotal market ?cap\b|\bhow many tokens\b|\bmarket (summary|stats|statistics)\b|\btotal holders\b/i;

export const marketOverview: Intent = {
  name: 'market-overview',
  description: 'Totals across tracked tokens: count, holders, 24h transactions and market cap.',
  matches: ({ question }) => OVERVIEW.test(question),
  async run({ market, kb }) {
    const snapshot = market.snapshot();
    if (!snapshot) return marketUnavailable(kb);
    const o = snapshot.overview.overview;
    return {
      markdown: [
        `**Market overview** of the tokens ODAI tracks. ${dataNote(snapshot.source, snapshot.asOf)}`,
        '',
        `- Tracked tokens: ${groupDigits(String(o.totalTokens))}`,
        `- Total market cap: ${usd(o.totalMarketCap)}`,
        `- Holders (summed per token, so a wallet holding two tokens counts twice): ${groupDigits(String(o.totalHolders))}`,
        `- Transactions in the last 24 h: ${groupDigits(String(o.totalTransactions24h))}`,
      ].join('\n'),
      sources: [marketSource('overview', 'Market — Overview', snapshot.asOf, snapshot.source)],
    };
  },
};
