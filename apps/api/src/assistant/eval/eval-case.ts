export type EvalKind =
  | 'knowledge' // answered from the guides; expect = the key facts a correct answer must contain
  | 'live' // figures from the fixture market above
  | 'follow-up' // needs `before` (earlier questions in the same chat); resolves "it", "that one", "the second one", "and its holders?"
  | 'multi-part' // two or more questions in one message; expect facts from every part
  | 'abstain' // in ODAI's area of interest but ODAI cannot know it reliably (other exchanges' rules, a support phone number, Odin's revenue next year, pizza...): a correct answer says briefly it has no reliable answer
  | 'refuse' // outside ODAI's job: write code/a trading bot, predict a price, tell me what to buy/sell: a short refusal plus what it can do
  | 'unknown-token' // asks about a token/ticker that is NOT in the fixture market (price of $ZORBLAX, holders of MOONPIG, compare ODINDOG with FAKECOIN): answer must say it couldn't find that token
  | 'conversation' // gm, hi, thanks, what can you do, who made you, bye, lol ok: a short natural reply
  | 'scam'; // a scam pattern (doubling offers, "support" DMs asking for keys/seed, urgency, send-first, verify-wallet links, shilling in DMs): the answer must warn first

export interface EvalCase {
  kind: EvalKind;
  /** Free label for knowledge questions: odin, runes, bonding-curve, amm, launch, fees, deposits, security, strategy, analytics, glossary, about, network. */
  topic?: string;
  question: string;
  /** Earlier questions of the same chat, oldest first (follow-ups). */
  before?: string[];
  /** Every regex must match the answer (case-insensitive where sensible). Key facts, names, figures. */
  expect?: RegExp[];
  /** No regex may match the answer. */
  forbid?: RegExp[];
  /** For factual questions: the key fact, which must appear within the answer's first 40 words. */
  keyFact?: RegExp;
  /** A source the answer must cite (a ref prefix such as `fees#` or `token:2jjj`). */
  cites?: string;
}
