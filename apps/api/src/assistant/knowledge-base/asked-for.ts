import { processTerm } from './search-index.js';

// The thing a question asks for: "how many employees", "what is the minimum withdrawal", "which
// airdrop". Coverage declines when that word is one the guides never use; the composer leads with
// the passage that names it.
const ASKED_FOR = /\b(?:how (?:many|much) |what(?:'s|s| is| are| was)? (?:the |a |an )?|which )([a-z0-9]+)/gi;

/** The words right after "how many", "what is the" or "which", lower case, as typed. */
export function askedForWords(question: string): string[] {
  // "what is odin's twitter" asks for the twitter, not for odin.
  // ("what's", "it's" and "there's" are contractions, not possessives.)
  const text = question
    .toLowerCase()
    .replace(/\b(?!(?:what|who|how|where|when|that|it|there|here|let|he|she)['’]s\b)[a-z0-9.]+['’]s\s+/g, '');
  return [...text.matchAll(ASKED_FOR)].map((m) => m[1] ?? '').filter(Boolean);
}

/** The same words as retrieval terms (stemmed, stop words dropped). */
export function askedForTerms(question: string): string[] {
  return askedForWords(question).flatMap((w) => processTerm(w) ?? []);
}
