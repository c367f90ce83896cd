import { doubts, onlyDoubts } from '../capabilities/push-back.js';
import { smallTalkKind } from '../guards/small-talk.js';
import { STOP_WORDS } from '../knowledge-base/stop-words.js';

// A message with two or more questions ("what's the fee and how do I deposit?", "price of ODINDOG
// and who runs Odin") is answered part by part (decision 035). Splitting is conservative: a part
// must start like a question of its own, so "compare ODINDOG and GRIFFAIN" or "the bonding curve
// and the AMM" stay whole.
const QUESTION_WORD =
  "(?:who|what|what's|whats|how|where|when|why|which|is|are|can|could|do|does|should|tell me|explain|give me)\\b";
// "… and at what % does it ascend?": a question word behind a preposition starts a question too.
const STARTER = `(?:(?:at|in|by|for|on|from|with|to|after|before|within|until) (?=what|which|how))?${QUESTION_WORD}`;
const FIGURE_OF =
  '(?:the )?(?:price|holders|market ?cap|mcap|volatility|liquidity|24 ?h change)s? (?:of|for)\\b';
// "top gainer and top loser?", "most holders and most transactions": a second ranking.
// "…and the top 3 holders own 60%" tells what the holders own: no second question.
const RANKING =
  '(?:the )?(?:top|biggest|best|worst|most|least|highest|lowest|fewest)(?: \\d{1,2})? (?:by |in )?(?:gainers?|losers?|movers?|performers?|holders|volume|liquid\\w*|market ?caps?|mcap|volatil\\w*|price|transactions|traded)\\b(?! (?:own|owns|hold|holds|have|has|control|controls|sold|dumped|are|is)\\b)';

// Between sentences: "…? also …", "…; …", "…. Also …", and numbered items "1) … 2) …" (never "0.":
// "my balance is still 0. did i lose it" ends a sentence on an amount).
const SENTENCES = /\?\s+|;\s+|\.\s+(?=(?:also|and|plus)\b)|(?:^|\s+)[1-9][.)]\s+/i;
// Inside a sentence: ", and what …", " and who …", " also how …", " & price of …".
// "whats bonding curve + whats amm": a plus sign joins two questions as "and" does. "Walk me
// through what it involves, what it costs, and whether we can change it later": an indirect
// question after "and" starts one too.
// "…and what I got was less than I expected": "what" there is the thing got, not a question.
const RELATIVE_WHAT = '(?!what (?:i|we|he|she|they|you) \\w+ (?:was|is|were|seemed|looked)\\b)';
const JOINER = new RegExp(
  // "whats the fee on the curve and then after it graduates whats the swap fee": "and then" before
  // a setting ("after it graduates") and the question word after it. "what does ascended mean and
  // has ICONFUCIUS ascended yet": "and has X ascended" asks whether.
  `,?\\s+(?:and(?: also)?|n|also|plus|&|\\+)\\s+${RELATIVE_WHAT}(?=${STARTER}|whether\\b|${FIGURE_OF}|${RANKING})|,?\\s+and then\\s+(?=(?:after|once|when|if|in|on|for)\\b[^?.!]{0,40}\\b(?:what|whats|what's|how)\\b)|,?\\s+and\\s+(?=(?:has|have|did)\\s+\\S+\\s+(?:\\S+\\s+)?(?:ascended|bonded|graduated|been etched|etched|reached|hit)\\b)`,
  'i',
);
const FIGURE_START = new RegExp(`^${FIGURE_OF}`, 'i');
// "what does x*y=k mean, how much btc goes in, and can anyone add liquidity?": in a series that
// ends in "and …", a comma before a question word splits too, but only after a part that is itself
// a question of three or more words ("what are runes, how do they relate to odin, and …"). A lone comma never splits: "what happens if I sell, do I lose
// money" is one question, and "ok, what is odin" is one.
const COMMA = new RegExp(`,\\s+(?=${QUESTION_WORD})`, 'i');
// "top gainers, top losers": two rankings in a row, with or without "and"; "top gainer vs top loser".
const RANKINGS = new RegExp(
  `^\\s*(${RANKING}[^,]*?)(?:,\\s+|\\s+(?:vs\\.?|versus|or)\\s+)(${RANKING}[^,]*)$`,
  'i',
);
// "top gainers and losers", "where do i see top gainers / losers": one ranking word shared by both
// lists; each list is its own part, with the rest of the sentence around it.
const GAINERS_AND_LOSERS =
  /^(.*?\b(?:top|biggest|best|worst) (?:\d{1,2} )?)(gainers?|losers?)\s*(?:and|n|&|\/|\+|or|vs\.?|versus)\s*(?:(?:the )?(?:top|biggest|best|worst) (?:\d{1,2} )?)?(losers?|gainers?)\b(.*)$/i;
