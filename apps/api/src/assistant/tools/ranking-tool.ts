import { z } from 'zod';
import { marketUnavailable } from '../live/market-unavailable.js';
import { type RankingView, rankingReply } from '../live/ranking-reply.js';
import { defineTool } from './tool.js';

// One tool per dashboard ranking, so the model picks by name rather than by a parameter it may misspell.
export function rankingTool(view: RankingView, name: string, description: string) {
  return defineTool({
    name,
    description,
    parameters: {
      type: 'object',
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 10, description: 'How many tokens (default 5).' },
      },
      additionalProperties: false,
    },
    args: z.object({ limit: z.number().int().min(1).max(10).optional() }),
    async execute({ limit }, { kb, market }) {
      const snapshot = market.snapshot();
      return snapshot ? rankingReply(kb, snapshot, view, limit ?? 5) : marketUnavailable(kb);
    },
  });
}
