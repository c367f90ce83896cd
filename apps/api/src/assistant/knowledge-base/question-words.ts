import { plainIdioms } from './chat-idioms.js';
import { plainRegister } from './formal-register.js';
import { foldAccents, OTHER_LANGUAGES } from './other-languages.js';
import { withNamedConcepts } from './vague-names.js';

/**
 * Chat spelling to plain words, before anything else looks at a question: "wat r fees" → "what are
 * fees", "wen moon" → "when moon". Only whole words are replaced, and only shorthand that means one
 * thing; domain slang (rug, moon, ape) is left to the sections' question lists.
 */
export const SHORTHAND: ReadonlyMap<string, string> = new Map<string, string>(
  Object.entries({
    wat: 'what',
    wot: 'what',
    wut: 'what',
    whats: 'what is',
    wats: 'what is',
    r: 'are',
    u: 'you',
    ur: 'your',
    wen: 'when',
    thru: 'through',
    tho: 'though',
    hw: 'how',
    y: 'why',
    pls: 'please',
    plz: 'please',
    cuz: 'because',
    coz: 'because',
    im: 'i am',
    dont: 'do not',
    cant: 'unable',
    doesnt: 'does not',
    isnt: 'is not',
    // Contractions typed without the apostrophe: "arent" is no topic word nobody covers.
    arent: 'are not',
    wasnt: 'was not',
    werent: 'were not',
    didnt: 'did not',
    hasnt: 'has not',
    havent: 'have not',
    hadnt: 'had not',
    shouldnt: 'should not',
    wouldnt: 'would not',
    couldnt: 'unable',
    aint: 'is not',
    theyre: 'they are',
    youre: 'you are',
    ive: 'i have',
    thats: 'that is',
    whos: 'who is',
    wheres: 'where is',
    hows: 'how is',
    lemme: 'let me',
    gimme: 'give me',
    gimmie: 'give me',
    gotta: 'have to',
    tryna: 'trying to',
    wanna: 'want to',
    gonna: 'going to',
    abt: 'about',
    ppl: 'people',
    peeps: 'people',
    folks: 'people',
    folk: 'people',
    bucks: 'money',
    diff: 'difference',
    fe: 'fee',
    mch: 'much',
    da: 'the',
    teh: 'the',
    mcap: 'market cap',
    mc: 'market cap',
    wdym: 'what does it mean',
    anytime: 'any time',
    everytime: 'every time',
    sometime: 'some time',
    marketcap: 'market cap',
    rugpull: 'rug pull',
    orderbook: 'order book',
    orderbooks: 'order books',
    rugged: 'rug pulled',
    rugs: 'rug pulls',
    txn: 'transaction',
    min: 'minimum',
    max: 'maximum',
    brc20: 'brc 20',
    tx: 'transaction',
    lp: 'liquidity provider',
    // "ref program how", "ref link", "ref code": traders' word for the referral.
    ref: 'referral',
    refs: 'referrals',
    pumpfun: 'pump fun',
    tmrw: 'tomorrow',
    tmr: 'tomorrow',
    tmrow: 'tomorrow',
    b4: 'before',
    till: 'until',
    til: 'until',
    // Traders' shorthand (set W): "the og", "the sign-in msg", "ur vol calc", "how tf".
    og: 'original',
    msg: 'message',
    img: 'image',
    imgs: 'images',
    msgs: 'messages',
    vol: 'volatility',
    liq: 'liquidity',
    calc: 'calculate',
    calcs: 'calculates',
    tf: 'the',
    txns: 'transactions',
    txs: 'transactions',
    // "how fast do txs finalize": when a trade is final, the finality section's word.
    finalize: 'settle',
    finalise: 'settle',
    finalized: 'settled',
    finalised: 'settled',
    addy: 'address',
    // "tx has 2 confs": Bitcoin confirmations.
    conf: 'confirmation',
    confs: 'confirmations',
    // "bc i was reading it", "does it expire or smth": chat shorthand for everyday words.
    bc: 'because',
    bcuz: 'because',
    bcoz: 'because',
    smth: 'something',
    shud: 'should',
    shld: 'should',
    cud: 'could',
    wud: 'would',
    sth: 'something',
    smthn: 'something',
    sumthin: 'something',
    prob: 'probably',
    probs: 'probably',
    idk: 'i do not know',
    imo: 'in my opinion',
    imho: 'in my opinion',
    // Abbreviations of the guides' own words ("desc max chars", "deposit addr", "stdev of what").
    desc: 'description',
    descr: 'description',
    chars: 'characters',
    char: 'character',
    acct: 'account',
    accts: 'accounts',
    addr: 'address',
    stdev: 'standard deviation',
    stddev: 'standard deviation',
  }),
);

