import { DESCRIBING_WORDS } from './describing-words.generated.js';

/**
 * Words that tell the visitor's story or colour the question, never its topic: "my cousin keeps
 * banging on about Odin.fun, what's the gist of it, in a nutshell?" asks what Odin.fun is. Left in,
 * such words count as topics no guide covers and the question is declined (decision 062).
 *
 * Five kinds: occasions the story happens at ("at thanksgiving"), where it was seen ("in a thread"), people in the visitor's life ("my aunt", "a coworker"; not friends, whom referrals
 * invite), the nouns of idioms that only
 * ask for a short answer ("the gist", "ballpark"), and words English uses only to describe or
 * exclaim (adjectives and interjections: "hefty", "nerdy", "huh") that no guide uses. A
 * describing word a guide uses ("volatile", "safe", "new") keeps its weight: there it names a topic.
 */
const PEOPLE = new Set(
  `cousin cousins aunt aunts auntie uncle uncles niece nephew mate mates flatmate flatmates roommate
  roommates housemate coworker coworkers colleague colleagues workmate neighbour neighbours neighbor
  neighbors buddy buddies pal pals bestie bff brother brothers sister sisters sibling
  siblings mom mum mother dad father parents parent grandson granddaughter grandkid grandkids
  grandchild grandchildren grandma grandpa grandmother grandfather granny gran nan son sons daughter
  daughters kid kids wife husband spouse girlfriend boyfriend gf bf fiance fiancee boss classmate
  classmates teacher inlaws family relatives techie techies nerd nerds geek geeks`.split(/\s+/),
);

// Occasions the story happens at ("at thanksgiving", "over dinner", "my birthday money").
const OCCASIONS = new Set(
  `thanksgiving christmas xmas easter halloween dinner lunch breakfast brunch bbq barbecue party
  wedding birthday holiday holidays vacation weekend`.split(/\s+/),
);

// Where the visitor saw or heard something ("saw x*y=k in a thread", "a tiktok video said"), when no
// guide uses the word: the place is the story, what was seen there is the question.
const MEDIA = new Set(
  `thread threads tweet tweets reel reels video videos vid vids clip clips podcast podcasts stream
  streams livestream article articles blog blogs vlog vlogs youtuber youtubers tiktok tiktoks
  screenshot screenshots groupchat gc subreddit forum forums`.split(/\s+/),
);

const IDIOM_NOUNS = new Set(`gist nutshell ballpark tldr tl;dr lowdown vibe vibes jist`.split(/\s+/));

// English words used only to describe or exclaim (adjectives, interjections), from en-lexicon. Not
// adverbs: "personally", "exactly" and "officially" narrow what is asked.
// "Sensible" is missing from it (the lexicon also reads it as a noun): "what is a sensible number".
const DESCRIBING = new Set([...DESCRIBING_WORDS.split(/\s+/).filter(Boolean), 'sensible']);

/** An English word used only to describe or exclaim ("huge", "official", "wow"). */
export function isDescribingWord(word: string): boolean {
  return DESCRIBING.has(word);
}

/**
 * True for a lower-case word of the question that names no topic: a person in the visitor's life,
 * an occasion or a place something was seen that no guide names, an idiom's noun, or a describing word `known` says no guide uses.
 */
export function isStoryWord(word: string, known: (w: string) => boolean): boolean {
  if (PEOPLE.has(word) || IDIOM_NOUNS.has(word)) return true;
  if ((OCCASIONS.has(word) || MEDIA.has(word)) && !known(word)) return true;
  return !known(word) && DESCRIBING.has(word);
}
