import { WHAT_TO_DO } from '../guards/scam-pattern.js';
import { guideSources } from '../knowledge-base/guide-source.js';
import type { Reply } from '../reply.js';
import { lastAnswer } from '../session/last-turn.js';
import { defineCapability } from './capability.js';
import type { QuestionContext } from './question-context.js';

// "he says hes an odin mod tho, does that change anything", "but he seems legit", "what if it's
// real" right after a scam warning: the visitor weighs the other side's word against it. Asked
// alone, "mod … change anything" went to the guides and got the 24h change.
const AFTER_WARNING = /^\*\*(?:This is a scam|Be careful|This is a scam sign|This is a scam pattern)/;
const WEIGHS_IT =
  /\b(?:mod|moderator|admin|support|official|team|dev|developer|founder|staff|verified|blue check|legit|real|trust\w*|seems? (?:nice|legit|real|honest|ok|fine)|change (?:anything|things)|what if|but (?:he|she|they)|(?:he|she|they) (?:says?|said|swears?|promised|showed)|proof|screenshot)\b/i;
const MAX_WORDS = 20;

function answer(q: QuestionContext): Reply {
  return {
    markdown: [
      "**No, that doesn't change it.** Anyone can call themselves a mod, admin, dev or support in a chat, and titles, blue checks and screenshots are easy to fake. Real Odin support never DMs you first, and nobody legitimate asks you to send BTC first, or for a seed phrase, keys or a signature.",
      '',
      'What to do:',
      ...WHAT_TO_DO,
    ].join('\n'),
    sources: guideSources(q.kb, ['security#common-memecoin-scams', 'security#phishing-and-fake-sites']),
  };
}

export const scamFollowUp = defineCapability({
  name: 'scam_follow_up',
  description: 'A reason to trust someone, given right after a scam warning: the warning stands.',
  embedded: {
    matches: (q) =>
      AFTER_WARNING.test(lastAnswer(q.history)?.message ?? '') &&
      WEIGHS_IT.test(q.question) &&
      q.question.split(/\s+/).filter(Boolean).length <= MAX_WORDS,
    answer: async (q) => answer(q),
  },
});
