import { guideSources } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { Reply } from '../reply.js';
import type { Guardrail } from './guardrail.js';
import { isIntroduction } from './introduction.js';

// Conversation that is not a question about Odin: greetings, thanks, goodbyes, "what can you do",
// "who made you", "lol ok". Only a whole message matches (after punctuation and emoji are dropped),
// so "thanks, and what are the fees?" still reaches the knowledge base.
type Kind =
  | 'greeting'
  | 'newcomer'
  | 'thanks'
  | 'goodbye'
  | 'abilities'
  | 'identity'
  | 'confused'
  | 'feedback'
  | 'ack';

// "who made you", "are you a real person or a bot", "are you from the odin team".
const IDENTITY =
  '(?:who (?:made|built|created|runs|owns|developed|trained) (?:you|u|this|odai)|(?:who|what) are (?:you|u)(?: and (?:who|what) (?:made|built|created|runs|owns|developed) (?:you|u|this|odai))?|what are (?:you|u)|what is your name|whats your name|are (?:you|u) (?:a bot|an ai|a human|human|real|a real (?:person|human)|a person|chatgpt|gpt)(?: or (?:a |an )?(?:human|bot|ai|real person|person|real))?|are (?:you|u) (?:from|part of|with|run by|made by) (?:the )?(?:odin|odin fun|odin team|odin fun team|toniq|toniq labs)?(?: team| devs| bot| assistant)?)';

// "how are you", "how's it going", "how's your day", "how you doing", "hru" (apostrophes are dropped).
const HOW_ARE_YOU =
  '(how are (you|u|things)( doing)?|how r u|hru|how (you|u) doing|how(s| is) it going|how(s| is) (your day|everything|things|life)( going)?)';

