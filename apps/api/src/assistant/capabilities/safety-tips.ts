import { composeAnswer } from '../knowledge-base/compose-answer.js';
import { knowledgeCoverage } from '../knowledge-base/coverage.js';
import { guideSources, sectionBody } from '../knowledge-base/guide-source.js';
import type { Reply } from '../reply.js';
import { defineCapability } from './capability.js';
import type { QuestionContext } from './question-context.js';

// "How do I stay safe?", "any tips to not get scammed", "is it safe to connect my wallet": a
// visitor asking how to be safe wants the concrete tips first. Retrieval alone answers with the
// nearest section (the list of common scams, how sign-in works), which names no precaution.
// Embedded only: the model gets the same section through search_knowledge.
const SAFETY =
  /\b(?:how (?:do|can|should|would) (?:i|we|you)|ways? to|tips? (?:to|for|on)|any tips|best way to)\b[^?.!]{0,30}\b(?:stay|keep \w+|be|remain)\s+safe\b|\b(?:not|avoid|never|stop) (?:get(?:ting)?|being) (?:scammed|rugged|hacked|phished|drained)\b|\b(?:protect|secure)\s+(?:myself|yourself|my (?:account|wallet|funds|btc|bitcoin|coins|tokens))\b|\b(?:safety|security) tips?\b|^\s*(?:so\s+|but\s+)?is it (?:safe|risky) to\b/i;

const STAYING_SAFE = 'security#staying-safe-on-odin';
// "How do I not get rugged? What should I check before aping?": the checks before buying a token,
// which a guide section lists, not the general precautions.
const CHECKS_ASKED =
  /\bwhat (?:should|do|must|can) (?:i|we|you) (?:check|look (?:at|for)|verify)\b[^?.!]{0,30}\b(?:before|when)\b/i;
// "If the price moves while my trade is going through, can i protect myself?": protection from a
// price that moves under a trade is the slippage limit, which a guide section answers.
const PRICE_MOVING =
  /\bprice (?:moves?|moving|changes?|changing|drops?|dropping|jumps?|jumping|slips?|shifts?)\b[^?.!]{0,40}\b(?:trade|order|swap|buy|sell|transaction)\b|\bslippage\b|\bprice impact\b|\bfront[- ]?run/i;
// "Is it safe to <do something>": the action has a guide answer of its own to add under the tips.
const ABOUT_AN_ACTION = /\bis it (?:safe|risky) to\b/i;

async function answer({ kb, question }: QuestionContext): Promise<Reply | null> {
  const tips = sectionBody(kb, STAYING_SAFE).split('\n\n')[0]?.trim() ?? '';
  if (!tips) return null;
  // "Is it safe to connect my wallet?": the tips, then what the guides say about that action.
  const coverage = ABOUT_AN_ACTION.test(question)
    ? knowledgeCoverage(kb, question, new Set([STAYING_SAFE]))
    : null;
  const about =
    coverage?.hit && coverage.covered ? composeAnswer(kb, coverage.hit, coverage.asked, question) : null;
  const detail = about?.markdown.split('\n\n')[0]?.trim();
  return {
    markdown: [tips, ...(detail ? [detail] : [])].join('\n\n'),
    sources: [...guideSources(kb, [STAYING_SAFE]), ...(about?.sources ?? [])],
  };
}

export const safetyTips = defineCapability({
  name: 'safety_tips',
  description: 'How to stay safe on Odin.fun: the concrete precautions first.',
  embedded: {
    matches: ({ question }) =>
      SAFETY.test(question) && !CHECKS_ASKED.test(question) && !PRICE_MOVING.test(question),
    answer,
  },
});
