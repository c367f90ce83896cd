import type { Reply } from '../reply.js';
import { guideSources } from './guide-source.js';
import type { KnowledgeBase } from './knowledge-base.js';

/** What the assistant can help with, in one sentence (no topic list). */
/** The section an abstention cites: a reply citing it first says ODAI has no answer. */
export const ABSTAIN_REF = 'about-odai#how-the-assistant-answers';

export const CAN_HELP_WITH =
  'I can explain how Odin.fun works (see guides such as Bonding curves, Fees and network costs, or Security tips) and look up live token figures: ask for a token\'s price or holders by its ticker, or for "top gainers".';

/**
 * The plain "I don't know": one sentence saying so, naming what the question asked about when it
 * is a name the knowledge base never mentions (Binance, Kraken), then one sentence on what ODAI
 * can help with. Other words are not echoed: "about sorry, ve, little" reads as a malfunction.
 */
export function abstainReply(kb: KnowledgeBase, names: string[] = [], question = ''): Reply {
  // Words only: echoing "2017" back would read as a figure the guides state. A stem ("lightn") is
  // echoed as the visitor typed it ("lightning").
  const typed = (stem: string) =>
    question.match(new RegExp(`\\b${stem}[a-z]*`, 'i'))?.[0].toLowerCase() ?? stem;
  const words = [...new Set(names.filter((w) => /^[a-z]+$/.test(w)).map(typed))].slice(0, 3);
  const about = words.length ? ` about ${words.join(', ')}` : '';
  return {
    markdown: `ODAI has no reliable answer to that${about}: it is not in the guides I answer from. ${CAN_HELP_WITH}`,
    sources: guideSources(kb, [ABSTAIN_REF]),
  };
}
