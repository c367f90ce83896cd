// Words that name the platform or a token in general carry no topic of their own (ODAI, the
// assistant, has an article of its own, so "is odai free" is about ODAI):
// "can I short odin tokens" is about shorting, whatever section talks most about Odin's tokens.
const PLATFORM_WORDS = new Set([
  'odin',
  'fun',
  'odin.fun',
  'platform',
  'site',
  'app',
  'website',
  'coin',
  'coins',
  'token',
]);

export function isPlatformWord(term: string): boolean {
  return PLATFORM_WORDS.has(term);
}