/**
 * The spelled-out form of some of those words, for readers that expand only the ones safe where
 * they stand (the whole message, a conversation clause): one list of meanings for all of them.
 */
export function shorthandOf(words: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    words.map((w) => {
      const plain = SHORTHAND.get(w);
      if (plain === undefined) throw new Error(`No shorthand for "${w}"`);
      return [w, plain];
    }),
  );
}

// Who takes a cut in "what does odin take": Odin, "they", the platform.
const ODIN_TAKES = String.raw`(?:odin(?:\.fun| fun)?|they|the (?:platform|site|exchange))`;

/** Phrasal verbs whose meaning is in the particle: "cash out", "put BTC on Odin", "top up". */
const PHRASES: [RegExp, string][] = [
  // "Before I ape into a new coin, what should I look at": what to check.
  [/\bwhat (?:should|do|must|to|shall) (?:i |we |you )?(?:look|watch) (?:at|for|out for)\b/, 'check'],
  // "Who can put their money in the swap pool": providing liquidity, not a deposit or a swap.
  [
    /\b(?:put|puts|putting|add|adding|stick|throw|park)\s+(?:their|my|your|our|his|her|some|the)?\s*(?:money|btc|bitcoin|funds|sats|cash)\s+(?:in|into|to)\s+(?:the\s+|a\s+|an\s+)?(?:\w+\s+){0,2}pools?\b/,
    'liquidity',
  ],
  // "Buy out the curve", "find out", "work out", "get logged out" keep their own meaning; so does
  // "how much does it take to buy a whole curve out".
  [
    /\b(cash|take|get|move|pull|send)\b(?:(?!\b(?:buy|bought|buying)\b)[^.?!]){0,25}(?<!\b(?:buy|sell|sold|find|figure|work|check|try|point|carry|miss|rule|watch|look|log|logged|sign|signed|kicked|locked|timed|freaked|stressed|left|helped|sorted|burnt|burned|anything|something|nothing|much|more)\s)\bout\b/,
    'withdraw',
  ],
  [
    // Not "add liquidity … on odin" (a pool) nor "get it listed on odin" (a listing).
    /\b(put|send|sent|get|move|moved|add|transfer|transferred|load)\b(?!\s+liquidity)(?:(?!\b[a-z]+ed\b)[^.?!]){0,25}\b(on|in|into|to|onto)\s+(odin|the (?:site|website|platform|app)|my (?:odin )?(?:account|balance|deposit address)|my odin address)\b/,
    'deposit',
  ],
  [/\btop(ping)? up\b/, 'deposit'],
  // "when I pull BTC from odin to my own address": a withdrawal, though no "out" follows.
  [
    /\b(?:pull|pulling|pulled|take|taking|move|moving|get|getting)\s+(?:my\s+|the\s+|some\s+|your\s+)?(?:btc|bitcoin|funds|money|sats|ckbtc)\s+(?:back\s+)?(?:from|off)\s+(?:odin|the (?:site|platform|app)|my (?:odin )?account)\b/,
    'withdraw',
  ],
  // "I bought … and the price jumped": the visitor's own trade moved the price.
  [
    /(?:^|\b(?:i|my|we)\s+)(?:bought|buy|sold|sell|traded|order|trade)\b(?:[^.?!]|\.(?=\d)){0,60}\bprice\s+(?:jump|jumped|moved|went up|spiked|shot up|dropped|went down)/,
    'impact',
  ],
  // "Why did the price drop when i sold": the same, told the other way round.
  [
    /\bprice\s+(?:jump|jumped|drop|dropped|dump|dumped|fell|fall|tank|tanked|spike|spiked|moved|went up|went down)\b[^.?!]{0,20}\b(?:when|after|as|once)\s+(?:i|we)\s+(?:sold|sell|bought|buy|traded|trade|aped)\b/,
    'impact',
  ],
  // "How many tokens does each coin have" asks for the supply.
  [
    /\bhow many tokens\b[^.?!]{0,20}\b(?:does|do|will|can|are|is|exist)\b[^.?!]{0,30}\b(?:coin|token|memecoin)\b|\btokens? (?:per|in each|in every|for each) (?:coin|token)\b|\bhow many (?:of )?(?:each|every|one|a) (?:token|coin|memecoin)s? (?:exist|are there|are made|get made)\b|\b(?:pick|choose|set|decide)\b[^.?!]{0,12}\bhow many (?:tokens|coins)\b|\bhow many (?:tokens|coins) (?:get|are|is|will be|gets) (?:minted|created|made|issued)\b|\bhow many (?:coins|tokens|units) (?:exist|are there|are in|in total|total)\b[^.?!]{0,30}\b(?:each|every|per|a|one) (?:token|coin|memecoin)\b|\bhow many (?:coins|tokens|units) (?:does|do|will|would) (?:each|every|a|one|any) (?:token|coin|memecoin)\b/,
    'supply',
  ],
  // "How long until it shows up", "how long b4 it arrives": how long a transfer takes. Not "how
  // long till my coin graduates" ("take" is also what Odin takes per trade).
  [
    /\bhow long (?:until|till|til|before|b4)\b[^.?!]{0,30}\b(?:show(?:s|ing)? up|arrive[sd]?|lands?|credited|confirm(?:s|ed)?|clears?|goes through|go through|appears?)\b/,
    'take',
  ],
  // "How long till my btc shows up": BTC arriving on Odin is a deposit (a withdrawal says so).
  [
    /^(?![\s\S]*\bwithdr)[\s\S]*\b(?:btc|bitcoin|sats|ckbtc|funds|coins)\b[^.?!]{0,15}\b(?:show(?:s|ing)? up|appear(?:s|ed|ing)?|arrive(?:s|d)?|land(?:s|ed)?|(?:gets? |is |be )?credited)\b/,
    'deposit',
  ],
  // "make money" is about profit, not about making (launching) a token.
  [/\b(make|making|earn|earning)\b[^.?!]{0,12}\b(money|profits?|gains|income|bank)\b/, 'profit'],
];

