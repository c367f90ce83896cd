import type { HistoryMessage } from '../assistant.js';
import { lastQuestion } from './last-turn.js';

// "whats a millisat" … "so how many of those in one btc"; "what is price impact" … "how much is too
// much then": a follow-up that only points at the thing the visitor just asked to have defined.
// Asked alone it names nothing ("those" could be anything), so the thing is named again.

/** "What's a millisat?", "what is price impact", "define slippage": the thing asked about. */
const DEFINITION =
  /^\s*(?:(?:ok|okay|so|and|hey|hi)[,\s]+)*(?:what(?:'s|s| is| are| r)|whats|define|explain|meaning of)\s+(?:an?\s+|the\s+)?([a-z][a-z0-9-]*(?:\s+[a-z][a-z0-9-]*){0,2})\s*[?.!]*\s*$/i;
// "How many of those", "do i need them": the plural pointing back.
const THOSE = /\b(?:of )?(?:those|them|these)\b/i;
// "How much is too much", "how high is too high": a limit of the thing, which names no thing.
const TOO_MUCH = /\bhow (much|high|big|low|many|long|small) is too \1\b/i;
// Words after "what is" that are no thing to name again ("what is it", "what is that").
const NOT_A_THING = /^(?:it|that|this|they|those|up|going on|happening|new|odin|odai)\b/i;

function definedThing(history: HistoryMessage[]): string | null {
  const thing = DEFINITION.exec(lastQuestion(history))?.[1]?.toLowerCase() ?? null;
  return thing && !NOT_A_THING.test(thing) ? thing : null;
}

const plural = (thing: string) => (/s$/.test(thing) ? thing : `${thing}s`);

/** The follow-up with the thing just defined named again, or the question as asked. */
export function withDefinedSubject(question: string, history: HistoryMessage[]): string {
  if (history.length === 0) return question;
  const words = question.split(/\s+/).filter(Boolean).length;
  if (words > 10) return question;
  const thing = definedThing(history);
  if (!thing) return question;
  if (TOO_MUCH.test(question))
    return question.replace(TOO_MUCH, (_whole, size) => `how ${size} ${thing} is too ${size}`);
  if (THOSE.test(question)) return question.replace(THOSE, plural(thing));
  return question;
}
