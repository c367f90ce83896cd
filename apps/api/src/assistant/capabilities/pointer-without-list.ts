import { guideSources } from '../knowledge-base/guide-source.js';
import { answerLists, pointsBack } from '../session/listed-tokens.js';
import { defineCapability } from './capability.js';
import type { QuestionContext } from './question-context.js';

// What is left of "tell me more about the second one" once the pointer and the asking words are
// gone: nothing, so the question is only a pointer.
const POINTER =
  /\b(?:the\s+)?(?:first|1st|top|second|2nd|third|3rd|fourth|4th|fifth|5th|last|bottom|other)(?:\s+(?:one|token|coin))?\b|#[1-9]\b|\bnumber [1-9]\b/gi;
const ASKING =
  /\b(?:tell|me|more|about|what|whats|what's|about|how|and|so|ok|okay|the|one|info|information|details?|on|of|is|it|show|explain|pls|please|plz|that|then|give|go|with)\b/gi;

/** True when the question is only "the second one" and the like, with nothing else to go on. */
export function onlyAPointer(question: string): boolean {
  if (!pointsBack(question)) return false;
  return (
    question
      .replace(POINTER, ' ')
      .replace(ASKING, ' ')
      .replace(/[^a-z0-9]+/gi, '').length === 0
  );
}

/**
 * "Tell me more about the first one" when no earlier answer listed tokens: there is nothing to pick
 * from, and the words alone ("first") would send the search to an unrelated guide section. ODAI
 * asks which one is meant and says how lists work (decision 035's follow-ups need a list).
 */
export const pointerWithoutList = defineCapability({
  name: 'pointer_without_list',
  description: 'A pointer ("the second one") with no earlier list of tokens to pick from.',
  embedded: {
    matches: (q: QuestionContext) => onlyAPointer(q.question) && answerLists(q.history).length === 0,
    async answer({ kb }) {
      return {
        markdown:
          'Which one do you mean? None of my earlier answers listed tokens to pick from. Ask for a list first, such as "top gainers" or "tokens by holders", then "the second one" picks from it; or name the token or topic.',
        sources: guideSources(kb, ['about-odai#how-the-assistant-answers']),
      };
    },
  },
});
