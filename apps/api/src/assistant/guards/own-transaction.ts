import type { Source } from '../assistant.js';
import { guideSources, sectionBody } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';

// A visitor asking after one transaction of their own ("it still says pending, the tx id starts
// with 7f3a…, where is my money?") deserves to hear first that ODAI cannot look it up: it has no
// access to wallets, accounts or their history. The guides' answer on how deposits and
// withdrawals normally go still follows; this is a note above it, not a refusal.
const OWN_TRANSACTION =
  /\b(?:my|the) (?:transaction|tx|txn|transfer) ?(?:id|hash)\b|\b(?:transaction|tx|txn) ?(?:id|hash)?(?: is| starts? with| begins? with| was| =|:)?\s*#?(?=[a-f]*\d)[0-9a-f]{6,}\b|\bwhere(?:'s| is| are|s) my (?:money|btc|bitcoin|sats|deposit|withdrawal|funds|coins|tokens|ckbtc)\b/i;

// "I sent BTC an hour ago and my balance still says zero, did I lose it?", "tried withdrawing btc to
// my ledger 2 hrs ago and it still says pending" ask after one of theirs
// too; told before several questions ("…is that normal? and is there a minimum?") it is the story
// of a multi-part message, answered part by part.
const SENT_AND_WAITING =
  /(?:\b(?:i|i've|ive|i just|just)|^\s*)\s*(?:sent|deposited|transferred|withdrew|moved|tried (?:to )?(?:withdraw|deposit|send)(?:ing)?|(?:withdrawing|depositing|sending))\b[^.?!]{0,40}\b(?:ago|yesterday|earlier|this morning)\b[^?!]{0,60}\b(?:still|not (?:showing|there|arrived|received|credited)|(?:has|have)n'?t (?:arrived|shown|showed|come|landed)|zero|lose|lost|missing|gone)\b/i;

export const OWN_TRANSACTION_NOTE =
  "I can't see your account or transactions, so I can't check this one; here is how it normally goes.";

/**
 * The guides' question a message about the visitor's own transaction comes down to (a pending
 * withdrawal or deposit), or null when it asks after no transaction of theirs.
 */
export function ownTransactionQuestion(question: string): string | null {
  const waiting = SENT_AND_WAITING.test(question) && (question.match(/\?+/g) ?? []).length <= 1;
  if (!OWN_TRANSACTION.test(question) && !waiting) return null;
  return /\bwithdr[ae]w/i.test(question)
    ? 'my withdrawal is still pending, how long until it arrives?'
    : 'my deposit is still pending, how long until it arrives?';
}

// "…is my money lost?? who do i contact": the one question beside the transaction that the guides
// answer on their own (Odin's help centre, quoted from the official-links section, not searched for);
// it is answered after the note.
const WHO_TO_CONTACT =
  /\b(?:who (?:do|can|should|could) (?:i|we) (?:contact|ask|talk to|write to|reach|message)|(?:contact|reach|email|message) (?:support|odin|the team|someone|somebody|anyone)|(?:get (?:hold of|in touch with)) (?:support|odin|the team|someone|somebody|anyone)|where (?:do|can) i (?:get help|report (?:it|this)))\b/i;

export const asksWhoToContact = (question: string) => WHO_TO_CONTACT.test(question);

const OFFICIAL_LINKS = 'about-odai#official-odin-links';
const HELP_CENTRE = /\bhelp centre is (https:\/\/\S+?)[,.;]?\s/;

/** The line naming Odin's help centre, quoted from the official-links section, and its source. */
export function contactLine(kb: KnowledgeBase): { line: string; sources: Source[] } {
  const helpCentre = HELP_CENTRE.exec(sectionBody(kb, OFFICIAL_LINKS))?.[1];
  if (!helpCentre) throw new Error(`No help centre in ${OFFICIAL_LINKS}`);
  return {
    line: `To reach Odin, use its help centre: ${helpCentre}. Ignore look-alike domains and anyone who DMs you offering help.`,
    sources: guideSources(kb, [OFFICIAL_LINKS]),
  };
}
