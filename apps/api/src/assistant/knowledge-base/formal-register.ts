import { TECHNICAL_PHRASES, TECHNICAL_WORDS } from './technical-register.js';

/**
 * The formal register ("What, precisely, does that signify?", "To which destinations may I
 * withdraw?", "How does one determine reliably which one is which?") read in the guides' plain
 * words. An accountant, a journalist or a lawyer asks the same questions as everyone else, but words
 * like "designation", "deducted" or "in the context of" are in no guide, and read as topics the
 * guides never cover they made plain questions decline. Only words and phrases that name no topic
 * of their own in a question to ODAI are here; each maps to the plain word or to nothing.
 */
const PHRASES: [RegExp, string][] = [
  // How it is asked, not what about.
  [/\bin the context of\b/gi, ' on '],
  // "What does the term 'etching' mean": the word asked about is what follows.
  [/\bthe (?:term|word|expression|phrase)\b(?=\s*["'“‘]?[a-z])/gi, ' '],
  [/\b(?:for instance|for example|e\.g\.)/gi, ' '],
  [/\bin (?:one|a|1) or (?:two|2|three|3) (?:lines|sentences|words)\b/gi, ' '],
  [/\b(?:i would like|i'd like|i wish|i want) to (?:understand|know|learn|ask)\b/gi, ' '],
  [
    /\bi (?:would like|require|need) (?:the|a|an) (?=(?:exact |precise |concrete )?(?:rule|figure|answer|definition|number)\b)/gi,
    ' the ',
  ],
  [
    /\bi (?:notice|noticed|have noticed|observe|observed|see|saw)\b(?= (?:that |two |some |a |an |the |several ))/gi,
    ' ',
  ],
  [/\bas well\b/gi, ' '],
  // "Is 'The Great Bitcoin Dog Of Odin Valhalla' ok as a token name": the name proposed is an example.
  [
    /(["'“‘])[^"'”’]{3,60}\1(?=\s+(?:(?:ok|okay|fine|allowed|valid|good|too long|possible)\s+)?(?:as|for) (?:a |my |the )?(?:token |coin )?(?:name|ticker)\b)/gi,
    ' this ',
  ],
  // "How would you describe Odin.fun": what it is.
  [/\bhow (?:would|do|could) you (?:describe|define|characteri[sz]e|summari[sz]e|sum up)\b/gi, ' what is '],
  // "The opening price of a new token": its starting price.
  [/\bopening price\b/gi, ' starting price '],
  // "How does one …", "should one": the visitor.
  [/\bhow (?:does|do|can|could|would|should) one\b/gi, 'how do i'],
  [/\b(should|can|could|would|may|must) one\b(?! (?:of|token|coin|more|thing)\b)/gi, '$1 i'],
  // "Which one is which" between two tokens of one name: telling the original from a copy.
  [
    /\b(?:which (?:one )?is which|tell (?:them|the two|the tokens|the two tokens) apart)\b/gi,
    ' which is the original ',
  ],
  // "Counts towards the 24h figure": is part of it.
  [/\bcounts? (?:towards?|in|into)\b/gi, ' included in '],
  // "What model / design does the pool use": what kind. A language model stays a model.
  [/\b(what|which) (?:model|design|mechanism|system)\b(?! (?:are|is) you\b)/gi, '$1 kind'],
  [/\bwhat is the mechanism called\b/gi, ' how does it work '],
  // "Stated in sats", "expressed in millisats": in sats.
  [/\b(?:stated|expressed|denominated|quoted|measured) in\b/gi, ' in '],
  [/\bthe equivalent in\b/gi, ' in '],
];

const WORDS: Record<string, string> = {
  precisely: '',
  specifically: '',
  reliably: '',
  merely: '',
  solely: 'only',
  concrete: '',
  practical: '',
  designation: 'label',
  designations: 'labels',
  signify: 'mean',
  signifies: 'means',
  denote: 'mean',
  denotes: 'means',
  consist: 'be',
  consists: 'is',
  permitted: 'allowed',
  permissible: 'allowed',
  destination: 'address',
  destinations: 'addresses',
  deducted: 'taken',
  deduct: 'take',
  deduction: 'fee',
  deductions: 'fees',
  resemble: 'lookalike',
  resembles: 'lookalike',
  resembling: 'lookalike',
  invariant: 'formula',
  determine: 'tell',
  ascertain: 'check',
  procedure: 'steps',
  procedures: 'steps',
  purchase: 'buy',
  purchases: 'buys',
  purchasing: 'buying',
  purchased: 'bought',
};

// A Map, not the objects: a word such as "constructor" must not find Object's own properties.
const PLAIN = new Map(Object.entries({ ...TECHNICAL_WORDS, ...WORDS }));

/** The question with the formal and technical registers' phrases and words in plain words. */
export function plainRegister(text: string): string {
  let out = text;
  for (const [re, plain] of [...PHRASES, ...TECHNICAL_PHRASES]) out = out.replace(re, plain);
  return out
    .replace(/[A-Za-z0-9]+/g, (w) => PLAIN.get(w.toLowerCase()) ?? w)
    .replace(/ {2,}/g, ' ')
    .trim();
}
