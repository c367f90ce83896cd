import type { MarketSnapshot } from '../../market/market-service.js';
import { EVERYDAY_WORDS } from '../knowledge-base/everyday-words.js';
import { guideSources } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { comparedAside, namesAnotherVenue } from '../knowledge-base/named-elsewhere.js';
import { stem } from '../knowledge-base/stem.js';
import { STOP_WORDS } from '../knowledge-base/stop-words.js';
import { isDescribingWord } from '../knowledge-base/story-words.js';
import { SYNONYM_WORDS } from '../knowledge-base/synonyms.js';
import type { Reply } from '../reply.js';
import { CHAT_NAME_SLOTS, CHAT_SUBJECT_SLOTS } from './chat-name-slots.js';
import { markdownText, marketSource } from './format-live.js';
import { ORDINARY_WORDS } from './ordinary-words.js';
import { phraseNames } from './phrase-names.js';

// Capitals that are words, units or slang, never a token someone asks about (decision 034).
const NOT_TOKENS = new Set(
  'BTC ETH SOL USD USDT USDC EUR AMM ICP DYOR FAQ API NFT NFTS DEX CEX ATH ATL ROI APY APR TVL KYC AML FOMO FUD HODL NGMI LFG IMO IMHO TLDR LOL LMAO OMG WTF GM GN DM DMS UTC GMT SIWB JWT PEM OK AI CEO CTO USA UK EU PNL URL FYI ASAP IDK TBH SATS SAT ODIN ODAI ID IDS PDF CKBTC RUNE RUNES BRC OP MEV TX TXS TXN TXNS MCAP MC CAP FEE FEES BUY SELL SCAM RUG PUMP DUMP ALL NEW WHAT HOW WHO WHY THE AND YES NO NOT TOP PUMPFUN BINANCE COINBASE KRAKEN OKX BYBIT KUCOIN MEXC HTX BITGET UPBIT UNISWAP METAMASK PHANTOM XVERSE UNISAT SEC CFTC IRS FBI TGE ICO IDO IEO KOL KOLS OTC LP LPS UTXO UTXOS BPS DAO AMA ETA RPC SDK ICRC POS POW L1 L2 IOU IOUS ETF ETFS IPO P2P VPN SMS OTP 2FA PIN DEFI CEFI BRC-20 BRC20 ERC-20 ERC20 SRC-20 SRC20 ORC-20 SPL'.split(
    ' ',
  ),
);

// Words people write in capitals that are no ticker when nothing else says "token": slang (WAGMI,
// REKT), wallets, platforms and Bitcoin terms ("does Odin support ORDINALS?"). Where the question
// puts a name in a token's place ("price of DEGEN", "$WAGMI") they are names like any other.
const CAPITAL_WORDS = new Set(
  'WAGMI NGMI GMI REKT SAFU DEGEN DEGENS BTFD NFA WEN SER FREN FRENS BAGS WHALE WHALES COPE SHILL LEDGER TREZOR LEATHER OISY NASDAQ GOOGLE OPENAI CHATGPT GPT TWITTER TELEGRAM DISCORD REDDIT YOUTUBE TIKTOK GITHUB ORDINAL ORDINALS INSCRIPTION INSCRIPTIONS RUNESTONE LIGHTNING TAPROOT SEGWIT MEMPOOL BITCOIN SATOSHI SOLANA ETHEREUM VIX SPX DXY CPI GDP ATR RSI MACD EMA SMA VWAP OHLC OHLCV'.split(
    ' ',
  ),
);

// A capitalised word of five or more characters is a ticker in a message that is only the name
// ("ZORBLAX?") or that asks what one asks of a token ("who created ZORBLAX?", "what's ZORBLAX
// trading at?", "where can I buy ZORBLAX?"). Not in any short question: "does Odin support
// SOLANA?" names a chain, and saying no token is called SOLANA would answer the wrong question.
const ONLY_A_NAME = /^\s*\$?[A-Z][A-Z0-9]{4,19}\s*[?!.]*\s*$/;
const ASKED_OF_A_TOKEN =
  /\b(trading at|trade at|performing|perform|created|creator|made|launched|buy|sell|worth|cost|costs|in sats|hold|holds|info on|information on|looking|pumping|dumping|mooning|going (?:up|down)|go(?:ing)? to (?:the )?moon|rising|falling|dipping|ticker|contract|dev|team behind)\b/i;

