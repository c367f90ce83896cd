// "Hello! I'm brand new to crypto and a bit overwhelmed, so please be patient with me": a visitor
// who introduces themselves and asks nothing yet. Every word after the greeting must be one of
// these, so "i'm new, how do i buy" (a question) or "i'm new and lost my btc" (a problem) are not.
const INTRO_WORDS = new Set(
  `i im am a an the brand new completely totally very really pretty super quite bit little kinda so
  and but just here to this crypto odin fun bitcoin all of it please be patient with me go easy on
  overwhelmed confused nervous beginner newbie noob total complete starting start started getting
  out first time world space stuff sorry in advance retired old years yrs yo grandma grandpa granny
  grandad`.split(/\s+/),
);
// "I'm 72 and new to this": an age is part of who they are.
const AGE = /^\d{2}$/;
// The subject may be dropped in chat: "new to odin, came from pump fun".
const INTRODUCES = /^(?:(?:i|im|i am)\b.*\b)?(?:new|beginner|newbie|noob|starting|first time)\b/;

// Where a visitor says they come from: another chain, launchpad, DEX, marketplace or exchange.
const ELSEWHERE =
  '(solana|sol|ethereum|eth|base|bsc|bnb( chain)?|binance|coinbase|arbitrum|polygon|avalanche|avax|tron|ton|sui|aptos|cardano|ordinals|runes|stacks|pump( fun)?|pumpfun|raydium|jupiter|moonshot|uniswap|magic eden|bioniq|unisat|okx|bybit|kucoin|cex|cexs|dexs?|evm|eth land|memecoin twitter|ct|crypto twitter|the trenches|nfts?)';
// "just came over from solana", "coming from pump.fun", "new here from ethereum", "hello from raydium
// land": a visitor saying where they arrive from. "ordinals guy here", "solana degen here": who they are.
const ARRIVES_FROM = new RegExp(
  `^((i|im|i am|we|were|we are) )?(just |recently |finally |also )?(new here |fresh )?((came|come|coming|moved|moving|migrated|migrating|switched|switching|arrived|arriving|bridged|bridging|hopped|hopping|here|over|across) )*(over |across )?(here )?from (the )?${ELSEWHERE}( land| world| side| chain| ecosystem| community| trenches| too| originally)?$`,
);
const WHO_FROM = new RegExp(
  `^((i|im|i am) )?(an? |another |fellow |long time |longtime |former |ex |recovering |old )*${ELSEWHERE} (guy|girl|gal|degen|degens|trader|native|maxi|user|person|fam|refugee|dev|bro|enjoyer|holder|collector|ape|chad|fan|veteran|vet)s?( here| checking in| reporting in)?$`,
);

// "just landed here from a tweet", "found you through a friend": how they found the page, not a
// chain they come from; welcomed as a newcomer.
const FOUND_VIA =
  /^((i|im|i am) )?(just )?(landed|came|got|arrived|ended up|found (this|you|odin|odai|this site|this page))( here| on here| on this)?( from| via| through| thanks to| after| by)( a| an| the| my| some)? (tweet|twitter|x|tiktok|youtube|reddit|friend|mate|google|link|post|video|discord|telegram|tg|ad|search|thread)( post| link| video| thread)?$/;

const GREETED =
  /^(hi|hey|hello|yo|sup|gm|hiya|howdy|good (morning|afternoon|evening))( there| all| everyone| guys| frens| fam)? /;

/** True when the introduction says where the visitor comes from ("coming from solana"). */
export function arrivesFrom(text: string): boolean {
  const rest = text.replace(GREETED, '');
  return ARRIVES_FROM.test(rest) || WHO_FROM.test(rest);
}

/** True for a message that only introduces the visitor; `text` is the message normalised by small-talk.ts. */
export function isIntroduction(question: string, text: string): boolean {
  if (question.includes('?')) return false;
  const rest = text.replace(GREETED, '');
  if (arrivesFrom(text) || FOUND_VIA.test(rest)) return true;
  return INTRODUCES.test(rest) && rest.split(' ').every((w) => INTRO_WORDS.has(w) || AGE.test(w));
}
