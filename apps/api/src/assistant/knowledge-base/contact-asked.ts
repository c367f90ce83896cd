import type { Section } from './load-articles.js';

// "odin support phone number?", "is there a hotline", "i need to call someone": a way to reach a
// person that a section must state to answer. Losing a phone or signing in is no such question.
const ASKS_CONTACT =
  /\b(?:phone|telephone|tel|contact|support|customer service)\s*(?:number|no\.?|#|line)(?!\w)|\b(?:hotline|helpline|call cent(?:re|er)|whatsapp)\b|\b(?:call|ring|phone)\s+(?:them|someone|somebody|an? (?:actual |real )?(?:human|person)|support|odin)\b/i;
const STATES_CONTACT = /\b(?:phone number|telephone|hotline|helpline|call cent(?:re|er))\b/i;

/** A phone line or a call asked for beside a section that gives none: the guides do not say. */
export function contactNotStated(question: string, section: Pick<Section, 'body'>): boolean {
  return ASKS_CONTACT.test(question) && !STATES_CONTACT.test(section.body);
}