// Words shouted for emphasis that are no guide word: adverbs, quantifiers and the like.
const EMPHASIS = new Set(
  `actually really forever never always before after nothing everything anything every one only
  just even still now again very so much too all any literally seriously honestly exactly
  totally completely way please help why where when what who how official legit real fake instantly
  immediately tho though yet already`.split(/\s+/),
);
const isEmphasis = (lower: string, guideWords: Set<string>) =>
  EMPHASIS.has(lower) || isDescribingWord(lower) || inflectionOf(lower, guideWords);

// Dates and times follow the same prepositions as names ("the BTC price on january 3rd").
const TIME_WORDS = new Set(
  'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday today tonight tomorrow yesterday christmas weekend'.split(
    ' ',
  ),
);

// Capitals the guides themselves use (AMM, SIWB, DFINITY…): terms, not unknown tokens. Tracked
// tokens the guides name (ODINDOG) are resolved before this is ever asked.
const capitalsCache = new WeakMap<KnowledgeBase, Set<string>>();
function capitalsOf(kb: KnowledgeBase): Set<string> {
  let set = capitalsCache.get(kb);
  if (!set) {
    const text = kb.articles.flatMap((a) => a.sections.map((s) => `${s.title} ${s.body}`)).join(' ');
    set = new Set(text.match(/\b[A-Z][A-Z0-9]{1,19}\b/g) ?? []);
    capitalsCache.set(kb, set);
  }
  return set;
}

// Words the guides write in lower or title case ("Runes", "ckBTC", "Plug"), lower-cased: ordinary
// words and names of things, not tickers. kb.vocabulary has only the lower-case ones.
const wordsCache = new WeakMap<KnowledgeBase, Set<string>>();
function wordsOf(kb: KnowledgeBase): Set<string> {
  let set = wordsCache.get(kb);
  if (!set) {
    const text = kb.articles.flatMap((a) => a.sections.map((s) => `${s.title} ${s.body}`)).join(' ');
    const words = (text.match(/\b[A-Za-z]+\b/g) ?? []).filter((w) => w !== w.toUpperCase());
    // The words retrieval understands though no guide writes them ("graduation") are words too.
    set = new Set([...kb.vocabulary, ...words.map((w) => w.toLowerCase()), ...SYNONYM_WORDS]);
    wordsCache.set(kb, set);
  }
  return set;
}

// Endings of English nouns, adjectives and participles; made-up names (frogzilla, lambofrog) seldom
// have them.
const ENGLISH_ENDING =
  /(?:tion|sion|ance|ence|ment|ness|ity|able|ible|ive|ous|ful|less|ing|ed|ure|ism|ist|ship|ical|ally|ary|ery)$/;

// A name the guides write in capitals is a term (AMM, SIWB, FOMO, ECDSA) when it is this short;
// the tokens they mention as examples (ODINDOG, BITCAT) are longer. In a token's slot ("price of
// odindog") a longer one is a token name like any other: in a market without it, not found.
const GUIDE_TERM_MAX = 5;

// "sitting" is "sit", "making" is "make", "copies" is "copy": the stemmer's base (a doubled
// consonant undone, a dropped "e" put back) besides the plain suffixes taken off.
function inflectionOf(word: string, vocabulary: Set<string>): boolean {
  return [
    word,
    `${word}s`,
    `${word}ed`,
    `${word}ing`,
    `${word}es`,
    word.replace(/(s|es|ed|ing)$/, ''),
    stem(word),
  ].some((w) => vocabulary.has(w));
}

