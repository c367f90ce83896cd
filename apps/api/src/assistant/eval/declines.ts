// How the eval recognises an answer that declines: an abstention ("no reliable answer to that",
// "no public source gives its value"), a refusal ("I can't predict prices") or "I don't know". Used
// for abstention precision/recall and wrong-topic counts, so it is about the reply's stance, not
// about one wording of the engine: the stance must be taken where an answer takes it, in the
// opening two sentences of the reply or of one part of a multi-part reply (after its bold
// restatement of the question). A guide answer that says, further down, that a detail is "not
// confirmed in our sources" has answered the question first: that is no decline.

// What a decline says, in its many wordings.
const STANCE = [
  // "no reliable answer", "no public source gives its value", "no official figure"
  `no (?:reliable|public|published|official|trustworthy|verified) (?:answer|information|source|figure|data|record|value|definition|description)s?`,
  `no (?:public |official |published )?source (?:gives|says|states|lists|publishes|documents|confirms)`,
  // "public sources do not say who triggers etching", "our sources don't give it"
  `(?:sources?|docs|documentation) (?:do|does|did)(?: not|n'?t) (?:say|give|state|list|publish|document|confirm|describe|mention)`,
  // "its value is not published in the sources we use", "is not documented publicly"
  `(?:is|are|was|were)(?: not|n'?t) (?:published|documented|disclosed|announced|public)(?: (?:publicly|anywhere|in (?:the|our|any|public) (?:sources?|docs|documentation|guides)))`,
  // "Odin's exact launch date is uncertain: one article says…"
  `(?:is|are|remains?) (?:uncertain|unknown|unclear|not known|unconfirmed)`,
  `(?:don'?t|do not) have (?:a |any )?(?:reliable|grounded|verified|trustworthy)`,
  `(?:can'?t|cannot|won'?t|will not) (?:tell you|help with|write|code|build|predict|forecast|pick|answer|give you|recommend|know)`,
  `not something (?:i|odai) (?:can|know|cover)`,
  `outside (?:what|of what) (?:i|odai)`,
  `(?:i|odai) (?:don'?t|do not|doesn'?t|does not) (?:know|cover|track)`,
  `nobody (?:can|could) (?:reliably )?(?:tell|predict|know|say)`,
].join('|');

// A character that does not end a sentence: anything but a line break, a stop only inside a word
// or number ("Odin.fun", "0.5"); an aside in brackets is passed over whole, since a stance taken in
// an aside ("(whether its code is public, our sources do not say)") is not the reply's.
const IN_SENTENCE = String.raw`(?:[^.!?\n(]|[.!?](?=\S)|\([^)\n]*\))`;
// The start of the reply, or of a part: "**How do I deposit?**" on a line of its own.
const PART_START = String.raw`(?:^|\n)(?:\*\*[^*\n]+\*\*\n+)`;
const OPENING = String.raw`(?:^(?:\*\*[^*\n]+\*\*\n+)?|${PART_START})`;

/** A reply that declines in its opening two sentences (or those of one of its parts). */
export const DECLINE = new RegExp(
  String.raw`${OPENING}(?:${IN_SENTENCE}*[.!?:]+[ \t]+)?${IN_SENTENCE}*?(?:${STANCE})`,
  'i',
);

/** A scam warning: says scam / never send or share, before anything else matters. */
export const SCAM_WARNING = /scam|fraud|never (send|share|give|type|paste|enter)|red flag/i;

/** "Couldn't find a token called X" — the unknown-token reply, in any close wording. */
export const TOKEN_NOT_FOUND =
  /(couldn'?t|could not|can'?t|cannot) find (a |any )?token|not (a )?(tracked|listed) token|(isn'?t|is not|not) among the|no token (called|named)/i;