const STARTS_AS_QUESTION = new RegExp(`^${STARTER}`, 'i');

// The last sentence of a piece: "We run a meme page. Can you tell me what it costs" asks from "Can".
const lastSentence = (text: string) =>
  text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .pop() ?? '';

// "I want to launch my own token, how much does it cost, how fast is it live and …": the piece
// before the comma is judged on its own ("how much does it cost"), not with the statement it was
// joined to, or every later piece of the series would join that statement too.
function splitCommas(part: string): string[] {
  const pieces = part.split(COMMA);
  const out: string[] = [];
  let previous = '';
  for (const piece of pieces) {
    const last = out[out.length - 1];
    const asked = lastSentence(previous);
    const asks = STARTS_AS_QUESTION.test(asked) && asked.split(/\s+/).length >= 3;
    if (last !== undefined && asks) out.push(piece);
    else if (last !== undefined) out[out.length - 1] = `${last}, ${piece}`;
    else out.push(piece);
    previous = piece;
  }
  return out;
}
const NAMES_SOMETHING = /\b(of|for)\b|\$|\b[A-Z0-9]{3,}\b/;
// "how much btc and how many tokens go in the pool": two amounts that share the one verb after the
// second; split, the first ("how much btc") would be asked of nothing.
const AMOUNT_WITHOUT_VERB = /\bhow (?:much|many)\s+[\w-]+(?:\s+[\w-]+)?\s*$/i;
const AMOUNT_START = /^how (?:much|many)\b/i;

/** "hi! i'm new. what's odin": the greeting and introduction before a part are not its question. */
// "my friend sent me this link, what is odin.fun exactly?": how the visitor got here, then the
// question; the link in the story would pull the search to the referral link.
const ARRIVAL =
  /^\s*(?:(?:so|hey|hi|hello|ok|okay)[,\s]+)?(?:my |a |some )?(?:friend|mate|buddy|bro|brother|sister|cousin|coworker|colleague|someone|somebody|guy)\s+(?:just\s+)?(?:sent|shared|gave|showed|dropped|linked|texted)\s+(?:me\s+)?(?:this|a|the|that)\s+(?:link|site|page|website|url)\b[^,.!?;]{0,30}[,.!;:]+\s+(?=(?:so\s+)?(?:what|how|is|are|can|who|why)\b)/i;

export function withoutLeadingChatter(message: string): string {
  const part = message.replace(ARRIVAL, '');
  const sentences = part.split(/(?<=[.!])\s+/);
  // Only a sentence that is conversation whole goes: "hi, my friend keeps talking about odin.fun"
  // names what the question after it asks about.
  // "92%?? prove it. how is that even computed?": the doubt before a question is not its question.
  while (
    sentences.length > 1 &&
    (smallTalkKind(sentences[0] as string, { withRemarks: false }) !== null || doubts(sentences[0] as string))
  )
    sentences.shift();
  return sentences.join(' ');
}