// Where a name is expected: "price of X", "holders of X", "compare X", "is X safe", "how is X doing"…
const SLOTS = [
  /\b(?:price|prices|holders|holder count|market ?cap|mcap|mc|volatility|vol|liquidity|liquidity score|liq|liq score|chart|figures|numbers|stats|data|info|details|information|24h change|change|transactions|volume|ticker)\s+(?:check\s+)?(?:of|for|on)\s+(?:the\s+)?(?:token\s+|coin\s+)?\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)/gi,
  // "is the dev of zibzab still holding", "who is the creator of zibzab": the token a person belongs to.
  /\b(?:dev|devs|developer|creator|team|founder|owner|deployer)\s+(?:of|behind)\s+(?:the\s+)?(?:token\s+|coin\s+)?\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)/gi,
  // "honko 24h", "zorbax 24h change": a name, then the day's window, ending the message.
  /^\s*\$?([A-Za-z][\w]{1,24})\s+24\s?h(?:r|rs|ours?)?(?:\s+(?:change|move|%))?\s*[?.!]*\s*$/gi,
  /\b(?:24 ?h\s+)?change\s+on\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)/gi,
  /\b(?:token|coin)\s+(?:called|named)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)/gi,
  // "the coin Q-U-A-X": a name spelled out letter by letter too.
  /\b(?:the|a)\s+(?:token|coin)\s+\$?([A-Z](?:-[A-Za-z0-9])+|[A-Z][A-Za-z0-9]{2,24})\b/g,
  // "wumbo inu token how much is": a name (and a meme suffix) before "token", then what is asked.
  /^\s*\$?([A-Za-z][\w]{1,24})(?:\s+(?:inu|coin|cat|dog))?\s+(?:token|coin)\s+(?:how much|price|worth|cost)\b/gi,
  // "tell me about the token snorkbit": in lower case only after "about / info on" and where the
  // name ends the message; elsewhere a verb or a noun follows ("when the token bonds", "the token pfp").
  /\b(?:about|on)\s+(?:the|a|this|that)\s+(?:token|coin)\s+\$?([a-z][a-z0-9]{2,24})\s*[?.!]*\s*$/g,
  // "kronkai is that a real token here", "zorblax, is it legit": the name, then the question about it
  // (a whole word: "2jjj is this legit" names the id 2jjj, not a token "jjj").
  /(?<![\w/.])\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s*,?\s+(?:is|isn't)\s+(?:that|it|this|he|she|they)?\s*(?:an?\s+|the\s+)?(?:real|actual|legit|safe|trustworthy|scam|rug|token|coin)\b/gi,
  /\bis\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:safe|legit|a scam|a rug|trustworthy)\b/gi,
  /\b(?:is|are)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:an?\s+(?:token|coin)\s+)?(?:on|listed on|available on|traded on|trading on|launched on)\s+odin\b/gi,
  /\bis\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:an?|the)\s+(?:real\s+|actual\s+|legit\s+)?(?:token|coin)\b/gi,
  /\bhow\s+(?:is|'s)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+doing\b/gi,
  // "where's QUANTAPEPE on your dashboard?": a name looked for in the list.
  /\bwhere(?:'s|’s| is|s)\s+\$?([A-Za-z][\w]{2,24})\s+(?:on|in)\s+(?:your|the|ur|this)\s+(?:dashboard|list|site|page|app|table)\b/gi,
  // "what about ploxxo" after a token's figures: another name asked the same of.
  /^\s*(?:and\s+|ok\s+|so\s+)?(?:what|how)\s+about\s+\$?([A-Za-z][\w]{2,24})\s*[?.!]*\s*$/gi,
  // "whats flurbo doing today", "what is ZORP up to".
  /\bwhat(?:'s|s| is)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:doing|up to)\b/gi,
  // "is HODLPANDA up today?": a name whose day is asked.
  /\b(?:is|are|was)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:up|down|green|red)\s+(?:today|rn|now|right now|this week|in the last 24 ?h|since yesterday)\b/gi,
  /\b(?:how much|what)\s+(?:is|are)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:worth|trading at|going for|selling for)\b/gi,
  /\b(?:is|has)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:ascended|bonded|graduated|etched|listed|dead|rugged|pumping|dumping)\b/gi,
  // "anyone know if odinkitty ascended yet", "did SHIBARUNE go up today": a name's stage or day.
  /\b(?:if|whether)\s+\$?([A-Za-z][\w]{2,24})\s+(?:has\s+|is\s+|already\s+)?(?:ascended|bonded|graduated|rugged|pumped|dumped)\b/gi,
  /\b(?:did|has|does)\s+\$?([A-Za-z][\w]{2,24})\s+(?:go|gone|went)\s+(?:up|down)\b/gi,
  // "my friend told me to look at nakamotocat, what's the mcap": the name looked at, then its figure.
  /\b(?:look at|looking at|check out|checking out|told me about)\s+\$?([A-Za-z][\w]{2,24})\s*(?:[,.!?;]|$)/gi,
  /\bhow\s+(?:liquid|volatile|risky|safe|legit|popular|active|big)\s+is\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\b/gi,
  // "when will MOONCAT bond", "MOONCAT ascension progress": a name's stage, asked ahead.
  /\bwhen (?:will|does|did|is)\s+\$?([A-Za-z][\w]{1,24})\s+(?:going to\s+|gonna\s+)?(?:bond|ascend|graduat|migrat)\w*\b/gi,
  /^\s*\$?([A-Za-z][\w]{1,24})\s+(?:ascension|bonding|graduation|curve)\s+(?:progress|status|%)/gi,
  /\bcompare\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\b|\b(?:vs\.?|versus)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\b/gi,
  /\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:vs\.?|versus)\s/gi,
  /\bhow many (?:holders|transactions|trades)\s+(?:does|do|has)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:have|got)\b/gi,
  // "how many trades did MEEPSTAR do in the last day".
  /\bhow many (?:transactions|trades|txns?|buys|sells)\s+(?:did|does|has|have)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:do|done|make|made|get|got|have|had|see|seen)\b/gi,
  // "how many people hold X", "how many ppl are holding X".
  /\bhow many (?:people|ppl|peeps|folks|wallets|addresses|users|accounts|holders)\s+(?:are\s+)?(?:hold|holding|own|owning|have|bought)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\b/gi,
  // "wen ascension for GOBLINZ", "graduation of zorblax": the stage of a token.
  /\b(?:ascension|graduation|bonding|migration)\s+(?:for|of)\s+(?:the\s+)?(?:token\s+|coin\s+)?\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\b/gi,
  // "who made zorblax", "how old is ZORBLAX", "tell me about zorblax token".
  /\b(?:who|which dev)\s+(?:made|created|launched|deployed|owns|runs)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s*[?.!]*\s*$/gi,
  /\bhow old is\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\b/gi,
  /\babout\s+(?:the\s+)?\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:token|coin|memecoin)\b/gi,
  // "how do i buy zorblax", "should i ape into MOONPIG": a name that ends the request to trade it.
  /\b(?:buy|buying|sell|selling|ape into|ape in|aping into|invest in|get into|snipe)\s+(?:some\s+)?\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s*(?:on odin(?:\.fun)?\s*)?(?:now|today|rn)?\s*[?.!]*\s*$/gi,
  // Asked of a name when no figure is: "does zorblax exist", "what happened to ZORBLAX", "thoughts
  // on zorblax", "has anyone heard of zorblax", "when did zorblax launch", "what is the id of
  // zorblax", "how many zorblax can i get", "zorblax token info", "zorblax dev sold?".
  /\b(?:does|did|is)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:still\s+)?(?:exist|exists)\b/gi,
  /\bwhat (?:happened|is happening|'s happening) (?:to|with)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\b/gi,
  /\b(?:thoughts|opinions?|news|updates?|info|information|anything|everything|details)\s+(?:on|about|for)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s*[?.!]*\s*$/gi,
  /\b(?:heard of|heard about|know about|find|found)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s*[?.!]*\s*$/gi,
  /\bwhen did\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:launch|start|come out|go live|ascend|list|get listed|bond)\b/gi,
  /\b(?:id|token id|contract|contract address|address|ca|link|url|page)\s+(?:of|for)\s+(?:the\s+)?\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\b/gi,
  /\bhow (?:many|much)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:can|could|do|would|will)\s+(?:i|you)\s+(?:get|buy|receive)\b/gi,
  /\bhow much (?:is|are)\s+(?:one\s+|1\s+|a\s+)?\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+in\s+(?:usd|dollars|sats|btc|bitcoin)\b/gi,
  /^\s*\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:token|coin)\s+(?:info|details|stats|data|news)\b/gi,
  /^\s*\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)(?:'s|’s)?\s+(?:dev|devs|creator|team|founder)\b/gi,
  // "price of token 9zzq", "token id 7abc": a token id (digits and letters, the short code in its URL).
  /\b(?:token|coin)\s+(?:id\s+)?([0-9][a-z0-9]{2,5})\b/gi,
  // "is snekz a copy of bitcat": a name said to copy another.
  /\bis\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:a|the)\s+(?:copy|clone|fake|copycat|knockoff|rip-?off)\s+(?:of|to)\b/gi,
  // "someone is shilling ZORBLAX in my dms": the token pushed at the visitor.
  /\b(?:shill(?:ing|ed|s)?|push(?:ing|ed)|promot(?:ing|ed))\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\b/gi,
  // "will zorblax pump", "is ZORBLAX going to moon": a prediction asked of a name.
  /\b(?:will|is)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:going to\s+|gonna\s+)?(?:pump|moon|dump|rise|crash|recover|explode|go up|go down|10x|100x)\b/gi,
  /\b(?:what'?s|whats|what is) (?:up|going on|happening) (?:with|w\/?|wit)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)/gi,
  // "the total value of QWERTYDOGE", "worth of all zibzab coins": a token's market cap in other words.
  /\b(?:total\s+)?(?:value|worth)\s+of\s+(?:all\s+)?(?:the\s+)?\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\b/gi,
  // "how many holders moonpig got": the figure first, then the name and its verb.
  /\bhow many (?:holders|transactions|trades|txns)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:got|has|have|had)\b/gi,
  // "runewif is still on the curve?", "is zorblax still on the bonding curve": a name's stage.
  /^\s*(?:so\s+|and\s+|wait\s+)?\$?([A-Za-z][\w]{2,24})\s+(?:is\s+)?still\s+(?:on|in)\s+(?:the|its)\s+(?:bonding\s+)?curve\b|\bis\s+\$?([A-Za-z][\w]{2,24})\s+still\s+(?:on|in)\s+(?:the|its)\s+(?:bonding\s+)?curve\b/gi,
  // "is RUNEWOMBAT among the top gainers": a name asked about a ranking.
  /\b(?:is|was)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)\s+(?:among|in|on|one of)\s+the\s+(?:top|biggest|best|worst)\b/gi,
];

