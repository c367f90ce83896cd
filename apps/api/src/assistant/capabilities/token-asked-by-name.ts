import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { titleWords } from '../knowledge-base/title-words.js';
import type { LiveToken } from '../live/live-token.js';

// How a question names the one token it is about, with nothing else asked: "tell me about ODINDOG",
// "what is GRIFFAIN?", "whats 2jjj", a pasted link ("odin.fun/token/2jjj is this legit?"). Such a
// question gets the token's figures, not a guide that happens to use its name (decision 080).

// "Tell me about ODINDOG", "info on odin dog": nothing but the token asked about, so its figures
// (a guide that quotes the name, as an example of a Rune's name, is not what is asked).
const TELL_ME_ABOUT =
  /^\s*(?:(?:so|ok|okay|and|hey|pls|please|can you|could you)\s+)*(?:tell me (?:more )?about|info (?:on|about)|anything on|what do you know about|whats up with)\s+\$?([a-z0-9]+(?:\s+[a-z0-9]+)?)\s*[?.!]*\s*$/i;

// A token's link pasted in place of its name ("tell me about odin.fun/token/2jjj") names it by id.
const withLinksAsIds = (question: string) =>
  question.replace(/(?:https?:\/\/)?(?:www\.)?odin\.fun\/token\/([a-z0-9]+)\b\/?/gi, '$1');
const namesIt = (name: string | undefined, token: LiveToken) =>
  !!name && [token.symbol, token.name.replace(/\s+/g, ''), token.id].some((n) => n.toLowerCase() === name);

export function onlyAbout(question: string, token: LiveToken): boolean {
  return namesIt(TELL_ME_ABOUT.exec(withLinksAsIds(question))?.[1]?.replace(/\s+/g, '').toLowerCase(), token);
}

// "What is GRIFFAIN?", "whats 2jjj": only the token's name or id, asked what it is; its figures
// answer, unless a guide section is titled with it ("What is ODAI?" is the product, "what is
// ICONFUCIUS" the glossary's agent).
const WHAT_IS_NAME =
  /^\s*(?:(?:so|ok|okay|and|hey|yo)\s+)*(?:what|wat|wut)(?:'s|’s|s| is)\s+\$?([a-z0-9]+)(?:\s+(?:token|coin))?\s*[?.!]*\s*$/i;

// "https://odin.fun/token/2jjj what is this?", "odin.fun/token/2jjj thoughts?": a pasted link, asked about.
export const LINK_ASKED =
  /^\s*(?:https?:\/\/)?(?:www\.)?odin\.fun\/token\/([a-z0-9]+)\b\/?\s*[-–:,<>=]*\s*(?:(?:so |ok )?(?:what(?:'s|’s| is)?|wat(?:'s| is)?) (?:this|that|it)(?: one| token| coin)?|is (?:this|it|that) (?:one |token |coin )?(?:legit|safe|a scam|a rug)|thoughts|any info|info|\?)?\s*[?.!]*\s*$/i;

export function whatIsIt(q: { question: string; kb: KnowledgeBase }, token: LiveToken): boolean {
  const linked = LINK_ASKED.exec(q.question)?.[1]?.toLowerCase();
  const name = linked ?? WHAT_IS_NAME.exec(withLinksAsIds(q.question))?.[1]?.toLowerCase();
  if (!namesIt(name, token)) return false;
  return !titleWords(q.kb).has(token.symbol.toUpperCase());
}
