import { guideSources } from '../knowledge-base/guide-source.js';
import { defineCapability } from './capability.js';

// Questions about the assistant itself ("are you official?", "who made you?"). Retrieval alone
// sends these to "Official Odin links", which answers the wrong question. Not a tool: the system
// prompt already tells the model what ODAI is.
const ABOUT_YOU =
  /\b(are|r) (you|u)\b|\bwho (are|made|built|runs) (you|this)\b|\bwhat are you\b|\byou (a bot|an ai|human|official|affiliated)\b/i;
// The whole message asks whether this is Odin's own: "is this official", "is this odin support?".
const IS_THIS_ODINS =
  /^\s*(?:so |but |and )?is (?:this|odai)(?: (?:bot|site|website|app|chat|assistant|thing|page))? (?:an? |the )?(?:real |actual )?(?:official|affiliated|(?:run|made|owned|built) by (?:the )?odin|(?:official )?(?:odin(?:\.fun| fun)? )?(?:support|team|staff|admin|help ?desk|customer (?:support|service)))\b[\w\s]{0,30}[?!.\s]*$/i;

export const aboutAssistant = defineCapability({
  name: 'about_assistant',
  description: 'Questions about ODAI itself: unofficial, not affiliated, educational only.',
  embedded: {
    matches: ({ question }) =>
      (ABOUT_YOU.test(question) || IS_THIS_ODINS.test(question)) &&
      !/\b(seed|key|password)\b/i.test(question),
    async answer({ kb }) {
      // Short, like the conversation guard's reply (≤ 60 words): a question about ODAI is
      // conversation, and the whole about-ODAI article reads as a wall of text.
      return {
        markdown: [
          "I'm ODAI's assistant, an unofficial guide to Odin.fun made by the independent ODAI project: not Odin.fun support, and not affiliated with Odin.fun or Toniq Labs.",
          "I explain how Odin.fun works and quote live token figures, citing ODAI's guides and market data. Educational only, not financial advice; I never ask for seed phrases or keys.",
        ].join(' '),
        sources: guideSources(kb, [
          'about-odai#what-odai-is',
          'about-odai#educational-only',
          'about-odai#no-keys-ever',
        ]),
      };
    },
  },
});