// "ZORBLAX price", "blimpo's holders": a name before the figure. The same place holds an adjective
// ("on the climbing price ramp", "the starting price"), so a lower-case word with an English
// ending is none there.
const BEFORE_FIGURE =
  /(?<![\w$])\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)(?:'s|’s)?\s+(?:24 ?h\s+)?(?:price|holders|holder count|market ?cap|mcap|chart|stats|volatility|liquidity|liq|volume|vol|txns|transactions|change)\b/gi;

// "price of odai, bitcat and snekz": every name of a list after a figure's "of".
const FIGURE_OF_LIST =
  /\b(?:price|prices|holders|market ?cap|mcap|volatility|liquidity|volume|figures|stats)\s+(?:of|for)\s+((?:\$?[A-Za-z][\w-]{0,24}\s*,\s*)+\$?[A-Za-z][\w-]{0,24}(?:\s*,?\s*(?:and|&)\s+\$?[A-Za-z][\w-]{0,24})?)/gi;

// Slots that name a thing, taken only for a name in capitals ("anyone know about BLORP?", "thoughts
// on GIGADOGE", "what's the id of MOONPIG", "how much does one MEOWR cost", "show me FOMODOG"): in lower case they are
// ordinary questions ("what about fees?"). "What is X" only for a name of six or more letters, since
// slang and acronyms ("what is WAGMI?") are short and are terms, not tokens.
const CAPS_SLOTS = [
  /\b(?:about|on|of|called|named)\s+\$?([A-Z][A-Z0-9]{2,19})\s*[?.!]*\s*$/g,
  /\b(?:does|do|is|are|would)\s+(?:one|a|1)\s+\$?([A-Z][A-Z0-9]{2,19})\s+(?:cost|go for|sell for|trade at|worth)\b/gi,
  /\b(?:what|who)\s*(?:is|'s|s)\s+\$?([A-Z][A-Z0-9]{5,19})\s*[?.!]*\s*$/gi,
  /\bhow much (?:is|are)\s+(?:one\s+|1\s+|a\s+)?\$?([A-Z][A-Z0-9]{2,19})\s*[?.!]*\s*$/gi,
  // "and ZORBLAX?", "what about ZORBLAX": a follow-up that is only a name.
  /^\s*(?:and|also|ok|what about|how about)\s+\$?([A-Z][A-Z0-9]{2,19})\s*[?.!]*\s*$/g,
  /^\s*(?:pls\s+|please\s+)?(?:show me|look up|lookup|find|search for|search|check|pull up)\s+\$?([A-Z][A-Z0-9]{2,19})\s*[?.!]*\s*$/gi,
];

// A question that is about some token's figures or standing, for the capitals rule.
// "compare ODINDOG with X", "ODINDOG and X": the second name of a comparison.
const COMPARED = /\b(?:compare|comparison|vs\.?|versus|difference between)\b/i;
// "Which is better, ODINDOG or FLOKI?": a choice between names, taken only in capitals ("which is
// faster, bitcoin or lightning?" names no tokens).
const CHOICE = /\bwhich (?:is|has|one)\b/i;
// "ZORBLAX or ODINDOG, which is better?": the first name of a choice.
const FIRST_OF_PAIR = /\$?\b([A-Z][A-Z0-9]{2,19})\s+(?:or|vs\.?|versus)\s+\$?[A-Za-z]/g;
// "pepebtc or griffain, which has the bigger mcap?": in lower case, a choice between names only
// where a token's figure is asked.
const FIRST_OF_ANY_PAIR = /\$?\b([A-Za-z][\w]{2,19})\s+(?:or|vs\.?|versus)\s+\$?[A-Za-z]/g;
const FIGURE_ASKED =
  /\b(?:prices?|holders?|market ?caps?|mcap|mc|volatil\w*|liquid\w*|liq|volume|transactions?|txns?)\b/i;
// "compare odindog with moonpigz pls": a please after the name still ends the pair.
const SECOND_OF_PAIR =
  /(?:\b(?:and|with|to|or|n)|&|\+)\s+\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)(?:\s+(?:pls|plz|please|for me|rn|now))?\s*[.!]*\s*(?:\?|$|who|which)/gi;

const TOKEN_CONTEXT =
  /\b(price|holders?|market ?cap|mcap|volatil\w*|liquid\w*|24 ?h|change|transactions?|volume|chart|compare|vs|versus|safe|legit|rug|tokens?|coins?|ticker|doing|figures|numbers|stats|popular|trending)\b/i;
// A direction ("MOONDUST up or down today?") or a stage ("is QUIBBLE on the curve still") is asked
// of a token too, but only of a name of five or more capitals: shorter ones are the guides' terms
// and slang ("the KOTH rule on the curve").
const STAGE_OR_DIRECTION =
  /\b(up or down|pumping|dumping|mooning|curve|ascend\w*|bonded|graduat\w*|etched)\b/i;

// A rune's spaced name: its words joined by dots (DOG•GO•TO•THE•MOON).
const RUNE_NAME = /(?<![\w•])[A-Za-z0-9]+(?:•[A-Za-z0-9]+)+(?![\w•])/g;

/**
 * Names in a question that look like a token: a `$TICKER`; a word in a slot where a token name goes
 * ("price of X", "is X safe"); or an ALL-CAPS word in a question about figures. Ordinary words of
 * the guides and well-known capitals (BTC, AMM, DYOR…) never count. Whether one exists is the caller's.
 */
// The guides' text in lower case, once per knowledge base: "Internet Computer" is a name they use.
const GUIDE_TEXT = new WeakMap<KnowledgeBase, string>();
function guideText(kb: KnowledgeBase): string {
  let text = GUIDE_TEXT.get(kb);
  if (text === undefined) {
    text = kb.articles
      .flatMap((a) => [a.title, ...a.sections.flatMap((x) => [x.title, x.body])])
      .join('\n')
      .toLowerCase();
    GUIDE_TEXT.set(kb, text);
  }
  return text;
}

const MULTI_WORD_NAME =
  /\b(?:called|named|of|for|about|token|coin|rune)\s+((?:[A-Z][a-z]+|[A-Z]{2,})(?:\s+(?:[A-Z][a-z]+|[A-Z]{2,})){1,2})\b/g;

export function tokenLikeNames(asked: string, kb: KnowledgeBase): string[] {
  // 'the token "DOGEKING"': quotes around a name are not part of it.
  const quoted = asked.replace(/["“”`]/g, ' ').replace(/(^|\s)'([^'\s]+)'(?=[\s?.!,]|$)/g, '$1$2');
  // "DOG•GO•TO•THE•MOON price?": a rune's name, its words joined by dots, is one name; its words
  // ("MOON") are no names of their own.
  const runeNames = quoted.match(RUNE_NAME) ?? [];
  const question = quoted.replace(RUNE_NAME, ' ');
  // "can i put $meow2024 in small letters, what are the rules for the ticker": a ticker the visitor
  // means to create is an example for the rules, not a token to look up.
  if (TICKER_RULES.test(question)) return [];
  const commonWords = kb.vocabulary;
  const guideWords = wordsOf(kb);
  const capitals = capitalsOf(kb);
  const names: string[] = [...new Set(runeNames)];
  const add = (raw: string | undefined, inItsPlace = true) => {
    if (!raw) return;
    const name = raw.replace(/^\$/, '');
    const upper = name.toUpperCase();
    if (name.length < 2 || NOT_TOKENS.has(upper) || /^\d+$/.test(name)) return;
    if (capitals.has(upper) && !(inItsPlace && upper.length > GUIDE_TERM_MAX)) return;
    if (!inItsPlace && CAPITAL_WORDS.has(upper)) return;
    // "WAS IT A HACK", "how much does it ACTUALLY cost", "stuck on the curve FOREVER": an English
    // word in capitals outside a token's place is emphasis, not a ticker.
    if (!inItsPlace && name === upper && isEmphasis(name.toLowerCase(), guideWords)) return;
    const lower = name.toLowerCase();
    if (TIME_WORDS.has(lower)) return;
    // A lower-case word is a name only if it is no word of the guides (in any simple inflection
    // and any casing but capitals: "runes" is "Runes") and no ordinary question word ("my", "ascend").
    // A compound of such words ("on-chain", "real-time") is one too, not a name.
    const ordinary = (w: string) => STOP_WORDS.has(w) || inflectionOf(w, guideWords);
    if (name !== upper && lower.split('-').every(ordinary)) return;
    if (name !== upper && ORDINARY_WORDS.has(lower)) return;
    // Out of a token's slot ("how much is X", "is X up or down") a lower-case word is more often
    // English than a name: one with an English ending ("verification", "expensive", "staked") or an
    // everyday short word ("oil", "tax") is no name there.
    if (!inItsPlace && name !== upper && (ENGLISH_ENDING.test(lower) || EVERYDAY_WORDS.has(lower))) return;
    // Nor a typo of one ("price impct", "the dashoard"): a name is typed as the visitor saw it.
    if (name !== upper && kb.index.isTypo(lower)) return;
    if (commonWords.has(name.toLowerCase()) && name.length <= 3) return;
    if (!names.some((n) => n.toUpperCase() === upper)) names.push(name);
  };
  for (const m of question.matchAll(/\$([A-Za-z][A-Za-z0-9]{1,19})\b/g)) add(m[1]);
  // A name of several words is taken whole, and out of what the one-word slots read next, unless
  // the guides use it as it stands or it is another venue ("rules of Magic Eden").
  let rest = question;
  const takeWhole = (name: string) => {
    if (guideText(kb).includes(name.toLowerCase()) || namesAnotherVenue(name)) return;
    add(name);
    rest = rest.replace(name, ' ');
  };
  // "a rune called SATOSHI PICKLE", "holders of Moon Kitty": a name of two or three capitalised
  // words in a token's place is one name, when one of its words is none the guides use.
  for (const m of question.matchAll(MULTI_WORD_NAME)) {
    const words = (m[1] ?? '').split(/\s+/);
    const newWord = words.some((w) => !commonWords.has(w.toLowerCase()) && !capitals.has(w.toUpperCase()));
    if (newWord) takeWhole(m[1] ?? '');
  }
  // "holders of purple koala": a name of lower-case words, whole, before a slot takes one of them.
  const isNew = (w: string) =>
    /^[a-z]{3,}$/.test(w) &&
    !ENGLISH_ENDING.test(w) &&
    !TIME_WORDS.has(w) &&
    !isEmphasis(w, guideWords) &&
    !ORDINARY_WORDS.has(w) &&
    !EVERYDAY_WORDS.has(w) &&
    !kb.index.isTypo(w);
  for (const phrase of phraseNames(rest, isNew)) takeWhole(phrase);
  for (const re of [...SLOTS, ...CHAT_NAME_SLOTS]) for (const m of rest.matchAll(re)) add(m[1] ?? m[2]);
  for (const m of rest.matchAll(BEFORE_FIGURE))
    if (m[1] && !(m[1] === m[1].toLowerCase() && ENGLISH_ENDING.test(m[1]))) add(m[1]);
  for (const re of CHAT_SUBJECT_SLOTS) for (const m of rest.matchAll(re)) add(m[1], false);
  for (const m of rest.matchAll(FIGURE_OF_LIST))
    for (const item of (m[1] ?? '').split(/\s*,\s*|\s+(?:and|&)\s+/)) add(item.replace(/^and\s+/i, ''));
  for (const re of CAPS_SLOTS)
    for (const m of rest.matchAll(re)) if (m[1] && /^[A-Z0-9]+$/.test(m[1])) add(m[1], false);
  if (COMPARED.test(question)) for (const m of rest.matchAll(SECOND_OF_PAIR)) add(m[1]);
  else if (CHOICE.test(question)) {
    for (const m of [...rest.matchAll(FIRST_OF_PAIR), ...rest.matchAll(SECOND_OF_PAIR)])
      if (m[1] && /^[A-Z][A-Z0-9]+$/.test(m[1])) add(m[1], false);
    if (FIGURE_ASKED.test(question))
      for (const m of [...rest.matchAll(FIRST_OF_ANY_PAIR), ...rest.matchAll(SECOND_OF_PAIR)]) add(m[1]);
  }
  const letters = question.replace(/[^A-Za-z]/g, '');
  // A whole message in capitals is shouting, not a list of tickers; "BONKRUNE price" is a ticker.
  const capsWords = question.match(/\b[A-Z]{2,}\b/g)?.length ?? 0;
  const shouting =
    capsWords >= 3 && letters.length > 12 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.6;
  const inContext = TOKEN_CONTEXT.test(question);
  const askedOfOne = inContext || STAGE_OR_DIRECTION.test(question);
  if (!shouting && (askedOfOne || ONLY_A_NAME.test(question) || ASKED_OF_A_TOKEN.test(question))) {
    for (const m of question.matchAll(/\b[A-Z][A-Z0-9]{2,19}\b/g)) {
      const caps = m[0].replace(/[^A-Z]/g, '').length;
      const long = inContext || m[0].length >= 5;
      if (long && caps >= 2 && !commonWords.has(m[0].toLowerCase())) add(m[0], false);
    }
  }
  // "Tried the ticker BITCOINDOGE and the form says invalid": the visitor's own ticker on the
  // creation form, not a token to look up.
  const ownTickers = new Set([...question.matchAll(OWN_TICKER)].map((m) => (m[1] ?? '').toUpperCase()));
  const lookedUp = names.filter((n) => !ownTickers.has(n.toUpperCase()));
  // "Your volatility %, is it like ATR on binance charts?": a name compared with beside another
  // venue is that venue's thing, not a token asked about.
  if (!namesAnotherVenue(question)) return lookedUp;
  const aside = comparedAside(question);
  return lookedUp.filter((n) => !aside.has(stem(n.toLowerCase())));
}

const TICKER_RULES =
  /\b(?:ticker|symbol|token name|coin name)s?\b[^.?!]{0,60}\b(?:rules?|allowed|valid|invalid|when (?:creating|launching|making|minting))\b|\b(?:rules?|allowed|valid|invalid)\b[^.?!]{0,40}\b(?:ticker|symbol)s?\b|\bhow (?:long|many (?:letters|characters|chars))\b[^.?!]{0,30}\b(?:ticker|symbol)s?\b/i;

const OWN_TICKER =
  /\b(?:tried|try|trying|typed|entered|picked|used|wanted|chose)\s+(?:the |my |a |to use )?(?:ticker|symbol|token name|name)\s+\$?([A-Za-z][A-Za-z0-9]{1,19})\b/gi;

/** The names an earlier reply said it could not find (its `notFoundLine`s). */
export function namesNotFoundIn(markdown: string): string[] {
  return [...markdown.matchAll(/I couldn't find a token called \*\*(.+?)\*\* among the/g)].map((m) =>
    (m[1] as string).replace(/\\(.)/g, '$1'),
  );
}

// On demo data the tokens looked through are the simulated market's, not Odin.fun's: a name not
// found there may well exist on Odin.fun, so the line says which market it looked in.
const DEMO_MARKET = " (ODAI's simulated demo market, not live Odin.fun data)";

/** "among the 7 tokens ODAI tracks", naming the demo market when the data is demo. */
export function amongTracked(snapshot: Pick<MarketSnapshot, 'source' | 'tokens'>): string {
  const demo = snapshot.source === 'demo' ? DEMO_MARKET : '';
  return `among the ${snapshot.tokens.length} tokens ODAI tracks${demo}`;
}

/** The sentence for a name that is not a tracked token, and how to check one on Odin.fun. */
export function notFoundLine(name: string, snapshot: MarketSnapshot): string {
  return `I couldn't find a token called **${markdownText(name)}** ${amongTracked(snapshot)}.`;
}

export const CHECK_ON_ODIN =
  'To check a token on Odin.fun, open `https://odin.fun/token/<id>` with its token id (the short code in its URL); names and tickers repeat, so only the id identifies it.';

export function unknownTokenReply(kb: KnowledgeBase, names: string[], snapshot: MarketSnapshot): Reply {
  return {
    markdown: [...names.map((n) => notFoundLine(n, snapshot)), '', `- ${CHECK_ON_ODIN}`].join('\n'),
    sources: [
      marketSource('tokens', 'Market — Tracked tokens', snapshot.asOf, snapshot.source),
      ...guideSources(kb, ['security#copycat-tokens']),
    ],
  };
}
