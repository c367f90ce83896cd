import { guideSources } from '../knowledge-base/guide-source.js';
import { defineCapability } from './capability.js';

// Questions about the assistant itself ("are you official?", "who made you?"). Retrieval alone
// sends these to "Official Odin links", which answers the wrong question. Not a tool: the system
// prompt already tells the model what ODAI is.
const ABOUT_YOU =
  /\b(are|r) (you|u)\b|\bwho(?:'s| is)? (?:actually |really )?(?:behind|running) (?:you|u|odai|this (?:bot|site|assistant|chat))\b|\bwho (are|made|make|makes|built|build|created|create|developed|runs|run|owns|own) (you|u|this)\b|\bwhat are you\b|\b(you|u) (a bot|an ai|bot|ai|robot|human|official|affiliated)\b/i;
// The whole message asks whether this is Odin's own: "is this official", "is this odin support?".
const IS_THIS_ODINS =
  /^\s*(?:so |but |and |wait |hold on |um |hmm |ok |okay )?is (?:this|odai)(?: (?:bot|site|website|app|chat|assistant|thing|page))? (?:an? |the )?(?:real |actual )?(?:official|affiliated|(?:run|made|owned|built) by (?:the )?odin|(?:official )?(?:odin(?:\.fun| fun)? )?(?:support|team|staff|admin|help ?desk|customer (?:support|service)))\b[\w\s]{0,30}[?!.\s]*$/i;

// Whether to trust ODAI at all ("why should I believe you?"): the answer is how it answers, with
// sources to check, not the security checklist that "trust" otherwise retrieves.
const TRUST_YOU =
  /\b(?:why|how) (?:should|would|can|could|do) (?:i|we|anyone) (?:trust|believe|rely on) (?:you|u|odai|this (?:bot|assistant|thing)|an? (?:ai|ai chatbot|chatbot|chat bot|bot|robot))\b|\bwhat stops (?:you|u|odai) from\b|\bhow (?:do|can|would) (?:i|we) know (?:you(?:'re| are)?|u r|odai is) (?:not )?(?:lying|right|correct|accurate|telling the truth|making (?:it|this|stuff) up)\b|\b(?:can|should) (?:i|we) (?:trust|believe) (?:you|u|odai)\s*[?!.]*$/i;

export const aboutAssistant = defineCapability({
  name: 'about_assistant',
  description: 'Questions about ODAI itself: unofficial, not affiliated, educational only.',
  embedded: {
    matches: ({ question }) =>
      (ABOUT_YOU.test(question) || IS_THIS_ODINS.test(question) || TRUST_YOU.test(question)) &&
      !/\b(seed|key|password)\b/i.test(question),
    async answer({ kb, question }) {
      if (TRUST_YOU.test(question)) {
        // "What stops you from shilling your own ODAI token?": the answer to that first.
        const shilling = /\bshill\w*|\bpromot\w*|\bpump\w*|\b(?:own|odai) (?:token|coin)\b/i.test(question);
        return {
          markdown: [
            ...(shilling
              ? [
                  "I never tell anyone to buy or sell a token, ODAI's own included: token figures come with their as-of time and no verdict.",
                ]
              : []),
            "You don't have to take my word for it: ODAI answers from its own guides, written from public sources, and from market data shown with its as-of time, and every answer lists its sources so you can check them.",
            'Figures from the built-in simulated market are marked as demo data. Check anything that matters on odin.fun itself before you act.',
          ].join(' '),
          sources: guideSources(kb, ['about-odai#how-the-assistant-answers']),
        };
      }
      // Short, like the conversation guard's reply (≤ 60 words): a question about ODAI is
      // conversation, and the whole about-ODAI article reads as a wall of text.
      // "You bot or human?" is answered first: an automated assistant, not a person.
      const who = /\b(bot|ai|robot|human)\b/i.test(question)
        ? "I'm ODAI's automated assistant (not a person),"
        : "I'm ODAI's assistant,";
      return {
        markdown: [
          `${who} an unofficial guide to Odin.fun made by the independent ODAI project: not Odin.fun support, and not affiliated with Odin.fun or Toniq Labs.`,
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
