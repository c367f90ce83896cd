import { marketUnavailable } from '../live/market-unavailable.js';
import { overviewReply } from '../live/overview-reply.js';
import type { Intent } from './intent.js';

const OVERVIEW =
  /\bmarket overview\b|\bhow('s| is) the market\b|\btotal market ?cap\b|\bhow many tokens (are there|do you track|are tracked|exist)\b|\bmarket (summary|stats|statistics)\b|\btotal holders\b/i;

export const marketOverview: Intent = {
  name: 'market-overview',
  description: 'Totals across tracked tokens: count, holders, 24h transactions and market cap.',
  matches: ({ question }) => OVERVIEW.test(question),
  async run({ market, kb }) {
    const snapshot = market.snapshot();
    if (!snapshot) return marketUnavailable(kb);
    return overviewReply(snapshot);
  },
};
