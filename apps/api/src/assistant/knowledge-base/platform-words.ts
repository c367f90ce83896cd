import { isPlatformWord } from './platform-terms.js';
import { queryTerms, type SectionHit } from './search-index.js';
import { TermSet } from './term-match.js';

// A question made only of platform words ("what is a token", "is odin down" before "down" was a
// word) is answered only by a listed question with the same words and the same kind of answer
// (1 + the index's same-kind bonus): any section that mentions tokens is otherwise as good as any other.
const SAME_WORDS_SAME_KIND = 1.2;

/**
 * How close the hit's listed question is to the question, counting only a match on a word that
 * names a topic: "does odin have its own token?" shares "odin" and "token" with "can I short odin
 * tokens", and that is no closeness at all. `key`: the question's terms that are not platform words.
 */
export function topicalQuestionMatch(hit: SectionHit, key: string[]): number {
  const match = hit.questionMatch ?? 0;
  if (!hit.matchedQuestion || match === 0) return 0;
  const listed = new TermSet(queryTerms(hit.matchedQuestion));
  if (key.length === 0) {
    const listedOnlyPlatform = [...listed].every(isPlatformWord);
    return listedOnlyPlatform && match >= SAME_WORDS_SAME_KIND ? match : 0;
  }
  return key.some((t) => listed.match(t) > 0) ? match : 0;
}