const KINDS: { kind: Kind; re: RegExp }[] = [
  {
    kind: 'greeting',
    re: new RegExp(
      `^(gm|gmgm|hi|hii+|hey+|hello+|yo+|sup|wassup|whats up|hiya|howdy|hola|good (morning|afternoon|evening|day)|morning)( (there|ser|sir|fren|frens|all|everyone|guys|odai|bot|mate|friend|friends|fam|gm))?( ${HOW_ARE_YOU}( today| tonight)?)?( (im|i am) new( here| to (this|odin|odai|crypto))?)?$|^${HOW_ARE_YOU}( today| tonight)?$|^(im|i am) back$|^(im|i am) (just )?(looking|browsing|checking things out|checking it out)( around)?$`,
    ),
  },
  {
    kind: 'thanks',
    // A short message that thanks or praises and asks nothing ("thank you so much, that helped").
    re: /^(?!.*\b(what|how|who|why|where|when|which|can|is|are|do|does)\b)(?=.*\b(thanks|thank (you|u)|thx|ty|tysm|tyvm|cheers|appreciate (it|that)|much appreciated|you rock|good bot|great job|nice one|legend|you('| a)?re (awesome|great|amazing|the best|helpful|a legend)|love (it|you|this))\b)(\S+ ?){1,9}$/,
  },
  {
    kind: 'goodbye',
    re: /^(bye+|bye bye|goodbye|see (ya|you|u)|cya|later|laters|gn|gn gn|good night|night|nite|ttyl|peace( out)?|take care|catch (you|ya|u) later|im out|signing off|have a good (one|day|night))( (later|soon|tomorrow|around|then|now))?( (ser|sir|fren|frens|all|everyone|guys|odai|bot|mate|friend|friends|fam))?$/,
  },
  {
    kind: 'abilities',
    // Statement word order too: "what u can do", "what you can help with".
    re: /^(what (can|do) (you|u) (do|help( me)?( with)?|know)( for me)?|what (you|u) (can|could) (do|help( me)?( with)?)( for me)?|what (questions |things |kind of questions |sort of questions )?can i ask( you)?|how can (you|u) help( me)?|what are (you|u) (able to do|for|good at)|what are your (capabilities|features|skills)|help|help me|what do you know( about)?|what topics (can you|do you) (cover|answer)|what(s| is) your (purpose|job|function)|how do (you|u) work|what languages? (do|can) (you|u) speak|(can|do) (you|u) speak \w+)$/,
  },
  {
    kind: 'identity',
    // One identity question or two in a row ("who made u? are u from the odin team").
    re: new RegExp(`^${IDENTITY}( ${IDENTITY})?$`),
  },
  {
    // "That doesn't make sense", "can you explain that more simply", "sorry my english is not good".
    kind: 'confused',
    re: /^((sorry|hmm|um|ok|but) )?(that|this|it) (does not|doesnt|dont|do not) make (any )?sense( to me)?$|^(sorry )?i (still )?(do not|dont) (understand|get it|get that|follow)( (that|this|it|you))?$|^(can|could) (you|u) (explain|say) (that|this|it)( again)?( more)? (simply|simpler|in simpler words|in simple words|more simply)( please)?$|^(that is|thats|this is|its|it is) (too )?(confusing|complicated|too much)$|^(you )?lost me$|^what do (you|u) mean$|^(sorry )?my english is (not|bad|not good|not great|not very good)( good| great| very good)?$/,
  },
  {
    // "You're wrong", "that's not right": the visitor disputes an answer.
    kind: 'feedback',
    re: /^((no|nope|hmm|um) )?(you are|youre|that is|thats|this is|its|it is) (wrong|not right|incorrect|not correct|not true|false)( again)?$|^(bad|wrong) answer$/,
  },
  {
    kind: 'ack',
    re: /^((lol|lmao|haha+|hah|ok+|okay|k+|cool|nice|great|awesome|got it|alright|sure|fine|hm+|wow|i see|makes sense|interesting|right|yes|yeah|yep|no|nope|nah|oh|ah|word|bet|fair|noted|true|nvm|never mind|nevermind|brb|np|no worries|all good|no problem)( |$))+$|^(wow |whoa |ok )?(that is|thats) a lot( of (info|information|text|stuff))?$/,
  },
];

const REPLIES: Record<Kind, string> = {
  greeting:
    "Hi! I'm ODAI, a guide to Odin.fun. Ask me how bonding curves, the AMM or fees work, for a token's live figures (its price or holders, by ticker), or whether something looks like a scam.",
  newcomer:
    "Hi, and welcome! No question is too basic here: I'm ODAI, a guide to Odin.fun. You could start with what a sat is, how buying a token works, what the fees are or how to stay safe, and I can look up a token's live figures by its ticker.",
  thanks: "Glad I could help! Ask me anything else about Odin.fun or a token's figures whenever you like.",
  goodbye:
    'Bye! Come back any time you have a question about Odin.fun. Stay safe and never share your seed phrase.',
  abilities:
    'I can explain how Odin.fun works (bonding curves, the AMM, fees, deposits, launching a token, Runes), quote live token figures and rankings (price, holders, market cap, top gainers) with their as-of time, and help you spot scams. I never give buy or sell advice.',
  identity:
    "I'm ODAI's assistant, an unofficial guide to Odin.fun made by the ODAI project; not affiliated with Odin.fun. I answer from ODAI's own guides and market data, educational information only, not financial advice.",
  confused:
    'No problem, let\'s take it slowly! Ask me about one thing at a time in plain words, for example "what is a bonding curve?" or "what are the fees?", and I\'ll keep the answer short and simple.',
  feedback:
    "Thanks for telling me. I answer only from ODAI's guides and live market data, and every answer links its source so you can check it; for a token, its page on odin.fun (by token id) is the place to verify a figure.",
  ack: "Anything else I can help with on Odin.fun? For example the fees, how the bonding curve works, or a token's holders.",
};

// Chat spelling, so "wat can u do" reads as "what can you do".
const SHORTHAND: Record<string, string> = {
  wat: 'what',
  wut: 'what',
  u: 'you',
  ur: 'your',
  r: 'are',
  cn: 'can',
};
// Words that only pad a goodbye: "ok gotta go, cya", "alright thanks, bye".
const SIGN_OFF =
  /^(ok(ay)?|alright|right|well|thanks|thx|ty|gotta go|got to go|i have to go|im off|i'm off|heading out|anyway|)( |$)/;

function normalise(question: string): string {
  return question
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => SHORTHAND[w] ?? w)
    .join(' ');
}

/** "ok gotta go, cya" → "cya": the padding before a goodbye dropped. */
function withoutSignOffPadding(text: string): string {
  let rest = text;
  for (let m = rest.match(SIGN_OFF); m?.[0]; m = rest.match(SIGN_OFF)) rest = rest.slice(m[0].length);
  return rest;
}

const THANKS_THEN_QUESTION = /\b(thanks|thank you|thx|ty|cheers)\b.*\b(and|also|its|it's|their)\b.*\?/i;

export function smallTalkKind(question: string): Kind | null {
  // "thanks! and its holders?": thanks before a question is the question.
  if (THANKS_THEN_QUESTION.test(question)) return null;
  const text = normalise(question);
  if (!text) return null;
  const kind = KINDS.find(({ re }) => re.test(text))?.kind ?? null;
  if (kind) return kind;
  if (isIntroduction(question, text)) return 'newcomer';
  // "hi, what can you do?": a greeting before a conversational question answers the question.
  const afterGreeting = text.replace(/^(hi|hey|hello|yo|gm|sup)( there)? /, '');
  const next = afterGreeting !== text ? KINDS.find(({ re }) => re.test(afterGreeting))?.kind : undefined;
  if (next) return next;
  const rest = withoutSignOffPadding(text);
  return rest !== text && rest && KINDS.find((k) => k.kind === 'goodbye')?.re.test(rest) ? 'goodbye' : null;
}

function reply(kb: KnowledgeBase, question: string): Reply {
  const kind = smallTalkKind(question) ?? 'ack';
  const refs =
    kind === 'identity'
      ? ['about-odai#what-odai-is', 'about-odai#educational-only']
      : ['about-odai#what-odai-is'];
  return { markdown: REPLIES[kind], sources: guideSources(kb, refs) };
}

/** Short, natural replies to conversation, instead of a retrieval miss and a topic list. */
export const smallTalk: Guardrail = {
  name: 'conversation',
  matches: (question) => smallTalkKind(question) !== null,
  reply,
};
