/**
 * What sort of answer a question wants. Retrieval prefers sections whose listed questions ask the
 * same kind of thing, and the answer's first sentence is picked with the kind in mind: a number for
 * "how much", a condition or date for "when", a reason for "why", a definition for "what is".
 */
export type QuestionKind = 'how-much' | 'when' | 'why' | 'who' | 'how' | 'yes-no' | 'what';

// Order matters: "how much" before "how", "when" before a yes/no opening ("is it … when …" is rare).
// Order matters: "why"/"who" first ("why is the price…"), an explicit "how much" before "when"
// ("how much is in the pool when it opens"), quantity nouns after "when" ("when is the price…").
const RULES: [QuestionKind, RegExp][] = [
  ['why', /\b(why|how come|reason)\b/],
  ['who', /\bwho\b/],
  ['how-much', /\bhow (much|many|long|big|large|small|little|cheap|expensive|fast|old|high|low)\b/],
  // "when" opening the question; "does the price jump when …" is a yes/no question.
  ['when', /^((so|and|but|ok|then) )?when\b|\b(what time|how soon|at what point|date)\b/],
  // "What is price impact?" asks for a definition, not an amount.
  // "When is the price impact too much?" asks where an amount becomes too much.
  [
    'how-much',
    /\b(minimums?|maximums?|limits?|costs?|price(?! impact)|percent(age)?|least|smallest|lowest|fewest)\b|\btoo (much|high|many)\b/,
  ],
  // "Is there a way to buy at launch?" asks whether, and is answered by the one step that says so.
  ['how', /\bhow\b|\bsteps?\b|(?<!\bis there (?:a|any) )\bway to\b/],
  ['yes-no', /^(can|could|is|are|am|was|were|do|does|did|should|will|would|has|have|may)\b/],
  // "So i dont need an icp wallet?": a statement checked, after "so", is asked yes or no.
  ['yes-no', /^(?:so|oh so|ok so|and so) (?:i|you|it|we|they|that|this|there|odin)\b/],
];

// "Can you explain what Odin.fun is" asks what it is: a request to tell is no yes/no question.
const REQUEST =
  /^(?:(?:so|and|but|ok|hey|hi|please|pls)\s+)*(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+|maybe\s+|just\s+)?(?:explain|tell|describe|show|help|walk|say)\b(?:\s+(?:me|us))?(?:\s+(?:understand|through|about|in simple words|simply|in plain words|like i am five))*\s*/;

// "When I pull my BTC out to my wallet, what fees come off it?": a clause that sets the scene
// ("when I …", "if my …", "once the …") before the question word; the question is what follows.
// "When does it ascend" and "when can I sell" ask when.
const SCENE_FIRST =
  /^(?:(?:so|and|but|ok) )?(?:when|whenever|if|once|after|before|while)\s+(?!(?:does|do|is|are|will|can|did|was|were|should|would|could|exactly)\b)\S+(?:\s+\S+){1,14}?\s+(?=(?:what|whats|how|why)\b)/;

/** The kind of a question in plain words (see question-words.ts); "what" when nothing else fits. */
export function questionKind(words: string[]): QuestionKind {
  const text = words.join(' ').replace(REQUEST, '').replace(SCENE_FIRST, '');
  for (const [kind, re] of RULES) if (re.test(text)) return kind;
  return 'what';
}

/** Signals in a sentence that it answers a given kind; each is worth a small bonus. */
const ANSWER_SHAPES: Record<QuestionKind, RegExp> = {
  'how-much': /\d/,
  when: /\b(once|when|after|until|before|at that point|\d{4}|january|february|march|april|may|june|july|august|september|october|november|december)\b/i,
  why: /\b(because|so that|since|which is why|so the|that is why|means)\b/i,
  who: /\b[A-Z][a-z]+ [A-Z][a-z]+\b|\b(Labs|team|founder|CEO)\b/,
  how: /\b(you|your|first|then|step)\b/i,
  // A verdict: "yes", "no", a rule ("must", "only") or a denial; a bare "can" or "not" is too common.
  'yes-no':
    /^(yes|no)\b|\b(cannot|can't|can only|only|must|never|is not|are not|does not|do not|there is no)\b/i,
  what: /^[^.]{0,80}?\b(is|are|means|refers to)\b/i,
};

export function answersKind(sentence: string, kind: QuestionKind): boolean {
  return ANSWER_SHAPES[kind].test(sentence);
}
