// Words that name the platform, the assistant or a token in general carry no topic of their own
// ("where does odai get its numbers" is about the data, not about ODAI's own article):
// "can I short odin tokens" is about shorting, whatever section talks most about Odin's tokens.
const PLATFORM_WORDS = new Set([
  'odin',
  'fun',
  'odin.fun',
  'odai',
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
