/**
 * The assistant must never state a number that is not in the knowledge base or the live data.
 * A model can invent one anyway, so every number in its answer must occur in the text it was
 * given (prompt, retrieved sections, tool results, the conversation). Digit grouping is ignored.
 */
export function ungroundedNumbers(answer: string, grounding: string): string[] {
  const haystack = normalise(grounding);
  const numbers = answer.match(/\d[\d,]*(\.\d+)?/g) ?? [];
  return numbers.map(normalise).filter((n) => !containsNumber(haystack, n));
}

function normalise(text: string): string {
  return text.replace(/(\d),(?=\d{3})/g, '$1');
}

/** Whole-number match: "21" is not grounded by "210", but "0.5" is grounded by "0.5%". */
function containsNumber(haystack: string, n: string): boolean {
  const trimmed = n.replace(/\.$/, '');
  const escaped = trimmed.replace('.', '\\.');
  return new RegExp(`(^|[^\\d.])${escaped}(?![\\d])`).test(haystack);
}
