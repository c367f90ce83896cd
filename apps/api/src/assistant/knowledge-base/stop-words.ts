/**
 * Words that carry no topic in a visitor's question. Dropped before indexing and searching so
 * that "what is the fee" ranks on "fee" alone, and so a question made only of these words falls
 * through to the no-match reply instead of matching at random.
 */
export const STOP_WORDS = new Set(
  `a about above again all am an and any are as at be been before being below between both
  but by can could did do does doing don down during each few for from further had has have having
  he her here hers him his how i if in into is it its itself just me more most my no nor not now of
  off on once only or other our out over own same she should so some such than that the their them
  then there these they this those through to too under until up very was we were what when where
  which while who whom why will with would you your yours tell explain please much many get got
  give show know want need mean means does work works thing things token tokens`.split(/\s+/),
);
