import { z } from 'zod';
import { marketUnavailable } from '../live/market-unavailable.js';
import { ALL_METRICS, type Metric } from '../live/metrics.js';
import { tokenFiguresReply } from '../live/token-figures-reply.js';
import { findToken, notFound } from './find-token.js';
import { defineTool } from './tool.js';

export const getTokenFigures = defineTool({
  name: 'get_token_figures',
  description:
    "Live figures of one Odin.fun token: price in sats, market cap in USD, holders, 24h change, volatility, liquidity score (0-10), 24h transactions, with the data's as-of time and whether it is demo data.",
  parameters: {
    type: 'object',
    properties: {
      token: { type: 'string', description: 'Token id (e.g. "2jjj"), ticker or name.' },
      figures: {
        type: 'array',
        items: { type: 'string', enum: ALL_METRICS },
        description: 'Figures wanted; omit for all.',
      },
    },
    required: ['token'],
    additionalProperties: false,
  },
  args: z.object({
    token: z.string().min(1).max(60),
    figures: z.array(z.enum(ALL_METRICS as [Metric, ...Metric[]])).optional(),
  }),
  async execute({ token, figures }, { kb, market }) {
    if (!market.snapshot()) return marketUnavailable(kb);
    const found = await findToken(market, token);
    return found ? tokenFiguresReply(kb, found, figures ?? []) : notFound(token);
  },
});
