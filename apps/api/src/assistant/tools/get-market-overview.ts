import { z } from 'zod';
import { marketUnavailable } from '../live/market-unavailable.js';
import { overviewReply } from '../live/overview-reply.js';
import { defineTool } from './tool.js';

export const getMarketOverview = defineTool({
  name: 'get_market_overview',
  description:
    'Totals across tracked tokens: count, total market cap (USD), summed holders, 24h transactions, with as-of time.',
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  args: z.object({}),
  async execute(_args, { kb, market }) {
    const snapshot = market.snapshot();
    return snapshot ? overviewReply(snapshot) : marketUnavailable(kb);
  },
});
