// "Hello! I'm brand new to crypto and a bit overwhelmed, so please be patient with me": a visitor
// who introduces themselves and asks nothing yet. Every word after the greeting must be one of
// these, so "i'm new, how do i buy" (a question) or "i'm new and lost my btc" (a problem) are not.
const INTRO_WORDS = new Set(
  `i im am a an the brand new completely totally very really pretty super quite bit little kinda so
  and but just here to this crypto odin fun bitcoin all of it please be patient with me go easy on
  overwhelmed confused nervous beginner newbie noob total complete starting start started getting
  out first time world space stuff sorry in advance`.split(/\s+/),
);
const INTRODUCES = /^(?:i|im|i am)\b.*\b(?:new|beginner|newbie|noob|starting|first time)\b/;

/** True for a message that only introduces the visitor; `text` is the message normalised by small-talk.ts. */
export function isIntroduction(question: string, text: string): boolean {
  if (question.includes('?')) return false;
  const rest = text.replace(
    /^(hi|hey|hello|yo|gm|hiya|good (morning|afternoon|evening))( there| all| everyone)? /,
    '',
  );
  return INTRODUCES.test(rest) && rest.split(' ').every((w) => INTRO_WORDS.has(w));
}
