import { STOP_WORDS } from '../knowledge-base/stop-words.js';

// Words that ask about a token or pad chat, never part of its name: "price", "token", "odin", "rn".
const NOT_NAME_WORDS = new Set(
  `price prices holders holder count market cap mcap mc liquidity liq volume vol volatility chart
  stats figures numbers data details info information news token tokens coin coins memecoin rune
  runes odin odinfun fun site platform dashboard page website app daily weekly yearly hourly yo pls plz rn smth sth something lol ok hey bro ser fren
  today yesterday tonight week month last whats thats whos`.split(/\s+/),
);

// What comes right before a name of several lower-case words: "a token called moon pig inu",
// "mcap of captain sats", "how many holders does moon pig inu have".
const BEFORE_NAME =
  /(?:\b(?:token|coin|rune|memecoin)s?\s+(?:called|named)|\b(?:prices?|holders|holder count|market ?cap|mcap|mc|liquidity|liq|volume|volatility|chart|info|information|stats|figures|numbers|data|details|news|thoughts)\s+(?:of|for|on|about)(?:\s+the)?|\bhow many (?:holders|transactions|trades|txns)\s+(?:does|do|has))\s*$/i;
// What comes right after one, ending the question: "purple koala holders + price", "satoshis lost
// hamster token price??" (not "freshly launched token cost per coin", "randoms add liquidity to").
const AFTER_NAME =
  /^\s*(?:(?:'s|’s)\s+)?(?:(?:token|coin|memecoin)\s+)?(?:price|prices|holders|holder count|market ?cap|mcap|mc|liquidity|liq|volume|chart|stats|info)(?:\s*(?:and|\+|&|n)\s*(?:price|holders|mcap|market ?cap|volume|liquidity))?\s*(?:rn|now|today|pls|please)?\s*[?.!]*\s*$/i;
// "is grumpy walrus sats on odin": a name asked about being there.
const IS_BEFORE = /\b(?:is|are)\s*$/i;
const ON_ODIN_AFTER = /^\s*(?:on|listed on|live on|trading on) odin\b/i;
// "called" is strong enough alone: "a token called satoshi dog" names it though both are words.
const CALLED = /\b(?:called|named)\s*$/i;

// Words with their apostrophes: "what's" and "zorblax's" end a run, they are no word of a name.
const WORD = /[A-Za-z][\w'’-]*/g;

/**
 * Names of two to four lower-case words in a token's place ("holders of purple koala", "moon pig
 * inu holders"): a run of words that are no stop or question words, at least one of them new to
 * the guides (`isNew`), with a token's cue right before or after it. One-word names are the slots'
 * (unknown-token.ts); this finds the whole name where they would take one word of it.
 */
export function phraseNames(question: string, isNew: (lower: string) => boolean): string[] {
  const words = [...question.matchAll(WORD)].map((m) => ({ text: m[0], at: m.index ?? 0 }));
  const nameWord = (w: string) => {
    const lower = w.toLowerCase();
    return w !== w.toUpperCase() && !/['’]/.test(w) && !STOP_WORDS.has(lower) && !NOT_NAME_WORDS.has(lower);
  };
  const found: string[] = [];
  let i = 0;
  while (i < words.length) {
    let j = i;
    // A run ends at a word that is no name word or at punctuation between two words.
    while (
      j < words.length &&
      nameWord(words[j]?.text ?? '') &&
      (j === i || /^\s+$/.test(question.slice(endOf(words[j - 1]), words[j]?.at)))
    )
      j++;
    if (j - i >= 2 && j - i <= 4) {
      const run = words.slice(i, j);
      const start = run[0]?.at ?? 0;
      const end = endOf(run.at(-1));
      const before = question.slice(0, start);
      const after = question.slice(end);
      const cued =
        BEFORE_NAME.test(before) ||
        AFTER_NAME.test(after) ||
        (IS_BEFORE.test(before) && ON_ODIN_AFTER.test(after));
      const someNew = run.some((w) => isNew(w.text.toLowerCase()));
      if (cued && (someNew || CALLED.test(before))) found.push(question.slice(start, end));
    }
    i = Math.max(j, i + 1);
  }
  return found;
}

const endOf = (w: { text: string; at: number } | undefined) => (w ? w.at + w.text.length : 0);