// "Short" is a trade ("how do I short a token", "can you short it", "shorting") or it is how long
// or brief something is ("a short wait", "in short", "keep it short"): only the trade is a topic.
const NOT_A_TRADE =
  /(?<!\b(?:to|i|you|we|they|can|could|unable|go|going|went|or|and) )\bshort\b(?![ -](?:a|an|the|it|this|that|them|these|those|any|some|my|odin|tokens?|coins?|memecoins?|btc|bitcoin|sell\w*|positions?|trades?)\b)/g;

// "Is it still a curve?" beside "after/once it graduates" asks what prices a token then: the pool.
const STILL_CURVE =
  /\bstill (?:on |using |priced (?:by|on) |set by )?(?:a |the |that )?(?:bonding )?curve\b/g;
const AFTER_ASCENSION = /\b(?:after|once|post)\b[^.?!,]{0,25}\b(?:graduat|ascen|bond|migrat)\w*/;

/** Lower-case words of a question with chat shorthand spelled out; formulas named in words. */
export function questionWords(question: string): string[] {
  const spelled = foldAccents(question)
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\b(\w+)'s\b/g, '$1')
    // "they're", "we've", "you'll", "i'd": the pronoun is what is left.
    .replace(/\b(\w+)'(?:re|ve|ll|d|m)\b/g, '$1')
    .replace(/\bx\s*[*·×]?\s*y\s*=\s*k\b/g, ' constant product ')
    // "odin.fun/token/2jjj <- whats the 2jjj part": a part of a token's link, asked about.
    .replace(
      /\b(?:https?:\/\/)?(?:www\.)?odin\.fun\/token\/[a-z0-9]+\b(?=[^?.!]{0,40}\b(?:part|bit|code|letters|characters|end)\b)/g,
      ' token link ',
    )
    // "Is this website run by Odin.fun itself?", "who runs this site": this site is ODAI's.
    .replace(
      /\bthis (?:web ?site|site|page|app)\b(?=[^?.!]{0,25}\b(?:run|runs|made|built|owned|operated|affiliated|official|connected|part of|linked|associated)\b)|(?<=\b(?:runs?|made|built|owns?|operates?) )this (?:web ?site|site|page|app)\b/g,
      ' odai ',
    )
    // "is this site odin.fun itself, or something else?": who runs ODAI, asked without "run".
    .replace(
      /\b(is|isn't) this (?:web ?site|site|page|app) (?=(?:the real |actually )?odin(?:\.fun)? (?:itself|or)\b)/g,
      '$1 odai run by ',
    )
    // "price per token right at bonding": bonding as the moment, ascension, not the bonding curve.
    .replace(/\b(at|upon|after|before|until|till) bonding\b(?!\s*curve)/g, '$1 ascension')
    // "where do you get your prices from?": where ODAI's data comes from, not how a price is set.
    .replace(
      /\bwhere (?:do|does) (?:you|u|odai|this site|the site|the dashboard) (?:get|take|pull|source|fetch)\b(?:[^?.!]{0,20}\b(?:prices?|numbers|figures|data|stats)\b)?(?= from\b)|\bwhere (?:do|does) (?:your|the|these|odai) (?:token )?(?:prices?|numbers|figures|data|stats) come\b(?= from\b)/g,
      ' where does odai get its data ',
    )
    // "it just says Thinking... for ages": the chat's loading bubble, quoted.
    .replace(/\bthinking\s*(?:\.{2,}|…)/g, ' loading bubble ')
    // "does the page auto refresh or poll in the background": whether it updates by itself.
    .replace(
      /\bauto[- ]?(?:refresh|update|reload)\w*|\bpoll(?:s|ing)?(?: in the background)?\b/g,
      ' refresh by itself ',
    )
    // "traded 1,000,000 sats": one amount, not three words ("000" is in "21,000,000" and would count).
    .replace(/\b(\d{1,3})(?:,(\d{3}))+\b/g, (amount) => amount.replace(/,/g, ''))
    // "wtf does 'ascended' mean lol, sounds like a cult": a remark on the thing asked about, not
    // its topic ("is odin a ponzi?" still asks).
    .replace(
      /\b(?:sounds|seems|looks|smells) like an? (?:cult|ponzi|pyramid scheme|joke|casino|lottery|religion)\b/g,
      ' ',
    )
    // "saw x*y=k in a thread about odin pools": where it was seen is the story, not the topic (Odin's
    // own comment thread is "the thread").
    .replace(
      /\b(?:in|on|from)\s+(?:a|an|some|this|that|one)\s+(?:\w+\s+)?(?:thread|tweet|reel|video|vid|clip|podcast|stream|livestream|article|blog|post|screenshot|reddit|telegram|discord|tg)s?\b/g,
      ' ',
    )
    // "Who built odin", "who developed it": who made it, not how it is built.
    .replace(
      /\bwho (?:actually |really |exactly |even )?(?:built|build|builds|developed|develops|created|creates|coded|codes)\b/g,
      ' who made ',
    )
    // "Whats the cutoff" for graduating: the point it happens at, not a cut (a fee).
    .replace(/\bcut[- ]?offs?\b/g, ' ')
    // "when did/was …" asks for a date, not for everything that happens "when" something occurs.
    .replace(/\bwhen (did|was|were)\b/g, ' date ')
    // "Why can't I sell?" is not "how do I sell?": the negation is kept as a word of its own.
    .replace(/\b(can't|cannot|can not|couldn't|could not|unable to|won't|wont)\b/g, ' unable ')
    // "isn't", "doesn't", "don't": the verb and "not" (the apostrophe had left "isn" as a word).
    .replace(/\b(\w+)n't\b/g, '$1 not')
    // "100 bps", "50 bips": basis points are hundredths of a percent.
    .replace(
      /\b(\d+(?:\.\d+)?)\s?(?:bps|bips|basis points?)\b/g,
      (_, n: string) => ` ${Number(n) / 100} percent `,
    )
    // "20 min ago" is a duration, not a minimum.
    .replace(/\b\d+\s?(mins?|minutes?|hrs?|hours?|h|secs?|seconds?|days?)\b/g, ' ')
    .replace(NOT_A_TRADE, ' ')
    // "That sounds made up": doubt about a claim, said in passing.
    .replace(/\b(?:sounds|sounded|seems|seemed|is|was|that is|thats|that's) (?:\w+ )?made up\b/g, ' ')
    // "Is it making stuff up?" asks whether answers are reliable, not how to make a token.
    .replace(/\b(?:mak(?:e|es|ing)|made) (?:\w+ )?up\b/g, ' reliable ')
    // How it is asked, not what: "so far", "in plain english", "brand new", "no idea how".
    .replace(
      /\b(so far|in (?:plain|simple|easy|normal|everyday|laymans?|layman's) (?:english|words|terms|language)|plain english|no cap|brand new|no idea|no clue)\b/g,
      ' ',
    );
  // Idioms read once contractions are spelled out ("like i'm five" is "like i five" by now).
  const text = plainIdioms(plainRegister(spelled))
    // Funds left or "sitting on odin" are kept there ("should i keep my btc on odin?"); a coin that
    // leaves or sits on its curve is another matter.
    .replace(/\b(?:sitting|sit|lying|staying)\s+(on|in)\s+odin\b/g, ' $1 odin ')
    .replace(
      /\b(?:leave|leaving|left|store|storing|park|parking)\b(?=[^.?!]{0,30}\b(?:on|in)\s+odin\b)/g,
      'keep',
    )
    // Features the guides never describe are words of their own: copy trading is no copycat token,
    // a points programme no "point of odin".
    .replace(/\bcopy[- ]?trad(?:e|es|ed|ing|er|ers)\b/g, ' copytrading ')
    .replace(
      /\bpoints?\s+(?:system|program|programme|rewards?|farming)\b|\b(?:earn|farm|farming|get|collect|xp)\s+points\b/g,
      ' pointsprogram ',
    )
    // "This site", and "what chain is this on": Odin itself.
    .replace(/\bthis (?:site|platform|website|app|place|thing)\b/g, ' odin ')
    .replace(
      /\b(chain|blockchain|network) (?:is|does) (?:this|it) (?=(?:on|run|built|running|use)\b)/g,
      '$1 does odin ',
    )
    // How the question is shaped, not what about: "what are the options", "the choices i have".
    // Options as a trade ("options trading", "call options") stay a word of their own.
    .replace(
      /\b(?:options? trad(?:e|es|ed|ing)|trad(?:e|es|ed|ing) options|(?:call|put) options?)\b/g,
      ' optionstrading ',
    )
    // Where the visitor saw something on the site ("2 BITCAT in search", "the search bar shows…").
    .replace(
      /\b(?:in|on|from|via|through|using|with) (?:the |odin )?search(?: bar| box| results?| page| tab)?\b|\bsearch (?:bar|box|results?)\b/g,
      ' ',
    )
    // What another app's screen says ("binance says completed", "status shows done"): the story.
    .replace(
      /\b(says|said|shows|showed|status(?: is)?|marked(?: as)?)\s+(?:as\s+)?(?:completed?|done|successful|success|finished)\b/g,
      '$1 ',
    )
    .replace(/\bdouble[- ]?check/g, 'check')
    // Where the visitor is, not what they ask: "mid-launch: …", "mid deposit, …" tell the task.
    .replace(/\bmid[- ](?=[a-z])/g, ' ')
    // A field on the form is the thing it holds ("the ticker box goes red"); turning red is the
    // form refusing what was typed, a question about its rules.
    .replace(
      /\b(?!(?:credit|debit|gift|sim|bank|id|sd|graphics)\b)([a-z0-9]+) (?:box|field|input|textbox|tab|column|col|card|widget|panel)\b/g,
      '$1',
    )
    .replace(
      /\b(?:goes|go|going|went|turns|turned|turning|is|shows|showing|stays) (?:all )?red\b/g,
      ' rules ',
    )
    // An amount "too small" or "too low" for Odin is below its minimum ("status says too small").
    .replace(/\btoo (?:small|little|low|tiny)\b/g, ' minimum ')
    // "Before and after ascension" asks for both phases, the overview of each ("fees before and
    // after graduation"); "before or after the swap" asks which one.
    .replace(
      /\b(?:before and after|pre and post|pre[- ] ?and post[- ]?|before vs\.? after|before versus after)\b/g,
      ' each phase before and after ',
    )
    // "Still a curve?" after ascension asks what prices it then: the pool ("once it graduates, is
    // it still on the curve").
    .replace(STILL_CURVE, (m, _o: number, whole: string) =>
      AFTER_ASCENSION.test(whole) ? ' still curve or pool ' : m,
    )
    // "Once it's graduated", "once bonded": after ascension, a phase ("is it still a curve once it
    // graduates" asks how it works after).
    .replace(
      /\bonce\b(?=(?:\s+(?:it|its|it's|it is|it has|has|a|the|my|that|this|your|coin|token|is|gets|got))*\s+(?:graduat|ascend|bond|migrat|complet)\w*)/g,
      ' after ',
    )
    // A curve that "fills up" or "is full" is complete: ascension.
    .replace(
      /\b(?:fill(?:s|ed|ing)? up|(?:is|gets|got|becomes) (?:completely |totally )?(?:full|filled))\b/g,
      ' completes ',
    )
    // "Which one is the real one" between two tokens of one name: the original, not a copycat.
    .replace(
      /\bwhich (?:one |token |coin )?(?:is|s) (?:the )?(?:real|legit|genuine|original|right|correct|official)(?: one)?\b/g,
      ' which is the original ',
    )
    // "Check it's the real odin before signing": the official site, not Odin's legitimacy.
    .replace(
      /\b(?:the|a) (?:real|legit|genuine|actual) odin\b(?!\s*(?:token|coin|tokens|coins)\b)/g,
      ' the official odin site ',
    )
    // When the visitor bought ("i bought a coin 5 min after launch", "aped in right after it
    // launched") is the story, not a question about launching.
    .replace(
      /\b(bought|buy|aped|got in|bought in)\b([^.?!,]{0,30}?)\b(?:right |just |shortly |soon )?after (?:the |its |it )?launch(?:ed)?\b/g,
      '$1$2 ',
    )
    // A token "sitting on the bitcoin chain": whether it is on Bitcoin.
    .replace(
      /\b(?:sitting|sits|living|lives|held|stored|kept|recorded)\s+on\s+(?:the\s+)?(?:bitcoin|btc)(?:\s+(?:chain|blockchain|network))?\b|\bon\s+(?:the\s+)?(?:bitcoin|btc)\s+chain\b/g,
      ' on the bitcoin blockchain ',
    )
    // "Deposit time?", "withdrawal speed": how long it takes.
    .replace(
      /\b(deposits?|withdrawals?|withdraw|transfers?|confirmations?|processing)\s+(?:times?|duration|speed|wait)\b/g,
      ' how long $1 takes ',
    )
    // "How much is a token at launch": the price of one token, not what launching costs.
    .replace(
      /\bhow much (?:is|are|does|do|will) (?:a|one|1|each|the) (?:single )?(token|coin)s?\b(?!\s+(?:cost\s+)?(?:to|for) (?:launch|create|make|mint|deploy))(?: cost\b)?/g,
      ' what is the price of one $1 ',
    )
    // "What does a brand-new token cost per coin": the price of one, not what launching costs.
    .replace(/\bcosts? (?:per|a|for one|for each|each) (?:coin|token|unit)\b/g, ' price per token ')
    // "The 0.01 that's left over" is the leftover.
    .replace(/\bleft[- ]over\b/g, ' leftover ')
    // "Is the curve a straight line?" asks whether it is linear.
    .replace(/\bstraight[- ]line\b/g, ' linear ')
    // "Is odin.fun legit?", "is odin a scam", "odin fun trustworthy?": whether Odin itself is safe.
    .replace(
      /\b(odin(?:\.fun|\s+fun)?)\s+(?:even\s+|actually\s+|really\s+)?(?:legit|legitimate|a\s+scam|scam|scammy|sketchy|shady|trustworthy|a\s+rug|real\s+or\s+(?:fake|a\s+scam))\b/g,
      '$1 safe',
    )
    // "A sketchy token", "is this coin shady", "signs a token is dodgy": a risky one, the checks
    // before buying (read as unknown words, they left "signs" to threshold signing).
    .replace(/\b(?:sketchy|shady|dodgy|scammy|sus|suss|fishy)\b/g, ' risky ')
    // "Why would I buy one", "why do people even buy these": why people buy memecoins, not how.
    .replace(
      /\bwhy (?:would|do|does|would anyone|do people) (?:i|anyone|people|someone|you|u) (?:even |ever )?(?:buy|want) (?:one|these|them|those|memecoins?|meme coins?)\b/g,
      ' why do people buy memecoins ',
    )
    // A token that "dies on the curve" or "gets stuck on the curve" never ascends.
    .replace(
      /\b(?:dies|died|dying|die|stalls|stalled|stall|flops|flopped|gets stuck|got stuck|is stuck|stays stuck)\s+(?:on|in)\s+(?:the|its|my)\s+(?:bonding\s+)?curve\b/g,
      ' never ascends ',
    )
    // "How is it different from just buying bitcoin", "why not just buy btc": a memecoin set
    // against bitcoin itself, not the steps of buying ("different" is no topic word).
    .replace(
      /\b(?:different|differ|difference)\b[^.?!]{0,20}\b(?:from|than|to|vs\.?|versus)\s+(?:just\s+|simply\s+)?(?:buying|holding|owning|having)\s+(?:bitcoin|btc)\b|\bwhy (?:not|wouldn'?t i|shouldn'?t i|not just) (?:just )?(?:buy|hold) (?:bitcoin|btc)\b/g,
      ' memecoin versus holding btc ',
    )
    // "A documented example", "is the fee documented": how sure the visitor wants it, not an
    // identity document (KYC) nor the docs' links.
    .replace(/\bdocumented\b/g, ' ')
    // "Signs a token is dodgy", "warning signs that the coin is a rug": red flags, not signing.
    .replace(
      /\b(?:warning |tell-?tale )?signs (?:that )?(?=(?:a|an|the|this|that|my|your) (?:token|coin|project|dev|developer|creator)s?\b)/g,
      ' red flags ',
    )
    // "The real odin website", "the legit discord": the official one.
    .replace(
      /\b(?:real|legit|genuine|actual|correct|right)\s+(?=(?:odin\s+)?(?:site|website|url|link|links|domain|app|account|twitter|discord|telegram)\b)/g,
      'official ',
    )
    // How long the answer should be, not what about: "in one line", "in a sentence", "long term".
    .replace(
      /\b(?:in (?:like |just )?(?:one|a|1|two|2|a few|few) (?:line|lines|sentence|sentences|words?)|one[- ](?:line|liner|sentence)|long[- ]term|short[- ]term)\b/g,
      ' ',
    )
    // "What does odin take when I buy", "how much do they take per trade": Odin's cut, its fee.
    .replace(
      new RegExp(
        String.raw`\b(?:what|how much|what (?:%|percent|percentage|cut)|how much %) (?:does|do|will) ${ODIN_TAKES}(?: \w+)? take\b(?! (?:to|for) (?:ascend|graduat|arrive|confirm|show|land|settle|reach|fill|complete|finish))`,
        'g',
      ),
      ' what fee does odin charge ',
    )
    // The same without its question word ("does odin take per trade how"), as phones type it.
    .replace(
      new RegExp(
        String.raw`\b(?:does|do|will) ${ODIN_TAKES} take (?=(?:per|on|from|of|for each|each|when)\b)`,
        'g',
      ),
      ' what fee does odin charge ',
    )
    // A "buy tax" on a token is a trading fee, not income tax.
    .replace(/\b(buy|sell|trade|transfer|swap)(s?) tax(es)?\b/g, '$1$2 fee')
    .replace(
      /\btax(es)? on (?:odin |the |my |your )?(buys?|sells?|trades?|swaps?|transfers?)\b/g,
      'fees on $2',
    );
  const words = (withNamedConcepts(text).match(/[a-z0-9·]+/g) ?? []).flatMap((w) =>
    (SHORTHAND.get(w) ?? OTHER_LANGUAGES.get(w) ?? w).split(' '),
  );
  for (const [phrase, meaning] of PHRASES) {
    if (!phrase.test(text)) continue;
    // "Take my liquidity back out" removes it from a pool: no withdrawal from Odin.
    words.push(meaning === 'withdraw' && /\bliquidity\b/.test(text) ? 'remove' : meaning);
  }
  return words;
}