// "whether there's anything to decide first" is "is there anything to decide first" asked.
const WHETHER: [RegExp, string][] = [
  [/^whether there(?:'s| is)\b/i, 'is there'],
  [/^whether there are\b/i, 'are there'],
  [/^whether (i|we|you|it|they) (can|could|should|need|have|must|will)\b/i, '$2 $1'],
];

function cleanPart(part: string): string {
  // "Oh and also, does every coin…": the words that join it to the part before are not its question.
  // "Second, how does the rebate work": the list's numbering is not the question either, nor a
  // filler "like" before the question word ("like when does a token move to the amm").
  const cleaned = withoutLeadingChatter(part).replace(
    /^(?:(?:oh|ah|ok|okay|so|also|and|plus|like(?=\s+when\b)|&|\+|first(?!\s+(?:time|timer|buyer|trade|deposit)\b)|firstly|second(?!\s+(?:time|hand)\b)|secondly|third|thirdly|fourth|lastly|finally|next|separately|unrelated|unrelatedly|btw|by the way|on another note|on a different note|side question|different question)(?:,\s*|:\s*|\s+))+/i,
    '',
  );
  return WHETHER.reduce((text, [from, to]) => text.replace(from, to), cleaned)
    .replace(/[\s,.;?!]+$/, '')
    .trim();
}

// Two things that share one noun are two questions: "what's the amm fee and the curve fee" (the
// same last word on both sides) and "fee on the curve vs the amm" (the right side is only the thing
// the left side's noun is "on"). Asked as one, retrieval or the comparison answers one side well
// and the other side with its general section; each side asked with the noun gets its own answer.
// Each side may carry the value a claim gives it: "is the curve fee 1% and the pool fee 0.3%".
const CLAIMED_VALUE = String.raw`(?:\s+~?\$?\d[\d.,]*\s?(?:%|k|m|sats?|btc)?)?`;
const SAME_LAST_WORD = new RegExp(
  String.raw`^(.*\b(?:the|an?|its)\s+[\w-]+(?:\s+[\w-]+)?\s+([a-z]{3,})${CLAIMED_VALUE})\s+(?:and|vs\.?|versus|or)\s+((?:the|an?|its)\s+[\w-]+(?:\s+[\w-]+)?\s+\2${CLAIMED_VALUE})$`,
  'i',
);
// "fee on the curve n fee on the amm": the noun said again on the right, after "and" typed any way.
const NOUN_AGAIN =
  /^(.*?\b([a-z]{3,})\s+(?:on|in|for)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)\s+(?:and|n|&|\+)\s+(\2\s+(?:on|in|for)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)$/i;
// "on"/"in" only: "price of ODINDOG vs GRIFFAIN" compares two tokens (compare_tokens does that).
const NOUN_ON =
  /^(.*?\b([a-z]{3,})\s+(?:on|in)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)\s+(?:vs\.?|versus|compared (?:to|with))\s+(?:the\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*)?)$/i;
// "buying on the curve vs trading after": the right side's verb before the time is no thing either.
const TIME_WORD =
  /^(?:(?:trading|buying|selling|swapping|trades|buys|sells)\s+)?(?:after|before|once|when|post|pre|later|then)\b/i;
const NOT_A_NOUN =
  /^(?:still|just|only|different|same|it|is|are|be|trading|traded|buying|selling|swapping|bought|sold)$/i;
// "the lengths of a token name and of its ticker, in characters": one question asked of two
// things, the preposition said again on the right.
const SAME_PREPOSITION =
  /^(.*?\b(of|for)\s+)((?:an?|the|its|their|each|my)\s+[\w-]+(?:\s+[\w-]+)?)\s+and\s+\2\s+((?:an?|the|its|their|each|my)\s+[\w-]+(?:\s+[\w-]+)?)(\s*,\s*(?:in|as|measured in|counted in)\s[^,]*)?$/i;
function sharedNoun(sentence: string): string[] | null {
  const text = sentence.trim().replace(/[\s?!.]+$/, '');
  const preposed = SAME_PREPOSITION.exec(text);
  if (preposed?.[1] && preposed[3] && preposed[4])
    return [
      `${preposed[1]}${preposed[3]}${preposed[5] ?? ''}`,
      `${preposed[1]}${preposed[4]}${preposed[5] ?? ''}`,
    ];
  const same = SAME_LAST_WORD.exec(text);
  if (same?.[1] && same[3]) return [same[1], same[3]];
  const again = NOUN_AGAIN.exec(text);
  if (again?.[1] && again[3]) return [again[1], again[3]];
  const on = NOUN_ON.exec(text);
  if (!on?.[1] || !on[2] || !on[3]) return null;
  // A time on the right ("fee on the curve vs after ascension") is when the noun is asked, not a
  // thing it is on; after a word that is no noun ("is it different when still on the curve vs
  // after") the message is one question.
  if (TIME_WORD.test(on[3])) return NOT_A_NOUN.test(on[2]) ? null : [on[1], `${on[2]} ${on[3]}`];
  const preposition = /\b(on|in)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?$/i.exec(on[1])?.[1] ?? 'on';
  return [on[1], `${on[2]} ${preposition} the ${on[3]}`];
}

// "min deposit and min withdrawal?", "ticker rules n supply per token", "trading fees + ckbtc
// transfer fee?": a short message of things named, without a question word, asks about each.
// Only things of two or more words on both sides: "buy and sell fees" and "curve vs amm" are one.
const LISTED_THINGS = /\s+(?:and|n|&|\+|\/)\s+/i;
// "curve start/end price": two words sharing what follows them, each asked in turn.
const SLASHED_PAIR = /^(.*?)(?<![\w./:])([a-z]{3,})\/([a-z]{3,})(?![\w./])(\s+[a-z].*)$/i;
const ASKS_WORD =
  /\b(?:how|what|whats|what's|wat|wats|which|when|where|why|who|whether|difference|diff|compare|between)\b|\b(?:can|do|does|should|is|are|will) (?:i|u|you|it|we|they|there)\b/i;
function listedThings(sentence: string): string[] | null {
  const text = sentence.trim().replace(/[\s?!.]+$/, '');
  if (ASKS_WORD.test(text) || TELLS.test(text) || text.split(/\s+/).length > 14) return null;
  // "your best entry and exit points": one pair of words sharing the noun after them.
  if (/\b(?:entry|exit) (?:and|&|n|\/) (?:entry|exit)\b/i.test(text)) return null;
  const slashed = SLASHED_PAIR.exec(text);
  if (slashed) return [`${slashed[1]}${slashed[2]}${slashed[4]}`, `${slashed[1]}${slashed[3]}${slashed[4]}`];
  const sides = text.split(LISTED_THINGS);
  if (sides.length !== 2) return null;
  const [left, right] = sides as [string, string];
  const words = (p: string) => p.split(/\s+/).filter(Boolean).length;
  if (words(left) < 2 || words(right) < 2 || /\b(?:of|for)$/i.test(left) || TELLS.test(right)) return null;
  // "fees on curve vs amm + min deposit": a side may itself be two things sharing a noun.
  return [left, right].flatMap((side) => sharedNoun(side) ?? [side]);
}

// "i thought the odai token had a 100M supply and fees were 2% per trade, is that right?": two
// claims, each with a verb and a number, checked in one breath. Each is checked on its own, or
// only one of them gets corrected.
const CLAIM_LEAD =
  /^(?:(?:so|ok|wait|hmm|and|but)[,\s]+)*(?:i (?:thought|heard|read|was told|believed?|assumed|remember)|some(?:one|body) (?:said|told me)|(?:my )?(?:friend|mate|buddy)s? (?:said|says|told me)|people say|they say)\s+(?:that\s+)?/i;
const CONFIRM =
  /\s*[,.]?\s*(?:is that|is this|are (?:those|these|they)|was that|isn'?t (?:it|that)|right|correct|true|yeah|or not)\b[^,.;]*$/i;
// The verb a claim states its figure with ("had a 100M supply", "were 2%", "costs 1000 sats").
const CLAIM_VERB = '(?:is|was|are|were|had|has|have|costs?|takes?)';
const VERB_FIRST = new RegExp(`^${CLAIM_VERB}\\b`, 'i');
const CLAIM = new RegExp(`^[^,;]*?\\b${CLAIM_VERB}\\b[^,;]*?\\d[^,;]*$`, 'i');
function twoClaims(sentence: string): string[] | null {
  const text = sentence.trim().replace(/[\s?!.]+$/, '');
  const lead = CLAIM_LEAD.exec(text)?.[0] ?? '';
  const confirm = CONFIRM.exec(text);
  if (!lead && !confirm) return null;
  const body = text.slice(lead.length, confirm ? confirm.index : undefined);
  const sides = body.split(/\s+and\s+/i);
  // "it takes 5 min and costs 1000 sats" is one subject's two figures: the right side has its own.
  if (sides.length !== 2 || !sides.every((side) => CLAIM.test(side)) || VERB_FIRST.test(sides[1] ?? ''))
    return null;
  return sides.map((side) => `${lead}${side}${confirm ? confirm[0] : ''}`.trim());
}

// "what do liquidity score 3.2 and volatility 14.50% mean": one verb asked of two things, each a
// definition of its own ("what is the difference between X and Y" is one question and says so).
const BOTH_MEAN =
  /^(?:(?:so|ok|and)[,\s]+)?what (?:do|does|did) (?:the )?(?!difference\b)([^,]{3,60}?)\s+(?:and|&|n)\s+(?:the )?([^,]{3,60}?)\s+(mean|stand for|measure|tell (?:me|us))$/i;
function bothMean(sentence: string): string[] | null {
  const m = BOTH_MEAN.exec(sentence.trim().replace(/[\s?!.]+$/, ''));
  if (/\b(?:difference|between|vs|versus)\b/i.test(sentence)) return null;
  if (!m?.[1] || !m[2] || !m[3]) return null;
  return [`what does ${m[1]} ${m[3]}`, `what does ${m[2]} ${m[3]}`];
}

// "how do i get btc into odin and back out", "deposit and withdraw": money in and money out are two
// guide sections (the steps differ), so each direction is its own part.
const BOTH_WAYS =
  /^(.*?)\b(deposit(?:s|ing)?|withdraw(?:als?|ing|s)?)\s+(?:and|&|n|\/)\s+(deposit(?:s|ing)?|withdraw(?:als?|ing|s)?)\b(.*)$/i;
const IN_AND_OUT = /^(.*?)\s+in(?:to)?\s+(?:and|&|n|\/)\s+out\s+of\s+(.+)$/i;
const INTO_AND_BACK_OUT = /^(.*?)\s+into\s+([\w.]+(?:\s+[\w.]+)?)\s+and\s+(?:back\s+)?out(?:\s+again)?$/i;
function bothWays(sentence: string): string[] | null {
  const text = sentence.trim().replace(/[\s?!.]+$/, '');
  const named = BOTH_WAYS.exec(text);
  if (named?.[2] && named[3] && named[2][0]?.toLowerCase() !== named[3][0]?.toLowerCase())
    return [`${named[1]}${named[2]}${named[4]}`, `${named[1]}${named[3]}${named[4]}`];
  const inOut = IN_AND_OUT.exec(text);
  if (inOut?.[1] && inOut[2]) return [`${inOut[1]} into ${inOut[2]}`, `${inOut[1]} out of ${inOut[2]}`];
  const backOut = INTO_AND_BACK_OUT.exec(text);
  if (backOut?.[1] && backOut[2])
    return [`${backOut[1]} into ${backOut[2]}`, `${backOut[1]} out of ${backOut[2]}`];
  return null;
}

function splitSentence(whole: string): string[] {
  // "whats the curve fee and the amm fee, exact numbers both": an insistence after a comma asks nothing.
  const comma = whole.lastIndexOf(',');
  const sentence = comma > 0 && INSISTS.test(whole.slice(comma + 1).trim()) ? whole.slice(0, comma) : whole;
  const both = GAINERS_AND_LOSERS.exec(sentence.trim());
  if (both?.[1] && both[2] && both[3] && both[2][0]?.toLowerCase() !== both[3][0]?.toLowerCase())
    return [`${both[1]}${both[2]}${both[4]}`, `${both[1]}${both[3]}${both[4]}`];
  const claims = twoClaims(sentence) ?? bothMean(sentence) ?? bothWays(sentence);
  if (claims) return claims;
  const shared = sharedNoun(sentence);
  if (shared) return shared;
  const listed = listedThings(sentence);
  if (listed) return listed;
  const rankings = RANKINGS.exec(sentence.trim().replace(/[\s?!.]+$/, ''));
  if (rankings?.[1] && rankings[2]) return [rankings[1], rankings[2]];
  const parts: string[] = [];
  let rest = sentence;
  for (let m = rest.match(JOINER); m && m.index !== undefined; m = rest.match(JOINER)) {
    const left = rest.slice(0, m.index);
    const right = rest.slice(m.index + m[0].length);
    // "price and holders of X" is one question about X; split on a figure only when the left names one.
    if (FIGURE_START.test(right) && !NAMES_SOMETHING.test(left)) break;
    if (AMOUNT_WITHOUT_VERB.test(left) && AMOUNT_START.test(right)) break;
    parts.push(left);
    rest = right;
  }
  parts.push(rest);
  // "the limits for a token name and for its ticker, and the max image size": each part again.
  return parts.length > 1 ? parts.flatMap((p) => sharedNoun(p) ?? [p]) : parts;
}

// "what are the trading fees, what is the minimum deposit": a lone comma before a question word
// that opens a question of its own (what, how, who…) splits when both sides are questions of three
// or more words; before a yes/no word it does not ("what happens if I sell, do I lose money" is one
// question whose second half leans on the first).
const WH_COMMA = /,\s+(?=(?:what|what's|whats|how|who|where|when|which|why)\b)/i;

function splitLoneComma(sentence: string): string[] {
  const pieces = sentence.split(WH_COMMA);
  if (pieces.length < 2) return [sentence];
  const words = (p: string) => p.trim().split(/\s+/).length;
  // "When a token ascends, where does the BTC go?": a "when" with no verb after it opens a clause.
  const clause =
    /^(?:when|whenever)\s+(?!(?:do|does|did|is|are|was|were|will|would|can|could|should|has|have|exactly)\b)/i;
  const questions = pieces.every(
    (p) => STARTS_AS_QUESTION.test(p.trim()) && words(p) >= 3 && !clause.test(p.trim()),
  );
  return questions ? pieces : [sentence];
}

// "Can you walk me through what it costs: is there a fee on the curve, is it different in the AMM,
// and does the referral give anything back?": a colon that opens a list of questions. The request
// before it only announces them; the questions after it are what is asked, each on its own.
const ANNOUNCED = new RegExp(`^(.*?):\\s+(?=(?:first(?:ly)?,?\\s+)?${STARTER})(.*)$`, 'is');

function afterAnnouncement(sentence: string): string[] {
  const m = ANNOUNCED.exec(sentence);
  if (!m?.[2]) return [sentence];
  const listed = splitSentence(m[2]).flatMap(splitCommas);
  return listed.length >= 2 ? [m[2]] : [sentence];
}

// At most this many parts are answered: each keeps a share of the answer's word budget.
const MAX_PARTS = 4;
// "fees? and wen amm", "supply? n start price": a one-word topic asked on its own is a part too;
// an interjection or a question word alone ("lol?", "why?") is not.
const ONE_WORD_TOPIC = /^[a-z]{4,}$/i;
const isPart = (p: string) => {
  const words = p.split(/\s+/);
  return (
    words.length >= 2 || (ONE_WORD_TOPIC.test(p) && !STOP_WORDS.has(p.toLowerCase()) && !smallTalkKind(p))
  );
};

// A sentence that only tells: "How long can a description be? I wrote a whole essay and it got cut
// off", "…? Just wanna test the waters first", "…? a friend keeps talking about it", a plea ("pls tell me no"); the "I" is often left out ("sent btc…"). It opens like a statement about the visitor and
// asks nothing: after a question it is left out (its words would pull the search elsewhere); before
// one it stays with it as context ("My wallet popped up a sign-in message. Is it safe?").
const TELLS =
  /^(?:(?:and|but|so|because|cause|cos|since|tbh|honestly|lol|haha|ok|okay)[,\s]+)*(?:i|i'm|im|i've|ive|i'd|i'll|my|we|we're|we've|our|just|last time|been|got|had|seen|saw|sent|bought|sold|deposited|withdrew|transferred|tried|paid|it's|its|that's|thats|total|properly|feels|seems|sounds|looks|no worries|(?:(?:a|my|some|this) (?:friend|mate|buddy|cousin|brother|sister|colleague|coworker|guy|dude)s?|someone|somebody|people|everyone|everybody) (?:keeps?|always|won'?t stop|(?:is|are) always) (?:talking|going on|on about|posting|talking about|mentioning)|(?:pls |plz |please )?tell me (?:no|it'?s not|it isn'?t|i'?m wrong))\b/i;
const ASKS_SOMETHING = new RegExp(
  `^${STARTER}|\\b(?:wondering|curious|need to know|want to know|wanna know)\\b`,
  'i',
);

// A question word anywhere asks: "i want to make my own coin, how much does it cost".
const QUESTION_INSIDE =
  /\b(?:how|what|whats|which|when|where|why|who|whether)\b|\b(?:can|do|does|should|is|are) (?:i|you|it|we|they|there)\b/i;
// "…by next month? give me a number", "…? yes or no": an insistence on the question before it,
// no question of its own.
const INSISTS =
  /^(?:(?:just|pls|plz|please|ok|so|and|now)[,\s]+)*(?:give me (?:a |one |the )?(?:number|figure|percentage|percent|%|straight answer|yes or no|straight yes or no)|yes or no|y\/n|be honest|be straight(?: with me)?|(?:a )?straight answer|no bs|honestly|(?:the )?exact (?:numbers?|figures?|values?|amounts?)(?: (?:for )?(?:both|each|all|please|pls))?|(?:with |in |the |real |actual )?(?:numbers|figures|stats|details)(?: (?:pls|plz|please))?|(?:tell|say|answer|reply)(?: (?:to )?me)?(?: only| just)? (?:yes or no|y\/n|straight|honestly|a number))[\s!.?]*$/i;
// "how big must the market cap get? like a million dollars?": a guess at the answer, no question.
const GUESS =
  /^(?:like|maybe|around|about|roughly|something like|is it like)\s+(?:a |an |about |around )?(?:\$?\d[\d,.]*\s*(?:k|m|million|thousand|billion|bn|sats?|btc|usd|dollars?|bucks|percent|%|min|mins|minutes?|hours?|hrs?|days?|seconds?|secs?)?|(?:a |one )?(?:hundred|thousand|million|billion)(?: (?:dollars?|bucks|sats?|btc|usd))?)[\s?!.]*$/i;
const tells = (sentence: string) =>
  [INSISTS, GUESS].some((re) => re.test(sentence.trim())) ||
  (TELLS.test(sentence) &&
    !sentence.endsWith('?') &&
    !ASKS_SOMETHING.test(sentence) &&
    !QUESTION_INSIDE.test(sentence));
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s,.;?!]+$/, '')
    .trim();

/**
 * The parts without remarks after a question; a leading remark joined to the question after it.
 * Whether a part is a remark is read from the message's own sentences, which still end in their
 * question marks ("That's what the liquidity score is about, right?" asks).
 */
function withRemarksJoined(parts: string[], message: string): string[] {
  const remarks = message
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter(tells)
    .map(plain);
  const isRemark = (part: string) => remarks.some((r) => r.endsWith(plain(part)));
  const out: string[] = [];
  let pending = '';
  for (const part of parts) {
    if (isRemark(part)) {
      if (out.length === 0) pending = pending ? `${pending}. ${part}` : part;
      continue;
    }
    out.push(pending ? `${pending}. ${part}` : part);
    pending = '';
  }
  if (pending) out.push(pending);
  return out;
}

// "so theres a 1% fee and a 0.5% fee?? which one do i actually pay": "which one" chooses between
// the things the part before named; apart, the first half got a heading of its own and the second
// lost what it chooses between.
const WHICH_OF_THOSE =
  /^\s*(?:(?:so|but|ok|okay|and)[,\s]+)?which(?: one| of (?:them|the two|those|these|both)|(?= (?:do|does|is|should|would|will) ))\b/i;

function choiceAfterPair(sentences: string[]): boolean {
  const [first, second] = sentences;
  return (
    sentences.length === 2 &&
    !!first &&
    !!second &&
    WHICH_OF_THOSE.test(second) &&
    /\b(?:and|or)\b/i.test(first)
  );
}

/** The message without the remarks that follow its last question ("…? I'm not techy at all"). */
export function withoutTrailingRemarks(message: string): string {
  const sentences = message.trim().split(/(?<=[.!?])\s+/);
  let last = -1;
  sentences.forEach((sentence, i) => {
    if (sentence.endsWith('?')) last = i;
  });
  if (last < 0 || last === sentences.length - 1) return message;
  const after = sentences.slice(last + 1);
  return after.every(tells) ? sentences.slice(0, last + 1).join(' ') : message;
}

// "bobai price. i mean BOBBY AI, the ai one", "whats the curve fee. no wait, both: …": the visitor
// corrects what they just typed with a fragment; the sentences are one question, not two. A
// correction that asks again ("what can you do? i mean what kind of stuff can i ask") is a part.
const SELF_CORRECTION =
  /[.?!,]\s*(?:(?:no|sorry|oops|wait|ugh|lol|typo)[,!]?\s+)*i (?:mean|meant)\b\s*(.*)$|[.?!]\s+(?:no wait|wait no|scratch that|correction)\b\s*(.*)$/i;
const ASKS_AGAIN = /\b(?:what|whats|how|why|when|where|which|who|can|could|is|are|do|does)\b/i;
// "how long can a tickle be. typo, i meant ticker lol": one word put right where it was typed.
const ONE_WORD = /^\s*([a-z][a-z0-9-]{2,})\s*(?:lol|haha|sorry|oops)?\s*[.!]*\s*$/i;

function corrected(question: string): { whole: boolean; text: string } {
  const m = SELF_CORRECTION.exec(question);
  const fragment = m ? (m[1] ?? m[2] ?? '') : '';
  if (!m || ASKS_AGAIN.test(fragment)) return { whole: false, text: question };
  const before = question.slice(0, m.index);
  const word = ONE_WORD.exec(fragment)?.[1];
  const typo = word
    ? before
        .split(/[^A-Za-z0-9-]+/)
        .find(
          (w) =>
            w.length > 3 &&
            w.slice(0, 3).toLowerCase() === word.slice(0, 3).toLowerCase() &&
            w.toLowerCase() !== word.toLowerCase(),
        )
    : undefined;
  if (word && typo) return { whole: false, text: `${before.replace(new RegExp(`\\b${typo}\\b`), word)}?` };
  return { whole: true, text: question };
}

/** The message with a one-word correction put in place ("a tickle … i meant ticker" → "a ticker"). */
export function selfCorrected(message: string): string {
  return corrected(message).text;
}

/**
 * The questions in a message, in order; a single question comes back as one part. A message with
 * more than four ("first, what is X and how is it different from Y? second, … and …? third, …?")
 * is answered a sentence per part, so the third question is not the one left out.
 */
export function splitQuestion(question: string): string[] {
  return questionParts(question).parts;
}

/**
 * The parts answered and the questions past the fourth that a multi-part answer leaves out ("… can
 * I change the name after?" as a fifth question), which the answer names rather than dropping them
 * without a word. One split serves both.
 */
export function questionParts(question: string): { parts: string[]; leftOut: string[] } {
  const asked = askedParts(question);
  return { parts: asked.slice(0, MAX_PARTS), leftOut: asked.slice(MAX_PARTS) };
}

// "which token is the most volatile and which one has the best liquidity": the second "which one"
// is which token again, over the whole market, not one of the tokens the first part lists.
const WHICH_ONE = /^(\s*(?:and\s+|also\s+)?)which one\b/i;
const WHICH_TOKEN = /\bwhich (?:token|coin)s?\b/i;

function withWhichToken(parts: string[]): string[] {
  return parts.map((part, i) =>
    i > 0 && WHICH_ONE.test(part) && parts.slice(0, i).some((p) => WHICH_TOKEN.test(p))
      ? part.replace(WHICH_ONE, '$1which token')
      : part,
  );
}

function askedParts(question: string): string[] {
  if (corrected(question).whole) return [question];
  const sentences = question.split(SENTENCES).flatMap(afterAnnouncement);
  if (choiceAfterPair(sentences.filter((x) => x.trim()))) return [question];
  // "are you sure? that seems way too high for a memecoin": a doubt and a remark, one message.
  if (onlyDoubts(question)) return [question];
  const parts = sentences
    .flatMap((sentence) => {
      const parts = splitSentence(sentence);
      return parts.length >= 2 ? parts.flatMap(splitCommas) : splitLoneComma(sentence);
    })
    .map(cleanPart)
    .filter(isPart);
  const asked = withWhichToken(withRemarksJoined(parts, question));
  if (asked.length < 2) return [question];
  if (asked.length > MAX_PARTS) {
    const whole = sentences.map(cleanPart).filter(isPart);
    if (whole.length >= 2) return whole;
  }
  return asked;
}
