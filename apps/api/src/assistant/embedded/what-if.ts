// "What if nobody buys my token?" asks what happens then; "what if i wanted to buy out the whole
// curve myself, how much btc would that take?" sets a condition for the question after it. Read
// as typed, "what if …" is a "what" question about the words after it (buying, for "nobody buys"),
// and the comma splits the condition off as a question of its own.

const LEAD = String.raw`^(\s*(?:(?:so|ok|okay|and|but|hmm|also|um|like)[,\s]+)*)`;
// The condition, then a question that depends on it: "what if X, how much …", "what if X? does it …".
const CONDITION_THEN_QUESTION = new RegExp(
  String.raw`${LEAD}what if\s+([^?.!,;—–]+?)\s*(?:,|\?|—|–|\s-\s)\s*((?:how|what|which|when|where|why|is|are|do|does|did|can|could|will|would|should|am i|will i|do i)\b[^?]*\??)\s*$`,
  'i',
);
const WHAT_IF = new RegExp(String.raw`${LEAD}what if\b`, 'i');

/** The message with "what if …" read as "what happens if …", or as a condition of the question after it. */
export function whatIfAsked(question: string): string {
  const m = CONDITION_THEN_QUESTION.exec(question);
  if (m) return `${m[1] ?? ''}if ${m[2]}, ${m[3]}`;
  return question.replace(WHAT_IF, '$1what happens if');
}
