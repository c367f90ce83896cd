import type { HistoryMessage } from '../assistant.js';
import { lastAnswerRefs } from './last-turn.js';

// "What even is a rune and why would i buy one on odin?? … ok and how do i actually get bitcoin
// into it": money goes into a place, and after a guide answer the only place in the chat is the
// visitor's Odin account, not the thing just explained (Runes, Odin itself). After a token's
// figures, "put btc into it" is buying that token, which the token rules already read.
const FUNDS_INTO_IT =
  /\b((?:get|put|send|move|deposit|transfer|add|load|bring)\s+(?:some\s+|my\s+|the\s+)?(?:bitcoin|btc|sats|money|funds|crypto|ckbtc)\s+(?:into|in|onto|on|to))\s+it\b|\b(fund|top up|load up)\s+it\b|\b(top)\s+it\s+up\b/i;

const citesToken = (refs: string[]) => refs.some((r) => r.startsWith('token:') || r.startsWith('market:'));

/** The follow-up with "it" read as the visitor's Odin account where money goes into "it". */
export function withAccountForIt(question: string, history: HistoryMessage[]): string {
  if (history.length === 0 || !FUNDS_INTO_IT.test(question)) return question;
  if (citesToken(lastAnswerRefs(history))) return question;
  return question.replace(FUNDS_INTO_IT, (_whole, into: string, fund: string, top: string) =>
    into ? `${into} my Odin account` : fund ? `${fund} my Odin account` : `${top} up my Odin account`,
  );
}
