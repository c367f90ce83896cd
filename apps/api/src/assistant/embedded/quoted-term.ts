// 'griffain says "ascended" on its page. what does that mean?': the visitor quotes a word they saw,
// then asks what "that" means. Asked alone, "what does that mean" names nothing, and the token's
// name beside it pulled the token's figures; the quoted word is what is to be explained.

// The quoted word or short phrase, the rest of its sentence, then "what does that/this/it mean".
const QUOTED_THEN_MEANING =
  /(["“‘][^"”’\n]{2,40}["”’])([^?]*?[.!:;,]\s*(?:(?:so|but|and|ok|okay|like)\s+)*)what (?:does|do|is) (?:that|this|it) (?=(?:even |actually |really )?mean)/i;

/** The message with "that" in "what does that mean" replaced by the word it quoted, or as asked. */
export function withQuotedTerm(question: string): string {
  return question.replace(
    QUOTED_THEN_MEANING,
    (_whole, quoted: string, between: string) => `${quoted}${between}what does "${quoted.slice(1, -1)}" `,
  );
}
