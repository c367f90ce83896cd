import { guideSources, sectionBody } from '../knowledge-base/guide-source.js';
import { defineCapability } from './capability.js';

// Questions about the assistant itself ("are you official?", "who made you?"). Retrieval alone
// sends these to "Official Odin links", which answers the wrong question. Not a tool: the system
// prompt already tells the model what ODAI is.
const ABOUT_YOU =
  /\b(are|r) (you|u)\b|\bwho (are|made|built|runs) (you|this)\b|\bwhat are you\b|\byou (a bot|an ai|human|official|affiliated)\b/i;

export const aboutAssistant = defineCapability({
  name: 'about_assistant',
  description: 'Questions about ODAI itself: unofficial, not affiliated, educational only.',
  embedded: {
    matches: ({ question }) => ABOUT_YOU.test(question) && !/\b(seed|key|password)\b/i.test(question),
    async answer({ kb }) {
      return {
        markdown: [
          sectionBody(kb, 'about-odai#what-odai-is'),
          '',
          '- Everything I say is educational information, not financial advice; do your own research (DYOR).',
          '- I never ask for seed phrases or keys, and I cannot trade or move funds.',
          '- My answers cite ODAI’s own guides and live market data with its as-of time.',
        ].join('\n'),
        sources: guideSources(kb, [
          'about-odai#what-odai-is',
          'about-odai#educational-only',
          'about-odai#no-keys-ever',
        ]),
      };
    },
  },
});
