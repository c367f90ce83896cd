// A claim to check: "saw a tweet saying odin.fun runs on solana, is that true?". Where the visitor
// read it ("a tweet", "a guy on discord", "reddit") and the ask to check it ("is that true?",
// "true or fud?") name no topic; only the claim does. Left in, "tweet" or "reddit" read as the
// thing asked about and the guides' answer was declined.

// Where a claim was seen or heard.
const PLACES =
  '(?:tweets?|threads?|posts?|videos?|vids?|tiktoks?|tik tok|reddit|subreddit|discord|telegram|tg|twitter|x|youtube(?:rs?)?|yt|article|blog|comments?|repl(?:y|ies)|forum|group ?chat|chat|group|podcast|stream|space|kol|influencer|somewhere|online)';
const PEOPLE =
  '(?:someone|somebody|some ?one|people|ppl|everyone|everybody|they|(?:(?:a|an|some|this|that|one|the|my)\\s+)?(?:guy|dude|person|friend|mate|bro|user|influencer|youtuber))';
const SAYS =
  '(?:says?|said|saying|told me|tells me|claims?|claimed|claiming|reckons|posted|wrote|keeps? saying)';

const FRAMES: RegExp[] = [
  // "saw a tweet saying", "read on reddit that", "heard in the telegram that", "seen a thread that"
  new RegExp(
    String.raw`\b(?:i\s+)?(?:saw|seen|read|heard|watched)\s+(?:(?:a|an|some|this|that|the|on|in|from|one)\s+)*${PLACES}(?:\s+(?:post|thread|video|group|chat|channel))?(?:\s+(?:saying|that says|that said|which said|where|claiming|that|says|said))?\b`,
    'gi',
  ),
  // "a guy on discord says", "someone in telegram said", "people on twitter claim that"
  new RegExp(
    String.raw`\b${PEOPLE}(?:\s+(?:on|in|from|at)\s+(?:the\s+)?${PLACES}(?:\s+(?:group|chat|channel))?)?\s+${SAYS}(?:\s+that)?\b`,
    'gi',
  ),
  // "tweet said", "tiktok said", "a thread claims that"
  new RegExp(String.raw`\b(?:(?:a|the|this|that|one)\s+)?${PLACES}\s+${SAYS}(?:\s+that)?\b`, 'gi'),
  // "heard odin coins are…", "i read that …" opening a message or a clause
  /(?:^|(?<=[,.;!?]\s*))\s*(?:i\s+)?(?:heard(?:\s+that)?|(?:read|saw)\s+that)\b/gi,
  // "my nephew won't stop talking about odin.fun", "can't stop raving about it", "i just nod along":
  // who talks about it and how the visitor reacts, not what is asked.
  /\b(?:won'?t stop|wont stop|can'?t stop|cant stop|never stops?)\s+(?:talking|going on|banging on|raving|chatting|posting|tweeting|bragging|yapping)\s+(?:on\s+)?about\b|\b(?:keeps?|kept|(?:is|are|was|were)(?: always)?)\s+(?:going on|banging on|harping on|raving)\s+about\b|\b(?:i\s+)?(?:just\s+)?(?:nod|nodded|nodding)\s+(?:along|politely|like i (?:understood|understand|get it|got it|knew))\b/gi,
  // "saw odin.fun all over my timeline", "it's everywhere on my feed": where it was seen.
  /\b(?:all over|everywhere on|everywhere in|on|in|across|popping up on|popping up in)\s+(?:my|the)\s+(?:timeline|tl|feed|fyp|for you page|socials|twitter|x|tiktok|instagram|insta|ig|youtube|reddit)(?:\s+feed)?\b/gi,
  // "argument in the tg: one guy says …, other says …": a dispute and its other side.
  new RegExp(
    String.raw`\b(?:an?\s+)?(?:argument|debate|fight|discussion|disagreement)\s+(?:in|on)\s+(?:the\s+|my\s+|a\s+)?${PLACES}(?:\s+(?:group|chat|channel))?\b|\b(?:the\s+)?other(?:\s+(?:one|guy|dude|person))?\s+${SAYS}\b`,
    'gi',
  ),
  // "saw odin fun mentioned on twitter", "it got shilled in a telegram group": where it came up.
  new RegExp(
    String.raw`\b(?:mentioned|talked about|discussed|shilled|hyped|brought up)\s+(?:on|in|all over)\s+(?:(?:a|an|the|my|some)\s+)?${PLACES}(?:\s+(?:group|chat|channel))?\b`,
    'gi',
  ),
  // "according to a youtuber", "per reddit"
  new RegExp(String.raw`\baccording to\s+(?:(?:a|an|some|the)\s+)?${PLACES}\b`, 'gi'),
];

// The ask to check it, at the end: "is that true?", "true?", "right?", "true or fud?", "lol".
const CHECK_TAIL =
  /[\s,.;:-]*(?:(?:is|was)\s+(?:that|this|it|he|she|they)\s+)?(?:(?:true|right|correct|legit|accurate|real|fr)\s*(?:or\s+(?:fud|not|false|cap|fake|lies?|no)\b)?|true or fud|fact or fud|fud\s+or\s+(?:true|real|not))[\s?!.]*$/i;
const FILLER_TAIL = /[\s,.;:-]*\b(?:lol|lmao|haha|ngl|tbh|fr)\b[\s?!.]*$/i;
const FILLER = /\b(?:lol|lmao|haha)\b[,.!]*/gi;

/** True when the message passes on a claim it heard ("saw a tweet saying …", "… true?"). */
export function isHearsay(question: string): boolean {
  return FRAMES.some((re) => new RegExp(re.source, re.flags.replace('g', '')).test(question));
}

/** The question without where the claim was heard and the ask to check it: the claim alone. */
export function withoutHearsay(question: string): string {
  if (!isHearsay(question)) return question;
  let claim = question;
  for (const re of FRAMES) claim = claim.replace(re, ' ');
  for (let i = 0; i < 3; i++) claim = claim.replace(FILLER_TAIL, '').replace(CHECK_TAIL, '');
  claim = claim
    .replace(FILLER, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:-]+/, '')
    .trim();
  return claim.length > 0 ? claim : question;
}
