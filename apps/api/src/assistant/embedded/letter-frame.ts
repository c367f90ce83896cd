// Some visitors write a letter: "Dear Sir or Madam, kindly advise me of the minimum withdrawal.
// Thanking you in advance, R. Bhattacharya". The salutation, the closing and the signature are no
// part of the question (read as words, "madam" is an unknown topic and a signed "ODAI" a token),
// and the polite request only asks what something is.

// "Dear Sir or Madam,", "Dear ODAI team:", "To whom it may concern,".
const SALUTATION = /^\s*(?:dear\b[^,:;\n.?!]{0,40}|to whom it may concern)\s*[,:;!]\s*/i;

// A closing at the end, with the signature after it: "With kind regards, M. Okonkwo",
// "Yours faithfully, Henrik Solberg", "Thanking you in advance, R. Bhattacharya".
const CLOSING = new RegExp(
  String.raw`(?:^|(?<=[.!?])\s+|\s*[,;]\s*|\s+)` +
    String.raw`(?:(?:with|many|kind|kindest|best|warm|warmest|sincere)\s+)*(?:regards|wishes)` +
    String.raw`|(?:yours\s+(?:faithfully|sincerely|truly)|sincerely(?:\s+yours)?|respectfully(?:\s+yours)?)` +
    String.raw`|thank(?:ing|s)?(?:\s+you)?(?:\s+(?:very|so)\s+much)?\s+in\s+advance` +
    String.raw`|(?:thank\s+you|many\s+thanks)(?=[,.!]?\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}\s*$)`,
  'i',
);
const SIGNATURE = String.raw`[,.!]?\s*(?:[A-Z][\w'-]*\.?(?:\s+[A-Z][\w'-]*\.?){0,3})?\s*$`;
const CLOSING_AT_END = new RegExp(`(?:${CLOSING.source})${SIGNATURE}`, 'i');

// "Kindly advise me of the minimum…", "I would be grateful if you could clarify…": what is asked.
const POLITE_REQUEST =
  /\b(?:(?:could|would|can|will) you\s+)?(?:please\s+)?kindly\s+(?:advise|inform|tell|let)\s+(?:me\s+|us\s+)?(?:know\s+)?(?:of|on|about|regarding|as to|whether)?\s*|\bi (?:would|should|'d) be (?:most |very |much )?(?:grateful|obliged|thankful) if you (?:could|would|might) (?:kindly )?(?:clarify|explain|advise(?: me)?(?: of| on)?|tell me|let me know|confirm)\s*/gi;

// "(a) … and (b) …": lettered items read as separate questions.
const LETTERED_FIRST = /\(\s*(?:a|i)\s*\)\s*/i;
const LETTERED_NEXT = /,?\s*(?:and\s+)?\(\s*(?:b|c|d|e|ii|iii|iv)\s*\)\s*/gi;

/** The question without a letter's salutation, closing and signature; polite requests asked plainly. */
export function withoutLetterFrame(question: string): string {
  const unframed = question.replace(SALUTATION, '').replace(CLOSING_AT_END, '');
  if (unframed === question && !POLITE_REQUEST.test(question)) return question;
  POLITE_REQUEST.lastIndex = 0;
  const asked = unframed
    .replace(POLITE_REQUEST, 'what is ')
    .replace(LETTERED_FIRST, '')
    .replace(LETTERED_NEXT, '? what is ')
    .trim();
  return asked.length > 0 ? asked : question;
}
