import { z } from 'zod';
import { compareReply } from '../live/compare-reply.js';
import { marketUnavailable } from '../live/market-unavailable.js';
import { findToken, notFound } from './find-token.js';
import { defineTool } from './tool.js';

export const compareTokensTool = defineTool({
  name: 'compare_tokens',
  description:
    'Side-by-side live figures of two Odin.fun tokens (price, market cap, holders, 24h change, volatility, liquidity score).',
  parameters: {
    type: 'object',
    properties: {
      first: { type: 'string', description: 'Token id, ticker or name.' },
      second: { type: 'string', description: 'Token id, ticker or name.' },
    },
    required: ['first', 'second'],
    additionalProperties: false,
  },
  args: z.object({ first: z.string().min(1).max(60), second: z.string().min(1).max(60) }),
  async execute({ first, second }, { kb, market }) {
    if (!market.snapshot()) return marketUnavailable(kb);
    const [a, b] = await Promise.all([findToken(market, first), findToken(market, second)]);
    if (!a) return notFound(first);
    if (!b) return notFound(second);
    return compareReply(kb, a, b, []);
  },
});
