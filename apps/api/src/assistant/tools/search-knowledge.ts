import { z } from 'zod';
import { MIN_SCORE } from '../intents/knowledge-answer.js';
import { guideSource } from '../knowledge-base/guide-source.js';
import { defineTool } from './tool.js';

export const searchKnowledge = defineTool({
  name: 'search_knowledge',
  description:
    "Search ODAI's knowledge base (Odin.fun, bonding curves, AMM, fees, launching, deposits, security, Runes, analytics). Returns sections with their [ref] for citation.",
  parameters: {
    type: 'object',
    properties: { query: { type: 'string', description: 'A few keywords.' } },
    required: ['query'],
    additionalProperties: false,
  },
  args: z.object({ query: z.string().min(1).max(300) }),
  async execute({ query }, { kb }) {
    const hits = kb.index.query(query, 3).filter((h) => h.score >= MIN_SCORE);
    if (hits.length === 0) return { markdown: 'No matching section in the knowledge base.', sources: [] };
    return {
      markdown: hits
        .map(({ section }) => `[${section.ref}] ${section.articleTitle} — ${section.title}\n${section.body}`)
        .join('\n\n'),
      sources: hits.map(({ section }) => guideSource(section)),
    };
  },
});
